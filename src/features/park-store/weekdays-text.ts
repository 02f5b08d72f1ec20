import type { WeekdaySpan } from '@/domain/catalog';
import { weekdayName } from '@/lib/dates';

/** The two messages a weekday span needs (namespace `parks`: `weekdaysDaily`, `weekdaysRange`). */
export type WeekdayWords = {
  daily: () => string;
  range: (first: string, last: string) => string;
};

/**
 * "Monday to Saturday", "Tuesday and Thursday", "Daily": the days named by Intl in `locale`,
 * the words around them from the catalogue, the first letter capitalized.
 */
export function weekdaysText(span: WeekdaySpan, locale: string, words: WeekdayWords): string {
  const name = (day: number) => weekdayName(day, locale);
  const text =
    span.kind === 'daily'
      ? words.daily()
      : span.kind === 'range'
        ? words.range(name(span.first), name(span.last))
        : new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(
            span.days.map(name),
          );
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
