import { getTranslations } from 'next-intl/server';
import { SUBSCRIPTION_STATUSES } from '@/domain/newsletter';
import { unsubscribeAction } from './actions';
import type { NewsletterPageData } from './server';

const field =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon';

/**
 * The subscribers: a search (GET, so a filtered view is a link), the export of what it shows,
 * a dense table, and "unsubscribe" per row for a person who asked to leave.
 */
export async function NewsletterList({
  locale,
  filter,
  query,
  page,
  pages,
  total,
  rows,
  outcome,
  email,
  canUpdate,
}: NewsletterPageData) {
  const t = await getTranslations({ locale, namespace: 'admin.newsletter' });
  const when = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-MX', {
    dateStyle: 'medium',
    timeZone: 'America/Cancun',
  });
  const pageHref = (n: number) =>
    `/admin/newsletter/?${new URLSearchParams([...new URLSearchParams(query), ['page', String(n)]])}`;
  const back = new URLSearchParams([
    ...new URLSearchParams(query),
    ['page', String(page)],
  ]).toString();
  const message =
    outcome === 'unsubscribed' && email
      ? t('unsubscribed', { email })
      : outcome === 'unchanged' && email
        ? t('unchanged', { email })
        : outcome === 'failed'
          ? t('failed')
          : null;
  return (
    <section>
      <title>{t('title')}</title>
      <h1 className="text-2xl font-semibold text-jungle">{t('title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('intro')}</p>
      {message ? (
        <p role="status" className="mt-3 rounded border border-jungle/30 bg-white p-2 text-sm">
          {message}
        </p>
      ) : null}
      <form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="min-w-0 flex-1 basis-56 text-sm font-medium">
          {t('search')}
          <input
            type="search"
            name="q"
            defaultValue={filter.text ?? ''}
            maxLength={100}
            className={field}
          />
        </label>
        <label className="text-sm font-medium">
          {t('status')}
          <select name="status" defaultValue={filter.status ?? ''} className={field}>
            <option value="">{t('any')}</option>
            {SUBSCRIPTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button className="rounded bg-jungle px-4 py-2 text-sm font-semibold text-white">
          {t('apply')}
        </button>
      </form>
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p>{t('count', { count: total })}</p>
        <a
          className="font-medium text-lagoon-800 underline"
          href={`/api/admin/v1/newsletter.csv${query ? `?${query}` : ''}`}
          download
        >
          {t('export')}
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="mt-4 text-muted">{t('empty')}</p>
      ) : (
        <div
          className="relative mt-3 overflow-x-auto rounded border border-jungle/20 bg-white"
          role="region"
          aria-label={t('title')}
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-cream text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('email')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('name')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('origin')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('status')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('since')}
                </th>
                {canUpdate ? (
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">{t('actions')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-t border-jungle/10 align-top">
                  <td className="px-3 py-2 whitespace-nowrap">{r.email}</td>
                  <td className="px-3 py-2">{r.name}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {r.country} · {r.language} ·{' '}
                    {t(`sites.${r.site === 'parks' ? 'parks' : 'hotels'}`)}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap" data-testid="subscriber-status">
                    {t(`statuses.${r.status}`)}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {when.format(r.unsubscribedAt ?? r.confirmedAt ?? r.createdAt)}
                  </td>
                  {canUpdate ? (
                    <td className="px-3 py-2">
                      {r.status === 'unsubscribed' ? null : (
                        <form action={unsubscribeAction}>
                          <input type="hidden" name="id" value={r.id} />
                          <input type="hidden" name="email" value={r.email} />
                          <input type="hidden" name="back" value={back} />
                          <button
                            className="rounded border border-sunset-700 px-2 py-1 text-xs font-medium whitespace-nowrap text-sunset-700"
                            aria-label={t('unsubscribeOne', { email: r.email })}
                          >
                            {t('unsubscribe')}
                          </button>
                        </form>
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label={t('pages')} className="mt-3 flex items-center gap-3 text-sm">
          {page > 1 ? (
            <a className="text-lagoon-800 underline" href={pageHref(page - 1)}>
              {t('previous')}
            </a>
          ) : null}
          <span aria-current="page">{t('pageOf', { page, pages })}</span>
          {page < pages ? (
            <a className="text-lagoon-800 underline" href={pageHref(page + 1)}>
              {t('next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
