import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';

/**
 * The hotel booking HTTP API (/api/v1) against the production server: search, calendar,
 * quote, hold, read and cancel, its errors, and the OpenAPI document. Dates are far enough
 * ahead to be on sale whatever day this runs (rooms are seeded 550 days ahead).
 */

/** A date `days` from today (UTC; the offsets are large enough for resort time not to matter). */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const API = '/api/v1';
const json = { 'content-type': 'application/json' };

type ErrorBody = { error: { code: string; message: string; detail?: Record<string, unknown> } };

async function expectError(response: APIResponse, status: number, code: string) {
  expect(response.status(), await response.text()).toBe(status);
  const body = (await response.json()) as ErrorBody;
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  return body;
}

/** A stay at Hotel Xcaret México: two rooms, one with a 5-year-old. */
function stay(checkIn: string, nights: number, extra: Record<string, unknown> = {}) {
  return {
    hotelCode: 'HXM',
    checkIn,
    checkOut: addDays(checkIn, nights),
    rooms: [
      { roomTypeCode: 'HXM-GVS', adults: 2, childrenAges: [5] },
      { roomTypeCode: 'HXM-GVS', adults: 2, childrenAges: [] },
    ],
    ...extra,
  };
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function hold(request: APIRequestContext, data: unknown, ip?: string) {
  return request.post(`${API}/holds/`, {
    headers: { ...json, ...(ip ? { 'x-forwarded-for': ip } : {}) },
    data,
  });
}

test.describe('hotel API: search', () => {
  test('two rooms with a child across all hotels, priced in USD and MXN', async ({ request }) => {
    const checkIn = inDays(300);
    const checkOut = addDays(checkIn, 4);
    const response = await request.get(
      `${API}/availability/?checkIn=${checkIn}&checkOut=${checkOut}&rooms=2-5,2&currency=MXN`,
    );
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    const body = await response.json();
    expect(body.nights).toHaveLength(4);
    expect(body.currency.iso).toBe('MXN');
    expect(body.promo).toBeNull();
    const byCode = Object.fromEntries(
      body.hotels.map((h: { hotelCode: string }) => [h.hotelCode, h]),
    );
    expect(Object.keys(byCode).sort()).toEqual(['HXA', 'HXM', 'LCDP']);

    const hxm = byCode.HXM;
    expect(hxm.status).toBe('available');
    expect(hxm.fromTotalUsdCents).toBeGreaterThan(0);
    expect(hxm.fromTotal).toMatchObject({ iso: 'MXN', decimals: 2 });
    // A peso is worth less than a dollar.
    expect(hxm.fromTotal.minor).toBeGreaterThan(hxm.fromTotalUsdCents);
    expect(hxm.rooms).toHaveLength(2);
    expect(hxm.rooms[0].request).toEqual({ adults: 2, childrenAges: [5] });
    const option = hxm.rooms[0].options[0];
    expect(option.roomTypeCode).toMatch(/^HXM-/);
    expect(option.nightlyUsdCents).toHaveLength(4);
    expect(option.totalUsdCents).toBe(
      option.nightlyUsdCents.reduce((a: number, b: number) => a + b, 0),
    );
    expect(option.total.iso).toBe('MXN');
    expect(option).not.toHaveProperty('roomTypeId');

    // Arte and La Casa de la Playa take children aged 16-17 only.
    for (const code of ['HXA', 'LCDP']) {
      expect(byCode[code].status).toBe('ages');
      expect(byCode[code].fromTotalUsdCents).toBeNull();
    }
  });

  test('promotional codes: an unknown one is invalid, a real one applies', async ({ request }) => {
    // 3 nights, 41 days ahead: no automatic offer competes with the code (they never stack).
    const checkIn = inDays(41);
    const base = `${API}/availability/?hotel=HXM&checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&rooms=2`;
    const invalid = await (await request.get(`${base}&promo=NOPE2099`)).json();
    expect(invalid.promo).toEqual({ code: 'NOPE2099', status: 'invalid', percentOff: 0 });
    expect(invalid.hotels[0].promoApplied).toBe(false);

    const applied = await (await request.get(`${base}&promo=%20riviera10%20`)).json();
    expect(applied.promo).toEqual({ code: 'RIVIERA10', status: 'applied', percentOff: 10 });
    expect(applied.hotels[0].promoApplied).toBe(true);
    expect(applied.hotels[0].fromTotalUsdCents).toBeLessThan(invalid.hotels[0].fromTotalUsdCents);
  });

  test('bad dates and parties answer 400 with a code', async ({ request }) => {
    const checkIn = inDays(320);
    const search = (query: string) => request.get(`${API}/availability/?${query}`);
    await expectError(
      await search(`checkIn=${checkIn}&checkOut=${addDays(checkIn, -2)}`),
      400,
      'INVALID_DATES',
    );
    await expectError(
      await search(`checkIn=${inDays(-3)}&checkOut=${inDays(-1)}`),
      400,
      'CHECK_IN_IN_PAST',
    );
    await expectError(
      await search(`checkIn=${checkIn}&checkOut=${addDays(checkIn, 45)}`),
      400,
      'STAY_TOO_LONG',
    );
    const malformed = await expectError(
      await search(`checkIn=tomorrow&checkOut=${checkIn}&rooms=2-x`),
      400,
      'INVALID_REQUEST',
    );
    const paths = (malformed.error.detail?.issues as { path: string }[]).map((i) => i.path);
    expect(paths.sort()).toEqual(['checkIn', 'rooms']);
    await expectError(
      await search(`checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&rooms=2,2,2,2,2,2`),
      400,
      'TOO_MANY_ROOMS',
    );
    await expectError(
      await search(`checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&rooms=0-5`),
      400,
      'ADULT_REQUIRED',
    );
    await expectError(
      await search(`hotel=XXX&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}`),
      422,
      'UNKNOWN_HOTEL',
    );
    await expectError(
      await search(`checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&currency=ZZZ`),
      422,
      'UNKNOWN_CURRENCY',
    );
  });

  test('calendar: nightly from-prices, past nights unavailable', async ({ request }) => {
    const from = inDays(300);
    const response = await request.get(
      `${API}/availability/calendar/?hotel=HXM&from=${from}&to=${addDays(from, 30)}&currency=JPY`,
    );
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.days).toHaveLength(30);
    expect(body.unavailable).toEqual([]);
    expect(body.days[0].fromUsdCents).toBeGreaterThan(0);
    expect(body.days[0].from).toMatchObject({ iso: 'JPY', decimals: 0 });

    const yesterday = await (
      await request.get(`${API}/availability/calendar/?from=${inDays(-2)}&to=${inDays(5)}`)
    ).json();
    expect(yesterday.unavailable).toContain(inDays(-2));
    await expectError(
      await request.get(`${API}/availability/calendar/?from=${from}&to=${addDays(from, 200)}`),
      400,
      'INVALID_DATES',
    );
    await expectError(
      await request.get(
        `${API}/availability/calendar/?hotel=NOPE&from=${from}&to=${addDays(from, 3)}`,
      ),
      422,
      'UNKNOWN_HOTEL',
    );
  });
});

