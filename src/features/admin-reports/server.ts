import 'server-only';
import { refundsByDay, salesByDay } from '@/domain/orders';
import { exchangeRateHistory, listCurrencies, rowsInUsd, totalsByCurrency } from '@/domain/pricing';
import { occupancyByNight, promoUse } from '@/domain/stays';
import { resortToday } from '@/lib/dates';
import { adminLocale, getDb, requireStaffPage, staffEndpoint } from '@/server';
import { csvLine } from '@/lib/csv';
import type { UsdAmount } from '@/domain/pricing';
import { reportRange, type ReportQuery } from './range';

/** What one report shows, read through the domains' own queries. */
export async function reportData(query: ReportQuery) {
  const db = await getDb();
  const today = resortToday(new Date());
  const sold = reportRange(query, 'past', today);
  const nights = reportRange({ from: query.nightsFrom, to: query.nightsTo }, 'future', today);
  const [salesRows, refundRows, occupancy, promos, currencies, rates] = await Promise.all([
    salesByDay(db, sold),
    refundsByDay(db, sold),
    occupancyByNight(db, nights),
    promoUse(db, sold),
    listCurrencies(db),
    exchangeRateHistory(db, sold.to),
  ]);
  const decimals = Object.fromEntries(currencies.map((c) => [c.iso, c.decimals])) as Record<
    string,
    number
  >;
  // Each day's amounts in US dollars at that day's rate (issue 17), one conversion for all.
  const sales = rowsInUsd(salesRows, rates, decimals);
  const refunds = rowsInUsd(refundRows, rates, decimals);
  return {
    sold,
    nights,
    sales: sales.rows,
    salesTotals: {
      usdCents: sales.totalUsdCents,
      missing: sales.missing,
      charged: totalsByCurrency(salesRows),
    },
    refunds: refunds.rows,
    refundTotals: {
      usdCents: refunds.totalUsdCents,
      missing: refunds.missing,
      charged: totalsByCurrency(refundRows),
    },
    occupancy,
    promos,
    decimals,
  };
}

/** /admin/reports/ (admin, revenue). */
export async function loadReportsPage(query: ReportQuery) {
  await requireStaffPage('reports:read', '/admin/reports/');
  return { locale: await adminLocale(), ...(await reportData(query)) };
}

type Totals = Awaited<ReturnType<typeof reportData>>['salesTotals'];

/**
 * The CSV's closing lines: one total per currency charged, then the total in US dollars (and
 * how many rows had no rate, which it leaves out). `currencyColumn` is the
 * currency's column (from 0); the amount follows two columns later, the dollars last.
 */
function totalLines(
  totals: Totals,
  currencyColumn: number,
  amount: (minor: number, iso: string) => string,
): (string | number)[][] {
  const pad = (n: number) => Array.from({ length: n }, () => '');
  return [
    ...totals.charged.map((c) => [
      'total',
      ...pad(currencyColumn - 1),
      c.currencyIso,
      '',
      amount(c.amountMinor, c.currencyIso),
      '',
      '',
    ]),
    [
      'total',
      ...pad(currencyColumn - 1),
      'USD',
      '',
      '',
      totals.missing ? `${totals.missing} without rate` : '',
      amount(totals.usdCents, 'USD'),
    ],
  ];
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
    // No rate on or before the day: the cell says so instead of a made-up figure.
    const usd = (u: UsdAmount) => (u.ok ? amount(u.usdCents, 'USD') : 'no rate');
    const rate = (u: UsdAmount) => (u.ok ? u.rate : '');
    const rows: (string | number)[][] =
      name === 'sales'
        ? [
            ['day', 'kind', 'currency', 'orders', 'amount', 'usd_rate', 'amount_usd'],
            ...data.sales.map((s) => [
              s.day,
              s.kind,
              s.currencyIso,
              s.orders,
              amount(s.amountMinor, s.currencyIso),
              rate(s.usd),
              usd(s.usd),
            ]),
            ...totalLines(data.salesTotals, 2, amount),
          ]
        : name === 'refunds'
          ? [
              ['day', 'currency', 'refunds', 'amount', 'usd_rate', 'amount_usd'],
              ...data.refunds.map((r) => [
                r.day,
                r.currencyIso,
                r.refunds,
                amount(r.amountMinor, r.currencyIso),
                rate(r.usd),
                usd(r.usd),
              ]),
              ...totalLines(data.refundTotals, 1, amount),
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
