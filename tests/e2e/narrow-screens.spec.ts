import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from '../support/fixtures';

/*
 * Every step of the hotel and park journeys on a 360 px phone, in es, en and pt, with the
 * catalogue's longest room and product names and the currency with the longest amounts
 * (Colombian pesos, two decimals): no page may scroll sideways, no visible control may sit
 * outside the screen, and axe finds nothing, the price calendars open included (issue 14).
 */

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

/** A date `n` days ahead (far enough that "today at the resort" never matters). */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** What a narrow page must hold to: no sideways scroll, every control on screen, no axe violation. */
async function expectFits(page: Page, step: string) {
  const layout = await page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.scrollingElement!.scrollWidth;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
    /** Inside a container that scrolls sideways on purpose (reachable by swiping). */
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const overflow = getComputedStyle(p).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && p.scrollWidth > p.clientWidth)
          return true;
      }
      return false;
    };
    const outside = [...document.querySelectorAll(selector)]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        // Visually hidden (sr-only) or not rendered: not a control anyone taps.
        if (box.width <= 1 || box.height <= 1) return false;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || el.closest('[inert], dialog:not([open])'))
          return false;
        return (box.left < -1 || box.right > width + 1) && !inScroller(el);
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        return `${el.tagName.toLowerCase()} "${name}" ${Math.round(box.left)}..${Math.round(box.right)}`;
      });
    return { width, scrollWidth, outside };
  });
  expect(layout.scrollWidth, `${step}: the page scrolls sideways`).toBeLessThanOrEqual(
    layout.width,
  );
  expect(layout.outside, `${step}: controls outside the screen`).toEqual([]);
  expect(await axeViolations(page), `${step}: axe`).toEqual([]);
}

const hotelCopy = {
  es: {
    calendar: 'Calendario con precios',
    close: 'Cerrar',
    results: '/es/hoteles/',
    room: (n: number) => new RegExp(`Habitación ${n}`),
    suite: /Suite Frente al Mar con Alberca Privada \(solo adultos\)/,
    reserve: 'Reservar en Hotel Xcaret México',
    guest: 'Datos del huésped',
    fields: ['Nombre', 'Apellidos', 'Correo electrónico', 'Teléfono (con lada)'],
    room2: /Huésped de la habitación 2/,
    country: 'País de residencia',
    continue: 'Continuar al pago',
    pay: /^Pagar /,
  },
  en: {
    calendar: 'Calendar with prices',
    close: 'Close',
    results: '/en/hotels/',
    room: (n: number) => new RegExp(`Room ${n}`),
    suite: /Oceanfront Suite with Plunge Pool \(adults only\)/,
    reserve: 'Reserve at Hotel Xcaret México',
    guest: 'Guest details',
    fields: ['First name', 'Last name', 'Email', 'Phone (with country code)'],
    room2: /Guest for room 2/,
    country: 'Country of residence',
    continue: 'Continue to payment',
    pay: /^Pay /,
  },
  pt: {
    calendar: 'Calendário com preços',
    close: 'Fechar',
    results: '/pt/hoteis/',
    room: (n: number) => new RegExp(`Quarto ${n}`),
    suite: /Suíte Frente ao Mar com Piscina de Imersão \(somente adultos\)/,
    reserve: 'Reservar no Hotel Xcaret México',
    guest: 'Dados do hóspede',
    fields: ['Nome', 'Sobrenome', 'E-mail', 'Telefone (com código do país)'],
    room2: /Hóspede do quarto 2/,
    country: 'País de residência',
    continue: 'Continuar para o pagamento',
    pay: /^Pagar /,
  },
} as const;

/** Colombian pesos: the longest amounts of the 17 currencies (millions, two decimals). */
async function payInPesos(page: Page, baseURL: string) {
  await page.context().addCookies([
    { name: 'cookie_consent', value: 'accepted', url: baseURL },
    { name: 'currency_iso', value: 'COP', url: baseURL },
    { name: 'currency_id', value: '5', url: baseURL },
  ]);
}

