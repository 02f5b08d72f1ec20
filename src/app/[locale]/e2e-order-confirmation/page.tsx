import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { transactionalLayout } from '@/features/layout/layout-options';
import { SimplePage } from '@/features/layout/simple-page';
import { HotelArrival, ParkOrderTickets, ParkVisitInfo } from '@/features/order-confirmation';
import { readLocale, type LocaleParams } from '../_components/locale';
import { Shell } from '../_components/shell';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * Exists only for the end-to-end suite (E2E_TEST_ROUTES=1): the confirmation content blocks
 * for an order id and a hotel code, as the checkout and booking confirmation pages compose
 * them. A 404 everywhere else.
 */
export default async function OrderConfirmationProbe({ params, searchParams }: Props) {
  if (process.env.E2E_TEST_ROUTES !== '1') notFound();
  const locale = await readLocale(params);
  const query = await searchParams;
  const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);
  const orderId = one(query.order);
  const reference = one(query.reference) ?? '';
  const hotel = one(query.hotel);
  return (
    <Shell locale={locale} page="/cart/checkout" options={transactionalLayout}>
      <SimplePage title={reference || 'Order'}>
        <div className="grid gap-8 lg:grid-cols-2">
          {orderId && <ParkOrderTickets locale={locale} orderId={orderId} reference={reference} />}
          {orderId && <ParkVisitInfo locale={locale} orderId={orderId} />}
          {hotel && <HotelArrival locale={locale} hotelCode={hotel} />}
        </div>
      </SimplePage>
    </Shell>
  );
}
