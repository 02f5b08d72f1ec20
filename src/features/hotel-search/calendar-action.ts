'use server';

import { getDb, getVisitor, moneyFormatter } from '@/server';
import { availabilityCalendar, CALENDAR_MAX_DAYS, StayError } from '@/domain/stays';
import { routing, type Locale } from '@/i18n/routing';
import { addDays } from '@/lib/dates';

export type CalendarPrice = { date: string; price: string | null };

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Nightly prices from (in the visitor's currency) and unavailable nights for the calendar,
 * `days` nights from `from`. Bad input gets an empty answer: the calendar then shows dates
 * without prices, as it does while loading.
 */
export async function loadCalendarPrices(
  hotel: string,
  from: string,
  days: number,
  locale: string,
): Promise<CalendarPrice[]> {
  if (!ISO.test(from) || !Number.isInteger(days) || days < 1 || days > CALENDAR_MAX_DAYS) return [];
  const lang: Locale = (routing.locales as readonly string[]).includes(locale)
    ? (locale as Locale)
    : routing.defaultLocale;
  try {
    const [calendar, { currency }] = await Promise.all([
      availabilityCalendar(await getDb(), {
        from,
        to: addDays(from, days),
        hotelCode: /^[A-Z]{2,6}$/.test(hotel) ? hotel : undefined,
      }),
      getVisitor(),
    ]);
    const format = moneyFormatter(currency, lang);
    return calendar.map((d) => ({
      date: d.date,
      price: d.fromUsdCents === null ? null : format(d.fromUsdCents),
    }));
  } catch (error) {
    if (error instanceof StayError) return [];
    throw error;
  }
}
