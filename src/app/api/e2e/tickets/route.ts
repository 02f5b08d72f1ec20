import { orderTicketsForTests } from '@/features/admin-gate/test-hooks';

/** Only for the end-to-end suite (E2E_TEST_ROUTES=1); see orderTicketsForTests. */
export function POST(request: Request) {
  return orderTicketsForTests(request);
}
