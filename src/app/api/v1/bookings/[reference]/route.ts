import { currentCustomer } from '@/server';
import { getBooking } from '@/features/hotel-api/endpoints';

/** A booking, for the holder of its secret or its logged-in owner (see /api/openapi.json). */
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/v1/bookings/[reference]'>,
) {
  const customer = await currentCustomer();
  return getBooking(request, (await params).reference, customer?.id);
}
