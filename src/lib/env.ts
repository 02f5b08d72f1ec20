import { z } from 'zod';
import { loadOrCreateSecrets } from './secrets';

/**
 * The one place that reads process.env. Every setting is validated once, with working
 * defaults; a secret that is not configured is generated on first start and kept in the data
 * folder (`SECRETS_FILE`), never taken from the repository (docs/decisions/0009).
 */

/** Every payment provider this build has an adapter for. */
export const PAYMENT_PROVIDER_IDS = ['sandbox', 'stripe'] as const;

/**
 * Settings whose default only serves the demo: a deployment that keeps one is told at start-up
 * (demoPlaceholders), so a placeholder never reaches travellers unnoticed.
 */
export const DEMO_VALUES = {
  PRIVACY_CONTACT_EMAIL: 'privacidad@xcaret.example',
  CONTACT_EMAIL: 'reservaciones@xcaret.example',
} as const;

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  BASE_URL: z.url().optional(),
  /**
   * Proxies in front of the app that append the caller's address to X-Forwarded-For. The
   * client's address is read that many entries from the right, so a client cannot choose its
   * own rate-limit bucket by sending the header itself.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** postgres://… switches from the embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** PostgreSQL: how long opening a connection may take before it counts as failed. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /**
   * PostgreSQL: how long a statement may take, on the server (statement_timeout) and on the
   * wire (a hung server sends nothing: the client gives up and drops the connection).
   */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /**
   * PostgreSQL streaming replicas (postgres:// URLs, comma-separated) for the reads that
   * tolerate lag: catalogue, search and calendars (docs/decisions/0049). Ignored without
   * DATABASE_URL. Holds, carts, orders, payments, accounts and the back office use the primary.
   */
  DATABASE_READ_URL: z
    .string()
    .optional()
    .transform((list) =>
      (list ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must list postgres:// URLs'),
      ),
    ),
  /** The most a replica may lag behind the primary and still serve reads, in ms. */
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(50).max(600_000).default(1_000),
  /** How long a replica that went away rests before it is checked again, in ms. */
  DATABASE_READ_RETRY_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /**
   * `off`: this instance runs no background jobs (hold and order expiry, payment tasks, the
   * outbox that renders the tickets' PDFs and sends the emails): with several instances on one
   * PostgreSQL, one process runs them (deploy/systemd/xcaret-jobs.service) and the instances
   * that answer buyers keep their CPU for them (decision 0047). Needs DATABASE_URL: with the
   * embedded database no other process could run them.
   */
  BACKGROUND_JOBS: z.enum(['on', 'off']).default('on'),
  /** Folder of the embedded database (PGlite) when DATABASE_URL is not set. */
  PGLITE_DIR: z.string().default('./data/pglite'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// URL')
    .optional(),
  /** Folder of the development mailbox: each email as a JSON file when SMTP_URL is not set. */
  MAIL_DIR: z.string().default('./data/mail'),
  /**
   * `1` serves the development mailbox (`/dev/mailbox/`, the emails of MAIL_DIR) to anyone who
   * asks: only on a developer's machine. Unset: on under `next dev`, off otherwise.
   */
  DEV_MAILBOX: z.enum(['0', '1']).optional(),
  /** Where secrets that are not configured are generated and kept (mode 0600). */
  SECRETS_FILE: z.string().default('./data/secrets.json'),
  /** How long a hotel booking holds its rooms while the guest pays. */
  HOTEL_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /** Minutes a cart item holds its places (SPEC: a countdown with a way to renew). */
  CART_HOLD_MINUTES: z.coerce.number().int().min(1).max(240).default(30),
  AUTH_SECRET: z.string().min(32).optional(),
  TICKET_SECRET: z.string().min(32).optional(),
  PAYMENT_SANDBOX_SECRET: z.string().min(32).optional(),
  /**
   * The payment providers that take new payments, in order of preference: for each payment the
   * first that serves its method, currency and plan is chosen (docs/decisions/0012).
   */
  PAYMENT_PROVIDERS: z
    .string()
    .default('sandbox')
    .transform((list) => list.split(',').map((id) => id.trim()))
    .pipe(z.array(z.enum(PAYMENT_PROVIDER_IDS)).min(1)),
  /** Stripe (off unless listed in PAYMENT_PROVIDERS): the secret API key, sk_… or rk_…. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w+$/, 'STRIPE_SECRET_KEY must be an sk_… or rk_… key')
    .optional(),
  /** The signing secret of the Stripe webhook endpoint /api/v1/payments/webhooks/stripe/. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be a whsec_… secret')
    .optional(),
  /** Another address for Stripe's API (a local fake in tests); unset: Stripe's own. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Signs the newsletter's confirmation and unsubscribe links and its captcha challenges. */
  NEWSLETTER_SECRET: z.string().min(32).optional(),
  /** Issue 20: the PAC that stamps CFDI invoices (the built-in sandbox, or Facturapi). */
  PAC_PROVIDER: z.enum(['sandbox', 'facturapi']).default('sandbox'),
  FACTURAPI_KEY: z.string().min(8).optional(),
  /** Another address for Facturapi's API (a local fake), with its /v2 path. */
  FACTURAPI_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The issuers' seal certificates (CSD): DER .cer, PKCS#8 DER .key and its password; unset:
   * the demo CSD-like files in resources/demo-csd/ (refused by any real PAC).
   */
  CFDI_HOTEL_CSD_CER: z.string().optional(),
  CFDI_HOTEL_CSD_KEY: z.string().optional(),
  CFDI_HOTEL_CSD_PASSWORD: z.string().optional(),
  CFDI_PARK_CSD_CER: z.string().optional(),
  CFDI_PARK_CSD_KEY: z.string().optional(),
  CFDI_PARK_CSD_PASSWORD: z.string().optional(),
  /** Days into the next month a buyer may still ask for the invoice of a payment. */
  INVOICE_GRACE_DAYS: z.coerce.number().int().min(0).max(31).default(5),
  /**
   * PBKDF2 iterations per captcha attempt (ALTCHA proof of work, about 256 attempts on
   * average): the default costs a visitor a second or two; tests lower it.
   */
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
  /** The email-marketing service's account, list and business unit (SPEC §3, §7). */
  NEWSLETTER_CLIENT_ID: z.string().default('local'),
  NEWSLETTER_EXTERNAL_KEY: z.string().default('newsletter'),
  NEWSLETTER_MEMBER_ID: z.string().default('xcaret'),
  /** Social login: each provider's button shows only when its id and secret are both set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  /** A generic OpenID Connect provider (any issuer with a discovery document). */
  OIDC_DISCOVERY_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** The name on the generic provider's button. */
  OIDC_NAME: z.string().max(40).default('OpenID'),
  /**
   * `1`: Facebook, Google and Apple without credentials sign in through the app's sandbox
   * sign-in page (decision 0022); `0`: their buttons say they are not available. Unset: as
   * DEMO_NOTICE (on in the demo).
   */
  SOCIAL_SANDBOX: z.enum(['0', '1']).optional(),
  /**
   * Address of the chat service the launcher opens. Unset: the launcher opens a panel of the
   * other ways to reach us (phones, hours, email, WhatsApp, the FAQ).
   */
  CHAT_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Issue 17: the https origins (comma-separated, no path) whose video files (MP4, WebM) and
   * WebVTT captions the park widget plays in the page; the CSP's media-src names exactly these.
   * YouTube and Vimeo addresses need none (their privacy-friendly players are framed). Unset:
   * any other video address opens on its own site.
   */
  VIDEO_ORIGINS: z.string().max(1000).optional(),
  /** The reservations desk's email, in the contact panel. A demo placeholder: set it. */
  CONTACT_EMAIL: z.email().default(DEMO_VALUES.CONTACT_EMAIL),
  /** Issue 17: where weddings, meetings and group enquiries are sent (the sales team). */
  SALES_EMAIL: z.email().default('ventas@xcaret.example'),
  /** The WhatsApp line in international form, digits only (5219981234567); unset: no link. */
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^[1-9]\d{7,14}$/, 'WHATSAPP_NUMBER: digits of the international number, no +')
    .optional(),
  /**
   * The package partner's search page (SPEC §7); the Hotel + Flight search leaves for it. Unset:
   * no partner, and the tab says packages are not available online (no dead placeholder).
   */
  PACKAGE_SEARCH_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Where the privacy notice sends requests about personal data (the ARCO rights, opting out of
   * marketing). The demo address is a placeholder a deployment must replace.
   */
  PRIVACY_CONTACT_EMAIL: z.email().default(DEMO_VALUES.PRIVACY_CONTACT_EMAIL),
  /** `1` shows the footer's "demo site" line (prices and availability are illustrative). */
  DEMO_NOTICE: z.enum(['0', '1']).default('1'),
  /** Our affiliate code with the package search provider, sent in its address. */
  PACKAGE_AFFILIATE_CODE: z.string().min(1).max(40).default('XCARET'),
  /**
   * The personalization and analytics service's script (SPEC §1), an https address or a path
   * of this site. Unset: the no-op adapter, nothing is loaded.
   */
  PERSONALIZATION_SCRIPT_URL: z
    .union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/[^/]/)])
    .optional(),
  /**
   * Issue 17: where the media library keeps its photographs' renditions: `local` (a folder of
   * this machine, MEDIA_DIR) or `s3` (an S3-compatible bucket several instances share).
   */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  MEDIA_DIR: z.string().default('./data/media'),
  /** The S3-compatible store's address (path-style requests), bucket, region and keys. */
  MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  MEDIA_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'MEDIA_S3_BUCKET must be a bucket name')
    .optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof schema> & {
  BASE_URL: string;
  /**
   * A production build serving a public origin. `npm start` on a laptop is a production
   * build too, but on loopback: it keeps the development secrets so that a new user needs
   * no configuration.
   */
  isDeployed: boolean;
  /** Served over https: cookies are Secure and HSTS is sent. */
  isHttps: boolean;
  /** BASE_URL was set: it is the canonical origin, and aliases are redirected to it. */
  baseUrlConfigured: boolean;
  /** The development mailbox pages are served (DEV_MAILBOX, or `next dev`). */
  devMailbox: boolean;
  /** Social buttons without credentials go through the sandbox sign-in (SOCIAL_SANDBOX). */
  socialSandbox: boolean;
  /** Secrets this process took from SECRETS_FILE because they were not configured. */
  generatedSecrets: SecretName[];
  AUTH_SECRET: string;
  TICKET_SECRET: string;
  PAYMENT_SANDBOX_SECRET: string;
  NEWSLETTER_SECRET: string;
};

