import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { taxRules } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { listHotels, listProducts } from '@/domain/catalog';
import { listCurrencies } from '@/domain/pricing';
import { resortToday } from '@/lib/dates';
import { invalidate } from '@/lib/ttl-cache';
import { selectTaxRules } from './taxes.repo';
import {
  planRateChange,
  type RateChangeError,
  type RateChangeField,
  type RateChangeInput,
} from './rates.rules';

export type RateChange =
  | { ok: true; id: number; effectiveFrom: string; closed: number | null }
  | { ok: false; errors: Partial<Record<RateChangeField, RateChangeError>> };

/** The hotels and products a rate may name (the back office's choices). */
export async function taxTargets(db: Db) {
  const [h, p] = await Promise.all([listHotels(db), listProducts(db)]);
  return {
    hotels: h.map((row) => ({ code: row.code, name: row.name })),
    products: p.map((row) => ({ code: row.code, name: row.name.es })),
  };
}

/**
 * Schedules a new tax rate from a day after today (back office, issue 20): the rate it replaces
 * for the same tax and target ends the day before, in one transaction with its audit row. Rows
 * of the tax are locked first and read again, so two staff at once cannot schedule the same
 * day twice. Charges already made keep their taxes: they are worked out with the rules in force
 * on their own day, and no day up to today changes.
 */
export async function scheduleTaxRate(
  db: Db,
  actor: AuditActor,
  input: RateChangeInput,
  now = new Date(),
): Promise<RateChange> {
  const [targets, currencies] = await Promise.all([taxTargets(db), listCurrencies(db)]);
  const context = {
    today: resortToday(now),
    hotels: targets.hotels.map((h) => h.code),
    products: targets.products.map((p) => p.code),
    decimalsOf: (iso: string) => currencies.find((c) => c.iso === iso)?.decimals ?? 2,
  };
  const result = await db.transaction(async (tx): Promise<RateChange> => {
    const [base] = await tx
      .select({ code: taxRules.code, scope: taxRules.scope })
      .from(taxRules)
      .where(eq(taxRules.id, input.ruleId));
    if (!base) return { ok: false, errors: { ruleId: 'RULE_NOT_FOUND' } };
    await tx
      .select({ id: taxRules.id })
      .from(taxRules)
      .where(and(eq(taxRules.code, base.code), eq(taxRules.scope, base.scope)))
      .for('update');
    // Read after the lock (a new statement sees what another change committed meanwhile).
    const rules = await selectTaxRules(tx);
    const plan = planRateChange(rules, input, context);
    if (!plan.ok) return plan;
    const closed = plan.close ? rules.find((r) => r.id === plan.close!.id)! : null;
    if (plan.close)
      await tx
        .update(taxRules)
        .set({ effectiveTo: plan.close.effectiveTo, updatedAt: now })
        .where(eq(taxRules.id, plan.close.id));
    const [inserted] = await tx
      .insert(taxRules)
      .values({ ...plan.insert, demo: false, note: null, updatedAt: now })
      .returning({ id: taxRules.id });
    const value = (r: { rateBasisPoints: number | null; amountMinor: number | null }) =>
      r.rateBasisPoints ?? r.amountMinor;
    await recordAudit(tx, actor, {
      action: 'tax_rule.schedule',
      entity: 'tax_rule',
      entityId: String(inserted!.id),
      before: closed
        ? {
            id: closed.id,
            code: closed.code,
            target: closed.hotelCode ?? closed.productCode ?? '',
            value: value(closed),
            effectiveFrom: closed.effectiveFrom,
            effectiveTo: plan.close!.before,
          }
        : null,
      after: {
        code: plan.insert.code,
        scope: plan.insert.scope,
        target: plan.insert.hotelCode ?? plan.insert.productCode ?? '',
        value: value(plan.insert),
        effectiveFrom: plan.insert.effectiveFrom,
        effectiveTo: plan.insert.effectiveTo,
        ...(closed ? { closedId: closed.id, closedTo: plan.close!.effectiveTo } : {}),
      },
    });
    return {
      ok: true,
      id: inserted!.id,
      effectiveFrom: plan.insert.effectiveFrom,
      closed: closed?.id ?? null,
    };
  });
  // This instance sees the change at once; others within the reference cache's TTL.
  if (result.ok) invalidate(db);
  return result;
}
