import { getLocale, getTranslations } from 'next-intl/server';
import { notFoundPage } from '@/features/layout/analytics-pages';
import { PageShell } from '@/features/layout/page-shell';
import { Link } from '@/i18n/navigation';
import { isLocale } from '@/i18n/routing';

/**
 * The localized 404 with the site's header and footer. Next.js serializes a segment's
 * not-found boundary into the payload of every page below it, so this full page is the
 * boundary only where an address can really miss (the catch-all and the dynamic segments);
 * the [locale] boundary itself stays small (measured: 16 KB less HTML on every page).
 */
export async function NotFoundPage() {
  const current = await getLocale();
  const locale = isLocale(current) ? current : 'es';
  const t = await getTranslations({ locale, namespace: 'errors' });
  const tp = await getTranslations({ locale, namespace: 'pages' });
  const tm = await getTranslations({ locale, namespace: 'meta' });
  return (
    <PageShell
      locale={locale}
      options={{ noIndex: true, newsletterHidden: true }}
      analytics={notFoundPage}
    >
      <title>{`${t('notFoundTitle')} | ${tm('siteName')}`}</title>
      <meta name="robots" content="noindex" />
      <section className="container-page py-24 text-center">
        <p className="eyebrow">404</p>
        <h1 className="mt-3 text-5xl text-jungle">{t('notFoundTitle')}</h1>
        <p className="mx-auto mt-4 max-w-xl text-muted">{t('notFoundText')}</p>
        <Link href="/" className="btn-primary mt-8">
          {tp('backHome')}
        </Link>
      </section>
    </PageShell>
  );
}
