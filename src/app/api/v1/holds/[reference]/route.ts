import { deleteHold } from '@/features/hotel-api/endpoints';

/** Lets a hold go: the holder of its secret cancels it (see /api/openapi.json). */
export async function DELETE(
  request: Request,
  { params }: RouteContext<'/api/v1/holds/[reference]'>,
) {
  return deleteHold(request, (await params).reference);
}
