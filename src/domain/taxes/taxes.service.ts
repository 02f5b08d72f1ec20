import type { Db } from '@/db/client';
import { listCurrencies } from '@/domain/pricing';
import { splitMinor } from '@/lib/money';
import { listTaxRules } from './taxes.repo';
import { breakdownAllIn, rulesFor, sumBreakdowns, type TaxBreakdown } from './taxes.rules';

async function currencyTable(db: Db) {
  const all = await listCurrencies(db);
  const rateOf = (iso: string) => all.find((c) => c.iso === iso);
  return { rateOf };
}

/**
 * What a hotel stay's all-in amount holds: net lodging, IVA, the state lodging tax and the
 * municipal fee per room-night, under the rules in force on `date` (the day of the charge, in
 * resort time), in the currency of the charge.
 */
export async function stayTaxes(
  db: Db,
  input: {
    hotelCode: string;
    totalMinor: number;
    currencyIso: string;
    roomNights: number;
    date: string;
  },
): Promise<TaxBreakdown> {
  const [rules, { rateOf }] = await Promise.all([listTaxRules(db), currencyTable(db)]);
  const currency = rateOf(input.currencyIso);
  if (!currency) throw new Error(`Unknown currency ${input.currencyIso}`);
  return breakdownAllIn({
    totalMinor: input.totalMinor,
    currency,
    rules: rulesFor(rules, { scope: 'hotel', hotelCode: input.hotelCode }, input.date),
    roomNights: input.roomNights,
    rateOf,
  });
}

/**
 * What a park sale's all-in amount holds. Items under the same rules are broken down together;
 * items under different rules (a product with a rule of its own) take their share of the total
 * in proportion to their prices first, so the parts still add up to the total.
 */
export async function parkTaxes(
  db: Db,
  input: {
    items: readonly { productCode: string; weight: number }[];
    totalMinor: number;
    currencyIso: string;
    date: string;
  },
): Promise<TaxBreakdown> {
  const [rules, { rateOf }] = await Promise.all([listTaxRules(db), currencyTable(db)]);
  const currency = rateOf(input.currencyIso);
  if (!currency) throw new Error(`Unknown currency ${input.currencyIso}`);
  const groups = new Map<string, { rules: ReturnType<typeof rulesFor>; weight: number }>();
  for (const item of input.items.length ? input.items : [{ productCode: '', weight: 1 }]) {
    const applied = rulesFor(rules, { scope: 'park', productCode: item.productCode }, input.date);
    const key = applied.map((r) => r.id).join(',');
    const group = groups.get(key) ?? { rules: applied, weight: 0 };
    group.weight += Math.max(0, item.weight);
    groups.set(key, group);
  }
  const list = [...groups.values()];
  const weights = list.map((g) => g.weight);
  const parts = weights.some((w) => w > 0)
    ? splitMinor(input.totalMinor, weights)
    : list.map((_, i) => (i === 0 ? input.totalMinor : 0));
  return sumBreakdowns(
    currency.iso,
    list.map((group, i) =>
      breakdownAllIn({
        totalMinor: parts[i]!,
        currency,
        rules: group.rules,
        roomNights: 0,
        rateOf,
      }),
    ),
  );
}
