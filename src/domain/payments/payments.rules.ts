/**
 * The pure rules of payments that are the shop's whatever the gateway (DESIGN §5, §7; SPEC §3,
 * §5 financing, §9): which methods a currency offers, where financing is offered (interest-free
 * instalments, Uplift: rows of financing_rules, passed in by the caller), the instalment
 * arithmetic, which configured provider serves a payment, the tamper check of a posted charge
 * and the monotonic payment status. How a card is typed and checked is the gateway's (the
 * sandbox's simulation lives in src/integrations/payments/sandbox/cards.rules.ts). No I/O.
 */
import type { PaymentErrorCode } from './errors';

/** Card brands, named by the api code of their payment method (SPEC §3). */
export type CardBrand = 'VI' | 'MC' | 'AX' | 'CB' | 'DN' | 'DS' | 'JC';
/** Every payment method's api code: the card brands and PayPal (a redirect method). */
export type MethodApiCode = CardBrand | 'PP';

export const CARD_BRANDS: readonly CardBrand[] = ['VI', 'MC', 'AX', 'CB', 'DN', 'DS', 'JC'];

const BRAND_NAMES: Record<string, string> = {
  VI: 'Visa',
  MC: 'Mastercard',
  AX: 'American Express',
  CB: 'Carte Bleue',
  DN: 'Diners Club',
  DS: 'Discover',
  JC: 'JCB',
};

/** A card brand's name as a card says it ("Visa"), from its api code (SPEC §3); else the code. */
export function cardBrandName(code: string): string {
  return BRAND_NAMES[code.toUpperCase()] ?? code.toUpperCase();
}

export type PaymentPlan =
  { kind: 'full' } | { kind: 'installments'; bankId: number; months: number } | { kind: 'uplift' };

// ---------------------------------------------------------------------------------------------
// Methods per currency
// ---------------------------------------------------------------------------------------------

/** One row of payment_methods joined with payment_method_currencies and currencies. */
export type MethodCurrencyRow = {
  id: number;
  apiCode: string;
  name: string;
  kind: 'card' | 'redirect';
  currencyIso: string;
};

export type PaymentMethod = Omit<MethodCurrencyRow, 'currencyIso'>;

