import { captchaChallengeResponse } from '@/features/newsletter/captcha-endpoint';

export const dynamic = 'force-dynamic';

/** A new ALTCHA challenge for the sign-up form's widget. */
export async function GET() {
  return captchaChallengeResponse();
}
