import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorLogs } from '@/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { clientErrorLogSchema, recordErrorLog } from '.';

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
});
