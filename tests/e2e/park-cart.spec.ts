import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { acceptCookies, axeViolations, expect, test } from '../support/fixtures';
import { dateValue, typeDate } from '../support/dates';

/*
 * The park cart, in es and en. The product page's booking widget is another journey: the cart
 * is filled through the test-only route /api/e2e/cart/ (E2E_TEST_ROUTES=1), which runs the
 * same addToCart and sets the same cart cookie as the widget's "add to cart".
 */

/** A date `n` days ahead (far enough that "today at the parks" never matters). */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const copy = {
  es: {
    cart: '/es/carrito/',
    shortDate: (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`,
    // Issue 15: the terms before payment (a product's default refund_days: 7).
    policy: (iso: string) =>
      `Cancelación con reembolso completo hasta el ${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)} 23:59 (hora de Cancún).`,
    duplicate: 'Este producto o uno con la misma fecha ya fue agregado a tu carrito',
    sameDates: 'Las fechas de los productos no pueden ser iguales',
    count: (n: number) =>
      n === 0 ? 'Carrito vacío' : n === 1 ? 'Carrito, 1 producto' : `Carrito, ${n} productos`,
    fromCancun: 'Viaje redondo desde Cancún',
    photoPack: 'Paquete de fotos',
    packageDiscount: 'Descuento de paquete 10 %',
    edit: 'Cambiar fecha, personas u opciones',
    date: 'Fecha de visita',
    adults: 'Adultos (12+ años)',
    save: 'Guardar cambios',
    saved: 'Guardamos tus cambios',
    threeAdults: '3 adultos',
    addSeaTrek: 'Agregar Sea Trek',
    timer: /Apartamos tus lugares por (29|30):\d\d/,
    renew: 'Renovar tiempo',
    renewed: 'Tus lugares están apartados por 30 minutos más.',
    remove: (product: string) => `Eliminar ${product} del carrito`,
    removedWithStingrays:
      'Eliminamos Xcaret Plus de tu carrito. También salió Nado con rayas Xcaret: necesita la admisión al parque que eliminaste.',
    undo: 'Deshacer',
    restored: 'Listo: volvió a tu carrito.',
    empty: 'Tu carrito está vacío',
    parks: 'Ver parques y tours',
    checkout: { name: 'Continuar al pago', href: '/es/carrito/checkout/' },
  },
  en: {
    cart: '/en/carrito/',
    shortDate: (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(2, 4)}`,
    policy: (iso: string) =>
      `Cancel with a full refund until ${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(2, 4)} 23:59 (Cancún time).`,
    duplicate: 'This product or one with the same date has already been added to your cart',
    sameDates: "The dates of the products can't be the same",
    count: (n: number) => (n === 0 ? 'Cart, empty' : n === 1 ? 'Cart, 1 item' : `Cart, ${n} items`),
    fromCancun: 'Round trip from Cancún',
    photoPack: 'Photo pack',
    packageDiscount: 'Package discount 10 %',
    edit: 'Change date, people or options',
    date: 'Visit date',
    adults: 'Adults (12+)',
    save: 'Save changes',
    saved: 'Your changes were saved',
    threeAdults: '3 adults',
    addSeaTrek: 'Add Sea Trek',
    timer: /We hold your places for (29|30):\d\d/,
    renew: 'Renew time',
    renewed: 'Your places are held for another 30 minutes.',
    remove: (product: string) => `Remove ${product} from your cart`,
    removedWithStingrays:
      'Xcaret Plus was removed from your cart. Swim with Stingrays at Xcaret also left your cart: it needs the park admission you removed.',
    undo: 'Undo',
    restored: 'Done: it is back in your cart.',
    empty: 'Your cart is empty',
    parks: 'See parks and tours',
    checkout: { name: 'Continue to checkout', href: '/en/carrito/checkout/' },
  },
} as const;

type AddBody = {
  locale: 'es' | 'en';
  product: string;
  visitDate: string;
  adults?: number;
  children?: number;
  transport?: string;
  photo?: boolean;
};

/** Adds through the test-only route with the page's cookies (the cart cookie comes back). */
async function add(request: APIRequestContext, body: AddBody) {
  const response = await request.post('/api/e2e/cart/', { data: body });
  return { status: response.status(), body: await response.json() };
}

/** A price as whole minor units ("USD 1,234.56" → 123456; USD has two decimals). */
const cents = async (locator: Locator) => Number((await locator.textContent())!.replace(/\D/g, ''));

const header = (page: Page) => page.getByRole('banner');

