import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorLogs } from '@/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { clientErrorLogSchema, recordErrorLog } from '.';
import { ERROR_LOG_ROWS_PER_MINUTE } from './logs.rules';

describe('clientErrorLogSchema', () => {
  it('accepts a failed request report and fills defaults', () => {
    const parsed = clientErrorLogSchema.parse({
      description: 'HTTP 502 Bad Gateway',
      method: 'POST',
      paths: { url: '/api/v1/cart', baseUrl: 'http://localhost:3000' },
    });
    expect(parsed).toMatchObject({ level: 'error', type: 'request', method: 'POST' });
  });
  it('refuses unknown fields, bad methods, origins set by the client and oversized text', () => {
    expect(clientErrorLogSchema.safeParse({ description: 'x', origin: 'server' }).success).toBe(
      false,
    );
    expect(clientErrorLogSchema.safeParse({ description: 'x', method: 'TRACE' }).success).toBe(
      false,
    );
    expect(clientErrorLogSchema.safeParse({ description: 'x'.repeat(1001) }).success).toBe(false);
    expect(clientErrorLogSchema.safeParse({ description: '   ' }).success).toBe(false);
  });
});

describe.each(engines)('recordErrorLog on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine, { seed: false });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('writes every SPEC §3 field with a fresh uuid and timestamp', async () => {
    const uuid = await recordErrorLog(t.db, {
      level: 'error',
      origin: 'client',
      type: 'request',
      description: 'Network request failed',
      section: 'cart',
      event: 'add',
      method: 'POST',
      paths: { url: '/api/v1/cart/items', baseUrl: 'http://localhost:3000' },
      payload: { status: 0 },
    });
    const [row] = await t.db.select().from(errorLogs).where(eq(errorLogs.uuid, uuid));
    expect(row).toMatchObject({
      level: 'error',
      application: 'xcaret-store',
      origin: 'client',
      type: 'request',
      method: 'POST',
      section: 'cart',
      event: 'add',
      paths: { url: '/api/v1/cart/items', baseUrl: 'http://localhost:3000' },
      payload: { status: 0 },
    });
    expect(row!.id).toBeGreaterThan(0);
    expect(Date.now() - row!.timestamp.getTime()).toBeLessThan(60_000);
  });

  it('the same failure again is counted on its first record, not written again (issue 13, item 11)', async () => {
    const failure = (url: string) => ({
      level: 'error' as const,
      origin: 'server' as const,
      type: 'action',
      description: 'Invalid Server Actions request.',
      section: '/[locale]',
      method: 'POST' as const,
      paths: { url },
    });
    const now = new Date('2030-01-01T10:00:00Z');
    const uuids = new Set<string>();
    for (let i = 0; i < 50; i++)
      uuids.add(await recordErrorLog(t.db, failure(`/es/?probe=${i}`), now));
    expect(uuids.size).toBe(1);
    const rows = await t.db
      .select()
      .from(errorLogs)
      .where(eq(errorLogs.description, 'Invalid Server Actions request.'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.occurrences).toBe(50);
    // Another path is another failure; the same one after the window starts a new record.
    await recordErrorLog(t.db, failure('/en/'), now);
    await recordErrorLog(t.db, failure('/es/'), new Date(now.getTime() + 11 * 60_000));
    const after = await t.db
      .select()
      .from(errorLogs)
      .where(eq(errorLogs.description, 'Invalid Server Actions request.'));
    expect(after).toHaveLength(3);
  });

  it('a flood of different failures stores at most ERROR_LOG_ROWS_PER_MINUTE rows a minute', async () => {
    // The cap counts in fixed one-minute windows: start well inside one.
    const intoWindow = Date.now() % 60_000;
    if (intoWindow > 45_000) await new Promise((r) => setTimeout(r, 60_500 - intoWindow));
    const before = (await t.db.select().from(errorLogs)).length;
    for (let i = 0; i < ERROR_LOG_ROWS_PER_MINUTE + 40; i++)
      await recordErrorLog(t.db, {
        level: 'error',
        origin: 'client',
        type: 'request',
        description: `flood ${i}`,
      });
    const stored = (await t.db.select().from(errorLogs)).length - before;
    expect(stored).toBeLessThanOrEqual(ERROR_LOG_ROWS_PER_MINUTE);
    expect(stored).toBeGreaterThan(ERROR_LOG_ROWS_PER_MINUTE / 2);
  });
});
