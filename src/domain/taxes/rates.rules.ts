import { inForce, type TaxRule } from './taxes.rules';

/**
 * A new tax rate from a date (the back office, issue 20). Taxes are worked out with the rules
 * in force on the day of each charge, so the past is never rewritten: a new rate starts after
 * today (resort time), the rate it replaces for the same tax and target ends the day before,
 * and a rate already scheduled later stays and ends the new one. Pure: the rules come in.
 */
export type RateChangeInput = {
  /** The rule whose tax (code, scope, kind) gets a new rate. */
  ruleId: number;
  /** Whom it applies to: '' every hotel or product of the scope, else one hotel or product. */
  target: string;
  /** YYYY-MM-DD, the first day of the new rate. */
  effectiveFrom: string;
  /** A percentage ("16", "5.5") or a per-room-night amount ("30.00") in the rule's currency. */
  value: string;
};

export type RateChangeField = 'ruleId' | 'target' | 'effectiveFrom' | 'value';
export type RateChangeError =
  | 'REQUIRED'
  | 'RULE_NOT_FOUND'
  | 'TARGET_UNKNOWN'
  | 'DATE_INVALID'
  | 'DATE_NOT_FUTURE'
  | 'DATE_TAKEN'
  | 'RATE_INVALID'
  | 'AMOUNT_INVALID';

export type NewTaxRule = Omit<TaxRule, 'id' | 'demo'>;

export type RatePlan =
  | {
      ok: true;
      /** The rule in force on the new rate's first day, for the same tax and target: ends then. */
      close: { id: number; effectiveTo: string; before: string | null } | null;
      insert: NewTaxRule;
    }
  | { ok: false; errors: Partial<Record<RateChangeField, RateChangeError>> };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** "16" or "16.25" percent → basis points (1600, 1625); null if not a percentage 0–100. */
export function percentToBasisPoints(value: string): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** "30" or "30.50" in a currency with `decimals` → minor units; null if not an amount. */
export function amountToMinor(value: string, decimals: number): number | null {
  const m = /^(\d{1,9})(?:[.,](\d+))?$/.exec(value.trim());
  if (!m || (m[2] ?? '').length > decimals) return null;
  return Number(m[1]) * 10 ** decimals + Number((m[2] ?? '').padEnd(decimals, '0') || 0);
}

const sameTarget = (a: TaxRule, hotelCode: string | null, productCode: string | null) =>
  a.hotelCode === hotelCode && a.productCode === productCode;

export function planRateChange(
  rules: readonly TaxRule[],
  input: RateChangeInput,
  context: {
    /** Today in resort time, YYYY-MM-DD. */
    today: string;
    hotels: readonly string[];
    products: readonly string[];
    /** The decimals of a per-room-night fee's currency. */
    decimalsOf: (iso: string) => number;
  },
): RatePlan {
  const errors: Partial<Record<RateChangeField, RateChangeError>> = {};
  const base = rules.find((r) => r.id === input.ruleId);
  if (!base) return { ok: false, errors: { ruleId: 'RULE_NOT_FOUND' } };
  const target = input.target.trim();
  const known = base.scope === 'hotel' ? context.hotels : context.products;
  if (target && !known.includes(target)) errors.target = 'TARGET_UNKNOWN';
  const from = input.effectiveFrom.trim();
  if (!from) errors.effectiveFrom = 'REQUIRED';
  else if (!validDate(from)) errors.effectiveFrom = 'DATE_INVALID';
  else if (from <= context.today) errors.effectiveFrom = 'DATE_NOT_FUTURE';
  let rateBasisPoints: number | null = null;
  let amountMinor: number | null = null;
  if (!input.value.trim()) errors.value = 'REQUIRED';
  else if (base.basis === 'percent') {
    rateBasisPoints = percentToBasisPoints(input.value);
    if (rateBasisPoints === null) errors.value = 'RATE_INVALID';
  } else {
    amountMinor = amountToMinor(input.value, context.decimalsOf(base.amountCurrency ?? 'MXN'));
    if (amountMinor === null) errors.value = 'AMOUNT_INVALID';
  }
  const hotelCode = base.scope === 'hotel' && target ? target : null;
  const productCode = base.scope === 'park' && target ? target : null;
  const same = rules.filter(
    (r) => r.code === base.code && r.scope === base.scope && sameTarget(r, hotelCode, productCode),
  );
  if (!errors.effectiveFrom && same.some((r) => r.effectiveFrom === from))
    errors.effectiveFrom = 'DATE_TAKEN';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const current = same.find((r) => inForce(r, from)) ?? null;
  // A rate already scheduled after the new one's start keeps its day: the new one ends there.
  const next = same
    .filter((r) => r.effectiveFrom > from)
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))[0];
  return {
    ok: true,
    close: current ? { id: current.id, effectiveTo: from, before: current.effectiveTo } : null,
    insert: {
      code: base.code,
      name: base.name,
      scope: base.scope,
      hotelCode,
      productCode,
      basis: base.basis,
      rateBasisPoints,
      amountMinor,
      amountCurrency: base.basis === 'per_room_night' ? base.amountCurrency : null,
      cfdi: base.cfdi,
      satTaxCode: base.satTaxCode,
      effectiveFrom: from,
      effectiveTo: next?.effectiveFrom ?? current?.effectiveTo ?? null,
    },
  };
}
