'use server';

import { getReadDb, getVisitor } from '@/server';
import { priceIn } from '@/domain/pricing';
import { availabilityCalendar, CALENDAR_MAX_DAYS, StayError } from '@/domain/stays';
import { routing, type Locale } from '@/i18n/routing';
import { addDays } from '@/lib/dates';
import { formatCompactAmount } from '@/lib/money';

/**
 * A night's price from (a one-night stay starting that night, after the automatic offers that
 * apply: docs/decisions/0038), short and without the currency (the calendar's legend names it);
 * `offer` when an offer is in it.
 */
export type CalendarPrice = { date: string; price: string | null; offer: boolean };
/** `maintenance`: the booking calendar is closed for maintenance (site setting). */
export type CalendarPrices = { currency: string; days: CalendarPrice[]; maintenance: boolean };

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Nightly prices from (in the visitor's currency, short enough for a day cell: "825", "3.1 M")
 * and unavailable nights for the calendar, `days` nights from `from`, with the currency's code.
 * Bad input gets no days: the calendar then shows dates without prices, as it does while
 * loading.
 */
export async function loadCalendarPrices(
  hotel: string,
  from: string,
  days: number,
  locale: string,
): Promise<CalendarPrices> {
  const { currency, chrome } = await getVisitor();
  const maintenance = chrome.calendarMaintenance;
  const none = { currency: currency.iso, days: [], maintenance };
  if (maintenance) return none;
  if (!ISO.test(from) || !Number.isInteger(days) || days < 1 || days > CALENDAR_MAX_DAYS)
    return none;
  const lang: Locale = (routing.locales as readonly string[]).includes(locale)
    ? (locale as Locale)
    : routing.defaultLocale;
  try {
    const calendar = await availabilityCalendar(await getReadDb(), {
      from,
      to: addDays(from, days),
      hotelCode: /^[A-Z]{2,6}$/.test(hotel) ? hotel : undefined,
    });
    return {
      currency: currency.iso,
      maintenance,
      days: calendar.map((d) => ({
        date: d.date,
        price:
          d.fromUsdCents === null
            ? null
            : formatCompactAmount(priceIn(currency, d.fromUsdCents).minor, currency, lang),
        offer: d.fromUsdCents !== null && d.offer !== undefined,
      })),
    };
  } catch (error) {
    if (error instanceof StayError) return none;
    throw error;
  }
}
