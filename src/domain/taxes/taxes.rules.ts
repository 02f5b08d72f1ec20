import { convertMinor, splitMinor } from '@/lib/money';
import type { Locale } from '@/i18n/paths';

/**
 * Taxes inside the all-in prices (issue 20). Prices are shown all-in from the first screen;
 * these rules say what a price holds: the net price, each percentage tax on it, and each fixed
 * fee per room-night. Pure: the rules and the rates come in as data.
 */
export type TaxScope = 'hotel' | 'park';
export type TaxBasis = 'percent' | 'per_room_night';
export type CfdiTaxKind = 'federal' | 'local' | 'concept';

export type TaxRule = {
  id: number;
  code: string;
  name: Record<Locale, string>;
  scope: TaxScope;
  hotelCode: string | null;
  productCode: string | null;
  basis: TaxBasis;
  /** Percentage on the net price, basis points (1600 = 16 %). */
  rateBasisPoints: number | null;
  /** Per room-night: the amount in minor units of `amountCurrency`. */
  amountMinor: number | null;
  amountCurrency: string | null;
  cfdi: CfdiTaxKind;
  satTaxCode: string | null;
  effectiveFrom: string;
  effectiveTo: string | null;
  demo: boolean;
};

export type TaxTarget = { scope: TaxScope; hotelCode?: string | null; productCode?: string | null };

/** A rule is in force on `date` (YYYY-MM-DD) from its first day until the day before its end. */
export function inForce(rule: Pick<TaxRule, 'effectiveFrom' | 'effectiveTo'>, date: string) {
  return rule.effectiveFrom <= date && (rule.effectiveTo === null || date < rule.effectiveTo);
}

const specificity = (rule: TaxRule) => (rule.hotelCode || rule.productCode ? 1 : 0);

/**
 * The rules that apply to a sale on `date`: of the sale's scope, in force, general or naming
 * this hotel or product; for each code the most specific rule wins (a hotel's own rate over the
 * state's), then the one that started last. Percentages first (highest rate first), then fees.
 */
export function rulesFor(rules: readonly TaxRule[], target: TaxTarget, date: string): TaxRule[] {
  const matching = rules.filter(
    (r) =>
      r.scope === target.scope &&
      inForce(r, date) &&
      (r.hotelCode === null || r.hotelCode === (target.hotelCode ?? null)) &&
      (r.productCode === null || r.productCode === (target.productCode ?? null)),
  );
  const byCode = new Map<string, TaxRule>();
  for (const rule of matching) {
    const kept = byCode.get(rule.code);
    if (
      !kept ||
      specificity(rule) > specificity(kept) ||
      (specificity(rule) === specificity(kept) && rule.effectiveFrom > kept.effectiveFrom)
    )
      byCode.set(rule.code, rule);
  }
  return [...byCode.values()].sort(
    (a, b) =>
      (a.basis === 'percent' ? 0 : 1) - (b.basis === 'percent' ? 0 : 1) ||
      (b.rateBasisPoints ?? 0) - (a.rateBasisPoints ?? 0) ||
      a.code.localeCompare(b.code),
  );
}

export type TaxLine = {
  code: string;
  name: TaxRule['name'];
  basis: TaxBasis;
  rateBasisPoints: number | null;
  /** A fee per room-night: its amount in its own currency and how many room-nights. */
  fee: { amountMinor: number; currency: string; units: number } | null;
  cfdi: CfdiTaxKind;
  satTaxCode: string | null;
  demo: boolean;
  /** What this tax is of the charge, minor units of the charge's currency. */
  amountMinor: number;
};

/** An all-in amount split into its net price and each tax: the lines add up to the total. */
export type TaxBreakdown = {
  currencyIso: string;
  netMinor: number;
  lines: TaxLine[];
  totalMinor: number;
};

export type RateOf = { usdRate: string; decimals: number };

function line(rule: TaxRule, amountMinor: number, units: number): TaxLine {
  return {
    code: rule.code,
    name: rule.name,
    basis: rule.basis,
    rateBasisPoints: rule.rateBasisPoints,
    fee:
      rule.basis === 'per_room_night'
        ? { amountMinor: rule.amountMinor ?? 0, currency: rule.amountCurrency ?? '', units }
        : null,
    cfdi: rule.cfdi,
    satTaxCode: rule.satTaxCode,
    demo: rule.demo,
    amountMinor,
  };
}

