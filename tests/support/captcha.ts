import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { issueCaptchaChallenge } from '@/domain/captcha';

/** Solves a real challenge as the widget does and returns the payload the form posts. */
export async function solvedCaptcha(secret: string, now = new Date()): Promise<string> {
  const challenge = await issueCaptchaChallenge({ secret, cost: 1 }, now);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}