export const SECRETS = [
  'AUTH_SECRET',
  'TICKET_SECRET',
  'PAYMENT_SANDBOX_SECRET',
  'NEWSLETTER_SECRET',
] as const;
export type SecretName = (typeof SECRETS)[number];

/**
 * The settings of `source` (process.env). Secrets it does not configure come from
 * `secretsFor(file, names)`, by default generated once into SECRETS_FILE and read back by every
 * later start and every instance sharing the folder.
 */
export function parseEnv(
  source: Record<string, string | undefined>,
  secretsFor: (
    file: string,
    names: SecretName[],
  ) => Record<SecretName, string> = loadOrCreateSecrets,
): Env {
  const parsed = schema.safeParse(
    // Empty strings count as unset, as in most deployment tools.
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (
    env.PAYMENT_PROVIDERS.includes('stripe') &&
    (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)
  )
    throw new Error(
      'Invalid environment configuration:\n  PAYMENT_PROVIDERS: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  if (env.PAC_PROVIDER === 'facturapi' && !env.FACTURAPI_KEY)
    throw new Error(
      'Invalid environment configuration:\n  PAC_PROVIDER: facturapi needs FACTURAPI_KEY',
    );
  if (
    env.MEDIA_STORAGE === 's3' &&
    (!env.MEDIA_S3_ENDPOINT ||
      !env.MEDIA_S3_BUCKET ||
      !env.MEDIA_S3_ACCESS_KEY_ID ||
      !env.MEDIA_S3_SECRET_ACCESS_KEY)
  )
    throw new Error(
      'Invalid environment configuration:\n  MEDIA_STORAGE: s3 needs MEDIA_S3_ENDPOINT, MEDIA_S3_BUCKET, MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY',
    );
  if (env.BACKGROUND_JOBS === 'off' && !env.DATABASE_URL)
    throw new Error(
      'Invalid environment configuration:\n  BACKGROUND_JOBS: off needs DATABASE_URL (with the embedded database no other process runs the jobs)',
    );
  const baseUrl = env.BASE_URL ?? `http://localhost:${env.PORT}`;
  const isDeployed = env.NODE_ENV === 'production' && !isLoopback(new URL(baseUrl).hostname);
  const missing = SECRETS.filter((key) => !env[key]);
  const generated = missing.length > 0 ? secretsFor(env.SECRETS_FILE, missing) : undefined;
  const secret = (name: SecretName) => env[name] ?? generated![name];
  return {
    ...env,
    BASE_URL: baseUrl,
    isDeployed,
    isHttps: baseUrl.startsWith('https://'),
    baseUrlConfigured: env.BASE_URL !== undefined,
    devMailbox: env.DEV_MAILBOX ? env.DEV_MAILBOX === '1' : env.NODE_ENV === 'development',
    socialSandbox: (env.SOCIAL_SANDBOX ?? env.DEMO_NOTICE) === '1',
    generatedSecrets: missing,
    AUTH_SECRET: secret('AUTH_SECRET'),
    TICKET_SECRET: secret('TICKET_SECRET'),
    PAYMENT_SANDBOX_SECRET: secret('PAYMENT_SANDBOX_SECRET'),
    NEWSLETTER_SECRET: secret('NEWSLETTER_SECRET'),
  };
}

/**
 * The settings a deployment left at their demo values: the placeholders an operator must
 * replace (the privacy and reservations contacts) and the footer's demo line.
 */
export function demoPlaceholders(
  settings: Pick<Env, 'PRIVACY_CONTACT_EMAIL' | 'CONTACT_EMAIL' | 'DEMO_NOTICE'> & {
    socialSandbox?: boolean;
  },
): string[] {
  const left: string[] = [];
  for (const name of Object.keys(DEMO_VALUES) as (keyof typeof DEMO_VALUES)[])
    if (settings[name] === DEMO_VALUES[name]) left.push(name);
  if (settings.DEMO_NOTICE === '1') left.push('DEMO_NOTICE');
  // Anyone may open an account with any address through the sandbox sign-in.
  if (settings.socialSandbox) left.push('SOCIAL_SANDBOX');
  return left;
}

export function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    hostname === '::1' ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname)
  );
}

let cached: Env | undefined;
/** Lazily parsed so that a build does not need runtime secrets. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
