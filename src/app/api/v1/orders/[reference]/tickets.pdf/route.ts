import { currentCustomer } from '@/server';
import { getTicketsPdf } from '@/features/checkout/api';

/** The e-tickets of a paid park order as a PDF (see /api/openapi.json). */
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/v1/orders/[reference]/tickets.pdf'>,
) {
  const customer = await currentCustomer();
  return getTicketsPdf(request, (await params).reference, customer?.id);
}
