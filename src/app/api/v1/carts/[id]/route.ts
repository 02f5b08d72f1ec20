import { getCart } from '@/features/park-api/endpoints';

/** A cart, for the holder of its id (see /api/openapi.json). */
export async function GET(request: Request, { params }: RouteContext<'/api/v1/carts/[id]'>) {
  return getCart(request, (await params).id);
}
