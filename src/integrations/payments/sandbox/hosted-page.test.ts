import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { sandboxPayments } from '@/db/schema';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/databases';
import { renderHostedPage } from './hosted-page';

type Session = typeof sandboxPayments.$inferSelect;

// The sandbox's page is served outside Next's pages: React renders it, so every value a
// visitor typed or a merchant sent stays text.
const HOSTILE = [
  '"><script>alert(1)</script>',
  "' autofocus onfocus='alert(1)",
  '<img src=x onerror=alert(1)>',
];
const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key}(${Object.values(values).join(',')})` : key;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('pglite', { seed: false });
});
afterAll(() => database.dispose());

function session(overrides: Partial<Session> = {}): Session {
  return {
    id: 'sp_1',
    amountMinor: 123_45,
    currencyIso: 'USD',
    plan: { kind: 'single' },
    method: 'card',
    cancelUrl: 'http://127.0.0.1/es/carrito/',
    cardLast4: '4242',
    ...overrides,
  } as Session;
}

describe('the hosted payment page', () => {
  it.each(HOSTILE)('keeps a typed holder name %j as text', async (holder) => {
    const html = await renderHostedPage({
      db: database.db,
      session: session(),
      view: 'form',
      t,
      lang: 'es',
      errors: { number: 'CARD_NUMBER_INVALID' as never },
      kept: { number: holder, holder, expiry: holder },
      nonce: 'n0nce',
    });
    expect(html).not.toMatch(/<img|onfocus='|<script>alert/);
    // The one script is the page's own, with the request's nonce.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script nonce="n0nce">');
    // The refused field is marked and its error linked from the summary.
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('href="#f-number"');
  });

  it('never keeps the CVC and has no script without a nonce', async () => {
    const html = await renderHostedPage({
      db: database.db,
      session: session(),
      view: 'form',
      t,
      lang: 'en',
      kept: { holder: 'Ana' },
    });
    const cvc = html.match(/<input id="f-cvc"[^>]*>/)?.[0];
    expect(cvc).toContain('name="cvc"');
    expect(cvc).not.toContain('value=');
    expect(html).toContain('value="Ana"');
    expect(html).not.toContain('<script');
  });

  it.each(HOSTILE)('keeps a merchant cancel address %j as an attribute', async (cancelUrl) => {
    const html = await renderHostedPage({
      db: database.db,
      session: session({ cancelUrl }),
      view: 'closed',
      t,
      lang: 'es',
    });
    expect(html).not.toMatch(/<img|onfocus='|<script/);
    expect(html).toContain('role="alert"');
  });
});
