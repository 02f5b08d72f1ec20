import { deleteItem, patchItem } from '@/features/park-api/endpoints';

type Context = RouteContext<'/api/v1/carts/[id]/items/[itemId]'>;

/** Changes an item's choices (see /api/openapi.json). */
export async function PATCH(request: Request, { params }: Context) {
  const { id, itemId } = await params;
  return patchItem(request, id, itemId);
}

/** Removes an item, and activities that needed it (see /api/openapi.json). */
export async function DELETE(request: Request, { params }: Context) {
  const { id, itemId } = await params;
  return deleteItem(request, id, itemId);
}
