import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';

/**
 * The park store HTTP API (/api/v1) against the production server: catalogue, availability
 * per date, carts (create, add, read, change, remove, complements, hold renewal), every cart
 * rule's code and SPEC §8 message over HTTP, the transport rules, and the OpenAPI document.
 * Parks are on sale a year ahead; dates here are 60 to 300 days out, each test with carts of
 * its own, so the specs sharing this server never compete for places.
 */

const API = '/api/v1';
const json = { 'content-type': 'application/json' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type ErrorBody = { error: { code: string; message: string; detail?: Record<string, unknown> } };
type Money = { minor: number; iso: string; decimals: number };
type CartItem = {
  id: string;
  product: { code: string };
  visitDate: string | null;
  openTicket: boolean;
  schedule: { code: string } | null;
  adults: number;
  children: number;
  infants: number;
  transport: { code: string } | null;
  photo: boolean;
  status: string;
  holdExpiresAt: string | null;
  presalePercent: number;
  complements: { id: number; code: string; priceUsdCents: number; hasBeenAdded: boolean }[];
  admissionUsdCents: number;
  extrasUsdCents: number;
  totalUsdCents: number;
  total: Money;
};
type Cart = {
  id: string;
  items: CartItem[];
  subtotalUsdCents: number;
  packagePercent: number;
  packageDiscountUsdCents: number;
  totalUsdCents: number;
  total: Money;
  holdExpiresAt: string | null;
};

/** Today at the parks (America/Cancun), as the server counts it. */
const parkToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Cancun' }).format(new Date());

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const inDays = (days: number) => addDays(parkToday(), days);

/** The first date from `days` ahead that falls on ISO weekday `weekday` (1 = Monday). */
function weekdayFrom(days: number, weekday: number): string {
  const start = inDays(days);
  const iso = ((new Date(`${start}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return addDays(start, (weekday - iso + 7) % 7);
}

/** A client address of its own per test: cart creation is rate limited per address. */
const address = () =>
  `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

async function expectError(response: APIResponse, status: number, code: string) {
  expect(response.status(), await response.text()).toBe(status);
  const body = (await response.json()) as ErrorBody;
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  return body;
}

/** The schedule (slot code) of the products used here; the others start at 8:30. */
const SCHEDULES: Record<string, string> = {
  'XT-COBA-XELHA': '0700',
  'XC-NIGHT': '1600',
  'XT-COBA': '0800',
  'XT-TULUM': '0800',
  'XP-XPLOR': '0900',
  'XC-STINGRAY': '1000',
};

const item = (product: string, visitDate: string | null, extra: Record<string, unknown> = {}) => ({
  product,
  visitDate,
  schedule: SCHEDULES[product] ?? '0830',
  adults: 2,
  ...extra,
});

/** A client of the API: one address, its carts. */
function client(request: APIRequestContext) {
  const ip = address();
  const headers = { ...json, 'x-forwarded-for': ip };
  return {
    createCart: (data: unknown, query = '') =>
      request.post(`${API}/carts/${query}`, { headers, data }),
    async newCart(data: unknown): Promise<{ cartId: string; itemId: string; cart: Cart }> {
      const response = await request.post(`${API}/carts/`, { headers, data });
      expect(response.status(), await response.text()).toBe(201);
      return response.json();
    },
    addItem: (cartId: string, data: unknown) =>
      request.post(`${API}/carts/${cartId}/items/`, { headers, data }),
    async added(cartId: string, data: unknown): Promise<{ itemId: string; cart: Cart }> {
      const response = await request.post(`${API}/carts/${cartId}/items/`, { headers, data });
      expect(response.status(), await response.text()).toBe(201);
      return response.json();
    },
    patch: (cartId: string, itemId: string, data: unknown) =>
      request.patch(`${API}/carts/${cartId}/items/${itemId}/`, { headers, data }),
    remove: (cartId: string, itemId: string) =>
      request.delete(`${API}/carts/${cartId}/items/${itemId}/`),
    read: (cartId: string, query = '') => request.get(`${API}/carts/${cartId}/${query}`),
  };
}

test.describe('park API: catalogue and availability', () => {
  test('the catalogue lists products with ages, schedules, transport, add-ons, complements and prices', async ({
    request,
  }) => {
    const response = await request.get(`${API}/catalog/?currency=MXN`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('max-age');
    const body = await response.json();
    expect(body.currency.iso).toBe('MXN');
    expect(body.maxProducts).toBe(5);
    expect(body.openTicketValidMonths).toBe(6);
    expect(body.presale).toEqual([
      { daysAhead: 21, percentOff: 15 },
      { daysAhead: 7, percentOff: 10 },
    ]);
    expect(body.packageDiscount).toEqual([
      { minProducts: 2, percentOff: 10 },
      { minProducts: 3, percentOff: 15 },
      { minProducts: 4, percentOff: 20 },
    ]);
    const byCode = Object.fromEntries(body.products.map((p: { code: string }) => [p.code, p]));

    const plus = byCode['XC-PLUS'];
    expect(plus).toMatchObject({
      kind: 'park',
      slug: 'xcaret-plus',
      businessUnit: { code: 'XC' },
      name: { es: 'Xcaret Plus', en: 'Xcaret Plus' },
      ages: { adults: { min: 12 }, children: { min: 5, max: 11 }, infants: { min: 0, max: 4 } },
      requiresAdmission: null,
      snorkelDepositUsdCents: 1000,
    });
    expect(plus.title.es).toBeTruthy();
    expect(plus.title.en).toBeTruthy();
    expect(plus.schedules).toEqual([
      expect.objectContaining({ code: '0830', weekdays: [1, 2, 3, 4, 5, 6, 7] }),
    ]);
    expect(plus.transportZones.map((z: { code: string }) => z.code).sort()).toEqual([
      'CUN',
      'PDC',
      'RM',
      'TUL',
    ]);
    expect(plus.addOns.photo.usdCents).toBeGreaterThan(0);
    expect(plus.complements.length).toBeGreaterThan(0);
    expect(plus.complements[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), code: expect.any(String) }),
    );
    expect(plus.listPrices.adult.usdCents).toBeGreaterThan(plus.listPrices.child.usdCents);
    expect(plus.listPrices.openTicketAdult.usdCents).toBeGreaterThan(
      plus.listPrices.adult.usdCents,
    );
    // A peso is worth less than a dollar.
    expect(plus.listPrices.adult.price.iso).toBe('MXN');
    expect(plus.listPrices.adult.price.minor).toBeGreaterThan(plus.listPrices.adult.usdCents);
    expect(plus).not.toHaveProperty('id');

    // Xenotes recommends 6 or older without enforcing it: its infants (0-5) go free.
    expect(byCode['XN-XENOTES'].ages).toMatchObject({
      minAge: 0,
      children: { min: 6, max: 11 },
      infants: { min: 0, max: 5 },
      recommendedMinAge: 6,
    });
    expect(byCode['XT-XICHEN-DLX'].ages).toMatchObject({ minAge: 6, infants: null });
    expect(byCode['XT-XICHEN-DLX'].ages.children).toEqual({ min: 6, max: 11 });
    expect(byCode['XP-XPLOR'].ages).toMatchObject({ minAge: 5, infants: null });
    expect(byCode['XT-COBA-XELHA'].schedules[0].weekdays).toEqual([2, 4]);
    expect(byCode['XC-STINGRAY'].requiresAdmission).toBe('XC');
    expect(byCode['XC-BASIC'].addOns.food.priceUsdCents).toBeGreaterThan(0);
  });

  test('availability per date: Cobá-Xel-Há runs on Tuesdays and Thursdays, with presale prices', async ({
    request,
  }) => {
    const from = weekdayFrom(60, 1); // a Monday
    const response = await request.get(
      `${API}/products/XT-COBA-XELHA/availability/?from=${from}&to=${addDays(from, 14)}&currency=EUR`,
    );
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    const body = await response.json();
    expect(body).toMatchObject({ product: 'XT-COBA-XELHA', from, today: parkToday() });
    expect(body.days).toHaveLength(14);
    const open = body.days.filter((d: { available: boolean }) => d.available);
    expect(open.map((d: { date: string }) => new Date(`${d.date}T00:00:00Z`).getUTCDay())).toEqual([
      2, 4, 2, 4,
    ]);
    for (const day of open) {
      expect(day.schedules).toEqual([{ code: '0700', available: true, fewLeft: null }]);
      expect(day.presalePercent).toBe(15);
      expect(day.presaleDaysAhead).toBe(21);
      expect(day.adult.iso).toBe('EUR');
      expect(day.adultUsdCents).toBeGreaterThan(day.childUsdCents);
    }
    const monday = body.days[0];
    expect(monday).toMatchObject({ date: from, available: false, schedules: [] });
  });

  test('availability: presale tiers near today, past dates closed, ranges and codes checked', async ({
    request,
  }) => {
    const today = parkToday();
    const body = await (
      await request.get(
        `${API}/products/XH-XELHA/availability/?from=${addDays(today, -2)}&to=${addDays(today, 25)}`,
      )
    ).json();
    const byDate = new Map(body.days.map((d: { date: string }) => [d.date, d]));
    expect(byDate.get(addDays(today, -1))).toMatchObject({ available: false, adultUsdCents: null });
    expect(byDate.get(addDays(today, 3))).toMatchObject({
      presalePercent: 0,
      presaleDaysAhead: null,
    });
    expect(byDate.get(addDays(today, 7))).toMatchObject({
      presalePercent: 10,
      presaleDaysAhead: 7,
    });
    expect(byDate.get(addDays(today, 21))).toMatchObject({
      presalePercent: 15,
      presaleDaysAhead: 21,
    });

    const from = inDays(100);
    await expectError(
      await request.get(
        `${API}/products/XH-XELHA/availability/?from=${from}&to=${addDays(from, 94)}`,
      ),
      400,
      'INVALID_REQUEST',
    );
    await expectError(
      await request.get(`${API}/products/XH-XELHA/availability/?from=${from}&to=${from}`),
      400,
      'INVALID_REQUEST',
    );
    await expectError(
      await request.get(`${API}/products/NOPE/availability/?from=${from}`),
      404,
      'PRODUCT_NOT_FOUND',
    );
    await expectError(
      await request.get(`${API}/products/XH-XELHA/availability/?currency=XXX`),
      422,
      'UNKNOWN_CURRENCY',
    );
  });
});

test.describe('park API: carts', () => {
  test('a package of Xcaret Plus and Xel-Há with transport, photo and a complement, edited and emptied', async ({
    request,
  }) => {
    const api = client(request);
    const day = inDays(120);
    // What the calendar says an adult and a child pay that day (presale included).
    const calendar = await (
      await request.get(`${API}/products/XC-PLUS/availability/?from=${day}&to=${addDays(day, 1)}`)
    ).json();
    const { adultUsdCents, childUsdCents } = calendar.days[0];

    const created = await api.createCart(
      item('XC-PLUS', day, { children: 1, infants: 1, transport: 'CUN', photo: true }),
    );
    expect(created.status(), await created.text()).toBe(201);
    const { cartId, itemId, cart } = await created.json();
    expect(cartId).toMatch(UUID);
    expect(created.headers()['location']).toBe(`/api/v1/carts/${cartId}/`);
    expect(cart.id).toBe(cartId);
    const plus = cart.items[0];
    expect(plus).toMatchObject({
      id: itemId,
      product: { code: 'XC-PLUS' },
      visitDate: day,
      openTicket: false,
      schedule: { code: '0830' },
      adults: 2,
      children: 1,
      infants: 1,
      transport: { code: 'CUN' },
      photo: true,
      status: 'held',
      presalePercent: 15,
    });
    expect(plus.admissionUsdCents).toBe(2 * adultUsdCents + childUsdCents);
    expect(plus.extrasUsdCents).toBe(3 * 3000 + 6000);
    expect(Date.parse(plus.holdExpiresAt) - Date.now()).toBeGreaterThan(25 * 60_000);
    expect(cart.packagePercent).toBe(0);

    // The same day is refused; the next day is fine.
    const duplicate = await expectError(
      await api.addItem(cartId, item('XH-XELHA', day)),
      409,
      'CART_DUPLICATE',
    );
    expect(duplicate.error.message).toBe(
      'This product or one with the same date has already been added to your cart',
    );
    const { itemId: xelhaId, cart: two } = await api.added(
      cartId,
      item('XH-XELHA', addDays(day, 1), { photo: true }),
    );
    expect(two.items).toHaveLength(2);
    expect(two.packagePercent).toBe(10);
    const admissions = two.items.reduce((s, i) => s + i.admissionUsdCents, 0);
    expect(two.packageDiscountUsdCents).toBe(Math.round(admissions / 10));
    expect(two.totalUsdCents).toBe(two.subtotalUsdCents - two.packageDiscountUsdCents);

    // Read in another currency.
    const inMxn: Cart = await (await api.read(cartId, '?currency=MXN')).json();
    expect(inMxn.totalUsdCents).toBe(two.totalUsdCents);
    expect(inMxn.total.iso).toBe('MXN');
    expect(inMxn.total.minor).toBeGreaterThan(two.totalUsdCents);

    // A complement toggles hasBeenAdded and counts per paying person.
    const complement = plus.complements[0];
    expect(complement.hasBeenAdded).toBe(false);
    const path = `${API}/carts/${cartId}/items/${itemId}/complements/${complement.id}/`;
    const withComplement: Cart = await (await request.put(path)).json();
    const after = withComplement.items.find((i) => i.id === itemId)!;
    expect(after.complements.find((c) => c.id === complement.id)!.hasBeenAdded).toBe(true);
    expect(after.extrasUsdCents).toBe(plus.extrasUsdCents + 3 * complement.priceUsdCents);
    const without: Cart = await (await request.delete(path)).json();
    expect(
      without.items.find((i) => i.id === itemId)!.complements.every((c) => !c.hasBeenAdded),
    ).toBe(true);
    await expectError(
      await request.put(`${API}/carts/${cartId}/items/${itemId}/complements/999999/`),
      422,
      'CART_UNKNOWN_OPTION',
    );

    // Edit: fewer people and no transport; what the change leaves out stays.
    const patched = await api.patch(cartId, itemId, {
      adults: 1,
      children: 0,
      infants: 0,
      transport: null,
    });
    expect(patched.status(), await patched.text()).toBe(200);
    const edited = ((await patched.json()) as Cart).items.find((i) => i.id === itemId)!;
    expect(edited).toMatchObject({
      adults: 1,
      children: 0,
      transport: null,
      photo: true,
      visitDate: day,
    });
    // Onto the other item's date: the spec's "dates can't be the same".
    const same = await expectError(
      await api.patch(cartId, itemId, { visitDate: addDays(day, 1) }),
      409,
      'CART_SAME_DATES',
    );
    expect(same.error.message).toBe("The dates of the products can't be the same");

    // Renew the hold.
    const renewed = await request.put(`${API}/carts/${cartId}/hold/`);
    expect(renewed.status()).toBe(200);
    expect(await renewed.json()).toMatchObject({ renewed: 2, unavailable: 0 });

    // Remove both.
    const removed = await api.remove(cartId, xelhaId);
    expect(removed.status()).toBe(200);
    expect((await removed.json()).removed).toEqual([xelhaId]);
    await api.remove(cartId, itemId);
    const empty: Cart = await (await api.read(cartId)).json();
    expect(empty.items).toEqual([]);
    expect(empty.totalUsdCents).toBe(0);
    expect(empty.holdExpiresAt).toBeNull();
    await expectError(await api.remove(cartId, itemId), 404, 'CART_ITEM_NOT_FOUND');
  });

  test('an open ticket has no date, no schedule and no hold', async ({ request }) => {
    const api = client(request);
    const { cart } = await api.newCart({ product: 'XH-XELHA', openTicket: true, adults: 1 });
    expect(cart.items[0]).toMatchObject({
      openTicket: true,
      visitDate: null,
      schedule: null,
      holdExpiresAt: null,
      presalePercent: 0,
    });
    expect(cart.holdExpiresAt).toBeNull();
  });

  test("an activity goes on its admission's date, and leaves with it", async ({ request }) => {
    const api = client(request);
    const day = inDays(130);
    const { cartId, itemId } = await api.newCart(item('XC-BASIC', day));
    // An activity with additional cost goes on its park admission's date, not another.
    await expectError(
      await api.addItem(cartId, item('XC-STINGRAY', addDays(day, 1))),
      409,
      'CART_ADMISSION_REQUIRED',
    );
    const { itemId: rays } = await api.added(cartId, item('XC-STINGRAY', day));
    const removed = await (await api.remove(cartId, itemId)).json();
    expect(removed.removed.sort()).toEqual([itemId, rays].sort());
    expect(removed.cart.items).toEqual([]);
  });
});

test.describe('park API: SPEC §5 rules with their SPEC §8 messages', () => {
  test('at least 1 adult, a schedule, availability on the date', async ({ request }) => {
    const api = client(request);
    const day = inDays(140);
    const noAdult = await expectError(
      await api.createCart(item('XC-PLUS', day, { adults: 0, children: 2 })),
      400,
      'CART_NO_ADULT',
    );
    expect(noAdult.error.message).toBe('La compra debe contener 1 adulto');
    const noSchedule = await expectError(
      await api.createCart(item('XC-PLUS', day, { schedule: null })),
      400,
      'CART_NO_SCHEDULE',
    );
    expect(noSchedule.error.message).toBe('Please select a schedule');
    const monday = weekdayFrom(140, 1);
    const unavailable = await expectError(
      await api.createCart(item('XT-COBA-XELHA', monday)),
      409,
      'CART_NO_AVAILABILITY',
    );
    expect(unavailable.error.message).toBe(
      'There is no availability for the date selected, please choose a different date',
    );
    await api.newCart(item('XT-COBA-XELHA', addDays(monday, 1)));
    const unknown = await expectError(
      await api.createCart(item('XC-PLUS', day, { schedule: '2359' })),
      422,
      'CART_UNKNOWN_OPTION',
    );
    expect(unknown.error.detail).toEqual({ field: 'schedule' });
    await expectError(await api.createCart(item('NOPE', day)), 422, 'CART_UNKNOWN_PRODUCT');
  });

  test('at most 5 products', async ({ request }) => {
    const api = client(request);
    const day = inDays(150);
    const { cartId } = await api.newCart(item('XC-PLUS', day, { adults: 1 }));
    // Products that run every day, on five different dates.
    for (const [i, product] of ['XH-XELHA', 'XT-TULUM', 'XC-NIGHT', 'XT-COBA'].entries())
      await api.added(cartId, item(product, addDays(day, i + 1), { adults: 1 }));
    const limit = await expectError(
      await api.addItem(cartId, item('XC-BASIC', addDays(day, 6), { adults: 1 })),
      409,
      'CART_LIMIT',
    );
    expect(limit.error.message).toBe(
      'The limit of products that can be added to your package is 5',
    );
    const cart: Cart = await (await api.read(cartId)).json();
    expect(cart.items).toHaveLength(5);
    expect(cart.packagePercent).toBe(20);
  });

  test('activities after their admission, no same-day transport, infants where admitted', async ({
    request,
  }) => {
    const api = client(request);
    const admission = await expectError(
      await api.createCart(item('XC-STINGRAY', inDays(160))),
      409,
      'CART_ADMISSION_REQUIRED',
    );
    expect(admission.error.detail).toEqual({ businessUnit: 'XC' });
    await expectError(
      await api.createCart(item('XC-PLUS', parkToday(), { transport: 'CUN' })),
      400,
      'CART_TRANSPORT_SAME_DAY',
    );
    await expectError(
      await api.createCart(item('XP-XPLOR', weekdayFrom(160, 3), { infants: 1 })),
      400,
      'CART_INFANTS_NOT_ADMITTED',
    );
    await expectError(await api.createCart(item('XC-PLUS', inDays(-1))), 400, 'CART_DATE_IN_PAST');
    const many = await expectError(
      await api.createCart(item('XC-PLUS', inDays(161), { adults: 16 })),
      400,
      'CART_TOO_MANY_PEOPLE',
    );
    expect(many.error.message).toMatch(/^Up to 15 people/);
  });
});

test.describe('park API: transport rules', () => {
  test('mutations read only small application/json bodies of known fields', async ({ request }) => {
    const api = client(request);
    const body = item('XC-PLUS', inDays(170));
    await expectError(
      await request.post(`${API}/carts/`, {
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': address() },
        data: JSON.stringify(body),
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await expectError(
      await request.post(`${API}/carts/`, {
        headers: { ...json, 'x-forwarded-for': address() },
        data: Buffer.from('{"product": '),
      }),
      400,
      'INVALID_JSON',
    );
    await expectError(
      await api.createCart({ ...body, notes: 'x'.repeat(9000) }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    const invalid = await expectError(
      await api.createCart({ ...body, priceUsdCents: 1 }),
      400,
      'INVALID_REQUEST',
    );
    expect(invalid.error.detail?.issues).toBeTruthy();
  });

  test('a cart is found by its id only; items only in their own cart', async ({ request }) => {
    const api = client(request);
    await expectError(
      await api.read('00000000-0000-4000-8000-000000000000'),
      404,
      'CART_NOT_FOUND',
    );
    await expectError(await api.read('not-a-cart'), 404, 'CART_NOT_FOUND');
    await expectError(
      await api.addItem('00000000-0000-4000-8000-000000000000', item('XC-PLUS', inDays(175))),
      404,
      'CART_NOT_FOUND',
    );
    const mine = await api.newCart(item('XC-PLUS', inDays(176)));
    const theirs = await api.newCart(item('XC-PLUS', inDays(176)));
    await expectError(await api.remove(mine.cartId, theirs.itemId), 404, 'CART_ITEM_NOT_FOUND');
    await expectError(
      await api.patch(mine.cartId, theirs.itemId, { adults: 1 }),
      404,
      'CART_ITEM_NOT_FOUND',
    );
    expect((await api.read(theirs.cartId)).status()).toBe(200);
  });

  test('cart creation is rate limited per client address', async ({ request }) => {
    const ip = address();
    const post = () =>
      request.post(`${API}/carts/`, {
        headers: { ...json, 'x-forwarded-for': ip },
        data: { product: 'XC-PLUS' },
      });
    // Every attempt counts, even an invalid one (which takes no places).
    for (let i = 0; i < 20; i++) await expectError(await post(), 400, 'INVALID_REQUEST');
    const limited = await post();
    await expectError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  });

  test('the address without its trailing slash redirects to the API', async ({ request }) => {
    const response = await request.get(`${API}/catalog`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toContain('/api/v1/catalog/');
  });
});

test('openapi.json describes the park endpoints', async ({ request }) => {
  const doc = await (await request.get('/api/openapi.json')).json();
  const parkPaths = [
    '/api/v1/catalog/',
    '/api/v1/products/{code}/availability/',
    '/api/v1/carts/',
    '/api/v1/carts/{id}/',
    '/api/v1/carts/{id}/items/',
    '/api/v1/carts/{id}/items/{itemId}/',
    '/api/v1/carts/{id}/items/{itemId}/complements/{complementId}/',
    '/api/v1/carts/{id}/hold/',
  ];
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(parkPaths));
  expect(Object.keys(doc.paths['/api/v1/carts/{id}/items/{itemId}/']).sort()).toEqual([
    'delete',
    'patch',
  ]);
  expect(
    Object.keys(doc.paths['/api/v1/carts/{id}/items/{itemId}/complements/{complementId}/']).sort(),
  ).toEqual(['delete', 'put']);
  expect(doc.info.description).toContain('bearer');
  expect(doc.paths['/api/v1/carts/'].post.requestBody.content['application/json'].schema).toEqual({
    $ref: '#/components/schemas/CartItemRequest',
  });
  const refs = JSON.stringify(doc).match(/"#\/components\/schemas\/[^"]+"/g) ?? [];
  for (const ref of new Set(refs)) {
    const name = ref.slice('"#/components/schemas/'.length, -1);
    expect(doc.components.schemas, name).toHaveProperty(name);
  }
  const codes = doc.components.schemas.ParkError.properties.error.properties.code.enum;
  expect(codes).toEqual(expect.arrayContaining(['CART_DUPLICATE', 'CART_LIMIT', 'CART_NOT_FOUND']));
});
