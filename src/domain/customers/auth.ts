import { clientIpFromHeaders } from '@/lib/http';
import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins';
import type { Db } from '@/db/client';
import { authAccounts, authSessions, authUsers, authVerifications } from '@/db/schema';
import { claimCart } from '@/domain/cart';
import { hitRateLimit } from '@/domain/limits';
import { enqueue, type AccountEmailPayload } from '@/domain/outbox';
import { claimBooking } from '@/domain/stays';
import { normalizeEmail } from '@/lib/email';
import { logger } from '@/lib/logger';
import { safeRedirectPath } from '@/lib/redirect';
import {
  AUTH_LIMITS,
  authBurst,
  authLimitKeys,
  localeOfPath,
  PASSWORD_MAX,
  PASSWORD_MIN,
  REMEMBER_ME_DAYS,
  RESET_TOKEN_SECONDS,
  VERIFY_TOKEN_SECONDS,
  type AuthAction,
} from './customers.rules';
import { locales } from '@/i18n/paths';

export const ACCOUNT_LOCALES = locales;
export type AccountLocale = (typeof ACCOUNT_LOCALES)[number];

/** The social providers offered when their credentials are configured. */
export type SocialProviderId = 'google' | 'facebook' | 'apple' | 'oidc';

export type CustomerAuthConfig = {
  /** The public origin (env BASE_URL): links in emails and the trusted origin. */
  baseUrl: string;
  secret: string;
  /** Cookies get the Secure flag (and the __Secure- prefix) when served over https. */
  secureCookies: boolean;
  google?: { clientId: string; clientSecret: string };
  facebook?: { clientId: string; clientSecret: string };
  apple?: { clientId: string; clientSecret: string };
  /** Any OpenID Connect provider, found through its discovery document. */
  oidc?: { discoveryUrl: string; clientId: string; clientSecret: string };
  /** More OAuth providers, fully described (the demo's sandbox sign-ins, decision 0022). */
  oauthProviders?: GenericOAuthConfig[];
  /** Framework glue (the Next.js cookie bridge); it must come last. */
  plugins?: BetterAuthPlugin[];
};

/** Cookie names (before the __Secure- prefix that https adds). */
export const AUTH_COOKIE_PREFIX = 'xcaret';
/** The guest state that follows a visitor into their account (src/lib/cookies.ts). */
const GUEST_COOKIES = { cart: 'cart', booking: 'booking', token: 'token' } as const;

/** Better Auth parameters that name where the visitor goes next (body or query). */
const REDIRECT_PARAMS = [
  'callbackURL',
  'errorCallbackURL',
  'newUserCallbackURL',
  'redirectTo',
  'callbackUrl',
] as const;

/**
 * The redirect parameters of a request, each through the site's one redirect rule
 * (`safeRedirectPath`): an absolute URL of our own origin becomes its path, anything else that
 * is not a path of ours goes home. Undefined when nothing needed changing.
 */
export function safeRedirectParams(
  values: Record<string, unknown> | undefined,
  origin: string,
  home = '/',
): Record<string, unknown> | undefined {
  if (!values || typeof values !== 'object') return undefined;
  let changed = false;
  const out: Record<string, unknown> = { ...values };
  for (const name of REDIRECT_PARAMS) {
    const value = values[name];
    if (value === undefined) continue;
    let candidate = value;
    if (typeof value === 'string' && value.startsWith(`${origin}/`))
      candidate = value.slice(origin.length);
    const safe = safeRedirectPath(candidate, home);
    if (safe !== value) {
      out[name] = safe;
      changed = true;
    }
  }
  return changed ? out : undefined;
}

const LIMITED_PATHS: Record<string, AuthAction> = {
  '/sign-in/email': 'login',
  '/sign-up/email': 'register',
  '/request-password-reset': 'reset',
  '/reset-password': 'reset',
};

