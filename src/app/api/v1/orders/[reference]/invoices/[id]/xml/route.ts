import { currentCustomer } from '@/server';
import { getInvoiceDocument } from '@/features/checkout/api';

/** A stamped CFDI of the order as XML (see /api/openapi.json). */
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/v1/orders/[reference]/invoices/[id]/xml'>,
) {
  const customer = await currentCustomer();
  const { reference, id } = await params;
  return getInvoiceDocument(request, reference, id, 'xml', customer?.id);
}
