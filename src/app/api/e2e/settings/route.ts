import { switchSettingForTests } from '@/features/layout/test-hooks';

/** Only for the end-to-end suite (E2E_TEST_ROUTES=1); see switchSettingForTests. */
export function POST(request: Request) {
  return switchSettingForTests(request);
}
