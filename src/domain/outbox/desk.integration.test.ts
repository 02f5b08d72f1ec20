import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '@/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  deliverOutbox,
  enqueue,
  failedMessageCount,
  listMessages,
  MAX_ATTEMPTS,
  retryMessage,
  UndeliverableError,
  type OutboxHandlers,
} from '.';

const NOW = new Date('2030-03-01T12:00:00Z');
const bookingId = '00000000-0000-4000-8000-000000000001';

describe.each(engines)('the back office and the outbox on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine, { seed: false });
  });
  afterAll(async () => {
    await t?.dispose();
  });
  beforeEach(async () => {
    await t.db.delete(outbox);
  });

  it('a failed message, retried, is delivered by the job and leaves the failed list', async () => {
    await enqueue(t.db, { kind: 'booking-confirmed', payload: { bookingId } });
    let broken = true;
    const handlers: OutboxHandlers = {
      'booking-confirmed': async () => {
        if (broken) throw new UndeliverableError('mail server refused the address');
      },
    };
    await deliverOutbox(t.db, handlers, { now: NOW });
    expect(await failedMessageCount(t.db)).toBe(1);
    const [failed] = await listMessages(t.db, { status: 'failed' });
    expect(failed).toMatchObject({
      status: 'failed',
      lastError: expect.stringContaining('refused'),
    });

    // A pending or sent message is not "retried"; the failed one is, once.
    const later = new Date(NOW.getTime() + 60_000);
    expect(await retryMessage(t.db, failed!.id, later)).toBe(true);
    expect(await retryMessage(t.db, failed!.id, later)).toBe(false);
    expect(await failedMessageCount(t.db)).toBe(0);
    const [pending] = await listMessages(t.db, { status: 'pending' });
    expect(pending).toMatchObject({ id: failed!.id, attempts: 0 });

    broken = false;
    const report = await deliverOutbox(t.db, handlers, { now: later });
    expect(report).toMatchObject({ claimed: 1, sent: 1 });
    expect(await listMessages(t.db, { status: 'failed' })).toEqual([]);
    expect((await listMessages(t.db, { status: 'sent' })).map((m) => m.id)).toEqual([failed!.id]);
    expect(await retryMessage(t.db, failed!.id, later)).toBe(false);
    expect(await retryMessage(t.db, 'not-a-uuid', later)).toBe(false);
  });

  it('a retried message gets all its attempts again', async () => {
    await enqueue(t.db, { kind: 'booking-confirmed', payload: { bookingId } });
    const handlers: OutboxHandlers = {
      'booking-confirmed': async () => {
        throw new Error('timeout');
      },
    };
    let now = NOW;
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await deliverOutbox(t.db, handlers, { now });
      now = new Date(now.getTime() + 7 * 3_600_000);
    }
    const [failed] = await listMessages(t.db, { status: 'failed' });
    expect(failed!.attempts).toBe(MAX_ATTEMPTS);
    await retryMessage(t.db, failed!.id, now);
    await deliverOutbox(t.db, handlers, { now });
    const [again] = await listMessages(t.db, { status: 'pending' });
    expect(again).toMatchObject({ id: failed!.id, attempts: 1 });
  });
});