for (const locale of ['es', 'en'] as const) {
  const c = copy[locale];

  test(`${locale}: a package of Xcaret Plus and Xel-Há in the cart, edited, renewed and emptied`, async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await acceptCookies(page, baseURL!);
    const missingArt: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 404 && new URL(r.url()).pathname.startsWith('/art/complements/'))
        missingArt.push(new URL(r.url()).pathname);
    });
    const [d1, d2, d3] = [day(45), day(46), day(47)];

    // Xcaret Plus with transport and the photo pack, then Xel-Há on the same date: refused.
    expect(
      (
        await add(page.request, {
          locale,
          product: 'xcaret-plus',
          visitDate: d1,
          transport: 'CUN',
          photo: true,
        })
      ).status,
    ).toBe(200);
    const duplicate = await add(page.request, { locale, product: 'xel-ha', visitDate: d1 });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.error.message).toBe(c.duplicate);
    // On another date it goes in.
    expect((await add(page.request, { locale, product: 'xel-ha', visitDate: d2 })).status).toBe(
      200,
    );

    if (locale === 'es') await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(c.cart);
    await expect(header(page).getByRole('link', { name: c.count(2) })).toBeVisible();
    const xcaret = page.getByRole('article', { name: 'Xcaret Plus' });
    const xelha = page.getByRole('article', { name: 'Xel-Há' });
    await expect(xcaret).toContainText(c.shortDate(d1));
    await expect(xcaret).toContainText(c.fromCancun);
    await expect(xcaret).toContainText(c.photoPack);
    await expect(xelha).toContainText(c.shortDate(d2));
    await expect(xcaret.getByTestId('item-policy')).toHaveText(c.policy(day(45 - 7)));
    await expect(xelha.getByTestId('item-policy')).toHaveText(c.policy(day(46 - 7)));

    // Totals: the package discount of two parks comes off the subtotal.
    const subtotal = page.getByTestId('cart-subtotal');
    const discount = page.getByTestId('cart-package-discount');
    const total = page.getByTestId('cart-total');
    await expect(page.getByText(c.packageDiscount)).toBeVisible();
    const before = await cents(total);
    expect(before).toBe((await cents(subtotal)) - (await cents(discount)));
    expect(await axeViolations(page)).toEqual([]);
    if (locale === 'es') {
      // Usable at 360 px: nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // Moving Xel-Há onto Xcaret's date is refused with SPEC §8's message, nothing changes.
    await xelha.getByText(c.edit).click();
    await typeDate(
      xelha.getByRole('group', { name: c.date, exact: true }),
      d1,
      locale,
      'visitDate',
    );
    await xelha.getByRole('button', { name: c.save }).click();
    await expect(xelha.getByRole('alert')).toHaveText(c.sameDates);
    await expect(
      dateValue(xelha.getByRole('group', { name: c.date, exact: true }), 'visitDate'),
    ).toHaveValue(d1);
    expect(await cents(total)).toBe(before);
    await expect(xelha).toContainText(c.shortDate(d2));

    // A complement toggled on (by keyboard) changes the total; toggled off it goes back.
    const seaTrek = xelha.getByRole('button', { name: c.addSeaTrek });
    await expect(seaTrek).toHaveAttribute('aria-pressed', 'false');
    await seaTrek.focus();
    await page.keyboard.press('Enter');
    await expect(seaTrek).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => cents(total)).toBeGreaterThan(before);
    await seaTrek.click();
    await expect(seaTrek).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => cents(total)).toBe(before);

    // Three adults instead of two.
    await xcaret.getByText(c.edit).click();
    await xcaret.getByLabel(c.adults).selectOption('3');
    await xcaret.getByRole('button', { name: c.save }).click();
    await expect(xcaret.getByRole('status')).toHaveText(c.saved);
    await expect(xcaret).toContainText(c.threeAdults);
    await expect.poll(() => cents(total)).toBeGreaterThan(before);

    // The hold's countdown, renewed.
    await expect(page.getByRole('timer')).toHaveText(c.timer);
    await page.getByRole('button', { name: c.renew }).click();
    await expect(page.getByRole('status').filter({ hasText: c.renewed })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(c.timer);

    // An activity that needs Xcaret's admission is done on that visit: on another date it is
    // refused, on the admission's own date it is added, and it leaves with the admission.
    expect(
      (await add(page.request, { locale, product: 'xcaret-stingrays', visitDate: d3 })).status,
    ).not.toBe(200);
    expect(
      (await add(page.request, { locale, product: 'xcaret-stingrays', visitDate: d1 })).status,
    ).toBe(200);
    await page.goto(c.cart);
    await expect(header(page).getByRole('link', { name: c.count(3) })).toBeVisible();
    await xcaret.getByRole('button', { name: c.remove('Xcaret Plus') }).click();
    const removed = page.getByRole('status').filter({ hasText: c.removedWithStingrays });
    await expect(removed).toContainText(c.removedWithStingrays);
    await expect(header(page).getByRole('link', { name: c.count(1) })).toBeVisible();
    // The removal can be undone: both come back, the admission first, with the same choices.
    await removed.getByRole('button', { name: c.undo }).click();
    await expect(page.getByRole('status').filter({ hasText: c.restored })).toBeVisible();
    await expect(header(page).getByRole('link', { name: c.count(3) })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    // Removed again, and this time for good.
    await xcaret.getByRole('button', { name: c.remove('Xcaret Plus') }).click();
    await expect(removed).toContainText(c.removedWithStingrays);
    await expect(header(page).getByRole('link', { name: c.count(1) })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByText(c.packageDiscount)).toHaveCount(0);
    await expect(page.getByRole('link', { name: c.checkout.name })).toHaveAttribute(
      'href',
      c.checkout.href,
    );

    // Empty: a way back to the parks.
    await xelha.getByRole('button', { name: c.remove('Xel-Há') }).click();
    await expect(page.getByRole('heading', { name: c.empty })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: c.parks })).toBeVisible();
    await expect(header(page).getByRole('link', { name: c.count(0) })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Every complement picture exists: no failed load, no console error.
    expect(missingArt).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
