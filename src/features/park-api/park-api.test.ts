import { describe, expect, it, vi } from 'vitest';
import { CartError, type CartErrorCode } from '@/domain/cart';
import { API_LANGUAGES, CART_ERROR_STATUS, ERROR_MESSAGES, messageFor } from './errors';
import { parseJsonBody, respond } from './http';
import { PARK_API_PATHS, parkOpenApiSection } from './openapi';
import { ItemChanges, ItemRequest } from './schemas';

// A bug's answer also writes the error log: keep that away from any real database here.
vi.mock('@/db/client', () => ({
  getDb: () => Promise.reject(new Error('no database in this test')),
}));
vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn() } }));
vi.mock('@/lib/env', () => ({ env: () => ({ CART_HOLD_MINUTES: 30 }) }));

const request = new Request('http://127.0.0.1/api/v1/carts/', { method: 'POST' });

describe('errors', () => {
  /**
   * What a client is told for each cart error, by class (see CART_ERROR_STATUS): an item the
   * rules refuse as asked is 400; a conflict with the cart or the stock as they stand now
   * (sold out, duplicate, limit, admission first, payment pending, hold cap) is 409; an item
   * no longer in the cart is 404; a well-formed reference to something absent or unpriced
   * is 422.
   */
  const CLASSES: Record<400 | 404 | 409 | 422, CartErrorCode[]> = {
    400: [
      'CART_NO_ADULT',
      'CART_NO_SCHEDULE',
      'CART_DATE_REQUIRED',
      'CART_DATE_IN_PAST',
      'CART_TOO_MANY_PEOPLE',
      'CART_INFANTS_NOT_ADMITTED',
      'CART_TRANSPORT_SAME_DAY',
      'CART_GENERIC',
    ],
    404: ['CART_ITEM_NOT_FOUND'],
    409: [
      'CART_NO_AVAILABILITY',
      'CART_DUPLICATE',
      'CART_SAME_DATES',
      'CART_LIMIT',
      'CART_ADMISSION_REQUIRED',
      'CART_PAYMENT_PENDING',
      'CART_HOLD_LIMIT',
    ],
    422: ['CART_PRICE_UNAVAILABLE', 'CART_UNKNOWN_PRODUCT', 'CART_UNKNOWN_OPTION'],
  };

  it('answers every cart error with the status of its class and its message, placeholders filled', async () => {
    const classified = Object.values(CLASSES).flat();
    // A new error code must be given a class here before it can reach a client.
    expect([...classified].sort()).toEqual(Object.keys(CART_ERROR_STATUS).sort());
    for (const [status, codes] of Object.entries(CLASSES))
      for (const code of codes) {
        // The detail the domain gives: a value for each of the message's placeholders.
        const names = [...ERROR_MESSAGES[code].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
        const detail = names.length
          ? Object.fromEntries(names.map((name) => [name, 7]))
          : undefined;
        const response = await respond(request, () => Promise.reject(new CartError(code, detail)));
        expect(response.status, code).toBe(Number(status));
        const { error } = await response.json();
        expect(error.code).toBe(code);
        expect(error.message.trim(), code).not.toBe('');
        expect(error.message, code).not.toMatch(/[{}]/);
        if (names.length) expect(error.message, code).toContain('7');
      }
  });

  it('answers with the SPEC §8 English wording', async () => {
    const cases: [CartErrorCode, number, string][] = [
      ['CART_NO_ADULT', 400, 'La compra debe contener 1 adulto'],
      ['CART_NO_SCHEDULE', 400, 'Please select a schedule'],
      [
        'CART_NO_AVAILABILITY',
        409,
        'There is no availability for the date selected, please choose a different date',
      ],
      [
        'CART_DUPLICATE',
        409,
        'This product or one with the same date has already been added to your cart',
      ],
      ['CART_SAME_DATES', 409, "The dates of the products can't be the same"],
      ['CART_LIMIT', 409, 'The limit of products that can be added to your package is 5'],
      ['CART_GENERIC', 400, 'An error has ocurred. Please try again.'],
    ];
    for (const [code, status, message] of cases) {
      const response = await respond(request, () => Promise.reject(new CartError(code)));
      expect(response.status, code).toBe(status);
      expect(await response.json()).toEqual({ error: { code, message } });
    }
  });

  it('fills placeholders from the detail and keeps the detail', async () => {
    expect(messageFor('CART_TOO_MANY_PEOPLE', { max: 15 })).toMatch(/^Up to 15 people/);
    const response = await respond(request, () =>
      Promise.reject(new CartError('CART_ADMISSION_REQUIRED', { businessUnit: 'XC' })),
    );
    expect(response.status).toBe(409);
    expect((await response.json()).error.detail).toEqual({ businessUnit: 'XC' });
  });

  it('answers in the language asked for: the locale parameter, else Accept-Language, else English (issue 19)', async () => {
    const asking = (query: string, language?: string) =>
      new Request(`http://127.0.0.1/api/v1/carts/${query}`, {
        method: 'POST',
        headers: language ? { 'accept-language': language } : {},
      });
    const cases: [Request, string][] = [
      [
        asking(''),
        'There is no availability for the date selected, please choose a different date',
      ],
      [
        asking('', 'es-MX,es;q=0.9'),
        'No hay disponibilidad para la fecha seleccionada, por favor elige una fecha diferente',
      ],
      [asking('', 'pt-BR'), 'Não há disponibilidade para a data selecionada, escolha outra data'],
      [
        asking('?locale=es', 'en-US'),
        'No hay disponibilidad para la fecha seleccionada, por favor elige una fecha diferente',
      ],
      [
        asking('?locale=fr', 'fr-FR,fr'),
        'There is no availability for the date selected, please choose a different date',
      ],
    ];
    for (const [req, message] of cases) {
      const response = await respond(req, () =>
        Promise.reject(new CartError('CART_NO_AVAILABILITY')),
      );
      expect((await response.json()).error.message).toBe(message);
    }
    // The HTTP layer's own errors too, placeholders filled in every language.
    expect(messageFor('CART_NOT_FOUND', undefined, 'es')).toBe(
      'No hay ningún carrito con este id.',
    );
    expect(messageFor('CART_TOO_MANY_PEOPLE', { max: 15 }, 'pt')).toContain('15');
  });

  it('has every code in every language, with the same placeholders', () => {
    for (const language of API_LANGUAGES)
      for (const code of Object.keys(ERROR_MESSAGES) as (keyof typeof ERROR_MESSAGES)[]) {
        const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        const detail = { max: 3, businessUnit: 'XC' };
        expect(messageFor(code, detail, language).trim(), `${language} ${code}`).not.toBe('');
        expect(messageFor(code, detail, language), `${language} ${code}`).not.toMatch(/[{}]/);
        expect(names(messageFor(code, undefined, language)), `${language} ${code}`).toEqual(
          names(messageFor(code, undefined, 'en')),
        );
      }
  });

  it('answers a bug 500 without its message, even when the error log is down', async () => {
    const response = await respond(request, () =>
      Promise.reject(new Error('relation "secret_table" does not exist')),
    );
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret_table');
    expect(JSON.parse(text).error.code).toBe('INTERNAL_ERROR');
  });
});

describe('request bodies', () => {
  const post = (body: string, type = 'application/json') =>
    new Request('http://127.0.0.1/api/v1/carts/', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
  const codeOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => 'OK',
      (e: { code?: string }) => e.code,
    );

  it('reads an item with defaults, codes upper-cased', async () => {
    const item = await parseJsonBody(
      post(
        JSON.stringify({
          product: 'xc-plus',
          visitDate: '2030-01-10',
          schedule: '0830',
          adults: 2,
          transport: 'cun',
        }),
      ),
      ItemRequest,
    );
    expect(item).toEqual({
      product: 'XC-PLUS',
      visitDate: '2030-01-10',
      openTicket: false,
      schedule: '0830',
      adults: 2,
      children: 0,
      infants: 0,
      transport: 'CUN',
      food: false,
      photo: false,
    });
  });

  it('refuses other media types, bad JSON, unknown fields and bodies over 8 KB', async () => {
    expect(await codeOf(parseJsonBody(post('{}', 'text/plain'), ItemRequest))).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(await codeOf(parseJsonBody(post('{'), ItemRequest))).toBe('INVALID_JSON');
    expect(
      await codeOf(
        parseJsonBody(
          post(JSON.stringify({ product: 'XC-PLUS', adults: 1, price: 1 })),
          ItemRequest,
        ),
      ),
    ).toBe('INVALID_REQUEST');
    expect(
      await codeOf(
        parseJsonBody(post(JSON.stringify({ product: 'x'.repeat(9000), adults: 1 })), ItemRequest),
      ),
    ).toBe('PAYLOAD_TOO_LARGE');
    expect(
      await codeOf(parseJsonBody(post(JSON.stringify({ product: 'XC-PLUS' })), ItemChanges)),
    ).toBe('INVALID_REQUEST');
  });

  it('leaves the rules to the domain: 0 adults parses, to be refused with CART_NO_ADULT', async () => {
    expect(
      await codeOf(
        parseJsonBody(post(JSON.stringify({ product: 'XC-PLUS', adults: 0 })), ItemRequest),
      ),
    ).toBe('OK');
  });
});

describe('OpenAPI section', () => {
  it('describes every path, with the error body and a 500 everywhere, and every reference resolves', () => {
    const section = parkOpenApiSection();
    expect(Object.keys(section.paths).sort()).toEqual(Object.values(PARK_API_PATHS).sort());
    const text = JSON.stringify(section);
    const names = new Set(
      [...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!),
    );
    for (const name of names) expect(section.components.schemas, name).toHaveProperty(name);
    for (const [path, operations] of Object.entries(section.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const responses = (operation as { responses: Record<string, unknown> }).responses;
        expect(responses, `${method} ${path}`).toHaveProperty('500');
      }
    const codes = (
      section.components.schemas.ParkError as {
        properties: { error: { properties: { code: { enum: string[] } } } };
      }
    ).properties.error.properties.code.enum;
    expect(codes).toEqual(expect.arrayContaining(['CART_LIMIT', 'CART_NOT_FOUND', 'RATE_LIMITED']));
  });
});
