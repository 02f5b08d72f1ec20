import { getTranslations } from 'next-intl/server';
import { transactionalLayout } from '@/features/layout/layout-options';
import { Link } from '@/i18n/navigation';
import { simpleRoute } from '../../_components/simple-route';

const route = simpleRoute({
  href: '/cart/checkout',
  title: 'checkout',
  intro: 'checkoutIntro',
  options: { ...transactionalLayout, hideMenu: true },
  body: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'pages' });
    return (
      <div className="rounded-2xl border border-dashed border-jungle/30 bg-white p-8">
        <p className="text-muted">{t('cartEmpty')}</p>
        <Link href="/cart" className="btn-secondary mt-6">
          {t('cart')}
        </Link>
      </div>
    );
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
