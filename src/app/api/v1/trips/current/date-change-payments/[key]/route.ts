import { changePayment } from '@/features/manage-booking/api';

/** Where a date change's difference payment stands (asks the provider first). */
export async function GET(
  request: Request,
  context: RouteContext<'/api/v1/trips/current/date-change-payments/[key]'>,
) {
  const { key } = await context.params;
  return changePayment(request, key);
}
