import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links of the newsletter emails: confirm (double opt-in, expires) and unsubscribe
 * (never expires: an old email's link must still work). The token names the subscription
 * and the purpose, so a confirm token cannot unsubscribe and the other way round.
 */
export type TokenPurpose = 'confirm' | 'unsubscribe';
export const CONFIRM_TOKEN_DAYS = 14;

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

function sign(body: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`newsletter:${body}`).digest();
}

export function createNewsletterToken(
  subscriptionId: string,
  purpose: TokenPurpose,
  secret: string,
  now = new Date(),
): string {
  const expires =
    purpose === 'confirm'
      ? Math.floor(now.getTime() / 1000) + CONFIRM_TOKEN_DAYS * 24 * 60 * 60
      : 0;
  const body = b64(JSON.stringify({ s: subscriptionId, p: purpose, e: expires }));
  return `${body}.${b64(sign(body, secret))}`;
}

export type TokenCheck =
  | { ok: true; subscriptionId: string }
  | { ok: false; reason: 'malformed' | 'signature' | 'purpose' | 'expired' };

export function readNewsletterToken(
  token: unknown,
  purpose: TokenPurpose,
  secret: string,
  now = new Date(),
): TokenCheck {
  if (typeof token !== 'string' || token.length > 512) return { ok: false, reason: 'malformed' };
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = sign(body, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'signature' };
  let claims: { s?: unknown; p?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.s !== 'string' || typeof claims.e !== 'number')
    return { ok: false, reason: 'malformed' };
  if (claims.p !== purpose) return { ok: false, reason: 'purpose' };
  if (claims.e !== 0 && claims.e < now.getTime() / 1000) return { ok: false, reason: 'expired' };
  return { ok: true, subscriptionId: claims.s };
}
