import { getTranslations } from 'next-intl/server';
import type { NewsletterSite } from '@/domain/newsletter';
import type { Locale } from '@/i18n/routing';
import { NewsletterSignup } from './newsletter-signup';

/** The footer's newsletter sign-up: the whole form, on every page that does not hide it, recording the site it is on. */
export async function NewsletterTeaser({ locale, site }: { locale: Locale; site: NewsletterSite }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  return (
    <section
      aria-labelledby="newsletter-teaser"
      className="container-page grid gap-6 py-10 md:grid-cols-[1fr_2fr]"
    >
      <div>
        <h2 id="newsletter-teaser" className="text-3xl text-white">
          {t('newsletterTitle')}
        </h2>
        <p className="mt-2 text-sm text-cream/90">{t('newsletterText')}</p>
      </div>
      <NewsletterSignup locale={locale} site={site} variant="footer" />
    </section>
  );
}
