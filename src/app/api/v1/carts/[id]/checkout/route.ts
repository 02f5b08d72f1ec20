import { deleteCheckout } from '@/features/park-api/endpoints';

/** Abandons the payment under way for a cart (see /api/openapi.json). */
export async function DELETE(
  request: Request,
  { params }: RouteContext<'/api/v1/carts/[id]/checkout'>,
) {
  return deleteCheckout(request, (await params).id);
}
