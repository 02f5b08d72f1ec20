import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dateChangeHolds,
  etickets,
  parkDateChanges,
  paymentAttempts,
  productCapacity,
  productPrices,
} from '@/db/schema';
import { openCapacity } from '@/db/seed/tickets';
import { orderMoney, syncAttempt } from '@/domain/orders';
import { addDays, resortToday } from '@/lib/dates';
import type { CancelGuard } from '@/lib/stock-guard';
import {
  createTestDatabase,
  engines,
  LOAD_TEST_TIMEOUTS,
  type TestDatabase,
} from '../../../tests/support/databases';
import { paidParkOrder, sandboxFor, TEST_CARDS } from '../../../tests/support/paid-orders';
import {
  CHANGE_HOLD_MINUTES,
  expireChangeHolds,
  quoteParkDateChange,
  startParkDateChangePayment,
} from '.';

/**
 * Decision 0036 on PostgreSQL: a park visit's difference captured while its hold expires, and
 * many tabs paying the difference of one visit at once. The expiry race runs again with the
 * expiry's guard switched off (lib/stock-guard's 'check-then-write', docs/decisions/0016): the
 * control must show a visit moved whose hold was also released (its places given back twice:
 * another guest's held place lost), proving the test fails when the guard does. PGlite runs
 * one statement at a time: nothing races there.
 */

const ORDERS = 6;
const TABS = 8;

