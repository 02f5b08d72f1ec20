import { putHold } from '@/features/park-api/endpoints';

/** Renews the hold of a cart's dated items (see /api/openapi.json). */
export async function PUT(request: Request, { params }: RouteContext<'/api/v1/carts/[id]/hold'>) {
  return putHold(request, (await params).id);
}
