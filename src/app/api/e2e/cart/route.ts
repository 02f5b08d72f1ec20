import { addToCartForTests } from '@/features/cart/test-hooks';

/** Only for the end-to-end suite (E2E_TEST_ROUTES=1); see addToCartForTests. */
export function POST(request: Request) {
  return addToCartForTests(request);
}
