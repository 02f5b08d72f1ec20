import { getTranslations } from 'next-intl/server';
import { ENQUIRY_STATUSES, type Enquiry, type EnquiryStatus } from '@/domain/enquiries';
import type { StaffLocale } from '@/domain/staff';
import { formatLongDate } from '@/lib/dates';
import { setEnquiryStatusAction } from './actions';

const field =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon';

/** The enquiries list: a status filter (GET, so a filtered view is a link) and one card each. */
export async function EnquiriesList({
  locale,
  filter,
  enquiries,
  saved,
  outcome,
  to,
  canUpdate,
}: {
  locale: StaffLocale;
  filter?: EnquiryStatus;
  enquiries: Enquiry[];
  saved?: string;
  outcome?: string;
  to?: EnquiryStatus;
  canUpdate: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'admin.enquiries' });
  const when = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-MX', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Cancun',
  });
  const message =
    outcome === 'saved' && saved && to
      ? t('saved', { reference: saved, status: t(`statuses.${to}`) })
      : outcome === 'unchanged' && saved
        ? t('unchanged', { reference: saved })
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
      <form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium">
          {t('filter')}
          <select name="status" defaultValue={filter ?? ''} className={field}>
            <option value="">{t('any')}</option>
            {ENQUIRY_STATUSES.map((s) => (
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
      {enquiries.length === 0 ? <p className="mt-4 text-muted">{t('empty')}</p> : null}
      <ul className="mt-4 grid gap-3">
        {enquiries.map((e) => (
          <li key={e.id} className="rounded border border-jungle/20 bg-white p-3 md:p-4">
            <article aria-labelledby={`enq-${e.id}`}>
              <h2 id={`enq-${e.id}`} className="text-lg font-semibold text-jungle">
                {e.reference} · {t(`kinds.${e.kind}`)} · {e.contactName}
              </h2>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="text-muted">{t('received')}</dt>
                <dd>{when.format(e.createdAt)}</dd>
                <dt className="text-muted">{t('dates')}</dt>
                <dd>
                  {formatLongDate(e.dateFrom, locale)}
                  {e.dateTo ? ` – ${formatLongDate(e.dateTo, locale)}` : ''}
                </dd>
                <dt className="text-muted">{t('guests')}</dt>
                <dd>{e.guests}</dd>
                <dt className="text-muted">{t('budget')}</dt>
                <dd>{e.budgetUsd === null ? '—' : `US$${e.budgetUsd.toLocaleString('en-US')}`}</dd>
                <dt className="text-muted">{t('contact')}</dt>
                <dd className="break-words">
                  <a className="text-lagoon-800 underline" href={`mailto:${e.email}`}>
                    {e.email}
                  </a>{' '}
                  ·{' '}
                  <a
                    className="text-lagoon-800 underline"
                    href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}
                  >
                    {e.phone}
                  </a>
                </dd>
                {e.message ? (
                  <>
                    <dt className="text-muted">{t('message')}</dt>
                    <dd className="whitespace-pre-wrap">{e.message}</dd>
                  </>
                ) : null}
              </dl>
              {canUpdate ? (
                <form
                  action={setEnquiryStatusAction}
                  className="mt-3 flex flex-wrap items-end gap-2"
                >
                  <input type="hidden" name="id" value={e.id} />
                  <input type="hidden" name="reference" value={e.reference} />
                  <label className="text-sm font-medium">
                    {t('status')}
                    <select name="status" defaultValue={e.status} className={field}>
                      {ENQUIRY_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {t(`statuses.${s}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button className="rounded border border-jungle px-3 py-1.5 text-sm font-medium text-jungle">
                    {t('save')}
                  </button>
                </form>
              ) : (
                <p className="mt-2 text-sm">
                  {t('status')}: {t(`statuses.${e.status}`)}
                </p>
              )}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
