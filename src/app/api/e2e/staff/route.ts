import { createStaffForTests } from '@/features/admin-shell/test-hooks';

/** Only for the end-to-end suite (E2E_TEST_ROUTES=1); see createStaffForTests. */
export function POST(request: Request) {
  return createStaffForTests(request);
}
