import { getTranslations } from 'next-intl/server';
import type { DeskFilter, DeskRow } from '@/domain/desk';
import type { StaffLocale } from '@/domain/staff';
import { formatMoney } from '@/lib/money';
import { DESK_STATUSES, filterQuery } from './server';

const field =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon';
const label = 'text-sm font-medium';

/** The orders desk's search: a GET form (a search is a link), the rows, the pager, the CSV. */
export async function OrdersSearch({
  locale,
  filter,
  rows,
  page,
  more,
}: {
  locale: StaffLocale;
  filter: DeskFilter;
  rows: DeskRow[];
  page: number;
  more: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'admin.orders' });
  const when = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-MX', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Cancun',
  });
  const pageLink = (n: number) => `/admin/orders/${filterQuery(filter, { page: String(n) })}`;
  return (
    <section>
      <title>{t('title')}</title>
      <h1 className="text-2xl font-semibold text-jungle">{t('title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('intro')}</p>
      <form
        method="get"
        role="search"
        aria-label={t('search.label')}
        className="mt-4 grid gap-3 rounded border border-jungle/20 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className={`${label} sm:col-span-2`}>
          {t('search.q')}
          <input
            type="search"
            name="q"
            defaultValue={filter.q}
            maxLength={100}
            autoComplete="off"
            className={field}
          />
        </label>
        <label className={label}>
          {t('search.kind')}
          <select name="kind" defaultValue={filter.kind ?? ''} className={field}>
            <option value="">{t('search.any')}</option>
            <option value="hotel">{t('kinds.hotel')}</option>
            <option value="park">{t('kinds.park')}</option>
          </select>
        </label>
        <label className={label}>
          {t('search.status')}
          <select name="status" defaultValue={filter.status ?? ''} className={field}>
            <option value="">{t('search.any')}</option>
            {DESK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('search.tripFrom')}
          <input type="date" name="tripFrom" defaultValue={filter.tripFrom} className={field} />
        </label>
        <label className={label}>
          {t('search.tripTo')}
          <input type="date" name="tripTo" defaultValue={filter.tripTo} className={field} />
        </label>
        <label className={label}>
          {t('search.createdFrom')}
          <input
            type="date"
            name="createdFrom"
            defaultValue={filter.createdFrom}
            className={field}
          />
        </label>
        <label className={label}>
          {t('search.createdTo')}
          <input type="date" name="createdTo" defaultValue={filter.createdTo} className={field} />
        </label>
        <label className={label}>
          {t('search.sort')}
          <select name="sort" defaultValue={filter.sort ?? 'created-desc'} className={field}>
            <option value="created-desc">{t('sorts.created-desc')}</option>
            <option value="created-asc">{t('sorts.created-asc')}</option>
          </select>
        </label>
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-3">
          <button className="rounded bg-jungle px-4 py-2 text-sm font-medium text-white hover:bg-jungle-700">
            {t('search.submit')}
          </button>
          <a
            href={`/api/admin/v1/orders.csv${filterQuery(filter)}`}
            className="rounded px-2 py-2 text-sm font-medium text-lagoon-800 underline"
            download
          >
            {t('search.csv')}
          </a>
        </div>
      </form>
      {rows.length === 0 ? (
        <p className="mt-4 text-muted">{t('search.empty')}</p>
      ) : (
        <div className="relative mt-4 overflow-x-auto rounded border border-jungle/20 bg-white">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t('table.caption')}</caption>
            <thead className="bg-sand">
              <tr>
                {(['reference', 'guest', 'trip', 'status', 'amount', 'created'] as const).map(
                  (h) => (
                    <th key={h} scope="col" className="px-2 py-1 whitespace-nowrap">
                      {t(`table.${h}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.reference}
                  className="border-t border-jungle/10 align-top"
                  data-order={row.reference}
                >
                  <td className="px-2 py-1">
                    <a
                      href={`/admin/orders/${encodeURIComponent(row.reference)}/`}
                      className="font-medium whitespace-nowrap text-lagoon-800 underline"
                    >
                      {row.reference}
                    </a>
                    <span className="block text-xs text-muted">
                      {t(`kinds.${row.kind}`)}
                      {row.booking
                        ? ` · ${t('table.booking', { reference: row.booking.reference })}`
                        : ''}
                    </span>
                  </td>
                  <td className="px-2 py-1">
                    {row.buyer.name}
                    <span className="block text-xs break-all text-muted">{row.buyer.email}</span>
                  </td>
                  <td className="px-2 py-1 whitespace-nowrap">
                    {row.trip ? `${row.trip.from} → ${row.trip.to}` : '—'}
                    {row.booking ? (
                      <span className="block text-xs text-muted">{row.booking.hotelName}</span>
                    ) : null}
                  </td>
                  <td className="px-2 py-1">{t(`statuses.${row.status}`)}</td>
                  <td className="px-2 py-1 whitespace-nowrap">
                    {formatMoney(row.amountMinor, row.currency, locale)}
                  </td>
                  <td className="px-2 py-1 whitespace-nowrap">{when.format(row.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page > 1 || more ? (
        <nav aria-label={t('pager.label')} className="mt-3 flex items-center gap-3 text-sm">
          {page > 1 ? (
            <a href={pageLink(page - 1)} rel="prev" className="text-lagoon-800 underline">
              {t('pager.previous')}
            </a>
          ) : null}
          <span aria-current="page">{t('pager.page', { page })}</span>
          {more ? (
            <a href={pageLink(page + 1)} rel="next" className="text-lagoon-800 underline">
              {t('pager.next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
