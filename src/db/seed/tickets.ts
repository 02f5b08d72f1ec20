import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** Parks and tours are on sale this many days ahead (a year). */
export const TICKET_HORIZON_DAYS = 366;

/**
 * Opens places per schedule slot and date, on the slot's weekdays only (a Sunday for a
 * Monday-to-Saturday park has no places: a closed day), and admission prices per product and
 * date, keeping what exists. Seasons of the demo: Christmas, Easter fortnight and summer
 * holidays cost 10 % more, Saturdays 5 % more; the rest is the product's list price.
 */
export async function openCapacity(
  db: Db,
  from: string,
  days = TICKET_HORIZON_DAYS,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO product_capacity (slot_id, product_id, date, total)
    SELECT s.id, s.product_id, d::date, s.capacity
    FROM product_schedule_slots s
    CROSS JOIN generate_series(${from}::date, ${from}::date + ${days}::int, interval '1 day') AS d
    WHERE s.weekdays @> to_jsonb(extract(isodow FROM d)::int)
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO product_prices (product_id, date, adult_usd_cents, child_usd_cents)
    SELECT p.id, d::date,
      round(p.adult_price_usd_cents * f.factor)::int,
      round(p.child_price_usd_cents * f.factor)::int
    FROM products p
    CROSS JOIN generate_series(${from}::date, ${from}::date + ${days}::int, interval '1 day') AS d
    CROSS JOIN LATERAL (
      SELECT CASE
        WHEN to_char(d, 'MM-DD') >= '12-20' OR to_char(d, 'MM-DD') <= '01-03'
          OR to_char(d, 'MM-DD') BETWEEN '03-28' AND '04-11'
          OR to_char(d, 'MM-DD') BETWEEN '07-15' AND '08-15' THEN 1.10
        WHEN extract(isodow FROM d) = 6 THEN 1.05
        ELSE 1.00
      END AS factor
    ) f
    ON CONFLICT DO NOTHING`);
}
