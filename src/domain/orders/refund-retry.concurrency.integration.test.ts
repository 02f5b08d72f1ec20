import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds, sandboxRefunds } from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { cancelBooking } from '@/domain/manage';
import { resortToday } from '@/domain/stays';
import { addDays } from '@/lib/dates';
import type { ClaimGuard } from '@/lib/stock-guard';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { paidBooking } from '../../../tests/support/paid-booking';
import { sandboxFor } from '../../../tests/support/paid-orders';
import { refundsThrough } from '../../../tests/support/refund-provider';
import { retryStrandedRefunds } from '.';

/**
 * Issue 15/16 on PostgreSQL: three refund jobs (three app instances) run at once over the same
 * stranded refunds; each refund is asked of the provider once. The control runs the same race
 * with the claim unguarded (lib/stock-guard's ClaimGuard, docs/decisions/0016) and must show a
 * refund asked more than once, proving the test fails when the guard does. (The sandbox is
 * idempotent by key, so the money still moves once there; a provider that honoured keys less
 * well would pay twice.) PGlite runs one statement at a time, so nothing there races.
 */

const JOBS = 3;
const REFUNDS = 4;
const ROUNDS = 3;

describe.runIf(engines.includes('postgres'))(
  `${JOBS} refund jobs at once over ${REFUNDS} stranded refunds (PostgreSQL)`,
  () => {
    let t: TestDatabase;
    let sandbox: ReturnType<typeof sandboxFor>;
    const today = resortToday(new Date());
    let day = 30;
    const stay = () => {
      day += 3;
      return { checkIn: addDays(today, day), checkOut: addDays(today, day + 2) };
    };
    let clock = Date.now();

    beforeAll(async () => {
      t = await createTestDatabase('postgres');
      await openInventory(t.db, addDays(today, 30), 120);
      sandbox = sandboxFor(t.db);
    }, 120_000);
    afterAll(async () => {
      await t?.dispose();
    });

    async function race(guard: ClaimGuard) {
      // Each round's refunds are written later than the last round's jobs ran.
      clock += 10 * 60_000;
      const written = new Date(clock);
      const lost = refundsThrough(sandbox.providers, () => true);
      const ids: string[] = [];
      for (let i = 0; i < REFUNDS; i++) {
        const { hold, order } = await paidBooking(t.db, sandbox, stay());
        await cancelBooking(
          t.db,
          lost.providers,
          { bookingId: hold.bookingId, requestId: randomUUID(), actor: 'guest' },
          { now: written },
        ).catch(() => undefined);
        const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
        ids.push(row!.id);
      }
      const provider = refundsThrough(sandbox.providers, () => false, { delayMs: 20 });
      const now = new Date(clock + 2 * 60_000);
      const reports = await Promise.all(
        Array.from({ length: JOBS }, () =>
          retryStrandedRefunds(t.db, provider.providers, { now, guard }),
        ),
      );
      const rows = await t.db.select().from(refunds).where(inArray(refunds.id, ids));
      const gateway = await t.db
        .select()
        .from(sandboxRefunds)
        .where(
          inArray(
            sandboxRefunds.idempotencyKey,
            ids.map((id) => `refund-${id}`),
          ),
        );
      return {
        claimed: reports.reduce((sum, r) => sum + r.claimed, 0),
        asked: ids.map((id) => provider.calls.get(`refund-${id}`) ?? 0),
        refunded: rows.filter((r) => r.status === 'refunded').length,
        gatewayRefunds: gateway.length,
      };
    }

    it('guarded: every stranded refund is claimed by one job and asked of the provider once', async () => {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await race('skip-locked'));
      console.info('refund jobs, guarded', JSON.stringify(rounds));
      for (const round of rounds) {
        expect(round.claimed).toBe(REFUNDS);
        expect(round.asked).toEqual(Array.from({ length: REFUNDS }, () => 1));
        expect(round.refunded).toBe(REFUNDS);
        expect(round.gatewayRefunds).toBe(REFUNDS);
      }
    }, 240_000);

    it('control without the guard: the same race asks the provider more than once (the test above would fail)', async () => {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await race('check-then-write'));
      console.info('refund jobs, unguarded', JSON.stringify(rounds));
      expect(rounds.some((r) => r.asked.some((n) => n > 1))).toBe(true);
    }, 240_000);
  },
);
