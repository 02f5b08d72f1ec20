import { putComplement } from '@/features/park-api/endpoints';

type Context = RouteContext<'/api/v1/carts/[id]/items/[itemId]/complements/[complementId]'>;

/** Adds a complement to an item: hasBeenAdded becomes true (see /api/openapi.json). */
export async function PUT(request: Request, { params }: Context) {
  return putComplement(request, await params, true);
}

/** Removes a complement from an item: hasBeenAdded becomes false (see /api/openapi.json). */
export async function DELETE(request: Request, { params }: Context) {
  return putComplement(request, await params, false);
}
