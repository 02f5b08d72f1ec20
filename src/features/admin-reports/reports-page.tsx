import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { addDays } from '@/lib/dates';
import type { UsdAmount } from '@/domain/pricing';
import { formatMoney } from '@/lib/money';
import { BarChart } from './bar-chart';
import type { loadReportsPage } from './server';

type Props = Awaited<ReturnType<typeof loadReportsPage>>;

const cell = 'border-b border-jungle/10 px-2 py-1.5 align-top';
const head = 'px-2 py-2 text-left font-semibold';
const field =
  'mt-1 block rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon';

/** /admin/reports/: sales, refunds, promotional codes and occupancy, with their CSV files. */
export async function ReportsPage(props: Props) {
  const { locale, sold, nights, sales, refunds, occupancy, promos, decimals } = props;
  const t = await getTranslations({ locale, namespace: 'admin.reports' });
  const tu = await getTranslations({ locale, namespace: 'adminReportsUsd' });
  const money = (minor: number, iso: string) =>
    formatMoney(minor, { iso, decimals: decimals[iso] ?? 2 }, locale);
  // A day without any rate entered on or before it says so rather than guessing.
  const usd = (u: UsdAmount) =>
    u.ok ? money(u.usdCents, 'USD') : <span className="text-sm text-muted">{tu('noRate')}</span>;
  const totals = (of: Props['salesTotals']) => (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {of.charged.map((c) => (
        <div key={c.currencyIso} className="contents">
          <dt className="text-muted">{tu('totalIn', { currency: c.currencyIso })}</dt>
          <dd className="tabular-nums">{money(c.amountMinor, c.currencyIso)}</dd>
        </div>
      ))}
      <dt className="font-semibold">{tu('totalUsd')}</dt>
      <dd className="font-semibold tabular-nums">
        {money(of.usdCents, 'USD')}
        {of.missing > 0 && (
          <span className="ml-2 font-normal text-muted">
            {tu('missing', { count: of.missing })}
          </span>
        )}
      </dd>
    </dl>
  );
  const csv = (name: string) =>
    `/api/admin/v1/reports/${name}.csv?from=${sold.from}&to=${sold.to}&nightsFrom=${nights.from}&nightsTo=${nights.to}`;
  const download = (name: 'sales' | 'refunds' | 'promos' | 'occupancy') => (
    <a className="text-sm font-semibold text-jungle underline" href={csv(name)}>
      {t('csv')} <span className="sr-only">{t(`${name}.title`)}</span>
    </a>
  );
  // Every day of the range has its bar, an empty day too.
  const ordersPerDay = new Map<string, number>();
  for (let day = sold.from; day <= sold.to; day = addDays(day, 1)) ordersPerDay.set(day, 0);
  for (const s of sales) ordersPerDay.set(s.day, (ordersPerDay.get(s.day) ?? 0) + s.orders);
  const hotels = [...new Set(occupancy.map((n) => n.hotelCode))];
  const percent = (sold: number, rooms: number) =>
    rooms > 0 ? Math.round((sold / rooms) * 100) : 0;

  return (
    <section className="space-y-8">
      <title>{t('title')}</title>
      <div>
        <h1 className="text-2xl font-semibold text-jungle">{t('title')}</h1>
        <p className="mt-2 text-sm text-muted">{t('intro')}</p>
        <p className="mt-1 text-sm text-muted">{tu('intro')}</p>
      </div>
      <form
        method="get"
        className="grid gap-3 rounded border border-jungle/20 bg-white p-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <label className="text-sm font-medium">
          {t('soldFrom')}
          <input type="date" name="from" defaultValue={sold.from} className={field} />
        </label>
        <label className="text-sm font-medium">
          {t('soldTo')}
          <input type="date" name="to" defaultValue={sold.to} className={field} />
        </label>
        <label className="text-sm font-medium">
          {t('nightsFrom')}
          <input type="date" name="nightsFrom" defaultValue={nights.from} className={field} />
        </label>
        <label className="text-sm font-medium">
          {t('nightsTo')}
          <input type="date" name="nightsTo" defaultValue={nights.to} className={field} />
        </label>
        <button className="rounded bg-jungle px-4 py-2 text-sm font-semibold text-white">
          {t('show')}
        </button>
      </form>

      <ReportSection id="report-sales" title={t('sales.title')} download={download('sales')}>
        <BarChart
          caption={t('sales.chart')}
          bars={[...ordersPerDay].map(([day, value]) => ({ label: day, value }))}
        />
        <ReportTable
          labelledBy="report-sales"
          empty={t('empty')}
          rowTestId="sales-row"
          columns={[
            { label: t('columns.day') },
            { label: t('columns.kind') },
            { label: t('columns.orders'), numeric: true },
            { label: t('columns.amount'), numeric: true },
            { label: tu('column'), numeric: true },
          ]}
          rows={sales.map((s) => ({
            key: `${s.day}-${s.kind}-${s.currencyIso}`,
            cells: [
              s.day,
              t(`kinds.${s.kind}`),
              s.orders,
              money(s.amountMinor, s.currencyIso),
              usd(s.usd),
            ],
          }))}
        />
        {sales.length > 0 && totals(props.salesTotals)}
      </ReportSection>

      <ReportSection id="report-refunds" title={t('refunds.title')} download={download('refunds')}>
        <ReportTable
          labelledBy="report-refunds"
          empty={t('empty')}
          columns={[
            { label: t('columns.day') },
            { label: t('columns.refunds'), numeric: true },
            { label: t('columns.amount'), numeric: true },
            { label: tu('column'), numeric: true },
          ]}
          rows={refunds.map((r) => ({
            key: `${r.day}-${r.currencyIso}`,
            cells: [r.day, r.refunds, money(r.amountMinor, r.currencyIso), usd(r.usd)],
          }))}
        />
        {refunds.length > 0 && totals(props.refundTotals)}
      </ReportSection>

      <ReportSection id="report-promos" title={t('promos.title')} download={download('promos')}>
        <ReportTable
          labelledBy="report-promos"
          empty={t('empty')}
          columns={[
            { label: t('columns.code'), mono: true },
            { label: t('columns.bookings'), numeric: true },
            { label: t('columns.discount'), numeric: true },
          ]}
          rows={promos.map((p) => ({
            key: p.code,
            cells: [p.code, p.bookings, money(p.discountUsdCents, 'USD')],
          }))}
        />
      </ReportSection>

      <ReportSection
        id="report-occupancy"
        title={t('occupancy.title')}
        download={download('occupancy')}
      >
        {hotels.map((hotel) => {
          const rows = occupancy.filter((n) => n.hotelCode === hotel);
          return (
            <div key={hotel} className="space-y-2">
              <h3 className="font-semibold text-jungle">{hotel}</h3>
              <BarChart
                caption={t('occupancy.chart', { hotel })}
                unit="%"
                max={100}
                bars={rows.map((n) => ({ label: n.date, value: percent(n.sold, n.rooms) }))}
              />
              <details className="rounded border border-jungle/20 bg-white p-2 text-sm">
                <summary className="cursor-pointer font-semibold">
                  {t('occupancy.table', { hotel })}
                </summary>
                <ReportTable
                  empty={t('empty')}
                  rowTestId={`occupancy-${hotel}`}
                  columns={[
                    { label: t('columns.night') },
                    { label: t('columns.rooms'), numeric: true },
                    { label: t('columns.sold'), numeric: true },
                    { label: t('columns.held'), numeric: true },
                    { label: t('columns.occupancy'), numeric: true },
                  ]}
                  rows={rows.map((n) => ({
                    key: n.date,
                    cells: [n.date, n.rooms, n.sold, n.held, `${percent(n.sold, n.rooms)} %`],
                  }))}
                />
              </details>
            </div>
          );
        })}
      </ReportSection>
    </section>
  );
}

/** One report: its heading, its CSV link, and what it shows. */
function ReportSection({
  id,
  title,
  download,
  children,
}: {
  id: string;
  title: string;
  download: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold text-jungle">
          {title}
        </h2>
        {download}
      </div>
      {children}
    </section>
  );
}

/** A report's table (or the words for an empty one): numbers aligned, a row test id each. */
function ReportTable({
  labelledBy,
  empty,
  rowTestId,
  columns,
  rows,
}: {
  labelledBy?: string;
  empty: string;
  rowTestId?: string;
  columns: { label: string; numeric?: boolean; mono?: boolean }[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  if (rows.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  const cellClass = (i: number) =>
    `${cell}${columns[i]?.numeric ? ' tabular-nums' : ''}${columns[i]?.mono ? ' font-mono' : ''}`;
  return (
    <div className="relative overflow-x-auto rounded border border-jungle/20 bg-white">
      <table className="w-full text-sm" aria-labelledby={labelledBy}>
        <thead className="bg-sand/60 text-xs uppercase">
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={head}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-testid={rowTestId}>
              {row.cells.map((value, i) => (
                <td key={i} className={cellClass(i)}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
