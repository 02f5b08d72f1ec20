import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/db/schema';
import {
  listInstallmentBanks,
  listMethodRows,
  setBankMonths,
  setCurrencyMethods,
} from '@/domain/payments';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  getSiteChrome,
  saveFooterPhone,
  saveServiceHours,
  setCalendarMaintenance,
  setSiteListed,
} from '.';

const actor = { id: 'staff-admin', email: 'admin@example.com', role: 'admin', address: '10.0.0.9' };

/**
 * Issue 16's site settings on both databases: each change is read at once by what the shop
 * reads (getSiteChrome, the payment rows), written with exactly one audit row (before →
 * after), and a change that changes nothing or a refused one writes nothing.
 */
describe.each(engines)('site settings on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const audits = async (action: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.action, action));

  it('switches calendar maintenance, audited once, and the chrome shows it at once', async () => {
    expect((await getSiteChrome(t.db)).calendarMaintenance).toBe(false);
    expect(await setCalendarMaintenance(t.db, actor, true)).toEqual({ ok: true, changed: true });
    expect((await getSiteChrome(t.db)).calendarMaintenance).toBe(true);
    expect(await setCalendarMaintenance(t.db, actor, true)).toEqual({ ok: true, changed: false });
    const rows = await audits('settings.maintenance');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      before: { on: false },
      after: { on: true },
      actorEmail: 'admin@example.com',
      address: '10.0.0.9',
    });
    await setCalendarMaintenance(t.db, actor, false);
    expect((await getSiteChrome(t.db)).calendarMaintenance).toBe(false);
  });

  it('switches CONCENTRADOR off and on (personalization follows) and refuses unknown sites', async () => {
    expect(await setSiteListed(t.db, actor, 'CONCENTRADOR', false)).toEqual({
      ok: true,
      changed: true,
    });
    expect((await getSiteChrome(t.db)).personalizationEnabled).toBe(false);
    expect(await setSiteListed(t.db, actor, 'NOPE', false)).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
    await setSiteListed(t.db, actor, 'CONCENTRADOR', true);
    expect((await getSiteChrome(t.db)).personalizationEnabled).toBe(true);
    expect(await audits('settings.site')).toHaveLength(2);
  });

  it('changes a footer phone at once; hostile input changes nothing and is not audited', async () => {
    const mx = (await getSiteChrome(t.db)).phones.find((p) => p.country === 'MX')!;
    const id = (await t.db.query.footerPhones.findFirst({
      where: (p, { eq }) => eq(p.country, 'MX'),
    }))!.id;
    const fields = {
      text_es: 'México',
      text_en: 'Mexico',
      text_pt: 'México',
      displayNumber: '800 111 2233',
      dialNumber: '+528001112233',
    };
    const refused = await saveFooterPhone(t.db, actor, id, {
      ...fields,
      dialNumber: 'javascript:alert(1)',
    });
    expect(refused).toEqual({ ok: false, code: 'INVALID_NUMBER' });
    expect((await getSiteChrome(t.db)).phones.find((p) => p.country === 'MX')).toEqual(mx);
    expect(await saveFooterPhone(t.db, actor, 99999, fields)).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await audits('settings.phone')).toHaveLength(0);

    expect(await saveFooterPhone(t.db, actor, id, fields)).toEqual({ ok: true, changed: true });
    const now = (await getSiteChrome(t.db)).phones.find((p) => p.country === 'MX')!;
    expect(now).toMatchObject({ displayNumber: '800 111 2233', dialNumber: '+528001112233' });
    expect(await saveFooterPhone(t.db, actor, id, fields)).toEqual({ ok: true, changed: false });
    const rows = await audits('settings.phone');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.before).toMatchObject({ displayNumber: mx.displayNumber });
    expect(rows[0]!.after).toMatchObject({ displayNumber: '800 111 2233' });
  });

  it('changes the service hours; a blank language is refused', async () => {
    const fields = { text_es: 'Todos los días', text_en: 'Every day', text_pt: 'Todos os dias' };
    expect(await saveServiceHours(t.db, actor, 'footer', { ...fields, text_pt: '' })).toEqual({
      ok: false,
      code: 'INVALID_TEXT',
    });
    expect(await saveServiceHours(t.db, actor, 'footer', fields)).toEqual({
      ok: true,
      changed: true,
    });
    expect((await getSiteChrome(t.db)).hours.footer).toEqual({
      es: 'Todos los días',
      en: 'Every day',
      pt: 'Todos os dias',
    });
    expect(await audits('settings.hours')).toHaveLength(1);
  });

  it('sets the payment methods of a currency; never none', async () => {
    const before = (await listMethodRows(t.db)).filter((r) => r.currencyIso === 'EUR');
    expect(before.map((r) => r.apiCode)).toContain('CB');
    expect(await setCurrencyMethods(t.db, actor, 'EUR', [])).toEqual({
      ok: false,
      code: 'NO_METHOD',
    });
    expect(await setCurrencyMethods(t.db, actor, 'EUR', ['1', '2'])).toEqual({
      ok: true,
      changed: true,
    });
    const after = (await listMethodRows(t.db)).filter((r) => r.currencyIso === 'EUR');
    expect(after.map((r) => r.apiCode)).toEqual(['VI', 'MC']);
    expect(await setCurrencyMethods(t.db, actor, 'EUR', ['2', '1'])).toEqual({
      ok: true,
      changed: false,
    });
    const rows = await audits('settings.payment-methods');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.after).toEqual({ methods: ['VI', 'MC'] });
    expect((rows[0]!.before as { methods: string[] }).methods).toContain('CB');
  });

  it("sets a bank's months and its description names them", async () => {
    expect(await setBankMonths(t.db, actor, 1, '3, 6, 9')).toEqual({ ok: true, changed: true });
    const bbva = (await listInstallmentBanks(t.db)).find((b) => b.id === 1)!;
    expect(bbva.months).toEqual([3, 6, 9]);
    expect(bbva.description.es).toContain('3, 6, 9');
    expect(await setBankMonths(t.db, actor, 1, '3, 3')).toEqual({
      ok: false,
      code: 'INVALID_MONTHS',
    });
    expect(await audits('settings.installments')).toHaveLength(1);
  });
});
