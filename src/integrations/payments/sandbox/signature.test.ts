import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSignatureHeader, signWebhookPayload, verifyWebhookSignature } from './signature';

const SECRET = 'test-secret-of-at-least-32-characters!!';
const NOW = new Date('2026-05-15T12:00:00Z');
const T = NOW.getTime() / 1000;
const BODY = JSON.stringify({ id: 'evt_1', type: 'payment.captured', amountMinor: 1234 });
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('signWebhookPayload', () => {
  it('is HMAC-SHA256 of "<t>.<body>" in hex, with the unix timestamp', () => {
    const expected = createHmac('sha256', SECRET).update(`${T}.${BODY}`).digest('hex');
    expect(signWebhookPayload(BODY, SECRET, NOW)).toBe(`t=${T},v1=${expected}`);
  });
  it('depends on the body, the secret and the time', () => {
    const header = signWebhookPayload(BODY, SECRET, NOW);
    expect(signWebhookPayload(`${BODY} `, SECRET, NOW)).not.toBe(header);
    expect(signWebhookPayload(BODY, `${SECRET}x`, NOW)).not.toBe(header);
    expect(signWebhookPayload(BODY, SECRET, at(1))).not.toBe(header);
  });
  it('refuses an empty secret', () => {
    expect(() => signWebhookPayload(BODY, '', NOW)).toThrow();
  });
});

describe('verifyWebhookSignature', () => {
  const header = signWebhookPayload(BODY, SECRET, NOW);
  const verify = (over: Partial<Parameters<typeof verifyWebhookSignature>[0]> = {}) =>
    verifyWebhookSignature({ payload: BODY, header, secrets: SECRET, now: NOW, ...over });

  it('accepts what was signed with the secret', () => {
    expect(verify()).toEqual({ ok: true, timestamp: T });
  });
  it('refuses a changed body, a wrong secret, a missing or mangled header', () => {
    const invalid = { ok: false, code: 'WEBHOOK_SIGNATURE_INVALID' };
    expect(verify({ payload: BODY.replace('1234', '1') })).toEqual(invalid);
    expect(verify({ secrets: 'another-secret' })).toEqual(invalid);
    expect(verify({ header: undefined })).toEqual(invalid);
    expect(verify({ header: '' })).toEqual(invalid);
    expect(verify({ header: header.replace(/v1=./, 'v1=0') })).toEqual(invalid);
    expect(verify({ header: header.split(',')[0] })).toEqual(invalid);
    expect(verify({ header: `t=${T},v1=${'0'.repeat(64)}` })).toEqual(invalid);
  });
  it('refuses a signature moved to another timestamp (the time is signed)', () => {
    const signature = header.split('v1=')[1];
    expect(verify({ header: `t=${T + 1},v1=${signature}`, now: at(1) })).toEqual({
      ok: false,
      code: 'WEBHOOK_SIGNATURE_INVALID',
    });
  });
  it('accepts within the tolerance either way and refuses beyond it (replays)', () => {
    expect(verify({ now: at(300) }).ok).toBe(true);
    expect(verify({ now: at(-300) }).ok).toBe(true);
    expect(verify({ now: at(301) })).toEqual({
      ok: false,
      code: 'WEBHOOK_TIMESTAMP_OUT_OF_TOLERANCE',
    });
    expect(verify({ now: at(-301) })).toEqual({
      ok: false,
      code: 'WEBHOOK_TIMESTAMP_OUT_OF_TOLERANCE',
    });
    expect(verify({ now: at(60), toleranceSeconds: 30 }).ok).toBe(false);
  });
  it('checks the signature before the clock', () => {
    expect(verify({ secrets: 'wrong', now: at(10_000) })).toEqual({
      ok: false,
      code: 'WEBHOOK_SIGNATURE_INVALID',
    });
  });
  it('supports rotation: any listed secret, any of several v1 signatures', () => {
    expect(verify({ secrets: ['old-secret', SECRET] }).ok).toBe(true);
    const other = signWebhookPayload(BODY, 'old-secret', NOW).split(',')[1];
    expect(verify({ header: `${header},${other}`, secrets: 'old-secret' }).ok).toBe(true);
    expect(() => verify({ secrets: [] })).toThrow();
  });
});

describe('parseSignatureHeader', () => {
  it('reads the timestamp and v1 signatures, ignoring unknown keys and spaces', () => {
    const sig = 'a'.repeat(64);
    expect(parseSignatureHeader(`t=12, v0=zz, v1=${sig.toUpperCase()}`)).toEqual({
      timestamp: 12,
      signatures: [sig],
    });
  });
  it('refuses a missing, repeated or non-numeric timestamp and short signatures', () => {
    const sig = 'b'.repeat(64);
    expect(parseSignatureHeader(`v1=${sig}`)).toBeNull();
    expect(parseSignatureHeader(`t=1,t=2,v1=${sig}`)).toBeNull();
    expect(parseSignatureHeader(`t=-1,v1=${sig}`)).toBeNull();
    expect(parseSignatureHeader('t=1,v1=abc')).toBeNull();
  });
});
