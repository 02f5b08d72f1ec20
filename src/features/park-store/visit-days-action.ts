'use server';

import { getReadDb } from '@/server';
import { findProductById } from '@/domain/catalog';
import { PRODUCT_CALENDAR_MAX_DAYS, productCalendar, type ProductDay } from '@/domain/tickets';
import { addDays, resortClock } from '@/lib/dates';

export type VisitDay = ProductDay;

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Per visit date from `from`, `days` long: bookable or not, places left per schedule slot and
 * adult and child prices after the presale discount of buying today (USD cents: the widget
 * converts them to the visitor's currency). A date missing from the answer is not on sale.
 * Bad input gets an empty answer.
 */
export async function loadVisitDays(
  productId: number,
  from: string,
  days: number,
): Promise<VisitDay[]> {
  if (
    !Number.isSafeInteger(productId) ||
    !ISO.test(from) ||
    Number.isNaN(Date.parse(`${from}T00:00:00Z`)) ||
    !Number.isInteger(days) ||
    days < 1 ||
    days > PRODUCT_CALENDAR_MAX_DAYS
  )
    return [];
  const db = await getReadDb();
  const product = await findProductById(db, productId);
  if (!product) return [];
  return productCalendar(db, product, {
    from,
    to: addDays(from, days),
    clock: resortClock(new Date()),
  });
}
