import type { BrowserContext, Page } from '@playwright/test';
import { acceptCookies, expect, test } from '../support/fixtures';
import { PASSWORD, registerAndConfirm, uniqueEmail } from '../support/accounts';

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function logIn(page: Page, email: string, next?: string) {
  await page.goto(`/en/login/${next === undefined ? '' : `?next=${encodeURIComponent(next)}`}`);
  const form = page.locator('main form[data-form="login"]');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }),
  ).toBeVisible();
}

test('after login, only a path of our own site is followed', async ({ page, baseURL }, info) => {
  await acceptCookies(page, baseURL!);
  const email = uniqueEmail('redirect');
  await registerAndConfirm(page, info, { email });
  await logOut(page);

  for (const hostile of ['//evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
    await logIn(page, email, hostile);
    await expect(page).toHaveURL(`${baseURL}/en/`);
    await logOut(page);
  }
  await logIn(page, email, '/en/carrito/');
  await expect(page).toHaveURL(`${baseURL}/en/carrito/`);
});

test("a guest's booking follows them into their account; another customer cannot read it", async ({
  browser,
  baseURL,
  request,
}, info) => {
  // A guest holds rooms through the API and keeps the booking in the booking/token cookies.
  const checkIn = inDays(260 + Math.floor(Math.random() * 60));
  const checkOut = new Date(Date.parse(`${checkIn}T00:00:00Z`) + 3 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const holdResponse = await request.post('/api/v1/holds/', {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
    data: {
      hotelCode: 'HXM',
      checkIn,
      checkOut,
      rooms: [{ roomTypeCode: 'HXM-GVS', adults: 2, childrenAges: [] }],
    },
  });
  expect(holdResponse.status(), await holdResponse.text()).toBe(201);
  const held = (await holdResponse.json()) as { reference: string; secret: string };

  const alice: BrowserContext = await browser.newContext();
  await alice.addCookies([
    { name: 'booking', value: held.reference, url: baseURL! },
    { name: 'token', value: held.secret, url: baseURL! },
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
  ]);
  const a = await alice.newPage();
  await registerAndConfirm(a, info, { email: uniqueEmail('alice'), name: 'Alice Owner' });
  // Confirming logged Alice in: her guest booking is now hers and listed in her account.
  await expect(a.getByRole('region', { name: 'My hotel bookings' })).toContainText(held.reference);
  const own = await a.request.get(`/api/v1/bookings/${held.reference}/`);
  expect(own.status()).toBe(200);
  expect((await own.json()).reference).toBe(held.reference);

  // A booking made while logged in joins the account once its booking page is shown.
  const second = (await (
    await request.post('/api/v1/holds/', {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.78' },
      data: {
        hotelCode: 'HXM',
        checkIn: inDays(400),
        checkOut: inDays(402),
        rooms: [{ roomTypeCode: 'HXM-GVS', adults: 1, childrenAges: [] }],
      },
    })
  ).json()) as { reference: string; secret: string };
  await alice.addCookies([
    { name: 'booking', value: second.reference, url: baseURL! },
    { name: 'token', value: second.secret, url: baseURL! },
  ]);
  await a.goto('/en/booking/');
  await a.goto('/en/my-account/');
  const listed = a.getByRole('region', { name: 'My hotel bookings' });
  await expect(listed).toContainText(held.reference);
  await expect(listed).toContainText(second.reference);

  const bob = await browser.newContext();
  await bob.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
  const b = await bob.newPage();
  await registerAndConfirm(b, info, { email: uniqueEmail('bob'), name: 'Bob Other' });
  await expect(b.getByRole('region', { name: 'My hotel bookings' })).toContainText(
    'You have no hotel bookings yet.',
  );
  const stolen = await b.request.get(`/api/v1/bookings/${held.reference}/`);
  expect(stolen.status()).toBe(404);
  expect(await stolen.text()).not.toContain(held.secret);
  const anonymous = await request.get(`/api/v1/bookings/${held.reference}/`);
  expect(anonymous.status()).toBe(404);
  await alice.close();
  await bob.close();
});

test('login is rate-limited per account and per address (production build)', async ({
  request,
  baseURL,
}) => {
  const signIn = (email: string, ip: string) =>
    request.post('/api/auth/sign-in/email/', {
      headers: { origin: baseURL!, 'x-forwarded-for': ip },
      data: { email, password: 'not the password' },
    });

  // Per account: attempts from ten different addresses, then the eleventh is refused.
  const victim = uniqueEmail('victim');
  const perAccount: number[] = [];
  for (let i = 0; i < 12; i++)
    perAccount.push((await signIn(victim, `203.0.113.${i + 1}`)).status());
  expect(perAccount.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(perAccount.slice(10)).toEqual([429, 429]);

  // Per address: one address trying many accounts gets ten tries a minute, then is refused.
  // The window slides: where the tries fall against the clock's minutes does not matter.
  const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
  const perIp: number[] = [];
  for (let i = 0; i < 12; i++) perIp.push((await signIn(uniqueEmail(`probe${i}`), ip)).status());
  info(`per-address statuses: ${perIp.join(',')}`);
  expect(perIp.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(perIp.slice(10)).toEqual([429, 429]);

  // Another address is not affected.
  expect((await signIn(uniqueEmail('fresh'), '192.0.2.200')).status()).toBe(401);
});

function info(message: string) {
  test.info().annotations.push({ type: 'measurement', description: message });
  console.log(message);
}
