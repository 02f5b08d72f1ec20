import { getTranslations } from 'next-intl/server';
import type { MessagePreview } from '@/domain/outbox';
import type { StaffLocale } from '@/domain/staff';

/**
 * One message's email as it would be sent now (issue 17): who it goes to, its subject and
 * attachments, the HTML version in a sandboxed frame (no scripts, no forms, its own origin)
 * and the plain-text version. Its links are redacted by the domain before they get here.
 */
export async function MessagePreviewView({
  locale,
  preview,
}: {
  locale: StaffLocale;
  preview: MessagePreview;
}) {
  const t = await getTranslations({ locale, namespace: 'admin.outbox' });
  const { message, mails } = preview;
  const size = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-MX', {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  });
  return (
    <section className="min-w-0">
      <title>{t('previewTitle', { kind: message.kind })}</title>
      <p className="text-sm">
        <a href={`/admin/outbox/?status=${message.status}`} className="text-jungle underline">
          {t('back')}
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-semibold text-jungle">
        {t('previewTitle', { kind: message.kind })}
      </h1>
      <p className="mt-2 text-sm text-muted">{t('previewNote')}</p>
      <p className="mt-1 text-sm">
        {t(`statuses.${message.status}`)} · {t('attempts', { n: message.attempts })}
      </p>
      {preview.notAnEmail ? (
        <p role="status" className="mt-4 rounded border border-jungle/20 bg-white p-3 text-sm">
          {t('notAnEmail')}
        </p>
      ) : null}
      {preview.error ? (
        <p
          role="alert"
          className="mt-4 break-words rounded border border-sunset-700/40 bg-white p-3 text-sm text-sunset-700"
        >
          {t('renderError')} {preview.error}
        </p>
      ) : null}
      {mails.map((mail, i) => (
        <article key={i} className="mt-4 grid gap-3 rounded border border-jungle/20 bg-white p-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold">{t('to')}</dt>
            <dd className="break-all">{mail.to}</dd>
            <dt className="font-semibold">{t('subject')}</dt>
            <dd className="break-words" data-preview-subject>
              {mail.subject}
            </dd>
            {mail.attachments.length ? (
              <>
                <dt className="font-semibold">{t('attachments')}</dt>
                <dd>
                  <ul>
                    {mail.attachments.map((a) => (
                      <li key={a.filename} className="break-all">
                        {a.filename} ({a.contentType}, {size.format(Math.max(1, a.bytes / 1024))})
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
          </dl>
          <iframe
            title={t('htmlVersion', { subject: mail.subject })}
            srcDoc={mail.html}
            sandbox=""
            referrerPolicy="no-referrer"
            className="h-[70vh] w-full rounded border border-jungle/20 bg-white"
          />
          <details>
            <summary className="cursor-pointer text-sm text-jungle">{t('textVersion')}</summary>
            <pre className="mt-2 whitespace-pre-wrap break-words text-xs" data-preview-text>
              {mail.text}
            </pre>
          </details>
        </article>
      ))}
    </section>
  );
}
