import { postItem } from '@/features/park-api/endpoints';

/** Adds a product to a cart (see /api/openapi.json). */
export async function POST(request: Request, { params }: RouteContext<'/api/v1/carts/[id]/items'>) {
  return postItem(request, (await params).id);
}
