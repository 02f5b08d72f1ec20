import { currentCustomer } from '@/server';
import { getInvoiceDocument } from '@/features/checkout/api';

/** A stamped CFDI of the order as PDF (see /api/openapi.json). */
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/v1/orders/[reference]/invoices/[id]/pdf'>,
) {
  const customer = await currentCustomer();
  const { reference, id } = await params;
  return getInvoiceDocument(request, reference, id, 'pdf', customer?.id);
}
