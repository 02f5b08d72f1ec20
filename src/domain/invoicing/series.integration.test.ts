import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fiscalIssuers, invoiceSeries } from '@/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { listSeries, updateInvoiceSeries } from '.';

const actor = { id: 's1', email: 'ana@xcaret.test', role: 'admin', address: '10.0.0.9' };

// Issue 20's back-office hook: the invoice series and next folio per issuer, never back,
// audited, one active series per issuer and kind.
describe.each(engines)('invoice series in the back office on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const active = async (scope: 'hotel' | 'park', kind: 'I' | 'E') =>
    (await listSeries(t.db)).filter((s) => s.issuerScope === scope && s.kind === kind && s.active);

  it('moves the folio forward with its audit row; back is refused and changes nothing', async () => {
    const [hf] = await active('hotel', 'I');
    expect(hf).toMatchObject({ series: 'HF' });
    expect(
      await updateInvoiceSeries(t.db, actor, 'hotel', {
        kind: 'I',
        series: 'HF',
        nextFolio: '500',
      }),
    ).toEqual({ ok: true, series: 'HF', nextFolio: 500 });
    expect(
      await updateInvoiceSeries(t.db, actor, 'hotel', {
        kind: 'I',
        series: 'HF',
        nextFolio: '499',
      }),
    ).toEqual({ ok: false, errors: { nextFolio: 'FOLIO_BACKWARDS' } });
    expect((await active('hotel', 'I'))[0]).toMatchObject({ series: 'HF', nextFolio: 500 });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'invoice_series.update'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      entityId: 'hotel:I',
      before: { series: 'HF', nextFolio: hf!.nextFolio },
      after: { series: 'HF', nextFolio: 500 },
    });
  });

  it('a new series replaces the active one; the old one comes back only where it stopped', async () => {
    expect(
      await updateInvoiceSeries(t.db, actor, 'park', { kind: 'I', series: 'p27', nextFolio: '1' }),
    ).toEqual({ ok: true, series: 'P27', nextFolio: 1 });
    expect(await active('park', 'I')).toEqual([expect.objectContaining({ series: 'P27' })]);
    const [pf] = (await listSeries(t.db)).filter((s) => s.series === 'PF');
    expect(pf!.active).toBe(false);
    expect(
      await updateInvoiceSeries(t.db, actor, 'park', {
        kind: 'I',
        series: 'PF',
        nextFolio: String(pf!.nextFolio - 1 || 0),
      }),
    ).toMatchObject({ ok: false });
    expect(
      await updateInvoiceSeries(t.db, actor, 'park', {
        kind: 'I',
        series: 'PF',
        nextFolio: String(pf!.nextFolio),
      }),
    ).toMatchObject({ ok: true, series: 'PF' });
    expect(await active('park', 'I')).toEqual([expect.objectContaining({ series: 'PF' })]);
    // A credit note series' name is not an invoice series.
    expect(
      await updateInvoiceSeries(t.db, actor, 'park', { kind: 'I', series: 'PNC', nextFolio: '9' }),
    ).toEqual({ ok: false, errors: { series: 'SERIES_TAKEN' } });
    expect(
      await updateInvoiceSeries(t.db, actor, 'nope', { kind: 'I', series: 'X', nextFolio: '9' }),
    ).toEqual({ ok: false, code: 'NOT_FOUND' });
  });

  it('a folio taken while staff lower it is never handed out again', async () => {
    const [issuer] = await t.db
      .select()
      .from(fiscalIssuers)
      .where(eq(fiscalIssuers.scope, 'hotel'));
    const where = and(eq(invoiceSeries.issuerId, issuer!.id), eq(invoiceSeries.kind, 'E'));
    const [before] = await t.db.select().from(invoiceSeries).where(where);
    // An invoice takes folios meanwhile (as takeFolio does) while staff type the folio they saw.
    await t.db
      .update(invoiceSeries)
      .set({ nextFolio: before!.nextFolio + 2 })
      .where(eq(invoiceSeries.id, before!.id));
    expect(
      await updateInvoiceSeries(t.db, actor, 'hotel', {
        kind: 'E',
        series: before!.series,
        nextFolio: String(before!.nextFolio + 1),
      }),
    ).toEqual({ ok: false, errors: { nextFolio: 'FOLIO_BACKWARDS' } });
  });
});
