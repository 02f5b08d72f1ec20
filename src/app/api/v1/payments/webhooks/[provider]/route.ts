import { receivePaymentWebhook } from '@/features/checkout/api';

/** Signed webhooks of a payment provider, by its id: /sandbox/, /stripe/ (see /api/openapi.json). */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/v1/payments/webhooks/[provider]'>,
) {
  return receivePaymentWebhook(request, (await params).provider);
}
