import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** Rooms and rates are on sale this many days ahead (18 months). */
export const SALE_HORIZON_DAYS = 550;

/**
 * Opens room-nights and nightly rates from `from` for `days` days, keeping what exists (so a
 * daily run extends the horizon without touching sold stock). Rates come from each hotel's
 * seasons (hotel_seasons, docs/decisions/0038): nights no season covers yet get the demo's
 * seasons first — holiday (20 Dec - 3 Jan, Easter fortnight, 25 Jul - 10 Aug), high
 * (4 Jan - 30 Apr, 1 Jul - 24 Jul, 11-20 Aug, 1-19 Dec), shoulder (May, 21-31 Aug, November),
 * low (the rest), factors 1.45 / 1.25 / 1.10 / 1.00 of the room type's base rate. Friday and
 * Saturday nights cost 5% more. The same arithmetic as `seasonRate` (domain/stays
 * seasons.rules.ts), which a season change uses to reprice nights.
 */
export async function openInventory(db: Db, from: string, days = SALE_HORIZON_DAYS): Promise<void> {
  await db.execute(sql`
    INSERT INTO room_inventory (room_type_id, date, total)
    SELECT rt.id, d::date, rt.total_rooms
    FROM room_types rt
    CROSS JOIN generate_series(${from}::date, ${from}::date + ${days}::int, interval '1 day') AS d
    ON CONFLICT DO NOTHING`);
  // The nights no season of a hotel covers, grouped into runs of one kind (gaps and islands).
  const runs = sql`
    SELECT hotel_id, season, min(day) AS start_date, max(day) AS end_date,
      CASE season WHEN 'holiday' THEN 1450 WHEN 'high' THEN 1250 WHEN 'shoulder' THEN 1100 ELSE 1000 END AS factor
    FROM (
      SELECT hotel_id, day, season,
        day - (row_number() OVER (PARTITION BY hotel_id, season ORDER BY day))::int AS run
      FROM (
        SELECT h.id AS hotel_id, d::date AS day,
          CASE
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
        FROM hotels h
        CROSS JOIN generate_series(${from}::date, ${from}::date + ${days}::int, interval '1 day') AS d
        WHERE NOT EXISTS (
          SELECT 1 FROM hotel_seasons s
          WHERE s.hotel_id = h.id AND d::date BETWEEN s.start_date AND s.end_date)
      ) nights
    ) runs
    GROUP BY hotel_id, season, run`;
  // A daily run extends the season that ends the day before when it is the same kind at the
  // demo's factor (rather than adding a one-night season each day), then adds the rest.
  await db.execute(sql`
    UPDATE hotel_seasons AS s SET end_date = r.end_date
    FROM (${runs}) AS r
    WHERE s.hotel_id = r.hotel_id AND s.end_date + 1 = r.start_date
      AND s.kind = r.season AND s.factor_per_mille = r.factor`);
  await db.execute(sql`
    INSERT INTO hotel_seasons (hotel_id, name, kind, start_date, end_date, factor_per_mille)
    SELECT hotel_id,
      CASE season WHEN 'holiday' THEN 'Festiva' WHEN 'high' THEN 'Alta'
        WHEN 'shoulder' THEN 'Media' ELSE 'Baja' END || ' ' || extract(year FROM start_date)::int,
      season, start_date, end_date, factor
    FROM (${runs}) AS r`);
  await db.execute(sql`
    INSERT INTO room_rates (room_type_id, date, base_usd_cents, extra_adult_usd_cents, child_usd_cents, single_per_mille, season)
    SELECT rt.id, d::date,
      round(rt.base_rate_usd_cents::numeric * coalesce(s.factor_per_mille, 1000)
        * CASE WHEN extract(isodow FROM d) IN (5, 6) THEN 1050 ELSE 1000 END / 1000000.0)::int,
      round(rt.base_rate_usd_cents::numeric * coalesce(s.factor_per_mille, 1000) * 300 / 1000000.0)::int,
      round(rt.base_rate_usd_cents::numeric * coalesce(s.factor_per_mille, 1000) * 150 / 1000000.0)::int,
      850,
      coalesce(s.kind, 'low')
    FROM room_types rt
    CROSS JOIN generate_series(${from}::date, ${from}::date + ${days}::int, interval '1 day') AS d
    LEFT JOIN hotel_seasons s
      ON s.hotel_id = rt.hotel_id AND d::date BETWEEN s.start_date AND s.end_date
    ON CONFLICT DO NOTHING`);
}