test.describe('hotel API: quote, hold, read, cancel', () => {
  test('a hold charges what the quote said; the secret reads and cancels it', async ({
    request,
  }) => {
    // 3 nights, 43 days ahead: the code's own discount, no automatic offer beside it.
    const body = stay(inDays(43), 3, { currency: 'MXN', promoCode: 'RIVIERA10', locale: 'en' });
    const quoteResponse = await request.post(`${API}/quotes/`, { headers: json, data: body });
    expect(quoteResponse.status(), await quoteResponse.text()).toBe(200);
    const quote = await quoteResponse.json();
    expect(quote.available).toBe(true);
    expect(quote.percentOff).toBe(10);
    expect(quote.discountUsdCents).toBeGreaterThan(0);
    expect(quote.total.iso).toBe('MXN');

    const holdResponse = await hold(request, body);
    expect(holdResponse.status(), await holdResponse.text()).toBe(201);
    const held = await holdResponse.json();
    expect(held.reference).toMatch(/^XH-[A-Z2-9]{8}$/);
    expect(held.secret.length).toBeGreaterThanOrEqual(32);
    expect(Date.parse(held.expiresAt)).toBeGreaterThan(Date.now());
    expect(held.totalUsdCents).toBe(quote.totalUsdCents);
    expect(held.total).toEqual(quote.total);
    expect(holdResponse.headers()['location']).toBe(`/api/v1/bookings/${held.reference}/`);

    // Read with the secret.
    const url = `${API}/bookings/${held.reference}/`;
    const read = await request.get(url, { headers: { 'x-booking-secret': held.secret } });
    expect(read.status()).toBe(200);
    const booking = await read.json();
    expect(booking).toMatchObject({
      reference: held.reference,
      status: 'held',
      hotelCode: 'HXM',
      checkIn: body.checkIn,
      checkOut: body.checkOut,
      promoCode: 'RIVIERA10',
      totalUsdCents: quote.totalUsdCents,
      total: quote.total,
      locale: 'en',
      guest: null,
    });
    expect(booking.rooms).toHaveLength(2);
    for (const hidden of ['id', 'secret', 'secretHash', 'userId', 'paymentReference'])
      expect(booking).not.toHaveProperty(hidden);

    // A wrong secret, no secret and an unknown reference cannot be told apart.
    const wrong = await request.get(url, { headers: { 'x-booking-secret': 'not-the-secret' } });
    const missing = await request.get(url);
    const unknown = await request.get(`${API}/bookings/XH-ZZZZZZZZ/`, {
      headers: { 'x-booking-secret': held.secret },
    });
    const wrongBody = await expectError(wrong, 404, 'BOOKING_NOT_FOUND');
    expect(await missing.json()).toEqual(wrongBody);
    expect(missing.status()).toBe(404);
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual(wrongBody);

    // Cancel: a wrong secret cannot, the holder can, once.
    await expectError(
      await request.delete(`${API}/holds/${held.reference}/`, {
        headers: { 'x-booking-secret': 'not-the-secret' },
      }),
      404,
      'BOOKING_NOT_FOUND',
    );
    const cancel = await request.delete(`${API}/holds/${held.reference}/`, {
      headers: { 'x-booking-secret': held.secret },
    });
    expect(cancel.status()).toBe(204);
    await expectError(
      await request.delete(`${API}/holds/${held.reference}/`, {
        headers: { 'x-booking-secret': held.secret },
      }),
      409,
      'HOLD_EXPIRED',
    );
    const after = await request.get(url, { headers: { 'x-booking-secret': held.secret } });
    expect((await after.json()).status).toBe('cancelled');
  });

  test('a tampered or unknown room type, or a wrong promo, is refused with a code', async ({
    request,
  }) => {
    const checkIn = inDays(340);
    const tampered = stay(checkIn, 2);
    tampered.rooms[0]!.roomTypeCode = 'HXM-NOPE';
    const unknown = await expectError(
      await request.post(`${API}/quotes/`, { headers: json, data: tampered }),
      422,
      'UNKNOWN_ROOM_TYPE',
    );
    expect(unknown.error.detail).toEqual({ code: 'HXM-NOPE' });

    // A room type of another hotel is not one of this hotel's.
    const otherHotel = stay(checkIn, 2);
    otherHotel.rooms[0]!.roomTypeCode = 'HXA-GVS';
    await expectError(await hold(request, otherHotel), 422, 'UNKNOWN_ROOM_TYPE');

    // Five guests in a room for four.
    const crowded = stay(checkIn, 2);
    crowded.rooms[0] = { roomTypeCode: 'HXM-GVS', adults: 3, childrenAges: [4, 6] };
    await expectError(await hold(request, crowded), 422, 'ROOM_TYPE_DOES_NOT_FIT');

    await expectError(
      await hold(request, stay(checkIn, 2, { promoCode: 'NOPE2099' })),
      422,
      'INVALID_PROMO',
    );
    // Fields the API does not know (an owner, a price) are ignored, never trusted.
    const quote = await request.post(`${API}/quotes/`, {
      headers: json,
      data: { ...stay(checkIn, 2), totalUsdCents: 1, userId: 'someone' },
    });
    expect((await quote.json()).totalUsdCents).toBeGreaterThan(1);
  });

  test('the last rooms: one hold takes them, the next is sold out', async ({ request }) => {
    const checkIn = inDays(350);
    const prs = (rooms: number) => ({
      hotelCode: 'LCDP',
      checkIn,
      checkOut: addDays(checkIn, 1),
      rooms: Array.from({ length: rooms }, () => ({
        roomTypeCode: 'LCDP-PRS',
        adults: 2,
        childrenAges: [],
      })),
    });
    // La Casa de la Playa has three Presidential Suites.
    const first = await hold(request, prs(3), '198.51.100.10');
    expect(first.status(), await first.text()).toBe(201);
    const second = await expectError(await hold(request, prs(1), '198.51.100.10'), 409, 'SOLD_OUT');
    expect(second.error.detail).toBeUndefined();
    const { secret, reference } = await first.json();
    expect(
      (
        await request.delete(`${API}/holds/${reference}/`, {
          headers: { 'x-booking-secret': secret },
        })
      ).status(),
    ).toBe(204);
    const again = await hold(request, prs(1), '198.51.100.10');
    expect(again.status()).toBe(201);
  });
});

