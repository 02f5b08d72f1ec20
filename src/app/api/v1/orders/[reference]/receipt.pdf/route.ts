import { currentCustomer } from '@/server';
import { getReceiptPdf } from '@/features/checkout/api';

/** The payment receipt of a paid order as a PDF (see /api/openapi.json). */
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/v1/orders/[reference]/receipt.pdf'>,
) {
  const customer = await currentCustomer();
  return getReceiptPdf(request, (await params).reference, customer?.id);
}
