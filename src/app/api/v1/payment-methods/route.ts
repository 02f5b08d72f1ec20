import { getPaymentMethods } from '@/features/checkout/api';

/** Payment methods, instalments and Uplift for a currency (see /api/openapi.json). */
export function GET(request: Request) {
  return getPaymentMethods(request);
}
