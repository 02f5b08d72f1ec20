import { currentCustomer } from '@/server';
import { getOrder } from '@/features/checkout/api';

/** An order, for the holder of its secret or its logged-in owner (see /api/openapi.json). */
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/v1/orders/[reference]'>,
) {
  const customer = await currentCustomer();
  return getOrder(request, (await params).reference, customer?.id);
}
