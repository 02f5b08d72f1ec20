import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, twoFactor } from 'better-auth/plugins';
import type { Db } from '@/db/client';
import {
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from '@/db/schema';
import { hitRateLimit } from '@/domain/limits';
import { clientIpFromHeaders } from '@/lib/http';
import { normalizeEmail } from '@/lib/email';
import { logger } from '@/lib/logger';
import {
  STAFF_PASSWORD_MIN,
  STAFF_SESSION_HOURS,
  staffAccess,
  staffRoles,
  STAFF_SIGN_IN_LIMITS,
} from './staff.rules';

export type StaffAuthConfig = {
  baseUrl: string;
  secret: string;
  secureCookies: boolean;
  /** Framework glue (the Next.js cookie bridge); it must come last. */
  plugins?: BetterAuthPlugin[];
};

/** The staff's cookies (`xcaret-staff.session_token`), apart from the customers' `xcaret.`. */
export const STAFF_COOKIE_PREFIX = 'xcaret-staff';
/** Where the staff instance answers (src/app/api/admin/auth). */
export const STAFF_AUTH_PATH = '/api/admin/auth';

const LIMITED = new Set([
  '/sign-in/email',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
]);

/**
 * The back office's authentication: a Better Auth instance of its own over the staff tables,
 * with roles (admin plugin, our access control) and a required second factor (TOTP). Nobody
 * signs up: staff are created by an admin or `npm run staff:create`. Sessions last a shift.
 */
export function createStaffAuth(db: Db, config: StaffAuthConfig) {
  const origin = new URL(config.baseUrl).origin;

  /** Sign-in and code attempts, per address and per account, counted in the database. */
  async function limitAttempts(ctx: {
    path: string;
    body?: unknown;
    headers?: Headers;
    request?: Request;
  }) {
    if (!LIMITED.has(ctx.path)) return;
    const headers = ctx.headers ?? ctx.request?.headers;
    const ip = headers ? clientIpFromHeaders(headers) : 'server';
    const email = normalizeEmail((ctx.body as { email?: unknown } | undefined)?.email);
    const hits = await Promise.all([
      hitRateLimit(db, `staff-login:ip:${ip}`, STAFF_SIGN_IN_LIMITS.perIp),
      email
        ? hitRateLimit(db, `staff-login:account:${email}`, STAFF_SIGN_IN_LIMITS.perAccount)
        : undefined,
    ]);
    if (hits.some((hit) => hit && !hit.allowed)) {
      logger.warn({ path: ctx.path, ip }, 'staff sign-in limit');
      throw new APIError('TOO_MANY_REQUESTS', {
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many attempts',
      });
    }
  }

  return betterAuth({
    appName: 'Xcaret back office',
    baseURL: origin,
    basePath: STAFF_AUTH_PATH,
    secret: config.secret,
    trustedOrigins: [origin],
    telemetry: { enabled: false },
    logger: { level: 'error' },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
    }),
    user: {
      additionalFields: {
        locale: { type: 'string', required: false, defaultValue: 'es', input: false },
      },
    },
    session: {
      expiresIn: STAFF_SESSION_HOURS * 3600,
      updateAge: 3600,
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      autoSignIn: false,
      minPasswordLength: STAFF_PASSWORD_MIN,
      maxPasswordLength: 128,
    },
    plugins: [
      admin({
        ac: staffAccess,
        roles: staffRoles,
        adminRoles: ['admin'],
        defaultRole: 'gate',
      }),
      twoFactor({ issuer: 'Xcaret back office' }),
      ...(config.plugins ?? []),
    ],
    rateLimit: { enabled: false },
    advanced: {
      skipTrailingSlashes: true,
      useSecureCookies: config.secureCookies,
      cookiePrefix: STAFF_COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'strict', path: '/' },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await limitAttempts(ctx);
      }),
    },
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
