/**
 * The payment settings staff change in the back office (issue 16): which methods each
 * currency offers, and the months each bank gives interest-free. Pure rules.
 */
export type PaymentSettingRefusal = 'NO_METHOD' | 'UNKNOWN_METHOD' | 'INVALID_MONTHS' | 'NOT_FOUND';

/** The months a bank may offer: 1 to 48, each once. */
export const INSTALLMENT_MONTHS_MAX = 48;

/**
 * The methods a currency offers: known method ids, at least one (a currency nobody can pay
 * in would leave its visitors at a dead end), each once, in id order.
 */
export function checkCurrencyMethods(
  chosen: readonly string[],
  known: readonly number[],
): { ok: true; value: number[] } | { ok: false; code: PaymentSettingRefusal } {
  const ids = new Set<number>();
  for (const raw of chosen) {
    if (!/^\d{1,4}$/.test(raw)) return { ok: false, code: 'UNKNOWN_METHOD' };
    const id = Number(raw);
    if (!known.includes(id)) return { ok: false, code: 'UNKNOWN_METHOD' };
    ids.add(id);
  }
  if (ids.size === 0) return { ok: false, code: 'NO_METHOD' };
  return { ok: true, value: [...ids].sort((a, b) => a - b) };
}

/** A bank's months as typed ("3, 6, 12"): whole numbers 1 to 48, each once, ascending. */
export function checkInstallmentMonths(
  text: string,
): { ok: true; value: number[] } | { ok: false; code: PaymentSettingRefusal } {
  const parts = text
    .split(/[,\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 12) return { ok: false, code: 'INVALID_MONTHS' };
  const months = new Set<number>();
  for (const part of parts) {
    if (!/^\d{1,2}$/.test(part)) return { ok: false, code: 'INVALID_MONTHS' };
    const n = Number(part);
    if (n < 1 || n > INSTALLMENT_MONTHS_MAX || months.has(n))
      return { ok: false, code: 'INVALID_MONTHS' };
    months.add(n);
  }
  return { ok: true, value: [...months].sort((a, b) => a - b) };
}

/** SPEC §3 bank description, in every language, naming its months. */
export function installmentDescription(months: readonly number[]): {
  es: string;
  en: string;
  pt: string;
} {
  const list = months.join(', ');
  return {
    es: `Meses sin intereses con tarjetas de crédito participantes: ${list}.`,
    en: `Interest-free months with participating credit cards: ${list}.`,
    pt: `Parcelamento sem juros com cartões de crédito participantes: ${list}.`,
  };
}
