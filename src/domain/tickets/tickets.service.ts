import type { Db } from '@/db/client';
import { daysAhead, discounted, presalePercent } from './tickets.rules';
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
};

/**
 * Per visit date: whether it can be booked, places left per schedule slot and the price from
 * (presale applied). Reads only.
 */
export async function productCalendar(
  db: Db,
  productId: number,
  { from, to, today }: { from: string; to: string; today: string },
): Promise<ProductDay[]> {
  const [days, rules] = await Promise.all([
    loadProductDays(db, productId, from < today ? today : from, to),
    listPresaleRules(db),
  ]);
  return days.map((day) => {
    const percent = presalePercent(rules, daysAhead(today, day.date));
    return {
      date: day.date,
      slots: day.slots,
      available: day.adultUsdCents !== null && day.slots.some((s) => s.left > 0),
      adultUsdCents: day.adultUsdCents === null ? null : discounted(day.adultUsdCents, percent),
      childUsdCents: day.childUsdCents === null ? null : discounted(day.childUsdCents, percent),
      presalePercent: percent,
    };
  });
}