test.describe('hotel API: transport rules', () => {
  test('mutations read only small application/json bodies', async ({ request }) => {
    const body = stay(inDays(360), 2);
    await expectError(
      await request.post(`${API}/quotes/`, {
        headers: { 'content-type': 'text/plain' },
        data: JSON.stringify(body),
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await expectError(
      await request.post(`${API}/holds/`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: 'hotelCode=HXM',
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await expectError(
      await request.post(`${API}/quotes/`, { headers: json, data: Buffer.from('{"hotelCode": ') }),
      400,
      'INVALID_JSON',
    );
    await expectError(
      await request.post(`${API}/quotes/`, {
        headers: json,
        data: { ...body, padding: 'x'.repeat(9000) },
      }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    const invalid = await expectError(
      await request.post(`${API}/quotes/`, { headers: json, data: { hotelCode: 'HXM' } }),
      400,
      'INVALID_REQUEST',
    );
    expect(invalid.error.detail?.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'checkIn' })]),
    );
  });

  test('holds are rate limited per client address', async ({ request }) => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    // Every attempt counts, even an invalid one (which takes no stock).
    for (let i = 0; i < 20; i++)
      await expectError(await hold(request, {}, ip), 400, 'INVALID_REQUEST');
    const limited = await expectError(await hold(request, {}, ip), 429, 'RATE_LIMITED');
    expect(limited.error.message).toBeTruthy();
  });

  test('the address without its trailing slash redirects to the API', async ({ request }) => {
    const checkIn = inDays(300);
    const response = await request.get(
      `${API}/availability?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}`,
      { maxRedirects: 0 },
    );
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toContain('/api/v1/availability/?');
  });
});

test('openapi.json describes every endpoint', async ({ request }) => {
  const response = await request.get('/api/openapi.json');
  expect(response.status()).toBe(200);
  const doc = await response.json();
  expect(doc.openapi).toBe('3.1.0');
  // The hotel section's paths (the park store's are checked by park-api.spec.ts).
  const hotelPaths = Object.keys(doc.paths).filter((path) =>
    Object.values(doc.paths[path] as Record<string, { tags: string[] }>).some((op) =>
      op.tags.includes('stays'),
    ),
  );
  expect(hotelPaths.sort()).toEqual(
    [
      '/api/openapi.json',
      '/api/v1/availability/',
      '/api/v1/availability/calendar/',
      '/api/v1/bookings/{reference}/',
      '/api/v1/holds/',
      '/api/v1/holds/{reference}/',
      '/api/v1/quotes/',
    ].sort(),
  );
  expect(Object.keys(doc.paths['/api/v1/holds/{reference}/'])).toEqual(['delete']);
  const names = doc.paths['/api/v1/availability/'].get.parameters.map(
    (p: { name: string }) => p.name,
  );
  expect(names).toEqual(['hotel', 'checkIn', 'checkOut', 'rooms', 'promo', 'currency']);
  expect(
    doc.paths['/api/v1/holds/'].post.responses['409'].content['application/json'].schema,
  ).toEqual({ $ref: '#/components/schemas/Error' });
  // Every reference resolves.
  const refs = JSON.stringify(doc).match(/"#\/components\/schemas\/[^"]+"/g) ?? [];
  expect(refs.length).toBeGreaterThan(10);
  for (const ref of new Set(refs)) {
    const name = ref.slice('"#/components/schemas/'.length, -1);
    expect(doc.components.schemas, name).toHaveProperty(name);
  }
  expect(doc.components.schemas.Error.properties.error.properties.code.enum).toContain('SOLD_OUT');
});
