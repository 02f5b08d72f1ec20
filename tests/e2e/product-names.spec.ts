import { acceptCookies, expect, test } from '../support/fixtures';

/** A date `n` days ahead (far enough that "today at the parks" never matters). */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Product names in the page's language (issues 14 and 19): "Xcaret Básico" on Spanish pages,
 * "Xcaret Basic" on English ones and, as the park pages do, on Portuguese ones; the logos' alt
 * texts follow; the park API gives both languages.
 */
const names = [
  {
    locale: 'es',
    listing: '/es/parques/',
    cart: '/es/carrito/',
    name: 'Xcaret Básico',
    not: 'Xcaret Basic',
  },
  {
    locale: 'en',
    listing: '/en/parks/',
    cart: '/en/carrito/',
    name: 'Xcaret Basic',
    not: 'Xcaret Básico',
  },
  {
    locale: 'pt',
    listing: '/en/parks/',
    cart: '/pt/carrinho/',
    name: 'Xcaret Basic',
    not: 'Xcaret Básico',
  },
] as const;

for (const c of names) {
  test(`${c.locale}: product names and logo alt texts in the page's language`, async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL!);
    await page.goto(c.listing);
    await expect(page.getByRole('img', { name: `${c.name}`, exact: false }).first()).toBeVisible();
    await expect(page.getByRole('main').locator(`img[alt*="${c.not}"]`)).toHaveCount(0);

    const added = await page.request.post('/api/e2e/cart/', {
      data: {
        locale: c.locale === 'pt' ? 'en' : c.locale,
        product: 'xcaret-basico',
        visitDate: day(60),
      },
    });
    expect(added.status()).toBe(200);
    await page.goto(c.cart);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: c.name, exact: true })).toBeVisible();
    await expect(main).not.toContainText(c.not);
  });
}

test('the park API names each product in es and en', async ({ request }) => {
  const response = await request.get('/api/v1/catalog/');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { products: { code: string; name: unknown }[] };
  expect(body.products.find((p) => p.code === 'XC-BASIC')?.name).toEqual({
    es: 'Xcaret Básico',
    en: 'Xcaret Basic',
  });
});
