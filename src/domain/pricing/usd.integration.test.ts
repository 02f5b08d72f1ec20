import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies, exchangeRates, orders, refunds } from '@/db/schema';
import { seedDatabase } from '@/db/seed';
import { openCapacity } from '@/db/seed/tickets';
import { recordRefund, refundsByDay, salesByDay, settleRefund } from '@/domain/orders';
import { resortToday } from '@/lib/dates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { paidParkOrder, sandboxFor } from '../../../tests/support/paid-orders';
import { exchangeRateHistory, listCurrencies, rowsInUsd } from '.';

// Issue 17: sales and refunds in US dollars, each at the rate of its own Cancún day, read from
// the exchange-rate history the back office keeps (decision 0034), on both engines.
describe.each(engines)('reports in US dollars on %s', (engine) => {
  let t: TestDatabase;
  let sandbox: ReturnType<typeof sandboxFor>;
  const today = resortToday(new Date());
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openCapacity(t.db, today, 120);
    sandbox = sandboxFor(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const rate = async (iso: string, from: string, usdRate: string) => {
    const [c] = await t.db.select().from(currencies).where(eq(currencies.iso, iso));
    await t.db
      .insert(exchangeRates)
      .values({ currencyId: c!.id, usdRate, effectiveFrom: from, source: 'manual' });
  };
  const report = async (from: string, to: string) => {
    const decimals = Object.fromEntries(
      (await listCurrencies(t.db)).map((c) => [c.iso, c.decimals]),
    );
    const history = await exchangeRateHistory(t.db, to);
    return {
      sales: rowsInUsd(await salesByDay(t.db, { from, to }), history, decimals),
      refunds: rowsInUsd(await refundsByDay(t.db, { from, to }), history, decimals),
    };
  };

  it('converts each payment at its day’s rate, a refund at its own, and ignores later changes', async () => {
    const march = await paidParkOrder(t.db, sandbox, { currencyIso: 'MXN', dayOffset: 1 });
    const april = await paidParkOrder(t.db, sandbox, { currencyIso: 'MXN', dayOffset: 2 });
    const euro = await paidParkOrder(t.db, sandbox, { currencyIso: 'EUR', dayOffset: 3 });
    // Captured on past Cancún days (noon there is 17:00 UTC).
    const paid = async (id: string, day: string) =>
      t.db
        .update(orders)
        .set({ paidAt: new Date(`${day}T17:00:00Z`) })
        .where(eq(orders.id, id));
    await paid(march.order.id, '2026-03-09');
    await paid(april.order.id, '2026-04-02');
    await paid(euro.order.id, '2026-03-09');
    await rate('MXN', '2026-03-01', '20');
    await rate('MXN', '2026-04-01', '16');

    const first = await report('2026-03-01', '2026-04-30');
    const mxnMarch = first.sales.rows.find(
      (r) => r.day === '2026-03-09' && r.currencyIso === 'MXN',
    )!;
    const mxnApril = first.sales.rows.find((r) => r.day === '2026-04-02')!;
    const eur = first.sales.rows.find((r) => r.currencyIso === 'EUR')!;
    expect(mxnMarch.usd).toMatchObject({ ok: true, rate: '20', rateFrom: '2026-03-01' });
    expect(mxnMarch.usd.ok && mxnMarch.usd.usdCents).toBe(Math.round(march.order.amountMinor / 20));
    // No MXN rate for 2 April itself: the last earlier one (1 April) applies.
    expect(mxnApril.usd).toMatchObject({ ok: true, rate: '16', rateFrom: '2026-04-01' });
    expect(mxnApril.usd.ok && mxnApril.usd.usdCents).toBe(Math.round(april.order.amountMinor / 16));
    // No euro rate at all on or before the day: said, and left out of the dollar total.
    expect(eur.usd).toEqual({ ok: false, code: 'NO_RATE' });
    expect(first.sales.missing).toBe(1);
    expect(first.sales.totalUsdCents).toBe(
      Math.round(march.order.amountMinor / 20) + Math.round(april.order.amountMinor / 16),
    );

    // A rate entered later for a later day changes nothing already reported.
    await rate('MXN', '2026-03-20', '10');
    await rate('EUR', '2026-03-10', '0.9');
    const again = await report('2026-03-01', '2026-04-30');
    expect(again.sales.rows.map((r) => r.usd)).toEqual(first.sales.rows.map((r) => r.usd));

    // A refund of the March order given on 25 March: at 25 March's rate (10), not the sale's.
    const refund = await t.db.transaction((tx) =>
      recordRefund(
        tx,
        {
          orderId: march.order.id,
          requestId: `usd-${march.order.id}`,
          amountMinor: 10_000,
          refundedMinor: 0,
          reason: 'goodwill',
          actor: 'system',
        },
        new Date(),
      ),
    );
    await settleRefund(t.db, sandbox.providers, refund.id);
    await t.db
      .update(refunds)
      .set({ createdAt: new Date('2026-03-25T17:00:00Z') })
      .where(eq(refunds.id, refund.id));
    const withRefund = await report('2026-03-01', '2026-04-30');
    expect(withRefund.refunds.rows).toEqual([
      expect.objectContaining({
        day: '2026-03-25',
        currencyIso: 'MXN',
        amountMinor: 10_000,
        usd: { ok: true, usdCents: 1_000, rate: '10', rateFrom: '2026-03-20' },
      }),
    ]);
    expect(withRefund.refunds.totalUsdCents).toBe(1_000);
  });

  it("converts a new database's sales before anyone enters a rate: the history starts with the shop's rates", async () => {
    // The seed dated each currency's rate from the day it ran (today here), once.
    const mxn = (await listCurrencies(t.db)).find((c) => c.iso === 'MXN')!;
    const seeded = await t.db.select().from(exchangeRates).where(eq(exchangeRates.source, 'seed'));
    expect(seeded.length).toBe((await listCurrencies(t.db)).length - 1);
    expect(seeded.find((r) => r.currencyId === mxn.id)).toMatchObject({ effectiveFrom: today });
    const sale = await paidParkOrder(t.db, sandbox, { currencyIso: 'MXN', dayOffset: 4 });
    const row = (await report(today, today)).sales.rows.find((r) => r.currencyIso === 'MXN')!;
    expect(row.usd).toMatchObject({ ok: true, rateFrom: today });
    expect(row.usd.ok && Number(row.usd.rate)).toBe(Number(mxn.usdRate));
    expect(row.usd.ok && row.usd.usdCents).toBe(
      Math.round(sale.order.amountMinor / Number(mxn.usdRate)),
    );
    // Seeding again (a restart after a seed change) adds nothing and keeps an operator's rates.
    const before = await t.db.select().from(exchangeRates);
    await seedDatabase(t.db);
    expect(await t.db.select().from(exchangeRates)).toEqual(before);
  });
});
