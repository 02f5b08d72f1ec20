import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** Rooms and rates are on sale this many days ahead (18 months). */
export const SALE_HORIZON_DAYS = 550;

/**
 * Opens room-nights and nightly rates from `from` for `days` days, keeping what exists (so a
 * daily run extends the horizon without touching sold stock). Seasons of the demo:
 * holiday (20 Dec - 3 Jan, Easter fortnight, 25 Jul - 10 Aug), high (4 Jan - 30 Apr,
 * 1 Jul - 24 Jul, 11-20 Aug, 1-19 Dec), shoulder (May, 21-31 Aug, November), low (the rest);
 * Friday and Saturday nights cost 5% more.
 */
export async function openInventory(db: Db, from: string, days = SALE_HORIZON_DAYS): Promise<void> {
  await db.execute(sql`
    INSERT INTO room_inventory (room_type_id, date, total)
    SELECT rt.id, d::date, rt.total_rooms
    FROM room_types rt
    CROSS JOIN generate_series(${from}::date, ${from}::date + ${days}::int, interval '1 day') AS d
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO room_rates (room_type_id, date, base_usd_cents, extra_adult_usd_cents, child_usd_cents, single_per_mille, season)
    SELECT id, day,
      round(base_rate_usd_cents * factor * CASE WHEN extract(isodow FROM day) IN (5, 6) THEN 1.05 ELSE 1 END)::int,
      round(base_rate_usd_cents * factor * 0.30)::int,
      round(base_rate_usd_cents * factor * 0.15)::int,
      850,
      season
    FROM (
      SELECT rt.id, rt.base_rate_usd_cents, d::date AS day, s.season,
        CASE s.season WHEN 'holiday' THEN 1.45 WHEN 'high' THEN 1.25 WHEN 'shoulder' THEN 1.10 ELSE 1.00 END AS factor
      FROM room_types rt
      CROSS JOIN generate_series(${from}::date, ${from}::date + ${days}::int, interval '1 day') AS d
      CROSS JOIN LATERAL (
        SELECT CASE
          WHEN to_char(d, 'MM-DD') >= '12-20' OR to_char(d, 'MM-DD') <= '01-03' THEN 'holiday'
          WHEN to_char(d, 'MM-DD') BETWEEN '03-28' AND '04-11' THEN 'holiday'
          WHEN to_char(d, 'MM-DD') BETWEEN '07-25' AND '08-10' THEN 'holiday'
          WHEN to_char(d, 'MM-DD') BETWEEN '01-04' AND '04-30'
            OR to_char(d, 'MM-DD') BETWEEN '07-01' AND '07-24'
            OR to_char(d, 'MM-DD') BETWEEN '08-11' AND '08-20'
            OR to_char(d, 'MM-DD') BETWEEN '12-01' AND '12-19' THEN 'high'
          WHEN to_char(d, 'MM') IN ('05', '11') OR to_char(d, 'MM-DD') BETWEEN '08-21' AND '08-31' THEN 'shoulder'
          ELSE 'low'
        END AS season
      ) s
    ) priced
    ON CONFLICT DO NOTHING`);
}
