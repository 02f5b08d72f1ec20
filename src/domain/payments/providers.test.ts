import { describe, expect, it } from 'vitest';
import {
  brandsServed,
  chooseProvider,
  providerServes,
  servedOffer,
  type ProviderCapabilities,
  type ProviderRequest,
} from './payments.rules';
import type { PaymentProvider } from './provider';
import { providerDirectory } from './providers';

const EVERYTHING: ProviderCapabilities = {
  cards: ['VI', 'MC', 'AX', 'CB', 'DN', 'DS', 'JC'],
  paypal: true,
  installments: true,
  uplift: true,
  refunds: 'partial',
  savedCards: false,
  currencies: 'any',
};
const CARDS_ONLY: ProviderCapabilities = {
  cards: ['VI', 'MC', 'AX'],
  paypal: false,
  installments: false,
  uplift: false,
  refunds: 'partial',
  savedCards: true,
  currencies: ['USD', 'MXN', 'JPY'],
};
const card = (currencyIso: string, plan: ProviderRequest['plan'] = 'full'): ProviderRequest => ({
  method: 'card',
  currencyIso,
  plan,
  brands: ['VI', 'MC', 'DN', 'PP'],
});

describe('providerServes', () => {
  it('takes a card payment in a currency it charges in, with a brand the currency offers', () => {
    expect(providerServes(CARDS_ONLY, card('USD'))).toBe(true);
    expect(providerServes(CARDS_ONLY, card('EUR'))).toBe(false);
    expect(providerServes(CARDS_ONLY, { ...card('USD'), brands: ['DN', 'DS'] })).toBe(false);
    expect(providerServes(EVERYTHING, card('RUB'))).toBe(true);
  });
  it('takes PayPal, instalments and Uplift only when it declares them', () => {
    expect(providerServes(CARDS_ONLY, { ...card('USD'), method: 'PP' })).toBe(false);
    expect(providerServes(EVERYTHING, { ...card('USD'), method: 'PP' })).toBe(true);
    expect(providerServes(EVERYTHING, { ...card('USD', 'uplift'), method: 'PP' })).toBe(false);
    expect(providerServes(CARDS_ONLY, card('MXN', 'installments'))).toBe(false);
    expect(providerServes(EVERYTHING, card('MXN', 'installments'))).toBe(true);
    expect(providerServes(CARDS_ONLY, card('USD', 'uplift'))).toBe(false);
    expect(providerServes(EVERYTHING, { ...card('USD', 'uplift'), brands: [] })).toBe(true);
  });
  it('offers the gateway only the brands it takes of those the currency offers', () => {
    expect(brandsServed(CARDS_ONLY, ['VI', 'DN', 'PP', 'MC'])).toEqual(['VI', 'MC']);
    expect(brandsServed(CARDS_ONLY, ['JC'])).toEqual([]);
  });
});

describe('chooseProvider and the directory', () => {
  const provider = (id: string, capabilities: ProviderCapabilities) =>
    ({ id, capabilities }) as unknown as PaymentProvider;
  const stripe = provider('stripe', CARDS_ONLY);
  const sandbox = provider('sandbox', EVERYTHING);

  it('chooses the first configured provider that serves the payment', () => {
    expect(chooseProvider([stripe, sandbox], card('USD'))?.id).toBe('stripe');
    expect(chooseProvider([sandbox, stripe], card('USD'))?.id).toBe('sandbox');
    expect(chooseProvider([stripe, sandbox], card('EUR'))?.id).toBe('sandbox');
    expect(chooseProvider([stripe, sandbox], card('USD', 'uplift'))?.id).toBe('sandbox');
    expect(chooseProvider([stripe], card('USD', 'uplift'))).toBeNull();
  });
  it('finds retired providers by id for their payments, but gives them no new ones', () => {
    const directory = providerDirectory([stripe], [sandbox, stripe]);
    expect(directory.all.map((p) => p.id)).toEqual(['stripe', 'sandbox']);
    expect(directory.byId('sandbox')).toBe(sandbox);
    expect(directory.byId('stripe')).toBe(stripe);
    expect(directory.byId('paypal')).toBeNull();
    expect(directory.choose(card('EUR'))).toBeNull();
    expect(directory.choose(card('MXN'))).toBe(stripe);
  });
  it('refuses a provider listed twice', () => {
    expect(() => providerDirectory([stripe, provider('stripe', EVERYTHING)])).toThrow(/twice/);
  });
});

describe('servedOffer: what the payment-methods API may show', () => {
  const offerOf = (providers: ProviderCapabilities[], iso: string) =>
    servedOffer((request) => providers.some((c) => providerServes(c, request)), iso, [
      'VI',
      'MC',
      'AX',
      'DN',
    ]);

  it('shows every method and plan the sandbox takes', () => {
    const offer = offerOf([EVERYTHING], 'MXN');
    expect(['VI', 'MC', 'AX', 'DN', 'PP'].every(offer.method)).toBe(true);
    expect(offer).toMatchObject({ installments: true, uplift: true });
  });
  it('hides what no configured provider takes', () => {
    const offer = offerOf([CARDS_ONLY], 'MXN');
    expect(['VI', 'MC', 'AX'].every(offer.method)).toBe(true);
    expect(offer.method('DN')).toBe(false);
    expect(offer.method('PP')).toBe(false);
    expect(offer).toMatchObject({ installments: false, uplift: false });
    const euro = offerOf([CARDS_ONLY], 'EUR');
    expect(euro.method('VI')).toBe(false);
  });
});
