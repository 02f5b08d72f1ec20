import 'server-only';
import { captchaSecret, issueCaptchaChallenge } from '@/domain/captcha';
import { env } from '@/lib/env';

/** GET /api/captcha/: a fresh signed ALTCHA challenge for the widget, never cached. */
export async function captchaChallengeResponse(): Promise<Response> {
  const settings = env();
  const challenge = await issueCaptchaChallenge({
    secret: captchaSecret(settings.NEWSLETTER_SECRET),
    cost: settings.CAPTCHA_COST,
  });
  return Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } });
}

export { captchaSecret };
