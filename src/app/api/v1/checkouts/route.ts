import { postCheckout } from '@/features/checkout/api';

/** Starts a payment (see /api/openapi.json). */
export function POST(request: Request) {
  return postCheckout(request);
}
