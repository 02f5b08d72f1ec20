import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { installmentBanks, paymentMethodCurrencies, paymentMethods } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { findCurrency } from '@/domain/pricing';
import {
  checkCurrencyMethods,
  checkInstallmentMonths,
  installmentDescription,
  type PaymentSettingRefusal,
} from './settings.rules';

export type PaymentSettingOutcome =
  { ok: true; changed: boolean } | { ok: false; code: PaymentSettingRefusal };

/** Every payment method (the back office's choices). */
export function listPaymentMethods(db: Db) {
  return db.select().from(paymentMethods).orderBy(asc(paymentMethods.id));
}

/**
 * The methods a currency offers, replaced by the chosen ones in one transaction with its
 * audit row (before → after, as method codes). Checkout reads payment_method_currencies on
 * every request, so the next payment page offers exactly these.
 */
export async function setCurrencyMethods(
  db: Db,
  actor: AuditActor,
  iso: string,
  chosen: readonly string[],
): Promise<PaymentSettingOutcome> {
  const currency = await findCurrency(db, iso);
  if (!currency) return { ok: false, code: 'NOT_FOUND' };
  const methods = await listPaymentMethods(db);
  const checked = checkCurrencyMethods(
    chosen,
    methods.map((m) => m.id),
  );
  if (!checked.ok) return checked;
  const codeOf = new Map(methods.map((m) => [m.id, m.apiCode]));
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ methodId: paymentMethodCurrencies.methodId })
      .from(paymentMethodCurrencies)
      .where(eq(paymentMethodCurrencies.currencyId, currency.id))
      .orderBy(asc(paymentMethodCurrencies.methodId))
      .for('update');
    const before = rows.map((r) => r.methodId);
    const after = checked.value;
    if (before.join(',') === after.join(',')) return { ok: true, changed: false };
    const removed = before.filter((id) => !after.includes(id));
    const added = after.filter((id) => !before.includes(id));
    if (removed.length)
      await tx
        .delete(paymentMethodCurrencies)
        .where(
          and(
            eq(paymentMethodCurrencies.currencyId, currency.id),
            inArray(paymentMethodCurrencies.methodId, removed),
          ),
        );
    if (added.length)
      await tx
        .insert(paymentMethodCurrencies)
        .values(added.map((methodId) => ({ methodId, currencyId: currency.id })))
        .onConflictDoNothing();
    await recordAudit(tx, actor, {
      action: 'settings.payment-methods',
      entity: 'currency',
      entityId: currency.iso,
      before: { methods: before.map((id) => codeOf.get(id)) },
      after: { methods: after.map((id) => codeOf.get(id)) },
    });
    return { ok: true, changed: true };
  });
}

/** A bank's interest-free months (and the description naming them), audited. */
export async function setBankMonths(
  db: Db,
  actor: AuditActor,
  bankId: number,
  text: string,
): Promise<PaymentSettingOutcome> {
  const checked = checkInstallmentMonths(text);
  if (!checked.ok) return checked;
  return db.transaction(async (tx) => {
    const [bank] = await tx
      .select()
      .from(installmentBanks)
      .where(eq(installmentBanks.id, bankId))
      .for('update');
    if (!bank) return { ok: false, code: 'NOT_FOUND' };
    const months = checked.value;
    if (bank.months.join(',') === months.join(',')) return { ok: true, changed: false };
    await tx
      .update(installmentBanks)
      .set({ months, description: installmentDescription(months) })
      .where(eq(installmentBanks.id, bankId));
    await recordAudit(tx, actor, {
      action: 'settings.installments',
      entity: 'bank',
      entityId: bank.name,
      before: { months: bank.months },
      after: { months },
    });
    return { ok: true, changed: true };
  });
}
