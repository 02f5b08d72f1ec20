import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { notFoundPage } from '@/features/layout/analytics-pages';
import { PageShell } from '@/features/layout/page-shell';
import { isLocale } from '@/i18n/routing';

export default async function NotFound() {
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
