import { parkChangePayment } from '@/features/manage-booking/park-date-api';

/** Where a visit's difference payment stands (asks the provider first). */
export async function GET(
  request: Request,
  context: RouteContext<'/api/v1/trips/current/park-date-change-payments/[key]'>,
) {
  const { key } = await context.params;
  return parkChangePayment(request, key);
}
