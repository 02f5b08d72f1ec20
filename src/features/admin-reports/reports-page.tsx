import { getTranslations } from 'next-intl/server';
import { addDays } from '@/lib/dates';
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
  const money = (minor: number, iso: string) =>
    formatMoney(minor, { iso, decimals: decimals[iso] ?? 2 }, locale);
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

      <section aria-labelledby="report-sales" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="report-sales" className="text-xl font-semibold text-jungle">
            {t('sales.title')}
          </h2>
          {download('sales')}
        </div>
        <BarChart
          caption={t('sales.chart')}
          bars={[...ordersPerDay].map(([day, value]) => ({ label: day, value }))}
        />
        {sales.length === 0 ? (
          <p className="text-sm text-muted">{t('empty')}</p>
        ) : (
          <div className="overflow-x-auto rounded border border-jungle/20 bg-white">
            <table className="w-full text-sm" aria-labelledby="report-sales">
              <thead className="bg-sand/60 text-xs uppercase">
                <tr>
                  <th scope="col" className={head}>
                    {t('columns.day')}
                  </th>
                  <th scope="col" className={head}>
                    {t('columns.kind')}
                  </th>
                  <th scope="col" className={head}>
                    {t('columns.orders')}
                  </th>
                  <th scope="col" className={head}>
                    {t('columns.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sales.map((s) => (
                  <tr key={`${s.day}-${s.kind}-${s.currencyIso}`} data-testid="sales-row">
                    <td className={cell}>{s.day}</td>
                    <td className={cell}>{t(`kinds.${s.kind}`)}</td>
                    <td className={`${cell} tabular-nums`}>{s.orders}</td>
                    <td className={`${cell} tabular-nums`}>
                      {money(s.amountMinor, s.currencyIso)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="report-refunds" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="report-refunds" className="text-xl font-semibold text-jungle">
            {t('refunds.title')}
          </h2>
          {download('refunds')}
        </div>
        {refunds.length === 0 ? (
          <p className="text-sm text-muted">{t('empty')}</p>
        ) : (
          <div className="overflow-x-auto rounded border border-jungle/20 bg-white">
            <table className="w-full text-sm" aria-labelledby="report-refunds">
              <thead className="bg-sand/60 text-xs uppercase">
                <tr>
                  <th scope="col" className={head}>
                    {t('columns.day')}
                  </th>
                  <th scope="col" className={head}>
                    {t('columns.refunds')}
                  </th>
                  <th scope="col" className={head}>
                    {t('columns.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {refunds.map((r) => (
                  <tr key={`${r.day}-${r.currencyIso}`}>
                    <td className={cell}>{r.day}</td>
                    <td className={`${cell} tabular-nums`}>{r.refunds}</td>
                    <td className={`${cell} tabular-nums`}>
                      {money(r.amountMinor, r.currencyIso)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="report-promos" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="report-promos" className="text-xl font-semibold text-jungle">
            {t('promos.title')}
          </h2>
          {download('promos')}
        </div>
        {promos.length === 0 ? (
          <p className="text-sm text-muted">{t('empty')}</p>
        ) : (
          <div className="overflow-x-auto rounded border border-jungle/20 bg-white">
            <table className="w-full text-sm" aria-labelledby="report-promos">
              <thead className="bg-sand/60 text-xs uppercase">
                <tr>
                  <th scope="col" className={head}>
                    {t('columns.code')}
                  </th>
                  <th scope="col" className={head}>
                    {t('columns.bookings')}
                  </th>
                  <th scope="col" className={head}>
                    {t('columns.discount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {promos.map((p) => (
                  <tr key={p.code}>
                    <td className={`${cell} font-mono`}>{p.code}</td>
                    <td className={`${cell} tabular-nums`}>{p.bookings}</td>
                    <td className={`${cell} tabular-nums`}>{money(p.discountUsdCents, 'USD')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="report-occupancy" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="report-occupancy" className="text-xl font-semibold text-jungle">
            {t('occupancy.title')}
          </h2>
          {download('occupancy')}
        </div>
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
                <div className="overflow-x-auto">
                  <table className="mt-2 w-full text-sm">
                    <thead className="bg-sand/60 text-xs uppercase">
                      <tr>
                        <th scope="col" className={head}>
                          {t('columns.night')}
                        </th>
                        <th scope="col" className={head}>
                          {t('columns.rooms')}
                        </th>
                        <th scope="col" className={head}>
                          {t('columns.sold')}
                        </th>
                        <th scope="col" className={head}>
                          {t('columns.held')}
                        </th>
                        <th scope="col" className={head}>
                          {t('columns.occupancy')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((n) => (
                        <tr key={n.date} data-testid={`occupancy-${hotel}`}>
                          <td className={cell}>{n.date}</td>
                          <td className={`${cell} tabular-nums`}>{n.rooms}</td>
                          <td className={`${cell} tabular-nums`}>{n.sold}</td>
                          <td className={`${cell} tabular-nums`}>{n.held}</td>
                          <td className={`${cell} tabular-nums`}>{percent(n.sold, n.rooms)} %</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </div>
          );
        })}
      </section>
    </section>
  );
}
