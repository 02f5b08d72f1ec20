import { getTranslations } from 'next-intl/server';
import type { StaffLocale } from '@/domain/staff';
import { RetryButton } from './retry-button';
import { QUEUE_STATUSES, type loadOutboxPage } from './server';

/** The outbox's queue for staff: one status at a time, errors shown, failed ones retried. */
export async function OutboxQueue({
  locale,
  status,
  failed,
  messages,
}: Awaited<ReturnType<typeof loadOutboxPage>> & { locale: StaffLocale }) {
  const t = await getTranslations({ locale, namespace: 'admin.outbox' });
  const when = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-MX', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'America/Cancun',
  });
  return (
    <section>
      <title>{t('title')}</title>
      <h1 className="text-2xl font-semibold text-jungle">{t('title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('intro', { failed })}</p>
      <nav aria-label={t('statusLabel')} className="mt-3 flex flex-wrap gap-2 text-sm">
        {QUEUE_STATUSES.map((s) => (
          <a
            key={s}
            href={`/admin/outbox/?status=${s}`}
            aria-current={s === status ? 'page' : undefined}
            className="rounded border border-jungle/30 px-3 py-1.5 text-jungle aria-[current=page]:bg-jungle aria-[current=page]:text-white"
          >
            {t(`statuses.${s}`)}
          </a>
        ))}
      </nav>
      {messages.length === 0 ? (
        <p className="mt-4 text-muted">{t('empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-2">
          {messages.map((m) => (
            <li
              key={m.id}
              data-message={m.id}
              data-kind={m.kind}
              className="grid gap-1 rounded border border-jungle/20 bg-white p-3 text-sm md:grid-cols-[1fr_auto]"
            >
              <div className="min-w-0">
                <p>
                  <code className="font-semibold">{m.kind}</code> ·{' '}
                  {t('created', { when: when.format(m.createdAt) })} ·{' '}
                  {t('attempts', { n: m.attempts })}
                </p>
                {m.about ? <p className="break-all text-xs text-muted">{m.about}</p> : null}
                {m.status === 'sent' && m.sentAt ? (
                  <p className="text-xs">{t('sentAt', { when: when.format(m.sentAt) })}</p>
                ) : null}
                {m.status === 'pending' ? (
                  <p className="text-xs">{t('next', { when: when.format(m.runAfter) })}</p>
                ) : null}
                {m.lastError ? (
                  <p className="mt-1 break-all text-xs text-sunset-700">
                    {t('error')}: {m.lastError}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap items-start gap-2">
                <a
                  href={`/admin/outbox/${m.id}/`}
                  className="rounded border border-jungle/30 px-3 py-1.5 text-jungle underline-offset-2 hover:underline"
                >
                  {t('preview')}
                </a>
                {m.status === 'failed' ? <RetryButton id={m.id} label={t('retry')} /> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
