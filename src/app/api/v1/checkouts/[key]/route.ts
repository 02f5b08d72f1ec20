import { currentCustomer } from '@/server';
import { getCheckout } from '@/features/checkout/api';

/** Where a payment stands, for whoever may read its order (see /api/openapi.json). */
export async function GET(request: Request, { params }: RouteContext<'/api/v1/checkouts/[key]'>) {
  const customer = await currentCustomer();
  return getCheckout(request, (await params).key, customer?.id);
}
