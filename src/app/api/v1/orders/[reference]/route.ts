import { getOrder } from '@/features/checkout/api';

/** An order, for the holder of its secret (see /api/openapi.json). */
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/v1/orders/[reference]'>,
) {
  return getOrder(request, (await params).reference);
}
