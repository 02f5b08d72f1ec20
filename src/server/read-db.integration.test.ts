import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '@/db/client';

/**
 * getReadDb's one decision (decision 0049), inside Next.js's request scope as the server runs
 * it: Next's server puts AsyncLocalStorage on globalThis before its request scopes are made,
 * and so does this file, before importing them (so it runs in the isolated project).
 */
vi.stubGlobal('AsyncLocalStorage', AsyncLocalStorage);
const { workUnitAsyncStorage } =
  await import('next/dist/server/app-render/work-unit-async-storage.external');
const { closeReadReplicas, readDbOf } = await import('./database');
const { openDatabase } = await import('@/db/client');

const primaryUrl = process.env.TEST_DATABASE_URL;
const replicaUrl = process.env.TEST_READ_DATABASE_URL;
const settings = {
  DATABASE_READ_MAX_LAG_MS: 1_000,
  DATABASE_READ_RETRY_MS: 5_000,
  DATABASE_CONNECT_TIMEOUT_MS: 5_000,
  DATABASE_QUERY_TIMEOUT_MS: 10_000,
};
const inScope = <T>(type: string, read: () => Promise<T>) =>
  workUnitAsyncStorage.run({ type } as never, read);

async function answeredBy(db: Db): Promise<'replica' | 'primary'> {
  const { rows } = (await db.execute(sql`select pg_is_in_recovery() as standby`)) as unknown as {
    rows: { standby: boolean }[];
  };
  return rows[0]!.standby ? 'replica' : 'primary';
}

describe('getReadDb on PGlite', () => {
  it('is the primary itself, whatever DATABASE_READ_URL says (PGlite has no replicas)', async () => {
    const handle = await openDatabase({});
    try {
      const configured = { ...settings, DATABASE_READ_URL: ['postgres://127.0.0.1:1/none'] };
      expect(await inScope('request', () => readDbOf(handle, configured))).toBe(handle.db);
    } finally {
      await handle.close();
    }
  });
});

describe.skipIf(!primaryUrl || !replicaUrl)('getReadDb on PostgreSQL with a replica', () => {
  it('without DATABASE_READ_URL, a request reads the primary itself', async () => {
    const primary = await openDatabase({ url: primaryUrl });
    try {
      const unset = { ...settings, DATABASE_READ_URL: [] };
      expect(await inScope('request', () => readDbOf(primary, unset))).toBe(primary.db);
    } finally {
      await primary.close();
    }
  });

  it("a request's read goes to the replica; a kept render's (ISR) and a job's to the primary", async () => {
    const primary = await openDatabase({ url: primaryUrl });
    const configured = { ...settings, DATABASE_READ_URL: [replicaUrl!] };
    try {
      // The first reads go to the primary while the checker has not yet asked the replica.
      const until = Date.now() + 10_000;
      let db = await inScope('request', () => readDbOf(primary, configured));
      while (db === primary.db && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        db = await inScope('request', () => readDbOf(primary, configured));
      }
      expect(await answeredBy(db)).toBe('replica');
      // The replica still serves; a regeneration and work outside any request do not use it.
      const regenerating = await inScope('prerender-legacy', () => readDbOf(primary, configured));
      expect(regenerating).toBe(primary.db);
      expect(await inScope('unstable-cache', () => readDbOf(primary, configured))).toBe(primary.db);
      expect(await readDbOf(primary, configured)).toBe(primary.db);
      expect(await answeredBy(await readDbOf(primary, configured))).toBe('primary');
    } finally {
      await closeReadReplicas();
      await primary.close();
    }
  });
});
