import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPlaceholders, parseEnv as parseWith, SECRETS } from './env';

const dir = mkdtempSync(path.join(os.tmpdir(), 'env-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** parseEnv with the generated secrets kept in a folder of the test's own. */
const parseEnv = (source: Record<string, string | undefined>) =>
  parseWith({ SECRETS_FILE: path.join(dir, 'secrets.json'), ...source });

/** The development secret this repository once shipped: no server may run on it again. */
const PUBLISHED = 'dev-only-secret-change-me-in-production-0123456789';

describe('parseEnv', () => {
  it('gives a new developer working defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.BASE_URL).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toBe('./data/pglite');
    expect(env.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(env.isDeployed).toBe(false);
  });

  it('runs every kind of server on secrets of its own, never on one published with the code', () => {
    for (const source of [
      {},
      { NODE_ENV: 'production', PORT: '3100' },
      { NODE_ENV: 'production', BASE_URL: 'http://127.0.0.1:3100' },
      { NODE_ENV: 'production', BASE_URL: 'https://www.example.com' },
    ]) {
      const env = parseEnv(source);
      for (const name of SECRETS) {
        expect(env[name].length).toBeGreaterThanOrEqual(32);
        expect(env[name]).not.toContain(PUBLISHED);
        expect(env[name]).not.toMatch(/dev|change-me/i);
      }
      expect(env.generatedSecrets).toEqual([...SECRETS]);
    }
    // The four secrets differ, and a second start reads the same ones back.
    const first = parseEnv({});
    expect(new Set(SECRETS.map((n) => first[n])).size).toBe(4);
    expect(SECRETS.map((n) => parseEnv({ NODE_ENV: 'production' })[n])).toEqual(
      SECRETS.map((n) => first[n]),
    );
  });

  it('uses configured secrets as they are, generating only the others', () => {
    const secret = 'x'.repeat(32);
    const some = parseEnv({ AUTH_SECRET: secret });
    expect(some.AUTH_SECRET).toBe(secret);
    expect(some.generatedSecrets).toEqual([
      'TICKET_SECRET',
      'PAYMENT_SANDBOX_SECRET',
      'NEWSLETTER_SECRET',
    ]);
    const env = parseEnv({
      NODE_ENV: 'production',
      BASE_URL: 'https://www.example.com',
      AUTH_SECRET: secret,
      TICKET_SECRET: secret,
      PAYMENT_SANDBOX_SECRET: secret,
      NEWSLETTER_SECRET: secret,
    });
    expect(env.isDeployed).toBe(true);
    expect(env.isHttps).toBe(true);
    expect(env.generatedSecrets).toEqual([]);
  });

  it('serves the development mailbox only when asked for, or under next dev', () => {
    expect(parseEnv({}).devMailbox).toBe(true); // NODE_ENV unset: development
    expect(parseEnv({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(parseEnv({ NODE_ENV: 'development', DEV_MAILBOX: '0' }).devMailbox).toBe(false);
    expect(() => parseEnv({ DEV_MAILBOX: 'yes' })).toThrow(/DEV_MAILBOX/);
  });

  it('reads DATABASE_READ_URL as a list of replicas, none when unset (decision 0049)', () => {
    expect(parseEnv({}).DATABASE_READ_URL).toEqual([]);
    expect(parseEnv({}).DATABASE_READ_MAX_LAG_MS).toBe(1_000);
    expect(
      parseEnv({ DATABASE_READ_URL: ' postgres://a:5433/x , postgresql://b/x,' }).DATABASE_READ_URL,
    ).toEqual(['postgres://a:5433/x', 'postgresql://b/x']);
    expect(() => parseEnv({ DATABASE_READ_URL: 'postgres://a/x,mysql://b/x' })).toThrow(
      /DATABASE_READ_URL must list postgres/,
    );
  });

  it('explains invalid values', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must be a postgres/,
    );
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });

  it('defaults the mailbox folder and the hotel hold, and bounds the hold', () => {
    expect(parseEnv({}).MAIL_DIR).toBe('./data/mail');
    expect(parseEnv({}).HOTEL_HOLD_MINUTES).toBe(15);
    expect(parseEnv({ HOTEL_HOLD_MINUTES: '30' }).HOTEL_HOLD_MINUTES).toBe(30);
    for (const bad of ['0', '121', '7.5', 'soon'])
      expect(() => parseEnv({ HOTEL_HOLD_MINUTES: bad })).toThrow(/HOTEL_HOLD_MINUTES/);
  });

  it('takes new payments through the sandbox unless PAYMENT_PROVIDERS names others', () => {
    expect(parseEnv({}).PAYMENT_PROVIDERS).toEqual(['sandbox']);
    expect(parseEnv({ PAYMENT_PROVIDERS: ' sandbox ' }).PAYMENT_PROVIDERS).toEqual(['sandbox']);
    for (const bad of ['paypal', 'sandbox,', ','])
      expect(() => parseEnv({ PAYMENT_PROVIDERS: bad })).toThrow(/PAYMENT_PROVIDERS/);
  });

  it('turns Stripe on only when listed, and then only with its keys', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
    expect(parseEnv(keys).PAYMENT_PROVIDERS).toEqual(['sandbox']);
    expect(parseEnv({ ...keys, PAYMENT_PROVIDERS: 'stripe,sandbox' }).PAYMENT_PROVIDERS).toEqual([
      'stripe',
      'sandbox',
    ]);
    expect(() => parseEnv({ PAYMENT_PROVIDERS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() =>
      parseEnv({ PAYMENT_PROVIDERS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc123' }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ ...keys, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    expect(() => parseEnv({ ...keys, STRIPE_API_URL: 'ftp://127.0.0.1' })).toThrow(
      /STRIPE_API_URL/,
    );
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', CHAT_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('configures the package search and the personalization script, refusing other schemes', () => {
    const defaults = parseEnv({});
    expect(defaults.PACKAGE_SEARCH_URL).toBeUndefined();
    expect(defaults.PACKAGE_AFFILIATE_CODE).toBe('XCARET');
    expect(defaults.PERSONALIZATION_SCRIPT_URL).toBeUndefined();
    expect(parseEnv({ PERSONALIZATION_SCRIPT_URL: '/tag.js' }).PERSONALIZATION_SCRIPT_URL).toBe(
      '/tag.js',
    );
    expect(() => parseEnv({ PERSONALIZATION_SCRIPT_URL: 'javascript:alert(1)' })).toThrow();
    expect(() => parseEnv({ PERSONALIZATION_SCRIPT_URL: '//cdn.example.com/t.js' })).toThrow();
    expect(() => parseEnv({ PACKAGE_SEARCH_URL: 'ftp://example.com/' })).toThrow();
  });
});

describe('demoPlaceholders (issue 19: placeholders an operator must replace)', () => {
  it('names every demo value a deployment kept, and the demo line', () => {
    expect(demoPlaceholders(parseEnv({ NODE_ENV: 'production' }))).toEqual([
      'PRIVACY_CONTACT_EMAIL',
      'CONTACT_EMAIL',
      'DEMO_NOTICE',
      'SOCIAL_SANDBOX',
    ]);
  });
  it('opens the sandbox sign-in with the demo line unless told otherwise (decision 0022)', () => {
    expect(parseEnv({}).socialSandbox).toBe(true);
    expect(parseEnv({ DEMO_NOTICE: '0' }).socialSandbox).toBe(false);
    expect(parseEnv({ DEMO_NOTICE: '0', SOCIAL_SANDBOX: '1' }).socialSandbox).toBe(true);
    expect(parseEnv({ SOCIAL_SANDBOX: '0' }).socialSandbox).toBe(false);
    expect(() => parseEnv({ SOCIAL_SANDBOX: 'yes' })).toThrow(/SOCIAL_SANDBOX/);
  });
  it('is empty once each is set', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      PRIVACY_CONTACT_EMAIL: 'privacidad@grupoxcaret.com',
      CONTACT_EMAIL: 'reservaciones@grupoxcaret.com',
      DEMO_NOTICE: '0',
    });
    expect(env.PRIVACY_CONTACT_EMAIL).toBe('privacidad@grupoxcaret.com');
    expect(demoPlaceholders(env)).toEqual([]);
  });
  it('refuses a privacy contact that is not an address, and an unknown demo flag', () => {
    expect(() => parseEnv({ PRIVACY_CONTACT_EMAIL: 'not an address' })).toThrow(
      /PRIVACY_CONTACT_EMAIL/,
    );
    expect(() => parseEnv({ DEMO_NOTICE: 'yes' })).toThrow(/DEMO_NOTICE/);
    expect(() => parseEnv({ WHATSAPP_NUMBER: '+52 998 123 4567' })).toThrow(/WHATSAPP_NUMBER/);
    expect(parseEnv({ WHATSAPP_NUMBER: '5219981234567' }).WHATSAPP_NUMBER).toBe('5219981234567');
    expect(() => parseEnv({ CHAT_URL: 'javascript:alert(1)' })).toThrow(/CHAT_URL/);
  });
});

describe('the package partner (issue 14: no dead placeholder)', () => {
  it('is unset unless configured, and only an http(s) address', () => {
    expect(parseEnv({}).PACKAGE_SEARCH_URL).toBeUndefined();
    expect(
      parseEnv({ PACKAGE_SEARCH_URL: 'https://partner.example.net/search' }).PACKAGE_SEARCH_URL,
    ).toBe('https://partner.example.net/search');
    expect(() => parseEnv({ PACKAGE_SEARCH_URL: 'javascript:alert(1)' })).toThrow(
      /PACKAGE_SEARCH_URL/,
    );
  });
  it('runs the background jobs unless told not to; off only where another process can run them', () => {
    expect(parseEnv({}).BACKGROUND_JOBS).toBe('on');
    const postgres = { DATABASE_URL: 'postgres://app@db.example/xcaret' };
    expect(parseEnv({ ...postgres, BACKGROUND_JOBS: 'on' }).BACKGROUND_JOBS).toBe('on');
    expect(parseEnv({ ...postgres, BACKGROUND_JOBS: 'off' }).BACKGROUND_JOBS).toBe('off');
    expect(parseEnv({ ...postgres, BACKGROUND_JOBS: '' }).BACKGROUND_JOBS).toBe('on');
    expect(() => parseEnv({ BACKGROUND_JOBS: 'off' })).toThrow(
      /BACKGROUND_JOBS: off needs DATABASE_URL/,
    );
    for (const wrong of ['0', 'false', 'yes', 'OFF'])
      expect(() => parseEnv({ ...postgres, BACKGROUND_JOBS: wrong }), wrong).toThrow(
        /BACKGROUND_JOBS/,
      );
  });
});
