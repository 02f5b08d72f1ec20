import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, taxRules } from '@/db/schema';
import { addDays, resortToday } from '@/lib/dates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { listTaxRules, scheduleTaxRate, stayTaxes } from '.';

const actor = { id: 's1', email: 'ana@xcaret.test', role: 'admin', address: '10.0.0.9' };

// Issue 20's back-office hook: a new tax rate from a later day, the old one ending the day
// before; what was charged up to today keeps its taxes; audited; two staff at once.
describe.each(engines)('tax rates scheduled in the back office on %s', (engine) => {
  let t: TestDatabase;
  const today = resortToday(new Date());
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const ruleOf = async (code: string) =>
    (await listTaxRules(t.db)).find(
      (r) =>
        r.code === code && r.scope === 'hotel' && r.hotelCode === null && r.effectiveTo === null,
    )!;
  const stay = (date: string) =>
    stayTaxes(t.db, {
      hotelCode: 'HXM',
      totalMinor: 1_000_000,
      currencyIso: 'MXN',
      roomNights: 2,
      date,
    });

  it('a new ISH from next week: charges up to today keep theirs, later ones take the new rate', async () => {
    const ish = await ruleOf('ISH');
    const from = addDays(today, 7);
    const todayBefore = await stay(today);
    const result = await scheduleTaxRate(t.db, actor, {
      ruleId: ish.id,
      target: '',
      effectiveFrom: from,
      value: '6',
    });
    expect(result).toMatchObject({ ok: true, effectiveFrom: from, closed: ish.id });
    const [closed] = await t.db.select().from(taxRules).where(eq(taxRules.id, ish.id));
    expect(closed).toMatchObject({ effectiveFrom: ish.effectiveFrom, effectiveTo: from });
    // The cache of this instance was dropped: the same handle sees the new rule.
    expect(await stay(today)).toEqual(todayBefore);
    expect(await stay(addDays(from, -1))).toEqual(todayBefore);
    const later = await stay(from);
    const rate = (b: typeof later) => b.lines.find((l) => l.code === 'ISH')!.rateBasisPoints;
    expect(rate(todayBefore)).toBe(ish.rateBasisPoints);
    expect(rate(later)).toBe(600);
    expect(later.totalMinor).toBe(1_000_000);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'tax_rule.schedule'));
    expect(audit).toMatchObject({
      actorEmail: actor.email,
      entity: 'tax_rule',
      before: expect.objectContaining({
        id: ish.id,
        value: ish.rateBasisPoints,
        effectiveTo: null,
      }),
      after: expect.objectContaining({ code: 'ISH', value: 600, effectiveFrom: from }),
    });
  });

  it('today or the past is refused, changing nothing and auditing nothing', async () => {
    const iva = await ruleOf('IVA');
    const rows = async () => (await t.db.select().from(taxRules)).length;
    const audits = async () => (await t.db.select().from(auditLog)).length;
    const [r0, a0] = [await rows(), await audits()];
    for (const effectiveFrom of [today, addDays(today, -30), 'mañana'])
      expect(
        await scheduleTaxRate(t.db, actor, {
          ruleId: iva.id,
          target: '',
          effectiveFrom,
          value: '8',
        }),
      ).toMatchObject({ ok: false });
    expect(
      await scheduleTaxRate(t.db, actor, {
        ruleId: iva.id,
        target: 'NOPE',
        effectiveFrom: addDays(today, 3),
        value: '8',
      }),
    ).toEqual({ ok: false, errors: { target: 'TARGET_UNKNOWN' } });
    expect([await rows(), await audits()]).toEqual([r0, a0]);
    expect(
      (await t.db.select().from(taxRules).where(eq(taxRules.id, iva.id)))[0]!.effectiveTo,
    ).toBeNull();
  });

  it("two staff schedule the same day for one hotel at once: one rate, the other told it's taken", async () => {
    const dsa = await ruleOf('DSA');
    const from = addDays(today, 20);
    const results = await Promise.all(
      ['45', '50', '55'].map((value) =>
        scheduleTaxRate(t.db, actor, { ruleId: dsa.id, target: 'HXA', effectiveFrom: from, value }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, errors: { effectiveFrom: 'DATE_TAKEN' } },
      { ok: false, errors: { effectiveFrom: 'DATE_TAKEN' } },
    ]);
    const own = (await t.db.select().from(taxRules).where(eq(taxRules.hotelCode, 'HXA'))).filter(
      (r) => r.code === 'DSA',
    );
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      basis: 'per_room_night',
      amountCurrency: 'MXN',
      effectiveTo: null,
    });
    // The general rule is untouched: the hotel's own rate wins for that hotel only.
    expect(
      (await t.db.select().from(taxRules).where(eq(taxRules.id, dsa.id)))[0]!.effectiveTo,
    ).toBeNull();
  });
});
