import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  financingRules,
  installmentBanks,
  paymentMethodCurrencies,
  paymentMethods,
} from '@/db/schema';
import { listCurrencies } from '@/domain/pricing';
import type { FinancingRule, InstallmentBank, MethodCurrencyRow } from './payments.rules';
import type { Locale } from '@/i18n/paths';

/**
 * The payments context's reference data: which methods each currency offers, the banks of
 * interest-free instalments and where financing is offered (DESIGN §7: rules as data). Read
 * before a transaction opens (PGlite has one connection). Currencies are named by their ISO
 * code, read through the pricing context.
 */

async function isoOfCurrency(db: Db): Promise<Map<number, string>> {
  return new Map((await listCurrencies(db)).map((c) => [c.id, c.iso]));
}

/** Every (method, currency) pair the database offers, in method id order. */
export async function listMethodRows(db: Db): Promise<MethodCurrencyRow[]> {
  const [rows, iso] = await Promise.all([
    db
      .select({
        id: paymentMethods.id,
        apiCode: paymentMethods.apiCode,
        name: paymentMethods.name,
        kind: paymentMethods.kind,
        currencyId: paymentMethodCurrencies.currencyId,
      })
      .from(paymentMethodCurrencies)
      .innerJoin(paymentMethods, eq(paymentMethods.id, paymentMethodCurrencies.methodId))
      .orderBy(asc(paymentMethods.id)),
    isoOfCurrency(db),
  ]);
  return rows.flatMap(({ currencyId, ...method }) => {
    const currencyIso = iso.get(currencyId);
    return currencyIso ? [{ ...method, currencyIso }] : [];
  });
}

export type InstallmentBankRow = InstallmentBank & {
  description: Record<Locale, string>;
};

/** The banks offering interest-free instalments, in id order. */
export async function listInstallmentBanks(db: Db): Promise<InstallmentBankRow[]> {
  return db.select().from(installmentBanks).orderBy(asc(installmentBanks.id));
}

/** Where financing is offered (financing_rules with the currency's ISO code), by plan then currency. */
export async function listFinancingRules(db: Db): Promise<FinancingRule[]> {
  const [rows, iso] = await Promise.all([db.select().from(financingRules), isoOfCurrency(db)]);
  const byPlanThenCurrency = (a: FinancingRule, b: FinancingRule) =>
    a.plan !== b.plan ? (a.plan < b.plan ? -1 : 1) : a.currencyIso < b.currencyIso ? -1 : 1;
  return rows
    .flatMap(({ plan, currencyId, cardCountries }) => {
      const currencyIso = iso.get(currencyId);
      return currencyIso ? [{ plan, currencyIso, cardCountries }] : [];
    })
    .sort(byPlanThenCurrency);
}
