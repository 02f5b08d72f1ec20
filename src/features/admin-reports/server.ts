import 'server-only';
import { z } from 'zod';
import { refundsByDay, salesByDay } from '@/domain/orders';
import { listCurrencies } from '@/domain/pricing';
import { occupancyByNight, promoUse } from '@/domain/stays';
import { addDays, resortToday } from '@/lib/dates';
import { adminLocale, getDb, requireStaffPage, staffEndpoint } from '@/server';
import { toCsv } from './csv';

/** The longest range a report covers: a year and a day. */
export const REPORT_MAX_DAYS = 366;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

type Query = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;
const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The report's range from the query: [from, to] in resort days, by default the last 30 days for
 * what was sold and the next 30 nights for occupancy; a range upside down or over a year is
 * brought back to one that is not.
 */
export function reportRange(
  query: Query,
  kind: 'past' | 'future',
  today: string,
): { from: string; to: string } {
  // A real calendar day, or nothing (2027-02-30 is not one).
  const parse = (v: string | undefined) =>
    v !== undefined &&
    isoDate.safeParse(v).success &&
    !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
    new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v
      ? v
      : undefined;
  const fallback =
    kind === 'past'
      ? { from: addDays(today, -29), to: today }
      : { from: today, to: addDays(today, 29) };
  let from = parse(first(query.from)) ?? fallback.from;
  let to = parse(first(query.to)) ?? fallback.to;
  if (days(from, to) < 0) [from, to] = [to, from];
  if (days(from, to) >= REPORT_MAX_DAYS) to = addDays(from, REPORT_MAX_DAYS - 1);
  return { from, to };
}

/** What one report shows, read through the domains' own queries. */
export async function reportData(query: Query) {
  const db = await getDb();
  const today = resortToday(new Date());
  const sold = reportRange(query, 'past', today);
  const nights = reportRange({ from: query.nightsFrom, to: query.nightsTo }, 'future', today);
  const [sales, refunds, occupancy, promos, currencies] = await Promise.all([
    salesByDay(db, sold),
    refundsByDay(db, sold),
    occupancyByNight(db, nights),
    promoUse(db, sold),
    listCurrencies(db),
  ]);
  return {
    sold,
    nights,
    sales,
    refunds,
    occupancy,
    promos,
    decimals: Object.fromEntries(currencies.map((c) => [c.iso, c.decimals])) as Record<
      string,
      number
    >,
  };
}

/** /admin/reports/ (admin, revenue). */
export async function loadReportsPage(query: Query) {
  await requireStaffPage('reports:read', '/admin/reports/');
  return { locale: await adminLocale(), ...(await reportData(query)) };
}

const REPORTS = ['sales', 'refunds', 'promos', 'occupancy'] as const;

/** GET /api/admin/v1/reports/{sales|refunds|promos|occupancy}.csv: a report as CSV. */
export const reportCsvEndpoint = staffEndpoint(
  'reports:read',
  async (_check, request: Request, context: { params: Promise<{ report: string }> }) => {
    const { report } = await context.params;
    const name = report.replace(/\.csv$/, '');
    if (!report.endsWith('.csv') || !(REPORTS as readonly string[]).includes(name))
      return Response.json({ error: { code: 'NOT_FOUND' } }, { status: 404 });
    const search = new URL(request.url).searchParams;
    const data = await reportData(Object.fromEntries(search.entries()));
    const amount = (minor: number, iso: string) =>
      (minor / 10 ** (data.decimals[iso] ?? 2)).toFixed(data.decimals[iso] ?? 2);
    const rows: (string | number)[][] =
      name === 'sales'
        ? [
            ['day', 'kind', 'currency', 'orders', 'amount'],
            ...data.sales.map((s) => [
              s.day,
              s.kind,
              s.currencyIso,
              s.orders,
              amount(s.amountMinor, s.currencyIso),
            ]),
          ]
        : name === 'refunds'
          ? [
              ['day', 'currency', 'refunds', 'amount'],
              ...data.refunds.map((r) => [
                r.day,
                r.currencyIso,
                r.refunds,
                amount(r.amountMinor, r.currencyIso),
              ]),
            ]
          : name === 'promos'
            ? [
                ['code', 'bookings', 'discount_usd'],
                ...data.promos.map((p) => [p.code, p.bookings, amount(p.discountUsdCents, 'USD')]),
              ]
            : [
                ['hotel', 'night', 'rooms', 'sold', 'held'],
                ...data.occupancy.map((n) => [n.hotelCode, n.date, n.rooms, n.sold, n.held]),
              ];
    const range = name === 'occupancy' ? data.nights : data.sold;
    return new Response(toCsv(rows), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}-${range.from}-${range.to}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  },
);
