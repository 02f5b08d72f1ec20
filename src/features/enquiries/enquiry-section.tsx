import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { resortToday } from '@/lib/dates';
import { EnquiryForm } from './enquiry-form';

const KINDS = ['wedding', 'meeting', 'group'] as const;

/** The enquiry form under a weddings or meetings page, in the visitor's language. */
export async function EnquirySection({
  locale,
  kind,
}: {
  locale: Locale;
  kind: (typeof KINDS)[number];
}) {
  const [t, n] = await Promise.all([
    getTranslations({ locale, namespace: 'enquiry' }),
    getTranslations({ locale, namespace: 'newsletter' }),
  ]);
  return (
    <section
      aria-labelledby="enquiry-title"
      className="mx-auto my-10 max-w-3xl rounded-2xl bg-sand/60 px-4 py-6 sm:px-8"
    >
      <h2 id="enquiry-title" className="font-display text-3xl text-jungle">
        {t('title')}
      </h2>
      <p className="mt-2 mb-4 text-ink">{t('intro')}</p>
      <EnquiryForm
        language={locale}
        defaultKind={kind}
        today={resortToday(new Date())}
        kinds={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        labels={{
          kind: t('kind'),
          dateFrom: t('dateFrom'),
          dateTo: t('dateTo'),
          guests: t('guests'),
          budget: t('budget'),
          message: t('message'),
          contactName: t('contactName'),
          email: t('email'),
          phone: t('phone'),
          captcha: t('captcha'),
          captchaNoScript: t('captchaNoScript'),
          submit: t('submit'),
          required: t('required'),
          errorSummary: t('errorSummary'),
        }}
        captchaStrings={{
          label: n('widget.label'),
          verifying: n('widget.verifying'),
          verified: n('widget.verified'),
          verificationRequired: n('widget.verificationRequired'),
          error: n('widget.error'),
          expired: n('widget.expired'),
          waitAlert: n('widget.waitAlert'),
          reload: n('widget.reload'),
          verify: n('widget.verify'),
          loading: n('widget.loading'),
        }}
      />
    </section>
  );
}
