import { getTranslations } from 'next-intl/server';
import { ParkCheckout } from '@/features/checkout/park-checkout';
import { workInProgressLayout } from '@/features/layout/layout-options';
import { ParkOrderTickets, ParkVisitInfo } from '@/features/order-confirmation/park-order-tickets';
import { SimplePage } from '@/features/layout/simple-page';
import { InvoiceRequest, ParkTaxes } from '@/features/fiscal';
import { pagesMetadata } from '../../_components/simple-route';
import { readLocale, type LocaleParams } from '../../_components/locale';
import { Shell } from '../../_components/shell';

type Props = LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = pagesMetadata({
  href: '/cart/checkout',
  title: 'checkout',
  intro: 'checkoutIntro',
  noIndex: true,
});

/** Express checkout of the park cart (SPEC §2: /es/carrito/checkout/, /en/carrito/checkout/). */
export default async function Checkout({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (
    <Shell
      locale={locale}
      page="/cart/checkout"
      options={{ ...workInProgressLayout, hideMenu: true }}
    >
      <SimplePage title={t('checkout')}>
        <ParkCheckout
          locale={locale}
          outcome={typeof query.payment === 'string' ? query.payment : undefined}
          // Once paid: the e-tickets (with the PDF), and how to get there and what to bring.
          confirmationExtras={(order) =>
            order.status === 'paid' ? (
              <>
                <ParkOrderTickets locale={locale} orderId={order.id} reference={order.reference} />
                <ParkVisitInfo locale={locale} orderId={order.id} />
                <InvoiceRequest locale={locale} order={order} />
              </>
            ) : null
          }
          taxes={(charge) => <ParkTaxes locale={locale} input={charge} />}
        />
      </SimplePage>
    </Shell>
  );
}
