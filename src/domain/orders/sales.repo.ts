import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orders, refunds } from '@/db/schema';
import { addDays, resortMidnight } from '@/lib/dates';

/** A day of sales in the resort's calendar, per kind of sale and currency charged. */
export type SalesDay = {
  day: string;
  kind: 'hotel' | 'park';
  currencyIso: string;
  orders: number;
  amountMinor: number;
};

/** A day of refunds given back, per currency. */
export type RefundsDay = { day: string; currencyIso: string; refunds: number; amountMinor: number };

const nextDay = (day: string) => addDays(day, 1);

/**
 * Paid sales per resort day in [from, to] (inclusive): orders paid that day, whatever became
 * of them later (a refund is reported on the day it is given, in `refundsByDay`).
 */
export async function salesByDay(db: Db, range: { from: string; to: string }): Promise<SalesDay[]> {
  const day = sql<string>`to_char(${orders.paidAt} AT TIME ZONE 'America/Cancun', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      kind: orders.kind,
      currencyIso: orders.currencyIso,
      orders: sql<number>`count(*)::int`,
      amountMinor: sql<string>`sum(${orders.amountMinor})`,
    })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['paid', 'refunded']),
        gte(orders.paidAt, resortMidnight(range.from)),
        lt(orders.paidAt, resortMidnight(nextDay(range.to))),
      ),
    )
    .groupBy(day, orders.kind, orders.currencyIso)
    .orderBy(day, orders.kind, orders.currencyIso);
  return rows.map((r) => ({ ...r, orders: Number(r.orders), amountMinor: Number(r.amountMinor) }));
}

/** Refunds given back (completed) per resort day in [from, to], per currency. */
export async function refundsByDay(
  db: Db,
  range: { from: string; to: string },
): Promise<RefundsDay[]> {
  const day = sql<string>`to_char(${refunds.createdAt} AT TIME ZONE 'America/Cancun', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      currencyIso: refunds.currencyIso,
      refunds: sql<number>`count(*)::int`,
      amountMinor: sql<string>`sum(${refunds.amountMinor})`,
    })
    .from(refunds)
    .where(
      and(
        inArray(refunds.status, ['refunded']),
        gte(refunds.createdAt, resortMidnight(range.from)),
        lt(refunds.createdAt, resortMidnight(nextDay(range.to))),
      ),
    )
    .groupBy(day, refunds.currencyIso)
    .orderBy(day, refunds.currencyIso);
  return rows.map((r) => ({
    ...r,
    refunds: Number(r.refunds),
    amountMinor: Number(r.amountMinor),
  }));
}
