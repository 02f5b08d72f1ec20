import { issueTicketsForTests } from '@/features/cart/test-hooks';

/** Only for the end-to-end suite (E2E_TEST_ROUTES=1); see issueTicketsForTests. */
export function POST(request: Request) {
  return issueTicketsForTests(request);
}