/** The methods a currency offers, each once, in id order. */
export function methodsForCurrency(
  rows: readonly MethodCurrencyRow[],
  currencyIso: string,
): PaymentMethod[] {
  const byId = new Map<number, PaymentMethod>();
  for (const { currencyIso: iso, ...method } of rows) {
    if (iso === currencyIso && !byId.has(method.id)) byId.set(method.id, method);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Refuses a method (a card's brand or PayPal) that the currency does not offer. */
export function checkMethod(
  rows: readonly MethodCurrencyRow[],
  currencyIso: string,
  apiCode: string,
): PaymentErrorCode | null {
  const offered = rows.some((row) => row.currencyIso === currencyIso && row.apiCode === apiCode);
  return offered ? null : 'METHOD_NOT_AVAILABLE';
}

// ---------------------------------------------------------------------------------------------
// Financing: where each plan is offered is data (financing_rules), not code
// ---------------------------------------------------------------------------------------------

export type FinancingPlan = Exclude<PaymentPlan['kind'], 'full'>;

/**
 * A row of financing_rules: `plan` is offered in `currencyIso`, on a card issued in one of
 * `cardCountries` (empty: any card). Seeded with Uplift in USD and CAD and interest-free
 * instalments in MXN on cards issued in MX (SPEC §5).
 */
export type FinancingRule = {
  plan: FinancingPlan;
  currencyIso: string;
  cardCountries: readonly string[];
};

/** The rule offering `plan` in a currency, or null where it is not offered. */
export function financingRule(
  rules: readonly FinancingRule[],
  plan: FinancingPlan,
  currencyIso: string,
): FinancingRule | null {
  return rules.find((r) => r.plan === plan && r.currencyIso === currencyIso) ?? null;
}

/**
 * Whether `plan` is offered in the currency; with a `cardCountry` (null: unknown), also
 * whether a card issued there qualifies. Without one the card is not typed yet: the gateway
 * checks it against `cardCountries` on its page.
 */
export function financingOffered(
  rules: readonly FinancingRule[],
  plan: FinancingPlan,
  currencyIso: string,
  cardCountry?: string | null,
): boolean {
  const rule = financingRule(rules, plan, currencyIso);
  if (!rule) return false;
  if (cardCountry === undefined || rule.cardCountries.length === 0) return true;
  return cardCountry !== null && rule.cardCountries.includes(cardCountry);
}

/** The countries a card must be issued in for this plan and currency; empty: any card. */
export function cardCountriesFor(
  rules: readonly FinancingRule[],
  plan: PaymentPlan['kind'],
  currencyIso: string,
): readonly string[] {
  return plan === 'full' ? [] : (financingRule(rules, plan, currencyIso)?.cardCountries ?? []);
}

// ---------------------------------------------------------------------------------------------
// Interest-free instalments (meses sin intereses)
// ---------------------------------------------------------------------------------------------

/** A row of installment_banks (the description is not needed by the rules). */
export type InstallmentBank = { id: number; name: string; logo: string; months: number[] };

export type InstallmentSplit = {
  months: number;
  totalMinor: number;
  /** The first month carries the remainder of the division. */
  firstMinor: number;
  monthlyMinor: number;
};

/** Instalments in this currency (and, given one, for a card issued in `cardCountry`). */
export function installmentsOffered(
  rules: readonly FinancingRule[],
  currencyIso: string,
  cardCountry?: string | null,
): boolean {
  return financingOffered(rules, 'installments', currencyIso, cardCountry);
}

/** Splits a total in minor units over `months`: total / months each, the remainder on the first. */
export function splitInstallments(totalMinor: number, months: number): InstallmentSplit {
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0) throw new Error('Bad amount');
  if (!Number.isSafeInteger(months) || months < 1) throw new Error('Bad number of months');
  const monthlyMinor = Math.floor(totalMinor / months);
  return {
    months,
    totalMinor,
    firstMinor: monthlyMinor + (totalMinor % months),
    monthlyMinor,
  };
}

export type InstallmentOption<B extends InstallmentBank = InstallmentBank> = {
  bank: B;
  plans: InstallmentSplit[];
};

/** The banks and their month options with the monthly amounts, or none when not offered. */
export function installmentOptions<B extends InstallmentBank>(
  banks: readonly B[],
  context: {
    rules: readonly FinancingRule[];
    currencyIso: string;
    cardCountry?: string | null;
    totalMinor: number;
  },
): InstallmentOption<B>[] {
  if (!installmentsOffered(context.rules, context.currencyIso, context.cardCountry)) return [];
  return banks
    .map((bank) => ({
      bank,
      plans: [...new Set(bank.months)]
        .filter((m) => Number.isSafeInteger(m) && m > 1)
        .sort((a, b) => a - b)
        .map((m) => splitInstallments(context.totalMinor, m)),
    }))
    .filter((option) => option.plans.length > 0);
}

/**
 * The 'up to N months' headline: the longest plan on offer (HSBC's 15 in the demo data; decision
 * 0027 departs from SPEC §9's fixed 12, which promised less than the banks give); null when no
 * bank offers any plan.
 */
export function installmentsHeadline(
  banks: readonly Pick<InstallmentBank, 'months'>[],
): number | null {
  const longest = Math.max(0, ...banks.flatMap((bank) => bank.months));
  return longest > 1 ? longest : null;
}

// ---------------------------------------------------------------------------------------------
// Uplift financing
// ---------------------------------------------------------------------------------------------

/**
 * The demo estimate behind 'from $X/mo': the total over 12 months at 0 % APR, rounded up to
 * the minor unit so the estimate never understates. Uplift's real quote comes from its
 * adapter.
 */
export const UPLIFT_ESTIMATE_MONTHS = 12;
export const UPLIFT_ESTIMATE_APR = 0;

/** Uplift financing in this currency (seeded: USD and CAD, SPEC §5). */
export function upliftOffered(rules: readonly FinancingRule[], currencyIso: string): boolean {
  return financingOffered(rules, 'uplift', currencyIso);
}

/** The 'from $X/mo' estimate in minor units, or null where Uplift is not offered. */
export function upliftEstimate(
  totalMinor: number,
  currencyIso: string,
  rules: readonly FinancingRule[],
): { months: number; apr: number; monthlyMinor: number } | null {
  if (!upliftOffered(rules, currencyIso)) return null;
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0) throw new Error('Bad amount');
  return {
    months: UPLIFT_ESTIMATE_MONTHS,
    apr: UPLIFT_ESTIMATE_APR,
    monthlyMinor: Math.ceil(totalMinor / UPLIFT_ESTIMATE_MONTHS),
  };
}

// ---------------------------------------------------------------------------------------------
// Plans and the tamper check
// ---------------------------------------------------------------------------------------------

/**
 * Whether a plan is allowed for this currency (and the bank offers those months); with a
 * `cardCountry`, also for that card. Without one the gateway checks the card once it is typed.
 */
export function checkPlan(
  plan: PaymentPlan,
  context: {
    rules: readonly FinancingRule[];
    currencyIso: string;
    banks: readonly InstallmentBank[];
    cardCountry?: string | null;
  },
): PaymentErrorCode | null {
  if (plan.kind === 'full') return null;
  if (plan.kind === 'uplift')
    return upliftOffered(context.rules, context.currencyIso) ? null : 'FINANCING_NOT_AVAILABLE';
  if (!installmentsOffered(context.rules, context.currencyIso, context.cardCountry))
    return 'INSTALLMENTS_NOT_AVAILABLE';
  const bank = context.banks.find((b) => b.id === plan.bankId);
  return bank && plan.months > 1 && bank.months.includes(plan.months)
    ? null
    : 'INSTALLMENT_PLAN_INVALID';
}

// ---------------------------------------------------------------------------------------------
// Which provider serves a payment
// ---------------------------------------------------------------------------------------------

/** What a payment provider declares it can do; the registry chooses by it. */
export type ProviderCapabilities = {
  /** Card brands its hosted page takes. */
  cards: readonly CardBrand[];
  /** PayPal (a redirect method). */
  paypal: boolean;
  /** Interest-free instalments (the plan is passed to it; it checks the card's country). */
  installments: boolean;
  /** Uplift financing (a redirect to the lender's approval). */
  uplift: boolean;
  /** Refunds: none, whole charges only, or several partial refunds up to the charge. */
  refunds: 'none' | 'full' | 'partial';
  /** Card tokens it can charge again later (saved cards, deposits). */
  savedCards: boolean;
  /** The currencies it charges in (ISO codes), or every currency. */
  currencies: readonly string[] | 'any';
};

/** A payment to place: how the visitor pays, in which currency, and the brands it offers. */
export type ProviderRequest = {
  method: 'card' | 'PP';
  currencyIso: string;
  plan: PaymentPlan['kind'];
  /** The card brands the currency offers (payment_method_currencies). */
  brands: readonly MethodApiCode[];
};

/** The card brands of `brands` the provider takes. */
export function brandsServed(
  capabilities: ProviderCapabilities,
  brands: readonly MethodApiCode[],
): CardBrand[] {
  return capabilities.cards.filter((brand) => brands.includes(brand));
}

/** Whether a provider can take this payment: currency, method, plan and at least one brand. */
export function providerServes(
  capabilities: ProviderCapabilities,
  request: ProviderRequest,
): boolean {
  const { currencies } = capabilities;
  if (currencies !== 'any' && !currencies.includes(request.currencyIso)) return false;
  if (request.method === 'PP') return capabilities.paypal && request.plan === 'full';
  if (request.plan === 'uplift') return capabilities.uplift;
  if (request.plan === 'installments' && !capabilities.installments) return false;
  return brandsServed(capabilities, request.brands).length > 0;
}

/**
 * What the providers can take in a currency, of what the database offers there: each method
 * (a card brand, or PayPal) and each financing plan. `serves` answers for one request (the
 * registry: some configured provider serves it).
 */
export function servedOffer(
  serves: (request: ProviderRequest) => boolean,
  currencyIso: string,
  brands: readonly MethodApiCode[],
): { method: (apiCode: string) => boolean; installments: boolean; uplift: boolean } {
  const ask = (method: 'card' | 'PP', plan: PaymentPlan['kind'], b: readonly MethodApiCode[]) =>
    serves({ method, currencyIso, plan, brands: b });
  return {
    method: (apiCode) =>
      apiCode === 'PP' ? ask('PP', 'full', []) : ask('card', 'full', [apiCode as MethodApiCode]),
    installments: ask('card', 'installments', brands),
    uplift: ask('card', 'uplift', brands),
  };
}

/** The first provider, in the configured order, that serves the request; null when none does. */
export function chooseProvider<P extends { readonly capabilities: ProviderCapabilities }>(
  providers: readonly P[],
  request: ProviderRequest,
): P | null {
  return providers.find((p) => providerServes(p.capabilities, request)) ?? null;
}

/** What the server computed for a charge, from the booking or the cart. */
export type ChargeTerms = { amountMinor: number; currencyIso: string; plan: PaymentPlan };
/** What the client posted, untrusted and untyped. */
export type PostedTerms = { amountMinor?: unknown; currencyIso?: unknown; plan?: unknown };

const postedAmount = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return null;
};