for (const [locale, c] of Object.entries(hotelCopy)) {
  test(`${locale}: the hotel journey fits a 360 px screen`, async ({ page, baseURL }) => {
    await payInPesos(page, baseURL!);
    await page.goto(`/${locale}/`);
    await expectFits(page, 'home');

    // The price calendar, open, with its prices loaded.
    await page.getByRole('button', { name: c.calendar }).click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog.locator('[data-text]').first()).toBeAttached({ timeout: 15_000 });
    await expect(dialog.getByTestId('calendar-currency')).toContainText('COP');
    await expectFits(page, 'price calendar');
    // The weekend columns are on screen and can be tapped.
    const box = await dialog.getByRole('grid').first().boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await dialog.getByRole('button', { name: c.close, exact: true }).click();

    // Two rooms of the suite with the longest name, one night (amounts in the millions).
    const checkIn = day(130);
    await page.goto(
      `${c.results}?hotel=HXM&checkIn=${checkIn}&checkOut=${day(131)}&rooms=2&a1=2&a2=2`,
    );
    const hotel = page.getByRole('article', { name: 'Hotel Xcaret México' });
    for (const n of [1, 2])
      await hotel
        .getByRole('group', { name: c.room(n) })
        .getByRole('radio', { name: c.suite })
        .check();
    await expectFits(page, 'results');
    await hotel.getByRole('button', { name: c.reserve }).click();

    const form = page.getByRole('region', { name: c.guest });
    await expect(form).toBeVisible();
    await expectFits(page, 'guest details');
    // Every error shown at once still fits.
    await form.getByRole('button', { name: c.continue }).click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    await expectFits(page, 'guest details with errors');
    const [first, last, email, phone] = c.fields;
    await form.getByLabel(first, { exact: true }).fill('Ana');
    await form.getByLabel(last).fill('López');
    await form.getByLabel(email).fill('ana.lopez@example.com');
    await form.getByLabel(phone).fill('+57 601 555 0100');
    await form.getByLabel(c.country).selectOption('CO');
    await form.getByLabel(c.room2).fill('Luis López');
    await form.getByRole('button', { name: c.continue }).click();

    const pay = page.getByRole('button', { name: c.pay });
    await expect(pay).toBeVisible();
    await expectFits(page, 'payment step');
    await pay.click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_pay_[\w-]+\/$/);
    await expectFits(page, 'hosted payment page');
  });
}

const parkCopy = {
  es: {
    product: '/es/parques/xavage-all-inclusive/',
    widget: 'Reserva tu visita',
    calendar: 'Calendario con precios',
    add: 'Agregar al carrito',
    goToCart: 'Ir al carrito',
    cart: '/es/carrito/',
    checkout: '/es/carrito/checkout/',
    stingrays: 'Nado con rayas Xcaret',
  },
  en: {
    product: '/en/parks/xavage-all-inclusive/',
    widget: 'Book your visit',
    calendar: 'Calendar with prices',
    add: 'Add to cart',
    goToCart: 'Go to cart',
    cart: '/en/carrito/',
    checkout: '/en/carrito/checkout/',
    stingrays: 'Swim with Stingrays at Xcaret',
  },
  // The park store is in es and en: /pt/parks/… is the English page; the cart speaks pt.
  pt: {
    product: '/pt/parks/xavage-all-inclusive/',
    widget: 'Book your visit',
    calendar: 'Calendar with prices',
    add: 'Add to cart',
    goToCart: 'Go to cart',
    cart: '/pt/carrinho/',
    checkout: '/pt/carrinho/checkout/',
    // Product names in pt read English, as the park pages do.
    stingrays: 'Swim with Stingrays at Xcaret',
  },
} as const;

for (const [locale, c] of Object.entries(parkCopy)) {
  test(`${locale}: the park journey fits a 360 px screen`, async ({ page, baseURL }) => {
    await payInPesos(page, baseURL!);
    // The catalogue's longest product name (an activity that needs its park's admission)
    // already waits in the cart (the test-only route: the widget is walked below), so the
    // cart and the checkout show it.
    const visit = day(45);
    for (const product of ['xcaret-plus', 'xcaret-stingrays']) {
      const added = await page.request.post('/api/e2e/cart/', {
        data: { locale: locale === 'pt' ? 'en' : locale, product, visitDate: visit },
      });
      expect(added.status(), product).toBeLessThan(300);
    }

    await page.goto(c.product);
    const widget = page.getByRole('region', { name: c.widget });
    await expect(widget).toBeVisible();
    await expectFits(page, 'product page');

    await widget.getByRole('button', { name: c.calendar }).click();
    const dialog = page.locator('dialog[open]');
    const open = dialog.locator(
      '[role="gridcell"] [data-rac]:not([data-disabled]):not([data-unavailable]):not([data-outside-month])',
    );
    await expect(dialog.locator('[data-text]').first()).toBeAttached({ timeout: 15_000 });
    await expect(dialog.getByTestId('calendar-currency')).toContainText('COP');
    await expectFits(page, 'visit calendar');
    // Another date than the other products' (a package takes different dates).
    await open.nth(12).click();
    await expect(dialog).toHaveCount(0);

    await widget.getByRole('button', { name: c.add }).click();
    const goToCart = page.getByRole('link', { name: c.goToCart });
    await expect(goToCart).toBeVisible({ timeout: 15_000 });
    await expectFits(page, 'added to the cart');

    await page.goto(c.cart);
    await expect(page.getByRole('main')).toContainText('Xavage');
    await expectFits(page, 'cart');

    await page.goto(c.checkout);
    await expect(page.getByRole('main')).toContainText(c.stingrays);
    await expectFits(page, 'checkout');
  });
}
