import { describe, expect, it } from 'vitest';
import {
  enqueue,
  isNewRead,
  parseQueue,
  QUEUE_LIMIT,
  scanOf,
  sendOutcome,
  settle,
  type QueuedScan,
} from './scan-queue.rules';

const scan = (id: string, token = 'AAAA.BBBB'): QueuedScan => ({
  id,
  scan: { token },
  gate: 'Norte',
  at: '2029-09-20T14:00:00.000Z',
});

describe('the offline scan queue', () => {
  it('keeps scans in the order taken, the same ticket twice included (a copied code)', () => {
    let queue: QueuedScan[] = [];
    for (const id of ['a', 'b', 'c']) queue = enqueue(queue, scan(id)).queue;
    expect(queue.map((q) => q.id)).toEqual(['a', 'b', 'c']);
    // The same scan (same id) is not queued twice; a second scan of the ticket is.
    expect(enqueue(queue, scan('a')).added).toBe(false);
    expect(enqueue(queue, scan('d')).queue).toHaveLength(4);
  });

  it('takes an answered scan off, and only that one', () => {
    const queue = [scan('a'), scan('b'), scan('c')];
    expect(settle(queue, 'b').map((q) => q.id)).toEqual(['a', 'c']);
    expect(settle(queue, 'zzz')).toHaveLength(3);
  });

  it('refuses a scan when full rather than dropping an older one', () => {
    const full = Array.from({ length: QUEUE_LIMIT }, (_, i) => scan(`s${i}`));
    const result = enqueue(full, scan('new'));
    expect(result.added).toBe(false);
    expect(result.queue[0]!.id).toBe('s0');
    expect(result.queue).toHaveLength(QUEUE_LIMIT);
  });

  it('reads back what it stored, and survives a damaged or hostile value', () => {
    const stored = JSON.stringify([
      scan('a'),
      { id: 'b', scan: { code: 'XT-1' }, gate: '', at: 'x' },
    ]);
    expect(parseQueue(stored).map((q) => q.id)).toEqual(['a', 'b']);
    expect(parseQueue(null)).toEqual([]);
    expect(parseQueue('{not json')).toEqual([]);
    expect(parseQueue('{"id":"a"}')).toEqual([]);
    expect(parseQueue(JSON.stringify([null, 1, { id: 'x' }, { ...scan('c'), scan: {} }]))).toEqual(
      [],
    );
  });

  it('says what to do after sending: done, retry, wait, or keep until signed in', () => {
    expect(sendOutcome({ status: 200 })).toEqual({ next: 'done' });
    expect(sendOutcome('network-error')).toEqual({ next: 'retry' });
    expect(sendOutcome({ status: 502 })).toEqual({ next: 'retry' });
    expect(sendOutcome({ status: 500 })).toEqual({ next: 'retry' });
    expect(sendOutcome({ status: 429, retryAfter: '12' })).toEqual({ next: 'wait', seconds: 12 });
    expect(sendOutcome({ status: 429, retryAfter: 'soon' })).toEqual({ next: 'wait', seconds: 30 });
    expect(sendOutcome({ status: 403 })).toEqual({ next: 'signed-out' });
    expect(sendOutcome({ status: 401 })).toEqual({ next: 'signed-out' });
  });
});

describe('camera reads', () => {
  it('a code held in front of the camera is one scan; shown again later, another', () => {
    expect(isNewRead(null, 'A.B', 0)).toBe(true);
    const last = { value: 'A.B', atMs: 1000 };
    expect(isNewRead(last, 'A.B', 1250)).toBe(false);
    expect(isNewRead(last, 'A.B', 4999)).toBe(false);
    expect(isNewRead(last, 'A.B', 5000)).toBe(true);
    expect(isNewRead(last, 'C.D', 1250)).toBe(true);
  });

  it('tells a signed token from a typed code', () => {
    expect(scanOf('  AQIDBA.c2lnbmF0dXJl ')).toEqual({ token: 'AQIDBA.c2lnbmF0dXJl' });
    expect(scanOf('xt-7k2m9q4zp1')).toEqual({ code: 'xt-7k2m9q4zp1' });
    expect(scanOf('   ')).toBeNull();
    expect(scanOf('x'.repeat(401))).toBeNull();
  });
});
