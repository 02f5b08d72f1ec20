/**
 * Intl formatters built once per set of options and reused. Building one costs far more than
 * using it (the locale data is resolved on construction): a results page formats some sixty
 * prices, and profiling it showed `new Intl.NumberFormat` as its hottest function. Formatters
 * are immutable, so sharing them across requests changes nothing but the time.
 */
const MAX_ENTRIES = 500;

function cached<T>(store: Map<string, T>, key: string, build: () => T): T {
  let value = store.get(key);
  if (value === undefined) {
    // Options come from code and a handful of currencies: the bound only guards against misuse.
    if (store.size >= MAX_ENTRIES) store.clear();
    value = build();
    store.set(key, value);
  }
  return value;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions) {
  return cached(
    numberFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  return cached(
    dateTimeFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}
