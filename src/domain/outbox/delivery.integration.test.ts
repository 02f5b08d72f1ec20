import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { outbox } from '@/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  deliverOutbox,
  enqueue,
  MAX_ATTEMPTS,
  retryDelayMs,
  UndeliverableError,
  type OutboxHandlers,
} from '.';

const NOW = new Date('2030-03-01T12:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rows(db: Db) {
  return db.select().from(outbox).orderBy(outbox.createdAt);
}

async function enqueueMany(db: Db, n: number): Promise<string[]> {
  const ids = Array.from(
    { length: n },
    (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  );
  for (const bookingId of ids)
    await enqueue(db, { kind: 'booking-confirmed', payload: { bookingId } });
  return ids;
}

describe.each(engines)('outbox delivery on %s', (engine) => {
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

  it('sends a due message once and marks it sent', async () => {
    const [bookingId] = await enqueueMany(t.db, 1);
    const sent: string[] = [];
    const handlers: OutboxHandlers = {
      'booking-confirmed': async (payload) => {
        sent.push(payload.bookingId);
      },
    };
    expect(await deliverOutbox(t.db, handlers, { now: NOW })).toMatchObject({
      claimed: 1,
      sent: 1,
      retried: 0,
      failed: 0,
      lost: 0,
    });
    expect(await deliverOutbox(t.db, handlers, { now: at(24 * 3600_000) })).toMatchObject({
      claimed: 0,
    });
    expect(sent).toEqual([bookingId]);
    const [row] = await rows(t.db);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt!.getTime()).toBeGreaterThanOrEqual(NOW.getTime());
  });

  it('leaves messages that are not due yet, and kinds it has no handler for', async () => {
    await enqueueMany(t.db, 1);
    await t.db.insert(outbox).values({ kind: 'something-else', payload: {} });
    await t.db
      .update(outbox)
      .set({ runAfter: at(60_000) })
      .where(eq(outbox.kind, 'booking-confirmed'));
    const sent: string[] = [];
    const handlers: OutboxHandlers = {
      'booking-confirmed': async ({ bookingId }) => void sent.push(bookingId),
    };
    expect((await deliverOutbox(t.db, handlers, { now: NOW })).claimed).toBe(0);
    expect((await deliverOutbox(t.db, handlers, { now: at(60_000) })).sent).toBe(1);
    const other = (await rows(t.db)).find((r) => r.kind === 'something-else');
    expect(other).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('retries a failing handler with exponential backoff and marks it failed after the last attempt', async () => {
    await enqueueMany(t.db, 1);
    let calls = 0;
    const handlers: OutboxHandlers = {
      'booking-confirmed': async () => {
        calls += 1;
        throw new Error(`SMTP said no (${calls})`);
      },
    };
    let clock = NOW.getTime();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      // Just before the retry is due, nothing happens.
      if (attempt > 1)
        expect((await deliverOutbox(t.db, handlers, { now: new Date(clock - 1000) })).claimed).toBe(
          0,
        );
      const report = await deliverOutbox(t.db, handlers, { now: new Date(clock) });
      expect(report.claimed).toBe(1);
      const [row] = await rows(t.db);
      expect(row!.attempts).toBe(attempt);
      expect(row!.lastError).toBe(`Error: SMTP said no (${attempt})`);
      if (attempt < MAX_ATTEMPTS) {
        expect(report.retried).toBe(1);
        expect(row!.status).toBe('pending');
        const wait = row!.runAfter.getTime() - clock;
        // The wait is the backoff for this attempt (plus the few ms the handler took).
        expect(wait).toBeGreaterThanOrEqual(retryDelayMs(attempt));
        expect(wait).toBeLessThan(retryDelayMs(attempt) + 5_000);
        clock = row!.runAfter.getTime();
      } else {
        expect(report.failed).toBe(1);
        expect(row!.status).toBe('failed');
      }
    }
    expect(calls).toBe(MAX_ATTEMPTS);
    expect((await deliverOutbox(t.db, handlers, { now: at(30 * 24 * 3600_000) })).claimed).toBe(0);
  });

  it('fails at once when the handler says retrying cannot help', async () => {
    await enqueueMany(t.db, 1);
    const handlers: OutboxHandlers = {
      'booking-confirmed': async () => {
        throw new UndeliverableError('Booking not found');
      },
    };
    expect((await deliverOutbox(t.db, handlers, { now: NOW })).failed).toBe(1);
    expect((await rows(t.db))[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'UndeliverableError: Booking not found',
    });
  });

  it('gives up on a hanging handler after its timeout and retries it later', async () => {
    await enqueueMany(t.db, 1);
    let calls = 0;
    const handlers: OutboxHandlers = {
      'booking-confirmed': async () => {
        calls += 1;
        if (calls === 1) await new Promise(() => undefined); // never settles
      },
    };
    const first = await deliverOutbox(t.db, handlers, { now: NOW, handlerTimeoutMs: 50 });
    expect(first.retried).toBe(1);
    expect((await rows(t.db))[0]!.lastError).toMatch(/timed out/);
    const second = await deliverOutbox(t.db, handlers, { now: at(retryDelayMs(1) + 1000) });
    expect(second.sent).toBe(1);
    expect(calls).toBe(2);
  });

  it('takes a message back when the instance that claimed it died (lease ran out)', async () => {
    await enqueueMany(t.db, 1);
    // A claim whose instance never came back: attempts counted, run_after at the lease end.
    await t.db.update(outbox).set({ attempts: 1, runAfter: at(5 * 60_000) });
    const handlers: OutboxHandlers = { 'booking-confirmed': async () => undefined };
    expect((await deliverOutbox(t.db, handlers, { now: at(60_000) })).claimed).toBe(0);
    expect(await deliverOutbox(t.db, handlers, { now: at(5 * 60_000) })).toMatchObject({
      claimed: 1,
      sent: 1,
    });
    expect((await rows(t.db))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('processes a backlog in batches of batchSize', async () => {
    await enqueueMany(t.db, 7);
    const handlers: OutboxHandlers = { 'booking-confirmed': async () => undefined };
    expect((await deliverOutbox(t.db, handlers, { now: NOW, batchSize: 3 })).sent).toBe(3);
    expect((await deliverOutbox(t.db, handlers, { now: NOW, batchSize: 3 })).sent).toBe(3);
    expect((await deliverOutbox(t.db, handlers, { now: NOW, batchSize: 3 })).sent).toBe(1);
    expect((await rows(t.db)).every((r) => r.status === 'sent')).toBe(true);
  });

  it('never sends a message twice when instances deliver concurrently', async () => {
    const ids = await enqueueMany(t.db, 40);
    const sends = new Map<string, number>();
    const handlers: OutboxHandlers = {
      'booking-confirmed': async ({ bookingId }) => {
        sends.set(bookingId, (sends.get(bookingId) ?? 0) + 1);
        await sleep(5 + Math.random() * 20); // a mail server taking its time
      },
    };
    const instance = async () => {
      let claimed = 0;
      for (;;) {
        const report = await deliverOutbox(t.db, handlers, { now: NOW, batchSize: 4 });
        expect(report.lost).toBe(0);
        if (report.claimed === 0) return claimed;
        claimed += report.claimed;
      }
    };
    const claimed = await Promise.all([instance(), instance(), instance()]);
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(ids.length);
    expect([...sends.keys()].sort()).toEqual([...ids].sort());
    expect([...sends.values()].every((n) => n === 1)).toBe(true);
    expect((await rows(t.db)).every((r) => r.status === 'sent')).toBe(true);
    if (engine === 'postgres') {
      // Several instances really worked in parallel (the point of SKIP LOCKED).
      expect(claimed.filter((n) => n > 0).length).toBeGreaterThan(1);
    }
  });

  it.runIf(engine === 'postgres')(
    'control: the same race without claiming sends some messages twice',
    async () => {
      const ids = await enqueueMany(t.db, 40);
      const sends = new Map<string, number>();
      const naive = async () => {
        for (;;) {
          const due = await t.db
            .select()
            .from(outbox)
            .where(eq(outbox.status, 'pending'))
            .orderBy(outbox.createdAt)
            .limit(4);
          if (due.length === 0) return;
          for (const row of due) {
            const { bookingId } = row.payload as { bookingId: string };
            sends.set(bookingId, (sends.get(bookingId) ?? 0) + 1);
            await sleep(5);
            await t.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.id, row.id));
          }
        }
      };
      await Promise.all([naive(), naive(), naive()]);
      expect(sends.size).toBe(ids.length);
      expect([...sends.values()].some((n) => n > 1)).toBe(true);
    },
  );
});
