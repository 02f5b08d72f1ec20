import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { isLocale } from '@/i18n/routing';

/**
 * The fallback 404 of the language segment, for a static page that calls notFound(). It is
 * deliberately bare: Next.js puts this boundary into the payload of every page of the site.
 * Unknown addresses and missing parks, tours and cities get the full page (NotFoundPage).
 */
export default async function NotFound() {
  const current = await getLocale();
  const locale = isLocale(current) ? current : 'es';
  const t = await getTranslations({ locale, namespace: 'errors' });
  const tp = await getTranslations({ locale, namespace: 'pages' });
  return (
    <main id="main" className="container-page flex-1 py-24 text-center">
      <meta name="robots" content="noindex" />
      <p className="eyebrow">404</p>
      <h1 className="mt-3 text-5xl text-jungle">{t('notFoundTitle')}</h1>
      <Link href="/" className="btn-primary mt-8">
        {tp('backHome')}
      </Link>
    </main>
  );
}