/** a / b rounded half up, for non-negative integers. */
function roundDiv(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

/**
 * Splits what is left after the fees into the net price and the percentage taxes, the way the
 * CFDI must carry it: each federal tax (IVA) is exactly its rate of the net, rounded half up in
 * the charge's currency (the SAT's tolerance is about that rounding); a local tax (ISH, in the
 * implocal complement, checked against no base) takes what rounding leaves. Without a local
 * tax, the net is chosen so that net + tax make the amount exactly; when rounding skips that
 * amount (f(n) = n + round(0.16 n) jumps by 2), the tax takes the one unit left, which is still
 * within the SAT's tolerance (the rounding that skipped it was a fraction below one half).
 */
function splitNet(
  rest: number,
  federal: readonly number[],
  local: readonly number[],
): { net: number; federal: number[]; local: number[] } {
  if (rest === 0) return { net: 0, federal: federal.map(() => 0), local: local.map(() => 0) };
  const all = [...federal, ...local].reduce((a, b) => a + b, 0);
  const big = BigInt(rest);
  const base = roundDiv(big * 10_000n, BigInt(10_000 + all));
  const taxesOf = (net: bigint) => federal.map((bp) => roundDiv(net * BigInt(bp), 10_000n));
  const localSum = local.reduce((a, b) => a + b, 0);
  if (localSum > 0) {
    const fed = taxesOf(base);
    const left = big - base - fed.reduce((a, b) => a + b, 0n);
    if (left >= 0n)
      return {
        net: Number(base),
        federal: fed.map(Number),
        local: splitMinor(Number(left), local),
      };
  }
  for (const delta of [0n, -1n, 1n, -2n, 2n]) {
    const net = base + delta;
    if (net < 0n) continue;
    const fed = taxesOf(net);
    if (net + fed.reduce((a, b) => a + b, 0n) === big && localSum === 0)
      return { net: Number(net), federal: fed.map(Number), local: local.map(() => 0) };
  }
  // No net makes the amount exactly: the largest federal tax takes the unit left over.
  const fed = taxesOf(base);
  const gap = big - base - fed.reduce((a, b) => a + b, 0n);
  const largest = fed.reduce((best, v, i) => (v > fed[best]! ? i : best), 0);
  if (fed.length > 0) fed[largest] = fed[largest]! + gap;
  return {
    net: Number(fed.length > 0 ? base : base + gap),
    federal: fed.map(Number),
    local: local.map(() => 0),
  };
}

/**
 * Splits an all-in `totalMinor` (minor units of `currency`) by the rules that apply to it.
 * Fixed fees first: each per room-night fee converted into the charge's currency (rounded by
 * its exponent, JPY, KRW and CLP having none) times the room-nights; what is left is the net
 * price plus each percentage of it (`splitNet`: the way the CFDI carries it). Every line is
 * whole units of the charge's currency and the lines always add up to the total. Fees larger
 * than the whole price (a price that cannot hold them) are cut down in proportion and leave no
 * net.
 */
export function breakdownAllIn(input: {
  totalMinor: number;
  currency: { iso: string } & RateOf;
  rules: readonly TaxRule[];
  /** Room-nights the fees per room-night count (0 for park sales). */
  roomNights: number;
  /** The stored rates of the fees' currencies (MXN). */
  rateOf: (iso: string) => RateOf | undefined;
}): TaxBreakdown {
  const { totalMinor, currency, rules, roomNights } = input;
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0)
    throw new Error('A breakdown needs a whole, non-negative total');
  if (!Number.isSafeInteger(roomNights) || roomNights < 0)
    throw new Error('Room-nights are a whole, non-negative number');
  const fees = rules.filter((r) => r.basis === 'per_room_night');
  const federal = rules.filter((r) => r.basis === 'percent' && r.cfdi === 'federal');
  const local = rules.filter((r) => r.basis === 'percent' && r.cfdi !== 'federal');
  const nominal = fees.map((rule) => {
    const from = input.rateOf(rule.amountCurrency ?? '');
    if (!from) throw new Error(`No exchange rate for ${rule.amountCurrency}`);
    return convertMinor(rule.amountMinor ?? 0, from, currency) * roomNights;
  });
  const nominalSum = nominal.reduce((a, b) => a + b, 0);
  const feeAmounts = nominalSum <= totalMinor ? nominal : splitMinor(totalMinor, nominal);
  const rest = totalMinor - feeAmounts.reduce((a, b) => a + b, 0);
  const split = splitNet(
    rest,
    federal.map((r) => r.rateBasisPoints ?? 0),
    local.map((r) => r.rateBasisPoints ?? 0),
  );
  const percentLines = [
    ...federal.map((rule, i) => line(rule, split.federal[i]!, 0)),
    ...local.map((rule, i) => line(rule, split.local[i]!, 0)),
  ];
  const order = rules.filter((r) => r.basis === 'percent').map((r) => r.code);
  percentLines.sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
  return {
    currencyIso: currency.iso,
    netMinor: split.net,
    lines: [...percentLines, ...fees.map((rule, i) => line(rule, feeAmounts[i]!, roomNights))],
    totalMinor,
  };
}

