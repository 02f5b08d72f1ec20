import { runBalanceForTests } from '@/features/deposits/test-hooks';

/** Only for the end-to-end suite (E2E_TEST_ROUTES=1); see runBalanceForTests. */
export function POST(request: Request) {
  return runBalanceForTests(request);
}
