import { getTranslations } from 'next-intl/server';
import { CartPage } from '@/features/cart/cart-page';
import { linkGuestStateToCustomer } from '@/features/account/auth-server';
import { transactionalLayout } from '@/features/layout/layout-options';
import { SimplePage } from '@/features/layout/simple-page';
import { pagesMetadata } from '../_components/simple-route';
import { readLocale, type LocaleParams } from '../_components/locale';
import { Shell } from '../_components/shell';

type Props = LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = pagesMetadata({ href: '/cart', title: 'cart', noIndex: true });

/** The park cart of the visitor's cookie (SPEC §2: /es/carrito/, /en/carrito/, /pt/carrinho/). */
export default async function Cart({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  await linkGuestStateToCustomer();
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (
    <Shell locale={locale} page="/cart" options={transactionalLayout}>
      <SimplePage title={t('cart')}>
        <CartPage locale={locale} query={await searchParams} />
      </SimplePage>
    </Shell>
  );
}
