import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { bookToPayment, day, typeCard } from '../support/checkout';
import { acceptCookies, expect, test } from '../support/fixtures';
import { dateValue, typeDate } from '../support/dates';

/**
 * Issue 13 (money paths) in the browser: a cart changed in a second tab while the first pays,
 * a traveller on an alias host, the capability a checkout's status needs, and the headers of
 * the site's own redirects.
 */

/** The cart id of the browser (the HttpOnly `cart` cookie) and its first item. */
async function cartOf(context: BrowserContext, request: APIRequestContext) {
  const cartId = (await context.cookies()).find((c) => c.name === 'cart')!.value;
  const cart = await (await request.get(`/api/v1/carts/${cartId}/`)).json();
  return { cartId, itemId: cart.items[0].id as string, cart };
}

/** From the express checkout to the sandbox's hosted page, with the buyer's details. */
async function toHostedPage(page: Page, email: string) {
  await page.goto('/en/carrito/checkout/');
  await page.getByLabel('Full name').fill('Ana López');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_pay_[\w-]+\/$/);
}

const edit = (adults: number) => ({ adults, children: 0, infants: 0 });

test.describe('a cart is sold only as it was priced (item 1)', () => {
  test('en: a second tab cannot change the cart while the first pays; the first pays what it saw', async ({
    page,
    context,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL!);
    const added = await page.request.post('/api/e2e/cart/', {
      data: { locale: 'en', product: 'xel-ha', visitDate: day(33), adults: 1 },
    });
    expect(added.status()).toBe(200);
    await page.goto('/en/carrito/checkout/');
    const total = (await page.getByTestId('summary-total').textContent())!;
    await toHostedPage(page, 'two.tabs@example.com');

    // The second tab: the cart says a payment is under way; the API refuses the change.
    const second = await context.newPage();
    await second.goto('/en/carrito/');
    const banner = second.getByTestId('cart-payment-pending');
    await expect(banner).toContainText('A payment is in progress');
    await expect(
      banner.getByRole('button', { name: 'Cancel the payment and edit the cart' }),
    ).toBeVisible();
    const { cartId, itemId } = await cartOf(context, page.request);
    const refused = await page.request.patch(`/api/v1/carts/${cartId}/items/${itemId}/`, {
      data: edit(10),
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'CART_PAYMENT_PENDING' } });

    // The first tab pays: one adult, at the price it showed.
    await typeCard(page, 'en', { number: '4242424242424242', holder: 'Ana López' });
    await expect(page.getByRole('heading', { name: 'Your purchase is confirmed' })).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText(total);
    const reference = (await page.getByTestId('order-reference').textContent())!;
    const pdf = await page.request.get(`/api/v1/orders/${reference}/tickets.pdf`);
    expect((await pdf.body()).toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  test('en: abandoning the payment unfreezes the cart, and the abandoned payment page sells nothing', async ({
    page,
    context,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL!);
    await page.request.post('/api/e2e/cart/', {
      data: { locale: 'en', product: 'xel-ha', visitDate: day(34), adults: 1 },
    });
    await toHostedPage(page, 'abandon@example.com');
    const hosted = page.url();

    const second = await context.newPage();
    await second.goto('/en/carrito/');
    await second.getByRole('button', { name: 'Cancel the payment and edit the cart' }).click();
    await expect(second.getByRole('status')).toContainText('The payment in progress was cancelled');
    await expect(second.getByTestId('cart-payment-pending')).toHaveCount(0);
    const { cartId, itemId } = await cartOf(context, page.request);
    const changed = await page.request.patch(`/api/v1/carts/${cartId}/items/${itemId}/`, {
      data: edit(3),
    });
    expect(changed.status()).toBe(200);

    // The first tab's payment page is paid anyway: nothing is sold, the visitor is told so.
    await page.goto(hosted);
    await typeCard(page, 'en', { number: '4242424242424242', holder: 'Ana López' });
    await expect(page).toHaveURL(/\/en\/carrito\/checkout\/\?payment=abandoned$/);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'This payment was stopped before it could complete',
    );
    const { cart } = await cartOf(context, page.request);
    expect(cart.items[0].adults).toBe(3);
    expect(cart.checkoutUntil).toBeNull();
  });
});

test('es: a traveller on an alias host (localhost for 127.0.0.1) pays and sees the confirmation (item 3)', async ({
  page,
  baseURL,
}) => {
  const alias = baseURL!.replace('127.0.0.1', 'localhost');
  await page.context().addCookies([{ name: 'cookie_consent', value: 'accepted', url: alias }]);
  await bookToPayment(
    page,
    'es',
    150,
    { first: 'Ana', last: 'Alias', email: 'alias@example.com' },
    alias,
  );
  await expect(page).toHaveURL(new RegExp(`^${alias}/es/reserva/`));
  await page.getByRole('button', { name: /^Pagar / }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  expect(new URL(page.url()).origin).toBe(alias);
  await typeCard(page, 'es', { number: '4242 4242 4242 4242', holder: 'Ana Alias' });
  await expect(page).toHaveURL(new RegExp(`^${alias}/es/reserva/\\?payment=paid$`));
  await expect(page.getByRole('heading', { name: 'Tu reservación está confirmada' })).toBeVisible();
});

test("a checkout's status answers only whoever may read its order (item 9)", async ({
  page,
  browser,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  await page.request.post('/api/e2e/cart/', {
    data: { locale: 'en', product: 'xel-ha', visitDate: day(35), adults: 2 },
  });
  let key = '';
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/checkouts/') && request.method() === 'POST')
      key = JSON.parse(request.postData()!).idempotencyKey;
  });
  await toHostedPage(page, 'status@example.com');
  expect(key).not.toBe('');
  const mine = await page.request.get(`/api/v1/checkouts/${key}/`);
  expect(mine.status()).toBe(200);
  expect(await mine.json()).toMatchObject({ status: 'pending', order: { status: 'pending' } });
  // Someone else with the key and nothing more learns nothing.
  const stranger = await browser.newContext({ baseURL });
  const theirs = await stranger.request.get(`/api/v1/checkouts/${key}/`);
  expect(theirs.status()).toBe(404);
  const unknown = await stranger.request.get(`/api/v1/checkouts/${key}x/`);
  expect(await theirs.json()).toEqual(await unknown.json());
  await stranger.close();
});

test("the site's own trailing-slash redirects carry the security headers (item 13)", async ({
  request,
}) => {
  for (const [path, location] of [
    ['/es/hoteles', '/es/hoteles/'],
    ['/api/v1/currencies', '/api/v1/currencies/'],
    ['/favicon.svg/', '/favicon.svg'],
  ]) {
    const response = await request.get(path!, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    const headers = response.headers();
    expect(new URL(headers['location']!, 'http://x').pathname, path).toBe(location);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

test('refused requests answer 4xx, never 500 (items 11 and 12)', async ({ request, baseURL }) => {
  const action = '7f0000000000000000000000000000000000000000';
  const cases: [string, Promise<{ status: () => number }>, number][] = [
    [
      'a server action from another origin',
      request.post('/es/', {
        headers: { origin: 'http://evil.example', 'next-action': action },
        data: '[]',
      }),
      403,
    ],
    [
      'a multipart body that is not one',
      request.post('/es/newsletter/', {
        headers: { origin: baseURL!, 'content-type': 'multipart/form-data; boundary=XYZ' },
        data: 'garbage',
      }),
      400,
    ],
    [
      'a multipart type without a boundary',
      request.post('/es/newsletter/', {
        headers: { origin: baseURL!, 'content-type': 'multipart/form-data' },
        data: 'garbage',
      }),
      400,
    ],
    [
      'JSON posted to the payment page',
      request.post('/sandbox/pay/sbx_pay_unknown/', { data: { number: '4242' } }),
      415,
    ],
    [
      'a 20 MB form posted to the payment page',
      request.post('/sandbox/pay/sbx_pay_unknown/', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: 'a'.repeat(20_000_000),
      }),
      413,
    ],
    [
      'a 1 MB webhook',
      request.post('/api/v1/payments/webhooks/sandbox/', {
        headers: { 'content-type': 'application/json' },
        data: 'a'.repeat(1_000_000),
      }),
      413,
    ],
    ['a 9 KB path', request.get(`/es/${'a'.repeat(9_000)}/`), 414],
  ];
  for (const [what, answer, status] of cases) expect((await answer).status(), what).toBe(status);
  // A path of ordinary length answers 404 with no header grown from the path.
  const long = await request.get(`/es/${'a'.repeat(1_500)}/`);
  expect(long.status()).toBe(404);
  const headerBytes = Object.entries(long.headers()).reduce(
    (sum, [k, v]) => sum + k.length + v.length,
    0,
  );
  expect(headerBytes).toBeLessThan(4_096);
});

test('es: the package discount is a line wherever a total is shown, and the lines add up, in JPY (item 15)', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  await page.context().addCookies([{ name: 'currency_iso', value: 'JPY', url: baseURL! }]);
  for (const [product, n] of [
    ['xcaret-plus', 0],
    ['xel-ha', 1],
  ] as const)
    await page.request.post('/api/e2e/cart/', {
      data: { locale: 'es', product, visitDate: day(70 + n), adults: 2, children: 1 },
    });
  /** Whole yen from a formatted amount ("¥12,345", "JPY 12,345", "12 345 ¥"…). */
  const yen = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
  const label = /Descuento de paquete 10 % en las entradas a Xcaret Plus y Xel-Há/;

  await page.goto('/es/carrito/');
  await expect(page.getByText(label)).toBeVisible();
  const cards = await page.getByTestId('item-total').allTextContents();
  const cartDiscount = yen(await page.getByTestId('cart-package-discount').textContent());
  const cartTotal = yen(await page.getByTestId('cart-total').textContent());
  expect(cards).toHaveLength(2);
  expect(cards.map(yen).reduce((a, b) => a + b, 0) - cartDiscount).toBe(cartTotal);
  expect(yen(await page.getByTestId('cart-subtotal').textContent()) - cartDiscount).toBe(cartTotal);

  await page.goto('/es/carrito/checkout/');
  await expect(page.getByText(label)).toBeVisible();
  const items = (await page.getByTestId('summary-item').allTextContents()).map(yen);
  const discount = yen(await page.getByTestId('summary-discount').textContent());
  const total = yen(await page.getByTestId('summary-total').textContent());
  expect(items.reduce((a, b) => a + b, 0) - discount).toBe(total);
  expect(total).toBe(cartTotal);

  await page.getByLabel('Nombre completo').fill('Kenji Sato');
  await page.getByLabel('Correo electrónico').fill('kenji@example.com');
  await page.getByRole('button', { name: /^Pagar / }).click();
  await typeCard(page, 'es', { number: '3566 0020 2036 0505', holder: 'Kenji Sato' });
  await expect(page.getByRole('heading', { name: 'Tu compra está confirmada' })).toBeVisible();
  await expect(page.getByText(label)).toBeVisible();
  const paidItems = (await page.getByTestId('summary-item').allTextContents()).map(yen);
  const paidDiscount = yen(await page.getByTestId('summary-discount').textContent());
  expect(paidItems.reduce((a, b) => a + b, 0) - paidDiscount).toBe(
    yen(await page.getByTestId('order-total').textContent()),
  );
});

test.describe('a lost connection while adding to the cart (item 14)', () => {
  const visit = () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Cancun' }).format(
      new Date(),
    );
    return new Date(Date.parse(`${today}T00:00:00Z`) + 50 * 86_400_000).toISOString().slice(0, 10);
  };

  async function choose(page: Page) {
    await page.goto('/es/parques/xcaret-plus/');
    const widget = page.getByRole('region', { name: 'Reserva tu visita' });
    await typeDate(
      widget.getByRole('group', { name: 'Fecha de visita', exact: true }),
      visit(),
      'es',
      'visitDate',
    );
    await widget.getByLabel('Adultos (12+)').selectOption('3');
    await widget.getByLabel('Horario').selectOption({ label: '8:30 - 22:30' });
    return widget;
  }

  const cartItems = async (page: Page) => {
    const cartId = (await page.context().cookies()).find((c) => c.name === 'cart')?.value;
    if (!cartId) return [];
    return (await (await page.request.get(`/api/v1/carts/${cartId}/`)).json()).items as unknown[];
  };

  test('es: offline, the choices stay and the call centre is named; back online, it is added once', async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    await acceptCookies(page, baseURL!);
    const widget = await choose(page);
    await context.setOffline(true);
    await widget.getByRole('button', { name: 'Agregar al carrito' }).click();
    const offline = widget.getByTestId('widget-offline');
    await expect(offline).toContainText('No hay conexión');
    await expect(offline).toContainText('llama a nuestro centro de atención');
    await expect(page.getByRole('heading', { name: 'Internal Error' })).toHaveCount(0);
    await expect(widget.getByLabel('Adultos (12+)')).toHaveValue('3');
    await expect(
      dateValue(widget.getByRole('group', { name: 'Fecha de visita', exact: true }), 'visitDate'),
    ).toHaveValue(visit());
    await context.setOffline(false);
    await expect(page.getByRole('dialog', { name: 'Agregado a tu carrito' })).toBeVisible();
    expect(await cartItems(page)).toHaveLength(1);
    expect(
      consoleErrors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED/.test(e)),
    ).toEqual([]);
  });

  test('es: the answer is lost after the server added it; "try again" does not add it twice', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL!);
    const widget = await choose(page);
    let dropped = false;
    await page.route('**/es/parques/xcaret-plus/**', async (route) => {
      if (route.request().method() !== 'POST' || dropped) return route.fallback();
      dropped = true;
      await route.fetch(); // the server adds the item…
      await route.abort('connectionreset'); // …and the answer never arrives
    });
    await widget.getByRole('button', { name: 'Agregar al carrito' }).click();
    const offline = widget.getByTestId('widget-offline');
    await expect(offline).toBeVisible();
    await offline.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await expect(page.getByRole('dialog', { name: 'Agregado a tu carrito' })).toBeVisible();
    expect(await cartItems(page)).toHaveLength(1);
  });

  test('es: a cart form posted offline says so, not "Internal Error"; nothing is lost', async ({
    page,
    context,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL!);
    await page.request.post('/api/e2e/cart/', {
      data: { locale: 'es', product: 'xel-ha', visitDate: visit(), adults: 2 },
    });
    await page.goto('/es/carrito/');
    await context.setOffline(true);
    await page.getByRole('button', { name: /^Eliminar Xel-Há/ }).click();
    await expect(page.getByRole('heading', { name: 'Sin conexión' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Internal Error' })).toHaveCount(0);
    await context.setOffline(false);
    expect(await cartItems(page)).toHaveLength(1);
  });
});
