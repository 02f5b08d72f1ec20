import { parseEmail } from '@/lib/email';
/**
 * Customer accounts (SPEC §2 login panel, §3 site login, §4 login states, §8 error catalogue):
 * the pure rules. No I/O here.
 */

/** SPEC §8's login codes. USER_INACTIVE is the spec's other reading of USER_NOT_CONFIRMED. */
export const LOGIN_ERROR_CODES = [
  'INVALID_EMAIL',
  'PASSWORD_REQUIRED',
  'INCORRECT_LOGIN',
  'USER_NOT_CONFIRMED',
  'USER_ALREADY_EXISTS',
  'GENERAL_ERROR',
] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

/** Our own refusals, beside the catalogue: the password's length and the rate limit. */
export type AccountErrorCode = LoginErrorCode | 'PASSWORD_LENGTH' | 'TOO_MANY_ATTEMPTS';

/** DESIGN: the library's default hash, 8 to 128 characters, no composition rules. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
/** Remember me: the session lasts this long; without it, it ends with the browser. */
export const REMEMBER_ME_DAYS = 30;
/** A reset link works once, within the hour. */
export const RESET_TOKEN_SECONDS = 3600;
/** A confirmation link works for a day. */
export const VERIFY_TOKEN_SECONDS = 86_400;

/**
 * What the auth library answered, in the catalogue's words. Anything unknown is a
 * GENERAL_ERROR: the visitor never sees the library's own wording.
 */
export function loginErrorFromAuth(code: string | undefined | null): AccountErrorCode {
  const upper = (code ?? '').toUpperCase();
  if ((LOGIN_ERROR_CODES as readonly string[]).includes(upper)) return upper as LoginErrorCode;
  switch (upper) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return 'INCORRECT_LOGIN';
    case 'EMAIL_NOT_VERIFIED':
    case 'USER_INACTIVE':
      return 'USER_NOT_CONFIRMED';
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
    // A social account whose unverified email belongs to an existing customer.
    case 'ACCOUNT_NOT_LINKED':
      return 'USER_ALREADY_EXISTS';
    case 'PASSWORD_TOO_SHORT':
    case 'PASSWORD_TOO_LONG':
      return 'PASSWORD_LENGTH';
    case 'TOO_MANY_REQUESTS':
    case 'TOO_MANY_ATTEMPTS':
      return 'TOO_MANY_ATTEMPTS';
    default:
      return 'GENERAL_ERROR';
  }
}

export type CredentialsCheck =
  | { ok: true; email: string; password: string }
  | { ok: false; code: AccountErrorCode; field: 'email' | 'password' };

/**
 * The form's own checks, before the library is asked. At login only presence and format
 * matter (a short password is simply wrong); a new password must be 8-128 characters.
 */
export function checkCredentials(
  input: { email: unknown; password: unknown },
  mode: 'login' | 'new-password',
): CredentialsCheck {
  // The site's one email rule (src/lib/email.ts), in its stored form (ASCII domain).
  const parsed = parseEmail(input.email);
  const password = typeof input.password === 'string' ? input.password : '';
  if (!parsed.ok) return { ok: false, code: 'INVALID_EMAIL', field: 'email' };
  const email = parsed.address;
  if (password.length === 0) return { ok: false, code: 'PASSWORD_REQUIRED', field: 'password' };
  if (mode === 'new-password') {
    const check = checkNewPassword(password);
    if (check) return { ok: false, code: check, field: 'password' };
  }
  return { ok: true, email, password };
}

export function checkNewPassword(password: string): AccountErrorCode | undefined {
  if (password.length === 0) return 'PASSWORD_REQUIRED';
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'PASSWORD_LENGTH';
  return undefined;
}

/** The language named by a path's first segment (`/en/my-account/` → en), else the default. */
export function localeOfPath<L extends string>(
  path: string | null | undefined,
  locales: readonly L[],
  fallback: L,
): L {
  const first = (path ?? '').split('/')[1] ?? '';
  return (locales as readonly string[]).includes(first) ? (first as L) : fallback;
}

/**
 * Rate limits (DESIGN §11: counters in the database, shared by every instance). Per address
 * they stop a flood from one machine; per account they stop a slow guess at one customer's
 * password from many machines.
 */
export type AuthAction = 'login' | 'register' | 'reset';
export const AUTH_LIMITS = {
  perIp: { limit: 20, windowSeconds: 600 },
  perAccount: { limit: 10, windowSeconds: 900 },
} as const;

/**
 * Short bursts per client address on the authentication endpoints reached over HTTP (Better
 * Auth's own in-memory limiter counted per instance, so N instances allowed N times as much):
 * the credential endpoints 10 a minute, any other 100 a minute. Counted in the database, shared
 * by every instance.
 */
export const AUTH_BURST_LIMITS = {
  credentials: { limit: 10, windowSeconds: 60 },
  other: { limit: 100, windowSeconds: 60 },
} as const;

const CREDENTIAL_PATHS = /^\/(sign-in|sign-up)\/|^\/(request-password-reset|reset-password)$/;

/** The burst bucket of an authentication endpoint reached over HTTP, with its limit. */
export function authBurst(path: string, ip: string) {
  const bucket = CREDENTIAL_PATHS.test(path) ? 'credentials' : 'other';
  return { key: `auth:burst:${bucket}:ip:${ip}`, limit: AUTH_BURST_LIMITS[bucket] };
}

export function authLimitKeys(
  action: AuthAction,
  { ip, email }: { ip: string | undefined; email: string | undefined },
): { ip?: string; account?: string } {
  return {
    ip: ip ? `auth:${action}:ip:${ip}` : undefined,
    account: email ? `auth:${action}:account:${email}` : undefined,
  };
}
