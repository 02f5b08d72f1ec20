import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  orders,
  paymentAttempts,
  roomInventory,
  roomTypes,
  sandboxCharges,
  sandboxPayments,
} from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { createHold, expireHolds, resortToday, saveGuestDetails } from '@/domain/stays';
import { addDays } from '@/lib/dates';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/databases';
import {
  crashTestGateway,
  runCheckout,
  type CheckoutRun,
} from '../../../tests/support/checkout-child';
import { expireOrders } from '.';

/**
 * Crash safety on PostgreSQL (issue 5): a child process runs a whole checkout and is killed
 * with SIGKILL at a random moment, many times. After each kill the database must hold no
 * half-written order; the client's retry with the same idempotency key must finish the
 * payment with one order and at most one charge; and an abandoned checkout's hold must be
 * released by expiry.
 */
const RUNS = Number(process.env.CRASH_RUNS ?? 24);
const BUDGET_MS = 150_000;
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('checkout crash safety on postgres (needs TEST_DATABASE_URL)', () => {
  let t: TestDatabase;
  let databaseUrl: string;
  const checkIn = addDays(resortToday(new Date()), 200);

  beforeAll(async () => {
    t = await createTestDatabase('postgres');
    await openInventory(t.db, checkIn, RUNS * 3 + 10);
    const result = await t.db.execute(sql`SELECT current_database() AS db`);
    const name = (result as unknown as { rows: { db: string }[] }).rows[0]!.db;
    const u = new URL(url!);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
  }, 120_000);
  afterAll(async () => {
    await t?.dispose();
  });

  async function hold(i: number): Promise<CheckoutRun & { bookingId: string; day: string }> {
    const day = addDays(checkIn, i * 3);
    const h = await createHold(t.db, {
      hotelCode: 'HXM',
      checkIn: day,
      checkOut: addDays(day, 1),
      rooms: [{ roomTypeCode: 'HXM-GVS', adults: 2, childrenAges: [] }],
    });
    await saveGuestDetails(t.db, h.reference, h.secret, {
      firstName: 'Crash',
      lastName: 'Test',
      email: 'crash@example.com',
      phone: '+1 555 0100',
      country: 'US',
      arrivalTime: '',
      requests: '',
      roomNames: [],
    });
    return {
      reference: h.reference,
      secret: h.secret,
      key: randomUUID(),
      amountMinor: h.total.minor,
      currencyIso: h.total.iso,
      bookingId: h.bookingId,
      day,
    };
  }

  /**
   * Runs the checkout in a child and kills it `afterMs` after it is ready. Says whether the kill
   * landed and, for a child that finished first, how long its checkout took.
   */
  function killedRun(
    run: CheckoutRun,
    afterMs: number,
  ): Promise<{ outcome: 'killed' | 'finished'; tookMs: number }> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          path.resolve('tests/support/checkout-child.ts'),
          databaseUrl,
          JSON.stringify(run),
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let out = '';
      let timer: NodeJS.Timeout | undefined;
      let readyAt = 0;
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (!timer && out.includes('ready')) {
          readyAt = Date.now();
          timer = setTimeout(() => child.kill('SIGKILL'), afterMs);
        }
      });
      child.on('error', reject);
      child.on('exit', () => {
        clearTimeout(timer);
        resolve({
          outcome: out.includes('done') ? 'finished' : 'killed',
          tookMs: readyAt ? Date.now() - readyAt : 0,
        });
      });
    });
  }

  async function state(run: { key: string; bookingId: string }) {
    const orderRows = await t.db.select().from(orders).where(eq(orders.bookingId, run.bookingId));
    const attempts = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.idempotencyKey, run.key));
    const sessions = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.idempotencyKey, run.key));
    const charges = sessions.length
      ? await t.db
          .select()
          .from(sandboxCharges)
          .where(eq(sandboxCharges.paymentId, sessions[0]!.id))
      : [];
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, run.bookingId));
    return { orderRows, attempts, sessions, charges, booking: booking! };
  }

  it(`killed mid-checkout ${RUNS} times: no half-written order, one charge after the retry, holds released by expiry`, async () => {
    const started = Date.now();
    const gateway = crashTestGateway(t.db);
    const tally = { killed: 0, finished: 0, retried: 0, abandoned: 0, maxCharges: 0 };
    const stages: Record<string, number> = {};
    const abandoned: (CheckoutRun & { bookingId: string; day: string })[] = [];
    // Kills land at a random moment of a checkout's real duration: a child that finishes first
    // shows how long a checkout takes on this machine, and the window shrinks to fit it.
    let windowMs = 600;
    for (let i = 0; i < RUNS && Date.now() - started < BUDGET_MS; i++) {
      const run = await hold(i);
      const { outcome, tookMs } = await killedRun(run, Math.floor(Math.random() * windowMs));
      if (outcome === 'finished' && tookMs > 0) windowMs = Math.max(5, Math.floor(tookMs * 0.9));
      tally[outcome]++;
      const after = await state(run);
      // Where the kill landed, to show the runs cover the whole checkout.
      const stage = !after.orderRows.length
        ? 'before-order'
        : !after.sessions.length
          ? 'order-without-session'
          : after.sessions[0]!.status === 'pending'
            ? 'session-open'
            : !after.charges.length
              ? `session-${after.sessions[0]!.status}`
              : after.orderRows[0]!.status === 'paid'
                ? 'paid'
                : 'charged-not-applied';
      stages[stage] = (stages[stage] ?? 0) + 1;
      // Never half-written: an order exists only with its attempt (one transaction).
      expect(after.orderRows.length).toBeLessThanOrEqual(1);
      expect(after.attempts.length).toBe(after.orderRows.length);
      expect(after.sessions.length).toBeLessThanOrEqual(1);
      expect(after.charges.length).toBeLessThanOrEqual(1);
      if (i % 4 === 3) {
        // The visitor gives up: the hold must come back by expiry.
        abandoned.push(run);
        tally.abandoned++;
        continue;
      }
      // The client retries with the same key (twice, in parallel): the payment completes once.
      await Promise.all([runCheckout(t.db, gateway, run), runCheckout(t.db, gateway, run)]);
      tally.retried++;
      const final = await state(run);
      expect(final.orderRows).toHaveLength(1);
      expect(final.orderRows[0]!.status).toBe('paid');
      expect(final.attempts).toHaveLength(1);
      expect(final.sessions).toHaveLength(1);
      expect(final.charges).toHaveLength(1);
      expect(final.booking.status).toBe('confirmed');
      tally.maxCharges = Math.max(tally.maxCharges, final.charges.length);
    }

    // Abandoned checkouts: past the hold, expiry gives the rooms back and ends the orders.
    const later = new Date(Date.now() + 60 * 60_000);
    await expireOrders(t.db, later);
    while ((await expireHolds(t.db, later)) > 0);
    const [type] = await t.db.select().from(roomTypes).where(eq(roomTypes.code, 'HXM-GVS'));
    for (const run of abandoned) {
      const final = await state(run);
      if (final.booking.status === 'confirmed') continue; // the child finished before the kill
      expect(final.booking.status).toBe('expired');
      expect(final.orderRows.every((o) => o.status === 'expired' || o.status === 'failed')).toBe(
        true,
      );
      const [night] = await t.db
        .select({ held: roomInventory.held })
        .from(roomInventory)
        .where(
          and(
            eq(roomInventory.roomTypeId, type!.id),
            gte(roomInventory.date, run.day),
            lt(roomInventory.date, addDays(run.day, 1)),
          ),
        );
      expect(night!.held).toBe(0);
    }
    console.log(
      `crash test: ${JSON.stringify({ ...tally, stages, seconds: (Date.now() - started) / 1000 })}`,
    );
    expect(tally.killed).toBeGreaterThan(0);
  }, 240_000);
});
