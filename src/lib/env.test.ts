import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

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

  it('lets `npm start` on loopback run a production build with development secrets', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', PORT: '3100' })).not.toThrow();
    expect(parseEnv({ NODE_ENV: 'production', BASE_URL: 'http://127.0.0.1:3100' }).isDeployed).toBe(
      false,
    );
  });

  it('refuses a deployed production server without its secrets, naming them', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', BASE_URL: 'https://www.example.com' })).toThrow(
      /Missing required secrets in production.*AUTH_SECRET, TICKET_SECRET, PAYMENT_SANDBOX_SECRET/,
    );
    const secret = 'x'.repeat(32);
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

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', CHAT_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('configures the package search and the personalization script, refusing other schemes', () => {
    const defaults = parseEnv({});
    expect(defaults.PACKAGE_SEARCH_URL).toBe('https://packages.example.com/search');
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
