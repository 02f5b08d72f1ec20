import { returnFromGateway } from '@/features/checkout/api';

/** Where the payment gateway sends the visitor back. */
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/v1/checkouts/[key]/return'>,
) {
  return returnFromGateway(request, (await params).key);
}