/**
 * The SAT's tolerance for a federal tax on a concept (Anexo 20, CFDI 4.0): between the rate of
 * (base − half a unit) truncated and the rate of (base + half a unit) rounded up, in minor
 * units of the currency.
 */
export function withinSatTolerance(base: number, rateBasisPoints: number, amount: number): boolean {
  // (base ± ½) · rate = (2·base ± 1) · basis points / 20000, in whole minor units.
  const bp = BigInt(rateBasisPoints);
  const lowNum = (2n * BigInt(base) - 1n) * bp;
  const low = lowNum <= 0n ? 0n : lowNum / 20_000n;
  const highNum = (2n * BigInt(base) + 1n) * bp;
  const high = (highNum + 19_999n) / 20_000n;
  const value = BigInt(amount);
  return value >= low && value <= high;
}

/**
 * The breakdowns of several parts of one charge (park items under different rules, a deposit
 * and its balance), summed line by line.
 */
export function sumBreakdowns(currencyIso: string, parts: readonly TaxBreakdown[]): TaxBreakdown {
  const lines = new Map<string, TaxLine>();
  for (const part of parts)
    for (const l of part.lines) {
      const kept = lines.get(l.code);
      // A fee's description (amount per room-night, room-nights) is the stay's: parts of one
      // stay (a deposit and its balance) share it, and park items have no fees.
      lines.set(l.code, kept ? { ...kept, amountMinor: kept.amountMinor + l.amountMinor } : l);
    }
  return {
    currencyIso,
    netMinor: parts.reduce((a, p) => a + p.netMinor, 0),
    lines: [...lines.values()],
    totalMinor: parts.reduce((a, p) => a + p.totalMinor, 0),
  };
}

/**
 * The breakdown of a part of a charge (a deposit, a balance, a refund): the fees take their
 * share of it in proportion, and the rest is split into net and percentage taxes exactly as a
 * whole charge is (`splitNet`), so each part's CFDI is within the SAT's tolerance on its own.
 * The parts of a whole add up to the whole's total; line by line they may differ from it by
 * the unit each rounding moves.
 */
export function shareOf(breakdown: TaxBreakdown, partMinor: number): TaxBreakdown {
  if (!Number.isSafeInteger(partMinor) || partMinor < 0 || partMinor > breakdown.totalMinor)
    throw new Error('A share is a whole amount within the total');
  const fees = breakdown.lines.filter((l) => l.basis === 'per_room_night');
  const federal = breakdown.lines.filter((l) => l.basis === 'percent' && l.cfdi === 'federal');
  const local = breakdown.lines.filter((l) => l.basis === 'percent' && l.cfdi !== 'federal');
  const feeTotal = fees.reduce((a, l) => a + l.amountMinor, 0);
  const parts =
    breakdown.totalMinor === 0
      ? [0, ...fees.map(() => 0)]
      : splitMinor(partMinor, [breakdown.totalMinor - feeTotal, ...fees.map((l) => l.amountMinor)]);
  const split = splitNet(
    parts[0]!,
    federal.map((l) => l.rateBasisPoints ?? 0),
    local.map((l) => l.rateBasisPoints ?? 0),
  );
  const amountOf = (l: TaxLine) => {
    const f = federal.indexOf(l);
    if (f >= 0) return split.federal[f]!;
    const o = local.indexOf(l);
    if (o >= 0) return split.local[o]!;
    return parts[1 + fees.indexOf(l)]!;
  };
  return {
    currencyIso: breakdown.currencyIso,
    netMinor: split.net,
    lines: breakdown.lines.map((l) => ({ ...l, amountMinor: amountOf(l) })),
    totalMinor: partMinor,
  };
}

/** Whether a breakdown is sound: no negative line and the lines make the total. */
export function addsUp(b: TaxBreakdown): boolean {
  return (
    b.netMinor >= 0 &&
    b.lines.every((l) => l.amountMinor >= 0) &&
    b.netMinor + b.lines.reduce((a, l) => a + l.amountMinor, 0) === b.totalMinor
  );
}

/** "16 %" style rate text, in the page's language (basis points to a percentage). */
export function ratePercent(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(basisPoints / 10_000);
}

/**
 * Quintana Roo's tourist fee for foreign visitors (VISITAX) is not ours to collect: a guest who
 * lives outside Mexico is told about it. Unknown residence: no notice (nothing to go on).
 */
export function visitaxApplies(residenceCountry: string | null | undefined): boolean {
  const country = residenceCountry?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(country) && country !== 'MX';
}

/** The official address where foreign visitors pay it. */
export const VISITAX_URL = 'https://visitax.gob.mx/';
