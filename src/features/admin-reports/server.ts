import 'server-only';
import { refundsByDay, salesByDay } from '@/domain/orders';
import { listCurrencies } from '@/domain/pricing';
import { occupancyByNight, promoUse } from '@/domain/stays';
import { resortToday } from '@/lib/dates';
import { adminLocale, getDb, requireStaffPage, staffEndpoint } from '@/server';
import { csvLine } from '@/lib/csv';
import { reportRange, type ReportQuery } from './range';

/** What one report shows, read through the domains' own queries. */
export async function reportData(query: ReportQuery) {
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
export async function loadReportsPage(query: ReportQuery) {
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
    return new Response(rows.map(csvLine).join(''), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}-${range.from}-${range.to}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  },
);
