import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, exchangeRates } from '@/db/schema';
import { fixtureExchangeRateSource } from '@/integrations/exchange-rates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  applyDueExchangeRates,
  findCurrency,
  importExchangeRates,
  listCurrencies,
  scheduleExchangeRate,
} from '.';

const actor = { id: 'staff-rev', email: 'revenue@example.com', role: 'revenue' };
const TODAY = '2026-11-25';

describe.each(engines)('exchange rates on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const rateOf = async (iso: string) =>
    Number((await listCurrencies(t.db)).find((c) => c.iso === iso)!.usdRate);
  const audits = async () =>
    t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.exchange-rate'));

  it("applies today's rate at once to what the shop reads, audited once; the same again changes nothing", async () => {
    const before = await rateOf('MXN');
    expect(
      await scheduleExchangeRate(t.db, actor, { iso: 'MXN', rate: '19.5', from: TODAY }, TODAY),
    ).toEqual({
      ok: true,
      changed: true,
      applied: true,
    });
    // Read through the cached list the shop uses: the cache was dropped on commit.
    expect(await rateOf('MXN')).toBe(19.5);
    expect(
      await scheduleExchangeRate(t.db, actor, { iso: 'MXN', rate: '19.50', from: TODAY }, TODAY),
    ).toEqual({
      ok: true,
      changed: false,
      applied: false,
    });
    const rows = await audits();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.before).toMatchObject({ current: expect.stringMatching(/^18\.45/) });
    expect(rows[0]!.after).toMatchObject({ rate: '19.5', current: '19.5' });
    expect(before).toBe(18.45);
  });

  it('keeps a later rate waiting until its day, then the job applies it', async () => {
    const eur = await rateOf('EUR');
    expect(
      await scheduleExchangeRate(
        t.db,
        actor,
        { iso: 'EUR', rate: '0.5', from: '2026-11-28' },
        TODAY,
      ),
    ).toEqual({ ok: true, changed: true, applied: false });
    expect(await rateOf('EUR')).toBe(eur);
    expect(await applyDueExchangeRates(t.db, '2026-11-27')).toEqual([]);
    expect(await rateOf('EUR')).toBe(eur);
    expect(await applyDueExchangeRates(t.db, '2026-11-28')).toEqual(['EUR']);
    expect(await rateOf('EUR')).toBe(0.5);
    // Idempotent.
    expect(await applyDueExchangeRates(t.db, '2026-11-29')).toEqual([]);
  });

  it('a rate already in force for a later day wins over an older scheduled one', async () => {
    await scheduleExchangeRate(t.db, actor, { iso: 'GBP', rate: '0.7', from: '2026-11-26' }, TODAY);
    // Two days later, nobody ran the job; a manual rate for that day is applied at once.
    await scheduleExchangeRate(
      t.db,
      actor,
      { iso: 'GBP', rate: '0.8', from: '2026-11-27' },
      '2026-11-27',
    );
    expect(await rateOf('GBP')).toBe(0.8);
    await applyDueExchangeRates(t.db, '2026-11-27');
    expect(await rateOf('GBP')).toBe(0.8);
  });

  it('refuses hostile input and writes nothing', async () => {
    const count = async () => (await t.db.select().from(exchangeRates)).length;
    const n = await count();
    const audited = (await audits()).length;
    for (const [input, code] of [
      [{ iso: 'USD', rate: '2', from: TODAY }, 'BASE_CURRENCY'],
      [{ iso: 'XYZ', rate: '2', from: TODAY }, 'UNKNOWN_CURRENCY'],
      [{ iso: 'MXN', rate: '0', from: TODAY }, 'INVALID_RATE'],
      [{ iso: 'MXN', rate: '-5', from: TODAY }, 'INVALID_RATE'],
      [{ iso: 'MXN', rate: '18); DROP TABLE currencies;--', from: TODAY }, 'INVALID_RATE'],
      [{ iso: 'MXN', rate: '18', from: '2026-11-24' }, 'PAST_DATE'],
      [{ iso: 'MXN', rate: '18', from: 'tomorrow' }, 'INVALID_DATE'],
    ] as const)
      expect(await scheduleExchangeRate(t.db, actor, input, TODAY), input.rate).toEqual({
        ok: false,
        code,
      });
    expect(await count()).toBe(n);
    expect((await audits()).length).toBe(audited);
    expect((await findCurrency(t.db, 'USD'))!.usdRate).toMatch(/^1(\.0+)?$/);
  });

  it('takes the automatic source through the same rule, the source as the actor', async () => {
    const source = fixtureExchangeRateSource([
      { iso: 'CAD', rate: '1.5' },
      { iso: 'USD', rate: '3' },
    ]);
    const result = await importExchangeRates(t.db, source, TODAY);
    expect(result).toEqual({ changed: ['CAD'], refused: [{ iso: 'USD', code: 'BASE_CURRENCY' }] });
    expect(await rateOf('CAD')).toBe(1.5);
    const row = (await audits()).find((r) => r.entityId === 'CAD')!;
    expect(row).toMatchObject({ actorEmail: 'fixture', actorRole: 'system' });
  });
});
