import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAttempts, refunds, sandboxRefunds } from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { openOrderDesk } from '@/domain/desk';
import { cancelBooking } from '@/domain/manage';
import { resortToday } from '@/domain/stays';
import { addDays } from '@/lib/dates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { paidBooking } from '../../../tests/support/paid-booking';
import { sandboxFor } from '../../../tests/support/paid-orders';
import { refundsThrough } from '../../../tests/support/refund-provider';
import {
  REFUND_MAX_ATTEMPTS,
  REFUND_RETRIES_EXHAUSTED,
  refundRetryDelayMs,
  retryStrandedRefunds,
} from '.';

const MINUTE = 60_000;

describe.each(engines)(
  'the refund job retries refunds whose provider call was lost, on %s',
  (engine) => {
    let t: TestDatabase;
    let sandbox: ReturnType<typeof sandboxFor>;
    const today = resortToday(new Date());
    let day = 30;
    const stay = () => {
      day += 3;
      return { checkIn: addDays(today, day), checkOut: addDays(today, day + 2) };
    };

    beforeAll(async () => {
      t = await createTestDatabase(engine);
      await openInventory(t.db, addDays(today, 30), 60);
      sandbox = sandboxFor(t.db);
    });
    afterAll(async () => {
      await t?.dispose();
    });

    /** A paid booking cancelled while the provider's answer is lost: its refund stays pending. */
    async function strandedRefund(at: Date) {
      const { hold, order } = await paidBooking(t.db, sandbox, stay());
      const lost = refundsThrough(sandbox.providers, () => true);
      await expect(
        cancelBooking(
          t.db,
          lost.providers,
          { bookingId: hold.bookingId, requestId: randomUUID(), actor: 'guest' },
          { now: at },
        ),
      ).rejects.toThrow('socket hang up');
      const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
      return { order, refund: row! };
    }

    const rowOf = async (id: string) =>
      (await t.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;
    const gatewayRefunds = async (id: string) =>
      (
        await t.db
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotencyKey, `refund-${id}`))
      ).length;

    it('leaves a refund younger than a minute alone, then refunds it once with its own key', async () => {
      const written = new Date();
      const { order, refund } = await strandedRefund(written);
      const provider = refundsThrough(sandbox.providers);
      const early = await retryStrandedRefunds(t.db, provider.providers, {
        now: new Date(written.getTime() + 30_000),
      });
      expect(early.claimed).toBe(0);
      expect(await rowOf(refund.id)).toMatchObject({ status: 'pending', attempts: 0 });
      const report = await retryStrandedRefunds(t.db, provider.providers, {
        now: new Date(written.getTime() + 2 * MINUTE),
      });
      expect(report.refunded).toBeGreaterThanOrEqual(1);
      expect(provider.calls.get(`refund-${refund.id}`)).toBe(1);
      expect(await rowOf(refund.id)).toMatchObject({ status: 'refunded', attempts: 1 });
      expect(await gatewayRefunds(refund.id)).toBe(1);
      const [paid] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(paid?.status).toBe('refunded');
    });

    it('a provider that fails once then succeeds: tried again after its back-off, refunded once', async () => {
      const written = new Date();
      const { refund } = await strandedRefund(written);
      const flaky = refundsThrough(sandbox.providers, (call) => call === 1);
      const first = new Date(written.getTime() + 2 * MINUTE);
      await retryStrandedRefunds(t.db, flaky.providers, { now: first });
      expect(await rowOf(refund.id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        retryAfter: new Date(first.getTime() + refundRetryDelayMs(1)),
      });
      // Not due before its back-off.
      await retryStrandedRefunds(t.db, flaky.providers, { now: new Date(first.getTime() + 1000) });
      expect(await rowOf(refund.id)).toMatchObject({ status: 'pending', attempts: 1 });
      const second = new Date(first.getTime() + refundRetryDelayMs(1));
      await retryStrandedRefunds(t.db, flaky.providers, { now: second });
      expect(await rowOf(refund.id)).toMatchObject({ status: 'refunded', attempts: 2 });
      expect(flaky.calls.get(`refund-${refund.id}`)).toBe(2);
      expect(await gatewayRefunds(refund.id)).toBe(1);
    });

    it('a refund the provider made before the crash is not made again (same idempotency key)', async () => {
      const written = new Date();
      const { refund } = await strandedRefund(written);
      // The provider acted, but its answer never reached the ledger.
      const [attempt] = await t.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.id, refund.attemptId));
      await sandbox.gateway.refund({
        chargeId: attempt!.chargeId!,
        idempotencyKey: `refund-${refund.id}`,
        amountMinor: refund.amountMinor,
      });
      const provider = refundsThrough(sandbox.providers);
      await retryStrandedRefunds(t.db, provider.providers, {
        now: new Date(written.getTime() + 2 * MINUTE),
      });
      expect(await rowOf(refund.id)).toMatchObject({ status: 'refunded' });
      expect(await gatewayRefunds(refund.id)).toBe(1);
    });

    it(`gives up after ${REFUND_MAX_ATTEMPTS} lost tries: failed, shown to staff, the balance not refunded`, async () => {
      const written = new Date();
      const { order, refund } = await strandedRefund(written);
      const down = refundsThrough(sandbox.providers, () => true);
      let now = new Date(written.getTime() + 2 * MINUTE);
      for (let attempt = 1; attempt <= REFUND_MAX_ATTEMPTS; attempt++) {
        await retryStrandedRefunds(t.db, down.providers, { now });
        expect((await rowOf(refund.id)).attempts).toBe(attempt);
        now = new Date(now.getTime() + refundRetryDelayMs(attempt));
      }
      expect(await rowOf(refund.id)).toMatchObject({
        status: 'failed',
        attempts: REFUND_MAX_ATTEMPTS,
        failureCode: REFUND_RETRIES_EXHAUSTED,
      });
      expect(down.calls.get(`refund-${refund.id}`)).toBe(REFUND_MAX_ATTEMPTS);
      await retryStrandedRefunds(t.db, down.providers, {
        now: new Date(now.getTime() + 3_600_000),
      });
      expect((await rowOf(refund.id)).attempts).toBe(REFUND_MAX_ATTEMPTS);
      const desk = await openOrderDesk(t.db, order.reference);
      expect(desk?.refunds).toEqual([
        expect.objectContaining({
          status: 'failed',
          attempts: REFUND_MAX_ATTEMPTS,
          failureCode: REFUND_RETRIES_EXHAUSTED,
        }),
      ]);
      expect(desk?.balanceMinor).toBe(desk?.paidMinor);
    });
  },
);
