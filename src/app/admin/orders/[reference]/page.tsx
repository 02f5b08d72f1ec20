import { notFound } from 'next/navigation';
import { OrderDetail } from '@/features/admin-orders/detail';
import { loadOrderDetail } from '@/features/admin-orders/server';

/** /admin/orders/<reference>/: one order, its history and what staff may do (frontdesk, admin). */
export default async function OrderPage({ params }: { params: Promise<{ reference: string }> }) {
  const { reference } = await params;
  const { desk, ...rest } = await loadOrderDetail(decodeURIComponent(reference));
  if (!desk) notFound();
  return <OrderDetail desk={desk} {...rest} />;
}
