import { getBooking } from '@/features/hotel-api/endpoints';

/** A booking, for the holder of its secret (see /api/openapi.json). */
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/v1/bookings/[reference]'>,
) {
  return getBooking(request, (await params).reference);
}
