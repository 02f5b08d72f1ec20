import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** The footer's newsletter sign-up slot: leads to the full form with the email filled in. */
export async function NewsletterTeaser({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const tp = await getTranslations({ locale, namespace: 'pages' });
  return (
    <section
      aria-labelledby="newsletter-teaser"
      className="container-page grid gap-4 py-10 md:grid-cols-2 md:items-center"
    >
      <div>
        <h2 id="newsletter-teaser" className="text-3xl text-white">
          {t('newsletterTitle')}
        </h2>
        <p className="mt-2 text-sm text-cream/90">{t('newsletterText')}</p>
      </div>
      <form
        action={getPathname({ locale, href: '/newsletter' })}
        method="get"
        className="flex flex-col gap-3 sm:flex-row"
      >
        <label htmlFor="newsletter-teaser-email" className="sr-only">
          {tp('email')}
        </label>
        <input
          id="newsletter-teaser-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={tp('email')}
          className="w-full rounded-full border border-white/30 bg-white/10 px-5 py-3 text-sm text-white placeholder:text-cream/80"
        />
        <button
          type="submit"
          className="rounded-full bg-cream px-6 py-3 text-sm font-semibold text-jungle hover:bg-white"
        >
          {t('newsletterCta')}
        </button>
      </form>
    </section>
  );
}
