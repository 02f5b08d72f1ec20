import { parkLocale, type Locale } from '@/i18n/paths';

/** Lowest nightly rate of a hotel, for "from" prices. */
export function lowestRate(rooms: { baseRateUsdCents: number }[]): number | undefined {
  if (rooms.length === 0) return undefined;
  return Math.min(...rooms.map((r) => r.baseRateUsdCents));
}

/**
 * How the ISO weekdays a slot runs (1 = Monday … 7 = Sunday) read, without words: every day,
 * a run of three days or more (Monday to Saturday), or the days one by one. The page names
 * the days in its language (Intl) and says "daily" and "to" from the message catalogue.
 */
export type WeekdaySpan =
  | { kind: 'daily' }
  | { kind: 'range'; first: number; last: number }
  | { kind: 'days'; days: number[] };

export function weekdaySpan(weekdays: readonly number[]): WeekdaySpan {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  if (days.length === 7) return { kind: 'daily' };
  const contiguous = days.every((d, i) => i === 0 || d === days[i - 1]! + 1);
  if (contiguous && days.length > 2) return { kind: 'range', first: days[0]!, last: days.at(-1)! };
  return { kind: 'days', days };
}

/**
 * A product's name in the page's language: es and en are stored, pt reads English as the
 * park pages do (parkLocale). Anything that shows a product name goes through here.
 */
export function productName(product: { name: { es: string; en: string } }, locale: Locale): string {
  return product.name[parkLocale(locale)];
}
