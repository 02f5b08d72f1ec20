import { OrdersSearch } from '@/features/admin-orders/search';
import { loadOrdersPage } from '@/features/admin-orders/server';

/** /admin/orders/: find hotel bookings and park orders (frontdesk, admin). */
export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const page = await loadOrdersPage(await searchParams);
  return <OrdersSearch {...page} />;
}
