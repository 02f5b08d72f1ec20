import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceCharges, paymentAttempts, sandboxCharges } from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { providerDirectory, type PaymentProvider } from '@/domain/payments';
import { depositSchedule, readBooking, resortToday } from '@/domain/stays';
import { addDays } from '@/lib/dates';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/databases';
import { heldStay, payStay, sandboxFor } from '../../../tests/support/paid-orders';
import { chargeDueBalances } from '.';

/**
 * Issue 20 on PostgreSQL: the balance job run by three workers at once charges each due
 * booking once. The workers wait for each other right after claiming (a barrier), so all three
 * are inside the job at the same moment; the control runs them without the claim (guard off)
 * and must see the gateway asked more than once for the same balance.
 */
const BOOKINGS = 4;
const WORKERS = 3;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the balance job on three workers (PostgreSQL)',
  () => {
    let t: TestDatabase;
    let sandbox: ReturnType<typeof sandboxFor>;
    const today = resortToday(new Date());
    let day = 40;

    beforeAll(async () => {
      t = await createTestDatabase('postgres');
      await openInventory(t.db, addDays(today, 40), 60);
      sandbox = sandboxFor(t.db);
    });
    afterAll(async () => {
      await t?.dispose();
    });

    /** Deposit bookings at Hotel Xcaret Arte, all with their balance due by `dueBy`. */
    async function dueBalances(): Promise<{ ids: string[]; dueBy: Date }> {
      const ids: string[] = [];
      let dueBy = new Date(0);
      for (let i = 0; i < BOOKINGS; i += 1) {
        day += 3;
        const hold = await heldStay(t.db, {
          hotelCode: 'HXA',
          roomTypeCode: 'HXA-GVS',
          checkIn: addDays(today, day),
          nights: 2,
        });
        const booking = (await readBooking(t.db, hold.reference, { secret: hold.secret }))!;
        const schedule = depositSchedule(booking, new Date())!;
        await payStay(t.db, sandbox, hold, { amountMinor: schedule.todayMinor });
        const [balance] = await t.db
          .select()
          .from(balanceCharges)
          .where(eq(balanceCharges.bookingId, hold.bookingId));
        ids.push(balance!.id);
        if (balance!.dueAt > dueBy) dueBy = balance!.dueAt;
      }
      return { ids, dueBy };
    }

    /** Three workers at once; counts the gateway calls per saved card. */
    async function race(ids: string[], now: Date, guard: boolean) {
      const calls = new Map<string, number>();
      const counting: PaymentProvider = Object.assign(Object.create(sandbox.gateway), {
        chargeSavedCard: (
          input: Parameters<NonNullable<PaymentProvider['chargeSavedCard']>>[0],
        ) => {
          calls.set(input.savedCard, (calls.get(input.savedCard) ?? 0) + 1);
          return sandbox.gateway.chargeSavedCard(input);
        },
      });
      const providers = providerDirectory([counting]);
      let arrived = 0;
      let release!: () => void;
      const allClaimed = new Promise<void>((resolve) => (release = resolve));
      const barrier = async () => {
        arrived += 1;
        if (arrived === WORKERS) release();
        await allClaimed;
      };
      await Promise.all(
        Array.from({ length: WORKERS }, () =>
          chargeDueBalances(t.db, providers, { now, guard, onClaimed: barrier }),
        ),
      );
      const cards = await t.db
        .select({ savedCard: balanceCharges.savedCard })
        .from(balanceCharges)
        .where(inArray(balanceCharges.id, ids));
      const charges = await t.db
        .select({ balanceId: balanceCharges.id })
        .from(sandboxCharges)
        .innerJoin(paymentAttempts, eq(paymentAttempts.paymentId, sandboxCharges.paymentId))
        .innerJoin(balanceCharges, eq(balanceCharges.orderId, paymentAttempts.orderId))
        .where(and(inArray(balanceCharges.id, ids), eq(paymentAttempts.purpose, 'balance')));
      return {
        callsPerBalance: cards.map((c) => calls.get(c.savedCard!) ?? 0),
        chargesPerBalance: ids.map((id) => charges.filter((c) => c.balanceId === id).length),
      };
    }

    it('three workers at once: each due balance is charged once, and asked of the gateway once', async () => {
      const { ids, dueBy } = await dueBalances();
      const outcome = await race(ids, dueBy, true);
      expect(outcome.callsPerBalance).toEqual(ids.map(() => 1));
      expect(outcome.chargesPerBalance).toEqual(ids.map(() => 1));
      const rows = await t.db.select().from(balanceCharges).where(inArray(balanceCharges.id, ids));
      expect(rows.map((r) => [r.status, r.tries])).toEqual(ids.map(() => ['paid', 1]));
    });

    it('control: without the claim, the same balances go to the gateway more than once', async () => {
      const { ids, dueBy } = await dueBalances();
      const outcome = await race(ids, dueBy, false);
      // The guard is what keeps the gateway from being asked again: without it, several
      // workers charge the same balance (the gateway's idempotency is the only net left).
      expect(Math.max(...outcome.callsPerBalance)).toBeGreaterThan(1);
    });
  },
);
