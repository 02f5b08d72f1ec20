import { getCurrencies } from '@/features/checkout/api';

/** The currencies (see /api/openapi.json). */
export function GET(request: Request) {
  return getCurrencies(request);
}
