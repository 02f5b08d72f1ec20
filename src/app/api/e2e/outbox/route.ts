import { failedEmailForTests } from '@/features/admin-outbox/test-hooks';

/** Only for the end-to-end suite (E2E_TEST_ROUTES=1); see failedEmailForTests. */
export function POST(request: Request) {
  return failedEmailForTests(request);
}
