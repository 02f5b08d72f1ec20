import { getAvailability } from '@/features/park-api/endpoints';

/** Availability and prices of a product per visit date (see /api/openapi.json). */
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/v1/products/[code]/availability'>,
) {
  return getAvailability(request, (await params).code);
}
