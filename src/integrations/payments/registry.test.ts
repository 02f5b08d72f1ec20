import { describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import type { ProviderRequest } from '@/domain/payments';
import { buildPaymentRegistry, type RegistrySettings } from './registry';

const noDb = async (): Promise<Db> => {
  throw new Error('no database in this test');
};
const settings = (overrides: Partial<RegistrySettings> = {}): RegistrySettings => ({
  BASE_URL: 'http://127.0.0.1:3700',
  PAYMENT_PROVIDERS: ['sandbox'],
  PAYMENT_SANDBOX_SECRET: 'registry-test-secret-0123456789abcdefghij',
  STRIPE_SECRET_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
  STRIPE_API_URL: undefined,
  ...overrides,
});
const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_registry',
  STRIPE_WEBHOOK_SECRET: 'whsec_registry',
  STRIPE_API_URL: 'http://127.0.0.1:9',
};
const request = (overrides: Partial<ProviderRequest> = {}): ProviderRequest => ({
  method: 'card',
  currencyIso: 'USD',
  plan: 'full',
  brands: ['VI', 'MC'],
  ...overrides,
});

describe('the payment provider registry', () => {
  it('is the sandbox alone by default', () => {
    const { providers, sandbox } = buildPaymentRegistry(settings(), noDb);
    expect(providers.all.map((p) => p.id)).toEqual(['sandbox']);
    expect(providers.choose(request())).toBe(sandbox);
    expect(providers.byId('stripe')).toBeNull();
  });

  it('chooses by configured order and by what each provider declares', () => {
    const { providers } = buildPaymentRegistry(
      settings({ PAYMENT_PROVIDERS: ['stripe', 'sandbox'], ...STRIPE_KEYS }),
      noDb,
    );
    expect(providers.all.map((p) => p.id)).toEqual(['stripe', 'sandbox']);
    expect(providers.choose(request())?.id).toBe('stripe');
    expect(providers.choose(request({ currencyIso: 'JPY' }))?.id).toBe('stripe');
    // What Stripe does not declare goes to the sandbox: RUB, PayPal, Uplift, instalments.
    expect(providers.choose(request({ currencyIso: 'RUB' }))?.id).toBe('sandbox');
    expect(providers.choose(request({ method: 'PP' }))?.id).toBe('sandbox');
    expect(providers.choose(request({ plan: 'uplift' }))?.id).toBe('sandbox');
    expect(providers.choose(request({ currencyIso: 'MXN', plan: 'installments' }))?.id).toBe(
      'sandbox',
    );
    expect(providers.choose(request({ brands: ['CB'] }))?.id).toBe('sandbox');
  });

  it('with Stripe alone, nobody takes what Stripe does not declare', () => {
    const { providers } = buildPaymentRegistry(
      settings({ PAYMENT_PROVIDERS: ['stripe'], ...STRIPE_KEYS }),
      noDb,
    );
    expect(providers.choose(request())?.id).toBe('stripe');
    expect(providers.choose(request({ method: 'PP' }))).toBeNull();
    // The sandbox still answers for its own earlier payments (its hosted page, webhooks, jobs).
    expect(providers.byId('sandbox')?.id).toBe('sandbox');
    expect(providers.all.map((p) => p.id)).toEqual(['stripe', 'sandbox']);
  });

  it('keeps a configured provider that is not listed for the payments it made', () => {
    const { providers } = buildPaymentRegistry(settings(STRIPE_KEYS), noDb);
    expect(providers.choose(request())?.id).toBe('sandbox');
    expect(providers.byId('stripe')?.id).toBe('stripe');
  });

  it('refuses a listed provider without its keys', () => {
    expect(() => buildPaymentRegistry(settings({ PAYMENT_PROVIDERS: ['stripe'] }), noDb)).toThrow(
      /stripe is listed but not configured/,
    );
  });

  it('gives every provider background tasks to the jobs by declaration only', () => {
    const { providers } = buildPaymentRegistry(
      settings({ PAYMENT_PROVIDERS: ['stripe', 'sandbox'], ...STRIPE_KEYS }),
      noDb,
    );
    const tasks = providers.all.flatMap((p) => (p.tasks ?? []).map((t) => `${p.id}:${t.name}`));
    expect(tasks).toEqual(['sandbox:expire-sessions', 'sandbox:deliver-webhooks']);
  });
});