describe.runIf(engines.includes('postgres'))(
  'paying a park visit’s date racing (PostgreSQL)',
  () => {
    let t: TestDatabase;
    let sandbox: ReturnType<typeof sandboxFor>;
    let day = 0;

    beforeAll(async () => {
      t = await createTestDatabase('postgres', { timeouts: LOAD_TEST_TIMEOUTS });
      await openCapacity(t.db, resortToday(new Date()), 200);
      sandbox = sandboxFor(t.db);
    }, 120_000);
    afterAll(async () => {
      await t?.dispose();
    });

    const capacity = async (slotId: number, date: string) => {
      const [row] = await t.db
        .select({ sold: productCapacity.sold, held: productCapacity.held })
        .from(productCapacity)
        .where(and(eq(productCapacity.slotId, slotId), eq(productCapacity.date, date)));
      return row!;
    };
    const paymentIdOf = (url: string) => url.split('/').at(-2)!;

    /** A paid visit of 2 adults and a dearer date 2 days later, quoted. */
    async function dearerVisit() {
      day += 4;
      const { order, visit } = await paidParkOrder(t.db, sandbox, { dayOffset: day });
      const [ticket] = await t.db.select().from(etickets).where(eq(etickets.orderId, order.id));
      const target = addDays(visit, 2);
      const at = (date: string) =>
        and(eq(productPrices.productId, ticket!.productId), eq(productPrices.date, date));
      const [list] = await t.db.select().from(productPrices).where(at(visit));
      await t.db
        .update(productPrices)
        .set({ adultUsdCents: list!.adultUsdCents + 3_000, childUsdCents: list!.childUsdCents })
        .where(at(target));
      const itemId = ticket!.cartItemId!;
      const quote = await quoteParkDateChange(t.db, order.reference, { itemId, visitDate: target });
      if (!quote.ok || quote.payMinor <= 0) throw new Error('Not a dearer date');
      return { order, visit, target, itemId, slotId: ticket!.slotId!, quote };
    }
    const start = (v: Awaited<ReturnType<typeof dearerVisit>>) =>
      startParkDateChangePayment(t.db, sandbox.providers, {
        reference: v.order.reference,
        itemId: v.itemId,
        visitDate: v.target,
        requestId: randomUUID(),
        expectedDifferenceMinor: v.quote.differenceMinor,
        actor: 'guest',
        locale: 'es',
        returnUrl: (key) => `http://127.0.0.1:9/es/mi-reserva/?parkPayment=${key}`,
      });

    /**
     * ORDERS paid visits, each with a dearer date held and its card authorized, and another
     * guest's held place on the new date (so a place given back twice shows). Then the captures
     * (the guests' returns) and the expiry job run at once; with `barrier`, the expiry reads the
     * due holds first, the captures run, and then the expiry releases.
     */
    async function race(guard: CancelGuard, barrier: boolean) {
      const cases: (Awaited<ReturnType<typeof dearerVisit>> & { key: string; url: string })[] = [];
      for (let i = 0; i < ORDERS; i++) {
        const v = await dearerVisit();
        const started = await start(v);
        // Another guest's cart holds one place on the new date.
        await t.db
          .update(productCapacity)
          .set({ held: sql`${productCapacity.held} + 1` })
          .where(and(eq(productCapacity.slotId, v.slotId), eq(productCapacity.date, v.target)));
        cases.push({ ...v, key: started.attemptKey, url: started.redirectUrl });
      }
      // The cards last: a paid order's own webhooks would deliver these payments' too.
      for (const c of cases) {
        const outcome = await sandbox.gateway.submitCard(paymentIdOf(c.url), TEST_CARDS.visa);
        if (outcome.kind !== 'redirect') throw new Error('Card not accepted');
      }
      const later = new Date(Date.now() + (CHANGE_HOLD_MINUTES + 1) * 60_000);
      const capture = () =>
        Promise.all(
          cases.map((c) => syncAttempt(t.db, sandbox.providers, c.key).catch(() => undefined)),
        );
      if (barrier)
        await expireChangeHolds(t.db, later, { guard, onDue: async () => void (await capture()) });
      else await Promise.all([capture(), expireChangeHolds(t.db, later, { guard })]);

      let broken = 0;
      let applied = 0;
      for (const c of cases) {
        const [hold] = await t.db
          .select()
          .from(dateChangeHolds)
          .where(eq(dateChangeHolds.cartItemId, c.itemId))
          .orderBy(sql`${dateChangeHolds.createdAt} desc`)
          .limit(1);
        const changes = await t.db
          .select()
          .from(parkDateChanges)
          .where(eq(parkDateChanges.cartItemId, c.itemId));
        const [attempt] = await t.db
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.idempotencyKey, c.key));
        const live = (
          await t.db.select().from(etickets).where(eq(etickets.orderId, c.order.id))
        ).filter((r) => r.status === 'issued');
        const moved = live.length === 2 && live.every((r) => r.visitDate === c.target);
        if (moved) applied += 1;
        const consistent = moved
          ? changes.length === 1 && hold!.status === 'applied' && attempt!.status === 'captured'
          : changes.length === 0 && hold!.status === 'released' && attempt!.status !== 'captured';
        // The other guest keeps its held place; the visit's two places are sold where it is.
        const next = await capacity(c.slotId, c.target);
        const old = await capacity(c.slotId, c.visit);
        const places =
          next.held === 1 &&
          (moved ? next.sold === 2 && old.sold === 0 : next.sold === 0 && old.sold === 2);
        if (!consistent || !places) broken += 1;
        if (process.env.RACE_DEBUG)
          console.info(guard, barrier, moved, hold!.status, attempt!.status, changes.length, next);
      }
      return { broken, applied };
    }

    it('a capture racing its hold expiry: each visit is moved or released, never both (control: both)', async () => {
      const free = await race('row-lock', false);
      expect(free.broken).toBe(0);
      const guarded = await race('row-lock', true);
      expect(guarded).toEqual({ broken: 0, applied: ORDERS });
      const control = await race('check-then-write', true);
      expect(control.broken).toBeGreaterThan(0);
      console.info(
        `park capture vs expiry: unguarded race ${JSON.stringify(free)}; guarded with barrier ${JSON.stringify(guarded)}; control ${JSON.stringify(control)}`,
      );
    }, 300_000);

    it('many tabs holding and paying one visit’s difference at once: one move, every other payment given back', async () => {
      const v = await dearerVisit();
      const tabs = await Promise.all(
        Array.from({ length: TABS }, () => start(v).catch((e: unknown) => e)),
      );
      const opened = tabs.filter((tab) => !(tab instanceof Error)) as Awaited<
        ReturnType<typeof start>
      >[];
      expect(opened.length).toBe(TABS);
      // One hold waits (the partial unique index and the order's lock): TABS-1 released.
      expect((await capacity(v.slotId, v.target)).held).toBe(2);
      await Promise.all(
        opened.map((tab) =>
          sandbox.gateway.submitCard(paymentIdOf(tab.redirectUrl), TEST_CARDS.visa),
        ),
      );
      await Promise.all([
        sandbox.gateway.deliverDue(),
        ...opened.map((tab) =>
          syncAttempt(t.db, sandbox.providers, tab.attemptKey).catch(() => undefined),
        ),
      ]);
      await sandbox.gateway.deliverDue();
      for (const tab of opened) await syncAttempt(t.db, sandbox.providers, tab.attemptKey);
      const changes = await t.db
        .select()
        .from(parkDateChanges)
        .where(eq(parkDateChanges.cartItemId, v.itemId));
      expect(changes).toHaveLength(1);
      const attempts = await t.db
        .select({ status: paymentAttempts.status })
        .from(paymentAttempts)
        .where(
          and(eq(paymentAttempts.orderId, v.order.id), eq(paymentAttempts.purpose, 'date-change')),
        );
      const byStatus = attempts.reduce<Record<string, number>>(
        (acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }),
        {},
      );
      expect(byStatus).toEqual({ captured: 1, refunded: TABS - 1 });
      expect(await orderMoney(t.db, v.order.id)).toMatchObject({
        paidMinor: v.order.amountMinor + v.quote.payMinor,
      });
      expect(await capacity(v.slotId, v.visit)).toEqual({ sold: 0, held: 0 });
      expect(await capacity(v.slotId, v.target)).toEqual({ sold: 2, held: 0 });
      console.info(`${TABS} tabs paying one visit's difference: ${JSON.stringify(byStatus)}`);
    }, 300_000);
  },
);
