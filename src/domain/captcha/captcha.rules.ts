/**
 * The ALTCHA payload a form posts (base64 of JSON: the signed challenge and the solution the
 * widget found). Pure: this only reads its shape; the signature and the proof are checked
 * by captcha.service.ts.
 */
export type CaptchaPayload = {
  challenge: {
    parameters: {
      algorithm: string;
      nonce: string;
      salt: string;
      cost: number;
      keyLength: number;
      keyPrefix: string;
      expiresAt?: number;
      [key: string]: unknown;
    };
    signature: string;
  };
  solution: { counter: number; derivedKey: string; time?: number };
};

/** Longest payload accepted: a real one is about 500 characters. */
export const MAX_PAYLOAD_LENGTH = 4_000;

export function decodeCaptchaPayload(raw: unknown): CaptchaPayload | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_PAYLOAD_LENGTH) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(decoded) || !isRecord(decoded.challenge) || !isRecord(decoded.solution))
    return null;
  const { challenge, solution } = decoded;
  if (!isRecord(challenge.parameters) || typeof challenge.signature !== 'string') return null;
  const p = challenge.parameters;
  if (
    typeof p.algorithm !== 'string' ||
    typeof p.nonce !== 'string' ||
    typeof p.salt !== 'string' ||
    typeof p.cost !== 'number' ||
    typeof p.keyLength !== 'number' ||
    typeof p.keyPrefix !== 'string'
  )
    return null;
  if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
  return decoded as CaptchaPayload;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The key captcha challenges are signed with: derived from the newsletter secret by purpose
 * (the newsletter and the enquiry forms share the widget and its challenges).
 */
export function captchaSecret(newsletterSecret: string): string {
  return `${newsletterSecret}:captcha`;
}
