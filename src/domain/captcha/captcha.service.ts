import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { captchaRedemptions } from '@/db/schema';
import { decodeCaptchaPayload } from './captcha.rules';

/** Proof of work with PBKDF2/SHA-256 (DESIGN §2, §12): the widget solves it in workers. */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** A challenge must be solved and used within this time. */
export const CAPTCHA_TTL_SECONDS = 10 * 60;

export type CaptchaSettings = { secret: string; cost: number };

/** A new signed challenge for the widget; nothing is stored until it is redeemed. */
export async function issueCaptchaChallenge(
  { secret, cost }: CaptchaSettings,
  now = new Date(),
): Promise<Challenge> {
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    deriveKey,
    cost,
    expiresAt: Math.floor(now.getTime() / 1000) + CAPTCHA_TTL_SECONDS,
    hmacSignatureSecret: secret,
  });
}

export type CaptchaVerdict = 'verified' | 'missing' | 'invalid' | 'expired' | 'reused';

/**
 * Checks a posted payload and, when it holds, spends the challenge: the same solved
 * challenge is refused the second time ('reused'), on every instance, since the spent
 * signatures are a table. Pass the use case's transaction so that a sign-up that rolls back
 * gives the challenge back.
 */
export async function redeemCaptcha(
  db: Db | Tx,
  raw: unknown,
  { secret }: Pick<CaptchaSettings, 'secret'>,
): Promise<CaptchaVerdict> {
  if (raw === null || raw === undefined || raw === '') return 'missing';
  const payload = decodeCaptchaPayload(raw);
  if (!payload) return 'invalid';
  const { parameters } = payload.challenge;
  // Only our own algorithm: a signed challenge of another kind cannot exist, but a forged
  // one must not make us run an expensive or unknown derivation.
  if (parameters.algorithm !== CAPTCHA_ALGORITHM || typeof parameters.expiresAt !== 'number')
    return 'invalid';
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secret,
  });
  if (result.expired) return 'expired';
  if (!result.verified) return 'invalid';
  const spent = await db
    .insert(captchaRedemptions)
    .values({
      signature: payload.challenge.signature,
      expiresAt: new Date(parameters.expiresAt * 1000),
    })
    .onConflictDoNothing({ target: captchaRedemptions.signature })
    .returning({ signature: captchaRedemptions.signature });
  return spent.length === 1 ? 'verified' : 'reused';
}

/** Forgets spent challenges that have expired (their signature check refuses them anyway). */
export async function purgeSpentCaptchas(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(captchaRedemptions)
    .where(lt(captchaRedemptions.expiresAt, now))
    .returning({ signature: captchaRedemptions.signature });
  return rows.length;
}
