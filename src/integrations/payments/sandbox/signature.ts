/**
 * Signatures of the sandbox gateway's webhooks (DESIGN §7), in the shape real gateways use:
 * the header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The timestamp is
 * signed too, so an old delivery cannot be replayed outside the tolerance window; several v1
 * entries (or several secrets) allow a secret to be rotated. The secret is
 * PAYMENT_SANDBOX_SECRET (src/lib/env.ts), passed in by the caller.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'sandbox-signature';
/** How far a webhook's timestamp may be from our clock, either way. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export type SignatureError = 'WEBHOOK_SIGNATURE_INVALID' | 'WEBHOOK_TIMESTAMP_OUT_OF_TOLERANCE';

const hmac = (secret: string, timestamp: number, payload: string): Buffer => {
  if (secret.length === 0) throw new Error('A webhook secret is required');
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest();
};

const unixSeconds = (now: Date): number => Math.floor(now.getTime() / 1000);

/** The signature header for a raw payload sent at `now`. */
export function signWebhookPayload(payload: string, secret: string, now: Date): string {
  const timestamp = unixSeconds(now);
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload).toString('hex')}`;
}

/** Splits `t=…,v1=…,v1=…` into the timestamp and the v1 signatures; unknown keys are ignored. */
export function parseSignatureHeader(
  header: string,
): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      if (!/^\d{1,12}$/.test(value) || timestamp !== null) return null;
      timestamp = Number(value);
    } else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) {
      signatures.push(value.toLowerCase());
    }
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/**
 * Verifies a webhook's raw body (exactly as received: parse only after this) against its
 * signature header. Comparisons are constant-time. The signature is checked before the clock,
 * so a forged header learns nothing about the tolerance.
 */
export function verifyWebhookSignature(input: {
  payload: string;
  header: string | null | undefined;
  secrets: string | readonly string[];
  now: Date;
  toleranceSeconds?: number;
}): { ok: true; timestamp: number } | { ok: false; code: SignatureError } {
  const parsed = input.header ? parseSignatureHeader(input.header) : null;
  if (!parsed) return { ok: false, code: 'WEBHOOK_SIGNATURE_INVALID' };
  const secrets = typeof input.secrets === 'string' ? [input.secrets] : input.secrets;
  if (secrets.length === 0) throw new Error('A webhook secret is required');

  const expected = secrets.map((secret) => hmac(secret, parsed.timestamp, input.payload));
  const matches = parsed.signatures.some((hex) => {
    const given = Buffer.from(hex, 'hex');
    return expected.some((e) => e.length === given.length && timingSafeEqual(e, given));
  });
  if (!matches) return { ok: false, code: 'WEBHOOK_SIGNATURE_INVALID' };

  const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (Math.abs(unixSeconds(input.now) - parsed.timestamp) > tolerance)
    return { ok: false, code: 'WEBHOOK_TIMESTAMP_OUT_OF_TOLERANCE' };
  return { ok: true, timestamp: parsed.timestamp };
}
