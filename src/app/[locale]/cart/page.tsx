import { getTranslations } from 'next-intl/server';
import { transactionalLayout } from '@/features/layout/layout-options';
import { Link } from '@/i18n/navigation';
import { simpleRoute } from '../_components/simple-route';

const route = simpleRoute({
  href: '/cart',
  title: 'cart',
  options: transactionalLayout,
  body: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'pages' });
    const tn = await getTranslations({ locale, namespace: 'nav' });
    return (
      <div className="rounded-2xl border border-dashed border-jungle/30 bg-white p-8 text-center">
        <p className="text-muted">{t('cartEmpty')}</p>
        <Link href="/parks" locale={locale === 'pt' ? 'en' : locale} className="btn-primary mt-6">
          {tn('parks')}
        </Link>
      </div>
    );
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
