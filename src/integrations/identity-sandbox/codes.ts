import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox sign-in's authorization codes (decision 0022): what the visitor typed on the
 * sandbox page, for one provider, bound to the PKCE challenge of the sign-in that asked and
 * valid a few minutes, signed with AUTH_SECRET. Nothing is stored: the code is the identity,
 * and only a server holding the secret could have made it.
 */
export const SANDBOX_PROVIDERS = ['facebook', 'google', 'apple'] as const;
export type SandboxProvider = (typeof SANDBOX_PROVIDERS)[number];

export const CODE_TTL_SECONDS = 300;

export type SandboxIdentity = {
  provider: SandboxProvider;
  email: string;
  name: string;
};

type Claims = { p: SandboxProvider; e: string; n: string; c: string; x: number };

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64url');

function mac(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`sandbox-sign-in.${body}`, 'utf8').digest();
}

/** The code the sandbox page hands back to the callback. */
export function issueCode(
  secret: string,
  identity: SandboxIdentity,
  codeChallenge: string,
  now: Date = new Date(),
): string {
  const claims: Claims = {
    p: identity.provider,
    e: identity.email,
    n: identity.name,
    c: codeChallenge,
    x: Math.floor(now.getTime() / 1000) + CODE_TTL_SECONDS,
  };
  const body = b64(JSON.stringify(claims));
  return `${body}.${b64(mac(secret, body))}`;
}

/** S256: the challenge a verifier answers (RFC 7636). */
export function challengeOf(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/**
 * The identity a code carries, if this server signed it for `provider`, it has not expired,
 * and (when given) `codeVerifier` answers its PKCE challenge; otherwise null.
 */
export function readCode(
  secret: string,
  code: string,
  provider: SandboxProvider,
  options: { codeVerifier?: string; now?: Date } = {},
): SandboxIdentity | null {
  if (typeof code !== 'string' || code.length > 2000) return null;
  const [body, signature, ...rest] = code.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: Claims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims;
  } catch {
    return null;
  }
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (claims.p !== provider || typeof claims.x !== 'number' || claims.x < now) return null;
  if (options.codeVerifier !== undefined && challengeOf(options.codeVerifier) !== claims.c)
    return null;
  return { provider: claims.p, email: claims.e, name: claims.n };
}
