import type { Db } from '@/db/client';
import type { Lang2 } from '@/db/schema/types';
import type { ResortClock } from '@/lib/dates';
import { daysAhead, discounted, presalePercent, saleWindow } from './tickets.rules';
import { listPresaleRules, loadProductDays } from './tickets.repo';

/** Longest window of the visit-date calendar served at once (about three months). */
export const PRODUCT_CALENDAR_MAX_DAYS = 93;

export type ProductDay = {
  date: string;
  /** Places left per slot; a slot missing runs not that day (a closed day). */
  slots: { slotId: number; left: number }[];
  /** Bookable: a price and a slot with places. */
  available: boolean;
  /** Adult and child prices after the presale discount of buying today (USD cents). */
  adultUsdCents: number | null;
  childUsdCents: number | null;
  presalePercent: number;
  /** Why the day is closed, when it is closed with a reason (shown to visitors); absent: none. */
  closedReason?: Lang2 | null;
};

/** What the calendar needs to know of a product: its slots' start times and its transport. */
export type CalendarProduct = {
  id: number;
  transportIncluded: boolean;
  slots: readonly { id: number; startTime: string }[];
};

/**
 * Per visit date: whether it can be booked, places left per schedule slot and the price from
 * (presale applied). Today's slots leave the calendar once they have started, all of them for
 * a product whose price includes transport (saleWindow). Reads only.
 */
export async function productCalendar(
  db: Db,
  product: CalendarProduct,
  { from, to, clock }: { from: string; to: string; clock: ResortClock },
): Promise<ProductDay[]> {
  const today = clock.date;
  const starts = new Map(product.slots.map((s) => [s.id, s.startTime]));
  const [days, rules] = await Promise.all([
    loadProductDays(db, product.id, from < today ? today : from, to),
    listPresaleRules(db),
  ]);
  return days.map((day) => {
    const percent = presalePercent(rules, daysAhead(today, day.date));
    const slots = day.slots.filter(
      (s) =>
        saleWindow(
          {
            date: day.date,
            startTime: starts.get(s.slotId) ?? '00:00',
            transport: product.transportIncluded,
          },
          clock,
        ) === 'open',
    );
    return {
      date: day.date,
      slots,
      available: day.adultUsdCents !== null && slots.some((s) => s.left > 0),
      adultUsdCents: day.adultUsdCents === null ? null : discounted(day.adultUsdCents, percent),
      childUsdCents: day.childUsdCents === null ? null : discounted(day.childUsdCents, percent),
      presalePercent: percent,
      closedReason: day.closedReason,
    };
  });
}