const samePlan = (server: PaymentPlan, posted: unknown): boolean => {
  // A form that posts no plan asks for a payment in full.
  const plan = posted === undefined || posted === null ? { kind: 'full' } : posted;
  if (typeof plan !== 'object') return false;
  const p = plan as Record<string, unknown>;
  if (p.kind !== server.kind) return false;
  if (server.kind !== 'installments') return true;
  return postedAmount(p.bankId) === server.bankId && postedAmount(p.months) === server.months;
};

/**
 * The server's figures are the charge: any difference in the posted amount (minor units,
 * exactly), currency (exact ISO code) or plan is refused with its code; null when they agree.
 */
export function detectTampering(server: ChargeTerms, posted: PostedTerms): PaymentErrorCode | null {
  if (posted.currencyIso !== server.currencyIso) return 'CURRENCY_MISMATCH';
  if (postedAmount(posted.amountMinor) !== server.amountMinor) return 'AMOUNT_MISMATCH';
  if (!samePlan(server.plan, posted.plan)) return 'PLAN_MISMATCH';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Payment status: webhooks are the source of truth and may arrive twice or out of order
// ---------------------------------------------------------------------------------------------

export type PaymentStatus =
  'pending' | 'requires_action' | 'authorized' | 'captured' | 'refunded' | 'failed' | 'expired';

/** Where each status may go next; everything else is stale or repeated news. */
const NEXT: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['requires_action', 'authorized', 'captured', 'failed', 'expired'],
  requires_action: ['authorized', 'captured', 'failed', 'expired'],
  authorized: ['captured', 'failed', 'expired'],
  captured: ['refunded'],
  refunded: [],
  failed: [],
  expired: [],
};

/**
 * What to do with a reported status: 'apply' a forward move; 'ignore' a repeat or a stale
 * report (captured never goes back to pending or authorized, a refund is final); 'conflict'
 * when money was captured after we gave up on the payment (failed or expired): the hold is
 * gone, so the caller refunds that charge.
 */
export function paymentTransition(
  current: PaymentStatus,
  reported: PaymentStatus,
): 'apply' | 'ignore' | 'conflict' {
  if (NEXT[current].includes(reported)) return 'apply';
  if (reported === 'captured' && (current === 'failed' || current === 'expired')) return 'conflict';
  return 'ignore';
}
