import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { challengeOf, CODE_TTL_SECONDS, issueCode, readCode } from './codes';

const SECRET = 'identity-sandbox-test-secret-0123456789-abcdef';
const NOW = new Date('2030-01-10T15:00:00Z');
const verifier = randomBytes(32).toString('base64url');
const identity = { provider: 'google' as const, email: 'ana@example.com', name: 'Ana López' };
const code = () => issueCode(SECRET, identity, challengeOf(verifier), NOW);

describe('sandbox sign-in codes', () => {
  it('carry the typed identity back, for the sign-in that asked (PKCE)', () => {
    expect(readCode(SECRET, code(), 'google', { codeVerifier: verifier, now: NOW })).toEqual(
      identity,
    );
  });

  it('are refused for another provider, another verifier, or after their few minutes', () => {
    expect(readCode(SECRET, code(), 'facebook', { now: NOW })).toBeNull();
    expect(readCode(SECRET, code(), 'google', { codeVerifier: 'x'.repeat(43), now: NOW })).toBe(
      null,
    );
    const late = new Date(NOW.getTime() + (CODE_TTL_SECONDS + 1) * 1000);
    expect(readCode(SECRET, code(), 'google', { codeVerifier: verifier, now: late })).toBeNull();
    const inTime = new Date(NOW.getTime() + (CODE_TTL_SECONDS - 1) * 1000);
    expect(readCode(SECRET, code(), 'google', { codeVerifier: verifier, now: inTime })).toEqual(
      identity,
    );
  });

  it('cannot be made or altered without the secret', () => {
    const [body, signature] = code().split('.');
    const forged = Buffer.from(
      JSON.stringify({
        p: 'google',
        e: 'victim@example.com',
        n: 'X',
        c: challengeOf(verifier),
        x: 9e9,
      }),
    ).toString('base64url');
    for (const hostile of [
      `${forged}.${signature}`,
      `${body}.${signature!.slice(1)}A`,
      `${body}.`,
      `${body}`,
      `${body}.${signature}.extra`,
      '',
      'a'.repeat(5000),
      issueCode('another-secret-0123456789-0123456789', identity, challengeOf(verifier), NOW),
    ])
      expect(readCode(SECRET, hostile, 'google', { now: NOW })).toBeNull();
  });
});
