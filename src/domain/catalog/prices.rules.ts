type Lang2 = { es: string; en: string };

/** The highest price staff may type for a ticket or a complement: 100,000 USD. */
export const MAX_PRICE_USD_CENTS = 10_000_000;
/** A complement's name, per language. */
export const NAME_MAX = 80;
/** A new complement's one-line description, per language. */
export const SUBTITLE_MAX = 200;

export type CatalogPriceRefusal =
  'INVALID_PRICE' | 'CHILD_ABOVE_ADULT' | 'INVALID_NAME' | 'INVALID_CODE' | 'INVALID_SUBTITLE';

type Checked<T> = { ok: true; value: T } | { ok: false; code: CatalogPriceRefusal };

const isPrice = (cents: unknown, min: number): cents is number =>
  typeof cents === 'number' &&
  Number.isInteger(cents) &&
  cents >= min &&
  cents <= MAX_PRICE_USD_CENTS;

/** A text a visitor reads: trimmed, 1..max characters, no control characters nor markup. */
function text(value: unknown, max: number, required = true): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length > max || /[\u0000-\u001f\u007f<>]/.test(trimmed)) return null;
  if (required && trimmed.length === 0) return null;
  return trimmed;
}

export type OpenTicketPrices = { adultUsdCents: number; childUsdCents: number };

/** Open-ticket prices: an adult 1 cent..100,000 USD, a child 0..the adult's. */
export function checkOpenTicketPrices(input: {
  adultUsdCents: unknown;
  childUsdCents: unknown;
}): Checked<OpenTicketPrices> {
  const { adultUsdCents, childUsdCents } = input;
  if (!isPrice(adultUsdCents, 1) || !isPrice(childUsdCents, 0))
    return { ok: false, code: 'INVALID_PRICE' };
  if (childUsdCents > adultUsdCents) return { ok: false, code: 'CHILD_ABOVE_ADULT' };
  return { ok: true, value: { adultUsdCents, childUsdCents } };
}

export type ComplementEdit = { name: Lang2; priceUsdCents: number; onSale: boolean };

/** A complement's name (es required, en falls back to it), its price and whether it is sold. */
export function checkComplementEdit(input: {
  name: { es: unknown; en: unknown };
  priceUsdCents: unknown;
  onSale: unknown;
}): Checked<ComplementEdit> {
  const es = text(input.name.es, NAME_MAX);
  const en = text(input.name.en, NAME_MAX, false);
  if (es === null || en === null) return { ok: false, code: 'INVALID_NAME' };
  if (!isPrice(input.priceUsdCents, 0)) return { ok: false, code: 'INVALID_PRICE' };
  return {
    ok: true,
    value: {
      name: { es, en: en || es },
      priceUsdCents: input.priceUsdCents,
      onSale: input.onSale === true,
    },
  };
}

export type NewComplement = ComplementEdit & { code: string; subtitle: Lang2 };

/** A new complement: a code (XC-UPG-PLUS: capitals, digits, dashes), name, price, a subtitle. */
export function checkNewComplement(input: {
  code: unknown;
  name: { es: unknown; en: unknown };
  subtitle: { es: unknown; en: unknown };
  priceUsdCents: unknown;
}): Checked<NewComplement> {
  const code = typeof input.code === 'string' ? input.code.trim().toUpperCase() : '';
  if (!/^[A-Z0-9][A-Z0-9-]{1,39}$/.test(code)) return { ok: false, code: 'INVALID_CODE' };
  const edit = checkComplementEdit({ ...input, onSale: true });
  if (!edit.ok) return edit;
  const es = text(input.subtitle.es, SUBTITLE_MAX, false);
  const en = text(input.subtitle.en, SUBTITLE_MAX, false);
  if (es === null || en === null) return { ok: false, code: 'INVALID_SUBTITLE' };
  return { ok: true, value: { ...edit.value, code, subtitle: { es, en: en || es } } };
}