/**
 * The customers' authentication: Better Auth over our database. Email and password with a
 * confirmation link, password reset, optional social providers, 30-day "remember me"
 * sessions; every email goes through the outbox so it is retried and sent in the visitor's
 * language.
 */
export function createCustomerAuth(db: Db, config: CustomerAuthConfig) {
  const origin = new URL(config.baseUrl).origin;

  async function sendAccountEmail(payload: AccountEmailPayload) {
    await enqueue(db, { kind: 'account-email', payload });
  }

  /** The language of the page that asked (its callback path), else the customer's own. */
  function emailLocale(url: string, param: string, fallback: unknown): AccountLocale {
    const stored = localeOfPath(`/${String(fallback ?? '')}/`, ACCOUNT_LOCALES, 'es');
    try {
      const callback = new URL(url).searchParams.get(param);
      return localeOfPath(callback, ACCOUNT_LOCALES, stored);
    } catch {
      return stored;
    }
  }

  const socialProviders: Record<string, { clientId: string; clientSecret: string }> = {};
  if (config.google) socialProviders.google = config.google;
  if (config.facebook) socialProviders.facebook = config.facebook;
  if (config.apple) socialProviders.apple = config.apple;

  const oauth: GenericOAuthConfig[] = [
    ...(config.oidc
      ? [
          {
            providerId: 'oidc',
            discoveryUrl: config.oidc.discoveryUrl,
            clientId: config.oidc.clientId,
            clientSecret: config.oidc.clientSecret,
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
          },
        ]
      : []),
    ...(config.oauthProviders ?? []),
  ];
  const plugins: BetterAuthPlugin[] = [];
  if (oauth.length > 0) plugins.push(genericOAuth({ config: oauth }));

  /** Our own rate limits on sign-in, sign-up and reset, per address and per account. */
  async function limitAttempts(ctx: {
    path: string;
    body?: unknown;
    headers?: Headers;
    request?: Request;
  }) {
    // Requests that reached /api/auth over HTTP (not the server's own calls, such as reading
    // the session of a page), per address, in the database: every instance counts together.
    if (ctx.request && ctx.path !== '/get-session') {
      const ip = clientIpFromHeaders(ctx.request.headers);
      const burst = authBurst(ctx.path, ip);
      const hit = await hitRateLimit(db, burst.key, burst.limit);
      if (!hit.allowed) {
        logger.warn({ path: ctx.path, ip, retryAfter: hit.retryAfterSeconds }, 'auth burst limit');
        throw new APIError('TOO_MANY_REQUESTS', {
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many attempts',
        });
      }
    }
    const action = LIMITED_PATHS[ctx.path];
    if (!action) return;
    const body = (ctx.body ?? {}) as { email?: unknown };
    const email =
      action === 'reset' && ctx.path === '/reset-password' ? undefined : normalizeEmail(body.email);
    const callerHeaders = ctx.headers ?? ctx.request?.headers;
    const ip = callerHeaders ? clientIpFromHeaders(callerHeaders) : undefined;
    const keys = authLimitKeys(action, { ip, email: email || undefined });
    const results = await Promise.all([
      keys.ip ? hitRateLimit(db, keys.ip, AUTH_LIMITS.perIp) : undefined,
      keys.account ? hitRateLimit(db, keys.account, AUTH_LIMITS.perAccount) : undefined,
    ]);
    const refused = results.find((r) => r && !r.allowed);
    if (refused) {
      logger.warn({ action, ip, retryAfter: refused.retryAfterSeconds }, 'auth rate limit');
      throw new APIError('TOO_MANY_REQUESTS', {
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many attempts',
      });
    }
  }

  return betterAuth({
    appName: 'Xcaret',
    baseURL: origin,
    basePath: '/api/auth',
    secret: config.secret,
    // DESIGN §12: the origin actually served, port included, or sign-up answers INVALID_ORIGIN.
    trustedOrigins: [origin],
    telemetry: { enabled: false },
    // Its warnings ("User not found", "Invalid password") are expected traffic, not news.
    logger: { level: 'error' },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
      },
    }),
    user: {
      additionalFields: {
        locale: { type: 'string', required: false, defaultValue: 'es', input: true },
      },
    },
    session: {
      // With "remember me" the cookie and the session last 30 days; without it the cookie
      // has no expiry and ends with the browser.
      expiresIn: REMEMBER_ME_DAYS * 86_400,
      updateAge: 86_400,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token, url }) => {
        const locale = emailLocale(url, 'callbackURL', (user as { locale?: unknown }).locale);
        await sendAccountEmail({
          template: 'reset-password',
          to: user.email,
          name: user.name,
          // Straight to our reset page; the token is single-use and expires within the hour.
          url: `${origin}/${locale}/forgot/?token=${encodeURIComponent(token)}`,
          locale,
        });
      },
      // Registering an address that has an account answers like a new registration (no
      // enumeration); the owner of the address gets an email saying the account exists.
      onExistingUserSignUp: async ({ user }) => {
        const locale = localeOfPath(
          `/${String((user as { locale?: unknown }).locale ?? '')}/`,
          ACCOUNT_LOCALES,
          'es',
        );
        await sendAccountEmail({
          template: 'account-exists',
          to: user.email,
          name: user.name,
          url: `${origin}/${locale}/forgot/`,
          locale,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_TOKEN_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        const locale = emailLocale(url, 'callbackURL', (user as { locale?: unknown }).locale);
        await sendAccountEmail({
          template: 'verify-email',
          to: user.email,
          name: user.name,
          url,
          locale,
        });
      },
    },
    account: {
      // A social account joins the customer with the same email only when the provider
      // vouches for the address (email_verified); no provider is trusted blindly.
      accountLinking: { enabled: true, trustedProviders: [] },
    },
    socialProviders,
    plugins: [...plugins, ...(config.plugins ?? [])],
    // Better Auth's own limiter keeps its counters in each instance's memory (N instances
    // allow N times as much): ours (limitAttempts) count the same bursts per address, and per
    // account, in the database, shared by every instance.
    rateLimit: { enabled: false },
    advanced: {
      // next.config's trailingSlash: true (DESIGN §12).
      skipTrailingSlashes: true,
      useSecureCookies: config.secureCookies,
      cookiePrefix: AUTH_COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await limitAttempts(ctx);
        // Every place Better Auth may send the visitor obeys the site's redirect rule.
        const body = safeRedirectParams(ctx.body as Record<string, unknown> | undefined, origin);
        const query = safeRedirectParams(ctx.query as Record<string, unknown> | undefined, origin);
        if (body || query)
          return { context: { ...(body ? { body } : {}), ...(query ? { query } : {}) } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        const session = ctx.context.newSession;
        if (!session) return;
        try {
          await claimGuestState(db, session.user.id, readCookies(ctx.headers?.get('cookie')));
        } catch (error) {
          // Never fail a login because the guest's cart or booking could not follow.
          logger.error({ err: error }, 'could not link the guest state to the customer');
        }
      }),
    },
  });
}

export type CustomerAuth = ReturnType<typeof createCustomerAuth>;

function readCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // a malformed value is ignored
    }
  }
  return out;
}

/** The guest's cart and hotel booking follow them into their account. */
export async function claimGuestState(
  db: Db,
  userId: string,
  cookies: Record<string, string | undefined>,
): Promise<{ cart: boolean; booking: boolean }> {
  const cartId = cookies[GUEST_COOKIES.cart];
  const reference = cookies[GUEST_COOKIES.booking];
  const secret = cookies[GUEST_COOKIES.token];
  const cart =
    cartId && /^[0-9a-f-]{36}$/.test(cartId) ? await claimCart(db, cartId, userId) : false;
  const booking = reference && secret ? await claimBooking(db, reference, secret, userId) : false;
  return { cart, booking };
}
