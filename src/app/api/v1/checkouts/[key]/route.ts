import { getCheckout } from '@/features/checkout/api';

/** Where a payment stands (see /api/openapi.json). */
export async function GET(request: Request, { params }: RouteContext<'/api/v1/checkouts/[key]'>) {
  return getCheckout(request, (await params).key);
}
