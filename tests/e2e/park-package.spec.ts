import type { Page } from '@playwright/test';
import { acceptCookies, axeViolations, expect, test } from '../support/fixtures';
import { typeDate } from '../support/dates';

/**
 * Issue 4's journey through the real pages: a package of Xcaret Plus (transport and photo
 * pack) and Xel-Há, the duplicate-date refusal, its fix, the add-to-cart dialog and the cart
 * with the package discount. In es and en.
 */

function parkDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Cancun' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const texts = {
  es: {
    locale: 'es',
    plus: '/es/parques/xcaret-plus/',
    xelha: '/es/parques/xel-ha/',
    widget: 'Reserva tu visita',
    date: 'Fecha de visita',
    adults: 'Adultos (12+)',
    schedule: 'Horario',
    transport: 'Transportación',
    photo: /Paquete de fotos/,
    add: 'Agregar al carrito',
    added: 'Agregado a tu carrito',
    continue: 'Seguir comprando',
    goToCart: 'Ir al carrito',
    duplicate: 'Este producto o uno con la misma fecha ya fue agregado a tu carrito',
    cartTitle: /carrito/i,
    discount: /Descuento de paquete/,
  },
  en: {
    locale: 'en',
    plus: '/en/parks/xcaret-plus/',
    xelha: '/en/parks/xel-ha/',
    widget: 'Book your visit',
    date: 'Visit date',
    adults: 'Adults (12+)',
    schedule: 'Schedule',
    transport: 'Transportation',
    photo: /Photo pack/,
    add: 'Add to cart',
    added: 'Added to your cart',
    continue: 'Continue shopping',
    goToCart: 'Go to cart',
    duplicate: 'This product or one with the same date has already been added to your cart',
    cartTitle: /cart/i,
    discount: /Package discount/,
  },
} as const;

async function choose(page: Page, t: (typeof texts)['es' | 'en'], date: string) {
  const widget = page.getByRole('region', { name: t.widget });
  // Typed in the page's language (the field takes keys once the page is alive).
  await typeDate(
    widget.getByRole('group', { name: t.date, exact: true }),
    date,
    t.locale,
    'visitDate',
  );
  await expect(widget.getByLabel(t.schedule).locator('option')).not.toHaveCount(1);
  await widget.getByLabel(t.adults).selectOption('2');
  await widget.getByLabel(t.schedule).selectOption({ index: 1 });
  return widget;
}

for (const locale of ['es', 'en'] as const) {
  const t = texts[locale];
  test(`${locale}: a package of Xcaret Plus and Xel-Há, with the duplicate-date refusal fixed`, async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await acceptCookies(page, baseURL!);
    const first = parkDate(locale === 'es' ? 60 : 75);
    const second = parkDate(locale === 'es' ? 61 : 76);

    await page.goto(t.plus);
    const plus = await choose(page, t, first);
    await plus.getByLabel(t.transport).selectOption({ index: 1 });
    await plus.getByLabel(t.photo).check();
    await plus.getByRole('button', { name: t.add }).click();
    const modal = page.getByRole('dialog', { name: t.added });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: t.continue }).click();

    // Xel-Há on the same date: refused with SPEC §8's message, the choices kept.
    await page.goto(t.xelha);
    const xelha = await choose(page, t, first);
    await xelha.getByRole('button', { name: t.add }).click();
    await expect(xelha.getByRole('alert')).toHaveText(t.duplicate);
    await expect(xelha.getByLabel(t.adults)).toHaveValue('2');
    expect(await axeViolations(page)).toEqual([]);

    // The next day is fine.
    await typeDate(
      xelha.getByRole('group', { name: t.date, exact: true }),
      second,
      t.locale,
      'visitDate',
    );
    await xelha.getByLabel(t.schedule).selectOption({ index: 1 });
    await xelha.getByRole('button', { name: t.add }).click();
    await expect(modal).toBeVisible();
    await modal.getByRole('link', { name: t.goToCart }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/carrito/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.cartTitle);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('article').filter({ hasText: 'Xcaret Plus' })).toContainText(
      'Playa del Carmen',
    );
    await expect(page.getByText(t.discount)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
