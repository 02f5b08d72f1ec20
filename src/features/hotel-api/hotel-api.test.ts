import { describe, expect, it, vi } from 'vitest';
import { StayError, type StayErrorCode } from '@/domain/stays';
import { ERROR_MESSAGES, STAY_ERROR_STATUS } from './errors';
import { respond } from './http';
import { openApiDocument } from './openapi';
import { availabilityQuery, CalendarResponse, parseRoomsParam, roomsParamOf } from './schemas';
import { calendarOut } from './serialize';

// A bug's answer also writes the error log: keep that away from any real database here.
vi.mock('@/db/client', () => ({
  getDb: () => Promise.reject(new Error('no database in this test')),
}));
vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn() } }));
vi.mock('@/lib/env', () => ({ env: () => ({ HOTEL_HOLD_MINUTES: 15 }) }));

const request = new Request('http://127.0.0.1/api/v1/quotes/', { method: 'POST' });

describe('rooms query parameter', () => {
  it('reads adults then one age per child, room by room', () => {
    expect(parseRoomsParam('2-5-8,1,3-17')).toEqual([
      { adults: 2, childrenAges: [5, 8] },
      { adults: 1, childrenAges: [] },
      { adults: 3, childrenAges: [17] },
    ]);
    expect(roomsParamOf(parseRoomsParam('2-5,2'))).toBe('2-5,2');
  });

  it('refuses what is not that shape, defaults to one room for two', () => {
    const base = { checkIn: '2027-09-01', checkOut: '2027-09-03' };
    for (const rooms of ['', '2-', '-5', '2,,2', 'a', '2-5;2', '2 5'])
      expect(availabilityQuery.safeParse({ ...base, rooms }).success, rooms).toBe(false);
    expect(availabilityQuery.parse(base).rooms).toBe('2');
  });
});

describe('errors', () => {
  /**
   * What a client is told for each booking error, by class (see STAY_ERROR_STATUS): a request
   * breaking the stay or party rules is its own fault (400); a hold, booking or payment that
   * conflicts with the stock or the booking as it stands now may succeed another time (409); a
   * well-formed reference to something absent or not applicable is 422; someone else's
   * booking is not found (404), exactly like an unknown one.
   */
  const CLASSES: Record<400 | 404 | 409 | 422, StayErrorCode[]> = {
    400: [
      'INVALID_DATES',
      'CHECK_IN_IN_PAST',
      'STAY_TOO_LONG',
      'NO_ROOMS',
      'TOO_MANY_ROOMS',
      'ADULT_REQUIRED',
      'TOO_MANY_CHILDREN',
      'CHILD_AGE_OUT_OF_RANGE',
    ],
    404: ['BOOKING_NOT_FOUND'],
    409: [
      'SOLD_OUT',
      'HOLD_LIMIT',
      'HOLD_EXPIRED',
      'ALREADY_CONFIRMED',
      'PROMO_USED_UP',
      'PROMO_CUSTOMER_LIMIT',
    ],
    422: [
      'UNKNOWN_HOTEL',
      'UNKNOWN_ROOM_TYPE',
      'ROOM_TYPE_DOES_NOT_FIT',
      'RATE_UNAVAILABLE',
      'INVALID_PROMO',
      'PROMO_SIGN_IN',
      'GUEST_DETAILS_REQUIRED',
      'INVALID_GUEST_DETAILS',
      'AMOUNT_MISMATCH',
    ],
  };

  it('answers every booking error with the status of its class and its own English sentence', async () => {
    const classified = Object.values(CLASSES).flat();
    // A new error code must be given a class here before it can reach a client.
    expect([...classified].sort()).toEqual(Object.keys(STAY_ERROR_STATUS).sort());
    const messages = new Set<string>();
    for (const [status, codes] of Object.entries(CLASSES))
      for (const code of codes) {
        const response = await respond(request, () => Promise.reject(new StayError(code)));
        expect(response.status, code).toBe(Number(status));
        expect(response.headers.get('content-type'), code).toMatch(/^application\/json/);
        const { error } = await response.json();
        expect(error.code).toBe(code);
        expect(error.message, code).toMatch(/^[A-Z][^]*\S$/);
        expect(error.message, code).not.toContain(code);
        messages.add(error.message);
      }
    // Each code says what went wrong in its own words (the promo wording is SPEC §8's).
    expect(messages.size).toBe(classified.length);
  });

  it('answers a StayError with its code and no internal ids', async () => {
    const response = await respond(request, () =>
      Promise.reject(new StayError('SOLD_OUT', { roomTypeId: 7 })),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'SOLD_OUT', message: ERROR_MESSAGES.SOLD_OUT },
    });
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

describe('OpenAPI document', () => {
  it('resolves every schema reference and documents the error body everywhere', () => {
    const doc = openApiDocument();
    const text = JSON.stringify(doc);
    const names = new Set(
      [...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!),
    );
    for (const name of names) expect(doc.components.schemas, name).toHaveProperty(name);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const responses = (operation as { responses: Record<string, unknown> }).responses;
        if (path.startsWith('/api/v1/'))
          expect(responses, `${method} ${path}`).toHaveProperty('500');
      }
    }
  });
});

describe('calendar answer', () => {
  const usd = { id: 1, iso: 'USD', decimals: 2, usdRate: '1' };
  const offer = { source: 'offer', offerId: 2, kind: 'early_booking', percentOff: 20 } as const;

  it('gives each night its price after the offer, the price before it and the offer; past nights none', () => {
    const body = calendarOut(
      { hotel: 'HXM', from: '2030-02-28', to: '2030-03-03' },
      ['2030-02-28', '2030-03-01', '2030-03-02'],
      [
        { date: '2030-02-28', fromUsdCents: 30_000, fullUsdCents: 30_000 },
        { date: '2030-03-01', fromUsdCents: 32_000, fullUsdCents: 40_000, offer },
        { date: '2030-03-02', fromUsdCents: null, fullUsdCents: null },
      ],
      '2030-03-01',
      usd,
    );
    expect(CalendarResponse.parse(body)).toEqual(body);
    expect(body.days).toEqual([
      { date: '2030-02-28', fromUsdCents: null, from: null, fullUsdCents: null, offer: null },
      {
        date: '2030-03-01',
        fromUsdCents: 32_000,
        from: { minor: 32_000, iso: 'USD', decimals: 2 },
        fullUsdCents: 40_000,
        offer: { kind: 'early_booking', percentOff: 20 },
      },
      { date: '2030-03-02', fromUsdCents: null, from: null, fullUsdCents: null, offer: null },
    ]);
    expect(body.unavailable).toEqual(['2030-02-28', '2030-03-02']);
  });

  it('is described in the OpenAPI document: the offer, the price before it, what "from" means', () => {
    const doc = openApiDocument() as unknown as {
      components: {
        schemas: Record<
          string,
          {
            description?: string;
            properties: Record<
              string,
              { items: { properties: Record<string, { description?: string }> } }
            >;
          }
        >;
      };
    };
    const calendar = doc.components.schemas.CalendarResponse!;
    expect(calendar.description).toContain('one-night stay');
    expect(calendar.description).toContain('early booking');
    const day = calendar.properties.days!.items.properties;
    expect(Object.keys(day)).toEqual(
      expect.arrayContaining(['fromUsdCents', 'fullUsdCents', 'offer']),
    );
    expect(day.offer!.description).toContain('automatic offer');
  });
});
