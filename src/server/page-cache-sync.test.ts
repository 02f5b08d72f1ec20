import { describe, expect, it, vi } from 'vitest';
import {
  applyRevalidation,
  PAGE_CACHE_SYNC as HANDLER_SYNC,
  pageCacheBridge as handlerBridge,
} from '@/lib/security/cache-handler.mjs';
import { readThrough } from '@/lib/ttl-cache';
import {
  applyHere,
  decodeNotice,
  deliver,
  encodeNotice,
  EVERY_PAGE_TAG,
  keep,
  MAX_PAYLOAD_BYTES,
  PAGE_CACHE_SYNC,
  pageCacheBridge,
  toApply,
  type Revalidation,
} from './page-cache-sync';

const SHOP = '_N_T_/[locale]/layout';

describe('page cache notifications (decision 0046)', () => {
  it('carry the tags and the profile’s expiry, and read back the same', () => {
    const plain = encodeNotice('a', { tags: [SHOP] });
    expect(decodeNotice(plain)).toEqual({ from: 'a', tags: [SHOP] });
    const timed = encodeNotice('a', { tags: [SHOP, '_N_T_/es'], durations: { expire: 60 } });
    expect(decodeNotice(timed)).toEqual({
      from: 'a',
      tags: [SHOP, '_N_T_/es'],
      durations: { expire: 60 },
    });
  });

  it('that would not fit in PostgreSQL’s 8000 bytes say "everything" instead', () => {
    const tags = Array.from({ length: 80 }, (_, i) => `_N_T_/${'x'.repeat(120)}/${i}`);
    const payload = encodeNotice('a', { tags });
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(decodeNotice(payload)).toEqual({ from: 'a', all: true });
    // Just under the bound still goes whole.
    const fits = [SHOP.padEnd(MAX_PAYLOAD_BYTES - 40, 'y')];
    expect(decodeNotice(encodeNotice('a', { tags: fits }))).toEqual({ from: 'a', tags: fits });
  });

  it('not of ours are ignored', () => {
    for (const payload of [
      '',
      'not json',
      'null',
      '[]',
      '{"tags":["t"]}',
      '{"from":"","tags":["t"]}',
      '{"from":"a"}',
      '{"from":"a","tags":[]}',
      '{"from":"a","tags":[1]}',
      '{"from":"a","tags":["t"],"durations":{"expire":"1"}}',
      '{"from":"a","tags":["t"],"durations":{"expire":-1}}',
      '{"from":"a","all":"yes"}',
    ])
      expect(decodeNotice(payload), payload).toBeNull();
  });

  it('are applied by the other instances, never by the one that sent them', () => {
    const notice = decodeNotice(encodeNotice('a', { tags: [SHOP], durations: { expire: 5 } }))!;
    expect(toApply(notice, 'a')).toBeNull();
    expect(toApply(notice, 'b')).toEqual({ tags: [SHOP], durations: { expire: 5 } });
    expect(toApply({ from: 'a', all: true }, 'b')).toEqual({ tags: [EVERY_PAGE_TAG] });
    expect(toApply({ from: 'a', all: true }, 'a')).toBeNull();
  });

  it('"everything" is the tag Next gives every page (the root layout’s)', () => {
    expect(EVERY_PAGE_TAG).toBe('_N_T_/layout');
  });
});

describe('delivery to the cache handler', () => {
  it('meets the handler on the same global', () => {
    expect(PAGE_CACHE_SYNC).toBe(HANDLER_SYNC);
    expect(pageCacheBridge()).toBe(handlerBridge());
    expect(pageCacheBridge().apply).toBe(applyRevalidation);
  });

  it('applies at once when the handler is loaded', () => {
    const applied: unknown[] = [];
    const bridge = { pending: [], apply: (...args: unknown[]) => applied.push(args) };
    deliver(bridge, { tags: [SHOP], durations: { expire: 1 } });
    expect(applied).toEqual([[[SHOP], { expire: 1 }]]);
    expect(bridge.pending).toEqual([]);
  });

  it('keeps what arrives before it loads, and past the bound only "everything"', () => {
    const bridge: { pending: Revalidation[] } = { pending: [] };
    deliver(bridge, { tags: [SHOP] });
    expect(bridge.pending).toEqual([{ tags: [SHOP] }]);
    for (let i = 0; i < 60; i++) keep(bridge.pending, { tags: [`_N_T_/${i}`] });
    expect(bridge.pending.length).toBeLessThanOrEqual(50);
    expect(bridge.pending).toContainEqual({ tags: [EVERY_PAGE_TAG] });
    expect(bridge.pending.some((r) => r.tags.includes(SHOP))).toBe(false);
  });

  it('forgets the reference data before it expires the pages (they are made again from it)', async () => {
    const db = {};
    let chrome = 'old phone';
    await readThrough(db, 'site-chrome', async () => chrome);
    chrome = 'new phone';
    const seen: string[] = [];
    const bridge = {
      pending: [],
      apply: () =>
        void readThrough(db, 'site-chrome', async () => chrome).then((c) => seen.push(c)),
    };
    applyHere(bridge)({ tags: [SHOP] });
    await vi.waitFor(() => expect(seen).toEqual(['new phone']));
  });
});
