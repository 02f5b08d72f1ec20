import { getTranslations } from 'next-intl/server';
import type { NewsletterSite } from '@/domain/newsletter';
import type { Locale } from '@/i18n/routing';
import { countryOptions } from '@/lib/countries';
import { NewsletterForm } from './newsletter-form';

/** The sign-up form with its labels, countries and widget strings in the visitor's language. */
export async function NewsletterSignup({
  locale,
  site = 'hotels',
  variant,
  initialEmail,
}: {
  locale: Locale;
  /** The site the visitor is on (the sign-up page is the hotels'). */
  site?: NewsletterSite;
  variant: 'page' | 'footer';
  initialEmail?: string;
}) {
  // The country field's default (the `country` cookie) is read by the form in the browser: the
  // footer is on pages that are the same for everyone (issue 18).
  const t = await getTranslations({ locale, namespace: 'newsletter' });
  return (
    <NewsletterForm
      language={locale}
      site={site}
      variant={variant}
      countries={countryOptions(locale)}
      initialEmail={initialEmail}
      labels={{
        name: t('name'),
        lastName: t('lastName'),
        email: t('email'),
        country: t('country'),
        chooseCountry: t('chooseCountry'),
        acceptance: t('acceptance'),
        permission: t('permission'),
        captcha: t('captcha'),
        captchaNoScript: t('captchaNoScript'),
        submit: t('submit'),
        required: t('required'),
        errorSummary: t('errorSummary'),
      }}
      captchaStrings={{
        label: t('widget.label'),
        verifying: t('widget.verifying'),
        verified: t('widget.verified'),
        verificationRequired: t('widget.verificationRequired'),
        error: t('widget.error'),
        expired: t('widget.expired'),
        waitAlert: t('widget.waitAlert'),
        reload: t('widget.reload'),
        verify: t('widget.verify'),
        loading: t('widget.loading'),
      }}
    />
  );
}
