#!/usr/bin/env node
/**
 * The screenshot walk of issue 14 (not part of `npm test`): one or a few shots per item of the
 * issue, Spanish first, at 360 and 1280 px, against a running server, so that two builds (an
 * older one and the current one) can be compared side by side.
 *
 *   BASE_URL=http://127.0.0.1:4700 node scripts/screens.mjs after
 *   BASE_URL=http://127.0.0.1:4700 node scripts/screens.mjs after "^0[27]"   (those steps only)
 *
 * writes test-results/screens/<label>/<NN>-<item>-<width>.png and a log.txt of what each step
 * did or could not do (the older build lacks some controls: a step that cannot be done takes the
 * shot of what is there and says so). Serve the build with DEV_MAILBOX=1 (the emails are read in
 * the development mailbox) and without PACKAGE_SEARCH_URL (the flight tab without a partner).
 * The e-ticket PDF's first page becomes a PNG when `pdftoppm` (poppler-utils) is installed.
 * Chromium: CHROME_PATH or /usr/bin/chromium, as the browser tests use.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const label = process.argv[2] ?? 'screens';
const only = process.argv[3] ? new RegExp(process.argv[3]) : null;
const out = path.resolve(import.meta.dirname, '..', 'test-results', 'screens', label);
// A whole walk starts from an empty folder; a filtered one (third argument) redoes its steps only.
if (!only) rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const logFile = path.join(out, 'log.txt');
appendFileSync(logFile, `screens ${label} against ${base} at ${new Date().toISOString()}\n`);
const log = (line) => {
  console.log(line);
  appendFileSync(logFile, `${line}\n`);
};

/** A date `n` days ahead (UTC), as the forms and the search address take it. */
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const PHONE = { width: 360, height: 780 };
const DESK = { width: 1280, height: 800 };

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});

/**
 * One client address for the whole walk (X-Forwarded-For, which the server reads behind its
 * proxy): the walk holds rooms several times, and an address holds at most 4 bookings at once,
 * so a second walk within the holds' 15 minutes would be refused without it.
 */
const address = `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** A fresh browser context (no cookies: a first visit unless `cookies` says otherwise). */
async function open(viewport, { consent = true, currency, locale = 'es-MX' } = {}) {
  const mobile = viewport.width < 600;
  const context = await browser.newContext({
    viewport,
    locale,
    isMobile: mobile,
    hasTouch: mobile,
    deviceScaleFactor: 1,
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  });
  const cookies = [];
  if (consent) cookies.push({ name: 'cookie_consent', value: 'accepted', url: base });
  if (currency) cookies.push({ name: 'currency_iso', value: currency, url: base });
  if (cookies.length) await context.addCookies(cookies);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * The browser that books hotels, one per width, kept for the whole walk: choosing rooms again
 * in it releases its previous hold (one address holds at most 4 bookings at once).
 */
const hotelContexts = new Map();
async function hotelPage(viewport, { currency = 'USD' } = {}) {
  let entry = hotelContexts.get(viewport.width);
  if (!entry) {
    entry = await open(viewport);
    hotelContexts.set(viewport.width, entry);
  }
  await entry.context.addCookies([{ name: 'currency_iso', value: currency, url: base }]);
  return { page: entry.page, context: { close: async () => {} } };
}

/** A screenshot named `<NN>-<item>-<width>.png`; `full` for the whole page. */
async function shot(page, nn, item, { full = false, suffix = '' } = {}) {
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(out, `${nn}-${item}${suffix ? `-${suffix}` : ''}-${width}.png`);
  try {
    await page.screenshot({ path: file, fullPage: full, animations: 'disabled' });
    log(`  shot ${path.relative(process.cwd(), file)}`);
  } catch (error) {
    log(`  NO SHOT ${file}: ${String(error).split('\n')[0]}`);
  }
}

/** What the page measures: sideways scroll, the focused element, fonts. */
async function measure(page, what) {
  try {
    const m = await page.evaluate(() => {
      const a = document.activeElement;
      const h1 = document.querySelector('h1');
      return {
        innerWidth: window.innerWidth,
        scrollWidth: document.scrollingElement.scrollWidth,
        focus: a
          ? `${a.tagName.toLowerCase()}${a.id ? `#${a.id}` : ''} "${(a.getAttribute('aria-label') ?? a.textContent ?? '').trim().slice(0, 60)}"`
          : 'none',
        h1Font: h1 ? getComputedStyle(h1).fontFamily : '',
        bodyFont: getComputedStyle(document.body).fontFamily,
        loaded: [...document.fonts]
          .filter((f) => f.status === 'loaded')
          .map((f) => `${f.family} ${f.weight}`)
          .filter((f, i, all) => all.indexOf(f) === i)
          .join(', '),
      };
    });
    log(
      `  ${what}: width ${m.innerWidth}, scrollWidth ${m.scrollWidth}${m.scrollWidth > m.innerWidth ? ' (SCROLLS SIDEWAYS)' : ''}; focus ${m.focus}; h1 font ${m.h1Font}; body font ${m.bodyFont}; faces loaded: ${m.loaded || 'none'}`,
    );
    return m;
  } catch (error) {
    log(`  ${what}: not measured (${String(error).split('\n')[0]})`);
  }
}

/** Runs one step; a failure is logged and the walk goes on. */
async function step(name, fn) {
  if (only && !only.test(name)) return;
  log(`# ${name}`);
  try {
    await fn();
  } catch (error) {
    log(`  FAILED: ${String(error).split('\n')[0]}`);
  }
}

/** Tries `fn`, logs its failure as a note, never throws. */
async function attempt(what, fn) {
  try {
    return await fn();
  } catch (error) {
    log(`  could not ${what}: ${String(error).split('\n')[0]}`);
    return undefined;
  }
}

/** The price calendar of the booking box, opened, its prices loaded. */
async function openPriceCalendar(page) {
  await page
    .getByRole('button', {
      name: /Calendario con precios|Calendar with prices|Calendário com preços/,
    })
    .first()
    .click();
  const dialog = page.locator('dialog[open], [role="dialog"]').first();
  await attempt('see the prices load', () =>
    dialog.locator('[data-text]').first().waitFor({ state: 'attached', timeout: 15_000 }),
  );
  await page.waitForTimeout(500);
  return dialog;
}

/** The results of a hotel search by address. */
const results = (locale, params) =>
  `${base}/${locale}/${{ es: 'hoteles', en: 'hotels', pt: 'hoteis' }[locale]}/?${params}`;

/** In each room's group, the room type with the longest name (the widest labels downstream). */
async function chooseLongestRooms(page, hotelName) {
  const hotel = page.getByRole('article', { name: hotelName });
  await hotel.waitFor();
  const chosen = await hotel.evaluate((article) => {
    const names = [];
    const groups = [...article.querySelectorAll('fieldset, [role="group"], [role="radiogroup"]')];
    for (const group of groups) {
      const radios = [...group.querySelectorAll('input[type="radio"]')];
      if (!radios.length) continue;
      const text = (r) => (r.labels?.[0]?.textContent ?? r.getAttribute('aria-label') ?? '').trim();
      // The issue's own example when the hotel has it, else the longest label.
      const longest =
        radios.find((r) => text(r).includes('Suite Familiar de Dos Recámaras')) ??
        radios.reduce((a, b) => (text(b).length > text(a).length ? b : a));
      longest.click();
      names.push(text(longest).slice(0, 80));
    }
    return names;
  });
  log(`  rooms chosen: ${chosen.join(' | ')}`);
}

/** Fills the hotel guest form (es or en labels). */
async function fillGuest(page, locale, email) {
  const l =
    locale === 'es'
      ? ['Nombre', 'Apellidos', 'Correo electrónico', 'Teléfono (con lada)', 'País de residencia']
      : ['First name', 'Last name', 'Email', 'Phone (with country code)', 'Country of residence'];
  const form = page.getByRole('region', {
    name: locale === 'es' ? 'Datos del huésped' : 'Guest details',
  });
  const scope = (await form.count()) ? form : page.getByRole('main');
  await scope.getByLabel(l[0], { exact: true }).fill('Ana');
  await scope.getByLabel(l[1]).fill('López');
  await scope.getByLabel(l[2]).fill(email);
  await scope.getByLabel(l[3]).fill('+52 998 123 4567');
  await scope.getByLabel(l[4]).selectOption('MX');
  const others = scope.getByLabel(/Huésped de la habitación|Guest for room/);
  for (let i = 0; i < (await others.count()); i++) await others.nth(i).fill(`Luis López ${i + 2}`);
}

/** Types a card on the sandbox's hosted page and pays. */
async function payCard(page, locale, number, { expiry = '12/34' } = {}) {
  const l =
    locale === 'es'
      ? ['Número de tarjeta', /Vencimiento/, /Código de seguridad/, 'Nombre del titular', /^Pagar /]
      : ['Card number', /Expiry/, /Security code/, 'Cardholder name', /^Pay /];
  await page.getByLabel(l[0]).fill(number);
  await page.getByLabel(l[1]).fill(expiry);
  await page.getByLabel(l[2]).fill('123');
  await page.getByLabel(l[3]).fill('Ana López');
  await page.getByRole('button', { name: l[4] }).click();
}

/** Holds a hotel room (two adults, 3 nights at HXM) and reaches the payment step. */
async function hotelToPayment(page, locale, offset, email) {
  await page.goto(
    results(locale, `checkIn=${day(offset)}&checkOut=${day(offset + 3)}&rooms=1&a1=2&hotel=HXM`),
  );
  await page
    .getByRole('button', {
      name: locale === 'es' ? 'Reservar en Hotel Xcaret México' : 'Reserve at Hotel Xcaret México',
    })
    .click();
  await page.waitForURL(/\/(reserva|booking)\//);
  await fillGuest(page, locale, email);
  await page
    .getByRole('button', { name: locale === 'es' ? 'Continuar al pago' : 'Continue to payment' })
    .click();
  await page.getByRole('button', { name: locale === 'es' ? /^Pagar / : /^Pay / }).waitFor();
}

/** A park product added to the cart through its widget (es), whatever the build asks for. */
async function addParkProduct(page, slug) {
  await page.goto(`${base}/es/parques/${slug}/`);
  const widget = page.getByRole('region', { name: 'Reserva tu visita' });
  await widget.waitFor();
  await page.waitForLoadState('networkidle').catch(() => {});
  await widget.getByRole('button', { name: /Calendario con precios/ }).click();
  const dialog = page.locator('dialog[open], [role="dialog"]').first();
  const open = dialog.locator(
    '[role="gridcell"] [data-rac]:not([data-disabled]):not([data-unavailable]):not([data-outside-month])',
  );
  await open.first().waitFor();
  await open.nth(Math.min(10, (await open.count()) - 1)).click();
  await page.waitForTimeout(300);
  await widget.getByRole('button', { name: 'Agregar al carrito' }).click();
  const goToCart = page.getByRole('link', { name: 'Ir al carrito' });
  const added = await goToCart.waitFor({ timeout: 8_000 }).then(
    () => true,
    () => false,
  );
  if (!added) {
    log(`  ${slug}: first "Agregar al carrito" did not add; choosing a schedule and trying again`);
    await attempt('choose a schedule', () =>
      widget.getByLabel('Horario').selectOption({ index: 1 }),
    );
    await widget.getByRole('button', { name: 'Agregar al carrito' }).click();
    await goToCart.waitFor();
  }
  return widget;
}

// ---------------------------------------------------------------------------------------------

await step('01 price calendar (es, 1280 and 360)', async () => {
  for (const viewport of [DESK, PHONE]) {
    const { context, page } = await open(viewport);
    await page.goto(`${base}/es/`);
    await page.waitForLoadState('networkidle').catch(() => {});
    await openPriceCalendar(page);
    await measure(page, `price calendar ${viewport.width}`);
    await shot(page, '01', 'price-calendar-es');
    await context.close();
  }
});

await step('02 guest details with the longest room names (es, 360)', async () => {
  const { context, page } = await hotelPage(PHONE);
  await page.goto(
    results('es', `hotel=HXM&checkIn=${day(130)}&checkOut=${day(131)}&rooms=2&a1=2&a2=2`),
  );
  await chooseLongestRooms(page, 'Hotel Xcaret México');
  await page.getByRole('button', { name: 'Reservar en Hotel Xcaret México' }).click();
  await page.waitForURL(/\/reserva\//);
  await page.getByLabel(/Huésped de la habitación 2/).waitFor();
  await page.getByLabel(/Huésped de la habitación 2/).scrollIntoViewIfNeeded();
  await measure(page, 'guest details 360');
  await shot(page, '02', 'guest-long-rooms-es');
  await shot(page, '02', 'guest-long-rooms-es', { full: true, suffix: 'full' });
  await context.close();
});

await step('03 date fields (es and en, 1280 and 360)', async () => {
  for (const locale of ['es', 'en']) {
    for (const viewport of [DESK, PHONE]) {
      const { context, page } = await open(viewport, {
        locale: locale === 'es' ? 'en-US' : 'es-MX',
      });
      await page.goto(`${base}/${locale}/`);
      const box = page.getByRole('region', { name: /Reserva tu estancia|Book your stay/ });
      await box.waitFor();
      await attempt('focus the check-in field', async () => {
        const field = page.getByRole('group', { name: /^(Llegada|Check-in)$/ }).first();
        if (await field.count()) {
          await field.getByRole('spinbutton').first().focus();
        } else {
          await box
            .getByLabel(/Llegada|Check-in/)
            .first()
            .focus();
        }
      });
      await box.scrollIntoViewIfNeeded();
      await shot(page, '03', `date-fields-${locale}`);
      await context.close();
    }
  }
});

await step(
  '04 failed submits: the error summary (guest form and park checkout, es, 360 and 1280)',
  async () => {
    for (const viewport of [PHONE, DESK]) {
      const { context, page } = await hotelPage(viewport);
      await page.goto(
        results('es', `hotel=HXM&checkIn=${day(140)}&checkOut=${day(142)}&rooms=1&a1=2`),
      );
      await page.getByRole('button', { name: 'Reservar en Hotel Xcaret México' }).click();
      await page.waitForURL(/\/reserva\//);
      await page.getByRole('button', { name: 'Continuar al pago' }).click();
      await page.waitForTimeout(800);
      await measure(page, `guest form failed submit ${viewport.width}`);
      await shot(page, '04', 'guest-failed-continue-es');
      // An error leaves as soon as its field is fixed.
      await page.getByLabel('Nombre', { exact: true }).first().fill('Ana');
      await page.keyboard.press('Tab');
      await page.waitForTimeout(500);
      log(
        `  after fixing Nombre, its error is still shown: ${(await page.getByText('Nombre: Este campo es obligatorio').count()) > 0}`,
      );
      await shot(page, '04', 'guest-error-fixed-es');

      await addParkProduct(page, 'xel-ha');
      await page.goto(`${base}/es/carrito/checkout/`);
      await page
        .getByRole('button', { name: /^Pagar / })
        .first()
        .click();
      await page.waitForTimeout(800);
      await measure(page, `park checkout failed pay ${viewport.width}`);
      await shot(page, '04', 'checkout-failed-pay-es');
      await context.close();
    }
  },
);

await step('05 park widget: single-schedule product, first add (es, 1280 and 360)', async () => {
  for (const viewport of [DESK, PHONE]) {
    const { context, page } = await open(viewport);
    await page.goto(`${base}/es/parques/xcaret-plus/`);
    const widget = page.getByRole('region', { name: 'Reserva tu visita' });
    await widget.waitFor();
    await page.waitForLoadState('networkidle').catch(() => {});
    await widget.getByRole('button', { name: /Calendario con precios/ }).click();
    const dialog = page.locator('dialog[open], [role="dialog"]').first();
    const open_ = dialog.locator(
      '[role="gridcell"] [data-rac]:not([data-disabled]):not([data-unavailable]):not([data-outside-month])',
    );
    await open_.first().waitFor();
    await open_.nth(8).click();
    await page.waitForTimeout(300);
    await attempt('log the schedule', async () =>
      log(
        `  schedule shown: "${await widget.getByLabel('Horario').locator('option:checked').textContent()}"`,
      ),
    );
    await widget.getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.waitForTimeout(1500);
    const modal = page.getByRole('dialog', { name: 'Agregado a tu carrito' });
    log(`  added on the first try: ${(await modal.count()) > 0 && (await modal.isVisible())}`);
    if (!((await modal.count()) > 0 && (await modal.isVisible())))
      await widget.scrollIntoViewIfNeeded();
    await shot(page, '05', 'widget-single-schedule-es');
    await context.close();
  }
});

/** The hosted payment page of a hotel booking, reached in `locale`. */
async function hostedPayment(page, locale, offset, email) {
  await hotelToPayment(page, locale, offset, email);
  await page.getByRole('button', { name: locale === 'es' ? /^Pagar / : /^Pay / }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
}

await step('06 payment page: expiry typed 1234, then a failed pay (es, 360 and 1280)', async () => {
  for (const viewport of [PHONE, DESK]) {
    const { context, page } = await hotelPage(viewport);
    await hostedPayment(page, 'es', viewport.width === 360 ? 150 : 152, 'expiry@example.com');
    const expiry = page.getByLabel(/Vencimiento/);
    await expiry.pressSequentially('1234');
    log(`  expiry after typing 1234: "${await expiry.inputValue()}"`);
    await expiry.scrollIntoViewIfNeeded();
    await shot(page, '06', 'expiry-1234-es');
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4241');
    await page.getByRole('button', { name: /^Pagar / }).click();
    await page.waitForTimeout(1000);
    log(
      `  card number after the error: "${await page.getByLabel('Número de tarjeta').inputValue()}"`,
    );
    await measure(page, `payment page failed pay ${viewport.width}`);
    await shot(page, '06', 'pay-error-summary-es');
    await context.close();
  }
});

let hotelMailSubject = /Tu reserva XH-/;
await step(
  '07 instalment plan: pay summary, hosted page, confirmation (es, MXN, 1280 and 360)',
  async () => {
    for (const viewport of [DESK, PHONE]) {
      const { context, page } = await hotelPage(viewport, { currency: 'MXN' });
      await hotelToPayment(
        page,
        'es',
        viewport.width === 360 ? 160 : 162,
        `msi${viewport.width}@example.com`,
      );
      await page.getByRole('radio', { name: /Meses sin intereses/ }).check();
      await attempt('choose BBVA 6 months', async () => {
        const choice = page.getByLabel('Banco y meses');
        const six = choice.locator('optgroup[label="BBVA"] option', { hasText: '6 meses' });
        await choice.selectOption({ label: (await six.textContent()).trim() });
      });
      await attempt('log the headline', async () =>
        log(
          `  headline: "${
            (await page
              .getByRole('radio', { name: /Meses sin intereses/ })
              .getAttribute('aria-label')) ??
            (await page
              .getByText(/Meses sin intereses: hasta/)
              .first()
              .textContent())
          }"`,
        ),
      );
      await page.getByRole('button', { name: /^Pagar / }).scrollIntoViewIfNeeded();
      await shot(page, '07', 'installments-pay-summary-es');
      await page.getByRole('button', { name: /^Pagar / }).click();
      await page.waitForURL(/\/sandbox\/pay\//);
      await shot(page, '07', 'installments-hosted-page-es');
      await payCard(page, 'es', '4152 3130 0000 0005');
      await page
        .getByRole('heading', { name: 'Tu reservación está confirmada' })
        .waitFor({ timeout: 30_000 });
      await measure(page, `hotel confirmation ${viewport.width}`);
      await shot(page, '07', 'installments-confirmation-es');
      await shot(page, '07', 'installments-confirmation-es', { full: true, suffix: 'full' });
      await attempt('read the reference', async () => {
        const reference = (await page.getByTestId('booking-reference').textContent()).trim();
        hotelMailSubject = new RegExp(`${reference}`);
      });
      await context.close();
    }
  },
);

await step(
  '08 results: collapsed search, one promo field, total before leaving (es, 1280 and 360)',
  async () => {
    for (const viewport of [DESK, PHONE]) {
      const { context, page } = await open(viewport);
      await page.goto(
        results('es', `hotel=HXM&checkIn=${day(170)}&checkOut=${day(173)}&rooms=2&a1=2&a2=2`),
      );
      await page.getByRole('article', { name: 'Hotel Xcaret México' }).waitFor();
      await page.waitForLoadState('networkidle').catch(() => {});
      const promos = await page.getByLabel(/Código promocional/).count();
      log(`  promo fields on the page: ${promos}`);
      await shot(page, '08', 'results-above-fold-es');
      await chooseLongestRooms(page, 'Hotel Xcaret México');
      await page
        .getByRole('button', { name: 'Reservar en Hotel Xcaret México' })
        .scrollIntoViewIfNeeded();
      await shot(page, '08', 'results-chosen-total-es');
      await shot(page, '08', 'results-es', { full: true, suffix: 'full' });
      await context.close();
    }
  },
);

await step(
  '08b results: Back from the booking page keeps the chosen rooms (es, 1280)',
  async () => {
    const { page } = await hotelPage(DESK);
    await page.goto(
      results('es', `hotel=HXM&checkIn=${day(190)}&checkOut=${day(192)}&rooms=2&a1=2&a2=2`),
    );
    await chooseLongestRooms(page, 'Hotel Xcaret México');
    await page.getByRole('button', { name: 'Reservar en Hotel Xcaret México' }).click();
    await page.waitForURL(/\/reserva\//);
    await page.goBack();
    await page.getByRole('article', { name: 'Hotel Xcaret México' }).waitFor();
    await page.waitForTimeout(800);
    const checked = await page
      .getByRole('article', { name: 'Hotel Xcaret México' })
      .locator('input[type="radio"]:checked')
      .evaluateAll((radios) =>
        radios.map((r) => (r.labels?.[0]?.textContent ?? '').trim().slice(0, 40)),
      );
    log(`  checked after Back: ${checked.join(' | ')}`);
    await page
      .getByRole('button', { name: 'Reservar en Hotel Xcaret México' })
      .scrollIntoViewIfNeeded();
    await shot(page, '08', 'results-after-back-es');
  },
);

await step('09 cookie banner at the first visit (es, 360 and 1280)', async () => {
  for (const viewport of [PHONE, DESK]) {
    const { context, page } = await open(viewport, { consent: false });
    await page.goto(`${base}/es/`);
    await page.waitForLoadState('networkidle').catch(() => {});
    await shot(page, '09', 'cookie-banner-first-visit-es');
    await page.keyboard.press('Tab');
    await measure(page, `first Tab ${viewport.width}`);
    await attempt('scroll to the search button', () =>
      page.getByRole('button', { name: 'Buscar' }).first().scrollIntoViewIfNeeded(),
    );
    await shot(page, '09', 'cookie-banner-search-button-es');
    await context.close();
  }
});

await step('10 focus after a navigation (es, 1280 and 360)', async () => {
  for (const viewport of [DESK, PHONE]) {
    const { context, page } = await open(viewport);
    await page.goto(`${base}/es/`);
    await page.waitForLoadState('networkidle').catch(() => {});
    const link = page.getByRole('link', { name: /^Parques/ }).first();
    if (viewport.width < 600) {
      await attempt('open the menu', () =>
        page.getByRole('banner').getByRole('button', { name: /menú/i }).first().click(),
      );
    }
    await link.click();
    await page.waitForURL(/\/parques\//);
    await page.waitForTimeout(800);
    await measure(page, `after navigating to the parks ${viewport.width}`);
    await shot(page, '10', 'focus-after-navigation-es');
    await context.close();
  }
});

await step('11 typography: a first visit, then after the payment page (es, 1280)', async () => {
  const { context, page } = await open(DESK, { consent: false });
  await page.goto(`${base}/es/`);
  await page.waitForLoadState('load');
  await measure(page, 'first paint of /es/');
  await shot(page, '11', 'typography-first-visit-es');
  await page.goto(`${base}/es/hoteles/`);
  await page.waitForLoadState('networkidle').catch(() => {});
  await measure(page, 'second page /es/hoteles/');
  await shot(page, '11', 'typography-second-page-es');
  await context.close();
});

await step('12 large prices: lining numerals (es, 1280 and 360)', async () => {
  for (const viewport of [DESK, PHONE]) {
    const { context, page } = await open(viewport, { currency: 'COP' });
    await page.goto(`${base}/es/parques/xcaret-plus/`);
    const total = page.getByTestId('widget-total');
    await attempt('see the widget total', async () => {
      await total.waitFor();
      await total.scrollIntoViewIfNeeded();
      log(
        `  widget total "${(await total.textContent()).trim()}": font-variant-numeric ${await total.evaluate((el) => getComputedStyle(el).fontVariantNumeric)}, font ${await total.evaluate((el) => getComputedStyle(el).fontFamily)}`,
      );
    });
    await shot(page, '12', 'large-prices-widget-es');
    await page.goto(
      results('es', `hotel=HXM&checkIn=${day(180)}&checkOut=${day(183)}&rooms=1&a1=2`),
    );
    await page.getByRole('article', { name: 'Hotel Xcaret México' }).waitFor();
    await shot(page, '12', 'large-prices-results-es');
    await context.close();
  }
});

await step('13 English park pages: names and alt texts (en, 1280 and 360)', async () => {
  for (const viewport of [DESK, PHONE]) {
    const { context, page } = await open(viewport, { locale: 'en-US' });
    await page.goto(`${base}/en/parks/`);
    await page.waitForLoadState('networkidle').catch(() => {});
    const alts = await page
      .locator('main img[alt]')
      .evaluateAll((imgs) => imgs.map((i) => i.alt).slice(0, 12));
    log(`  /en/parks/ alt texts: ${alts.join(' | ')}`);
    await shot(page, '13', 'en-parks-listing');
    await page.goto(`${base}/en/parks/xcaret-plus/`);
    await page.waitForLoadState('networkidle').catch(() => {});
    log(
      `  /en/parks/xcaret-plus/ h1: "${(await page.locator('h1').first().textContent())?.trim()}"`,
    );
    await shot(page, '13', 'en-park-page');
    await context.close();
  }
});

let ticketPdfUrl;
await step(
  '14 park journey to the confirmation (es, 1280): the e-ticket and the email come from it',
  async () => {
    const { context, page } = await open(DESK);
    await addParkProduct(page, 'xcaret-plus');
    await page.goto(`${base}/es/carrito/checkout/`);
    await page.getByLabel('Nombre completo').fill('Ana López García');
    await page.getByLabel('Correo electrónico').first().fill('ana.parque@example.com');
    await page
      .getByRole('button', { name: /^Pagar / })
      .first()
      .click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await payCard(page, 'es', '4242 4242 4242 4242');
    await page
      .getByRole('heading', { name: 'Tu compra está confirmada' })
      .waitFor({ timeout: 30_000 });
    await measure(page, 'park confirmation 1280');
    await shot(page, '14', 'park-confirmation-es');
    const download = page.getByRole('link', { name: /Descargar boletos/ });
    ticketPdfUrl = new URL(await download.first().getAttribute('href'), base).toString();
    log(`  tickets PDF: ${ticketPdfUrl}`);
    const pdf = await page.request.get(ticketPdfUrl);
    const file = path.join(out, '15-eticket.pdf');
    writeFileSync(file, await pdf.body());
    await attempt('render the PDF with pdftoppm', () => {
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '80',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        file,
        path.join(out, '15-eticket-page1-a4'),
      ]);
      log(`  shot ${path.relative(process.cwd(), path.join(out, '15-eticket-page1-a4.png'))}`);
    });
    await context.close();
  },
);

await step('16 confirmation emails in the development mailbox (1280)', async () => {
  const { context, page } = await open(DESK);
  for (const [name, subject] of [
    ['hotel', hotelMailSubject],
    ['park', /Tu compra XO-/],
  ]) {
    await attempt(`open the ${name} email`, async () => {
      let link;
      for (let i = 0; i < 20; i++) {
        await page.goto(`${base}/dev/mailbox/`);
        link = page.getByRole('link', { name: subject }).first();
        if (await link.count()) break;
        await page.waitForTimeout(1500);
      }
      const href = await link.getAttribute('href');
      await page.goto(new URL(`${href.replace(/\/$/, '')}/html/`, base).toString());
      await page.waitForLoadState('networkidle').catch(() => {});
      await shot(page, '16', `email-${name}-es`, { full: true });
      await page.setViewportSize(PHONE);
      await shot(page, '16', `email-${name}-es`, { full: true });
      await page.setViewportSize(DESK);
    });
  }
  await context.close();
});

await step('17 login panel: Facebook, Google and Apple (es, 1280 and 360)', async () => {
  for (const viewport of [DESK, PHONE]) {
    const { context, page } = await open(viewport);
    await page.goto(`${base}/es/`);
    await page.waitForLoadState('networkidle').catch(() => {});
    const header = page.getByRole('banner');
    if (viewport.width < 600) {
      await attempt('open the menu', () =>
        header.getByRole('button', { name: /menú/i }).first().click(),
      );
      await page.waitForTimeout(400);
      await shot(page, '17', 'login-menu-es');
      await page.goto(`${base}/es/iniciar-sesion/`);
    } else {
      await attempt('open the login panel', () =>
        header
          .getByRole('link', { name: 'Iniciar sesión', exact: true })
          .or(header.getByRole('button', { name: 'Iniciar sesión', exact: true }))
          .first()
          .click(),
      );
      await page.waitForTimeout(600);
      await shot(page, '17', 'login-panel-es');
      await page.goto(`${base}/es/iniciar-sesion/`);
    }
    const social = await page
      .getByRole('main')
      .getByRole('link', { name: /Continuar con/ })
      .allTextContents();
    log(`  social buttons on the login page: ${social.map((s) => s.trim()).join(' | ') || 'none'}`);
    await shot(page, '17', 'login-page-es', { full: true });
    await context.close();
  }
});

await step('18 cart: remove, then undo (es, 360 and 1280)', async () => {
  for (const viewport of [PHONE, DESK]) {
    const { context, page } = await open(viewport);
    await addParkProduct(page, 'xel-ha');
    await page.goto(`${base}/es/carrito/`);
    await page
      .getByRole('button', { name: /^Eliminar .* del carrito$|^Eliminar/ })
      .first()
      .click();
    // Gone when the cart says so (the undo offer, or the empty cart of a build without one).
    await attempt('see the item leave', () =>
      page
        .getByRole('button', { name: 'Deshacer' })
        .or(page.getByRole('heading', { name: 'Tu carrito está vacío' }))
        .first()
        .waitFor({ timeout: 10_000 }),
    );
    log(`  undo offered: ${(await page.getByRole('button', { name: 'Deshacer' }).count()) > 0}`);
    await shot(page, '18', 'cart-removed-undo-es');
    await context.close();
  }
});

await step('19 Hotel + Vuelo tab without a partner (es, 1280 and 360)', async () => {
  for (const viewport of [DESK, PHONE]) {
    const { context, page } = await open(viewport);
    await page.goto(`${base}/es/`);
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.getByRole('tab', { name: 'Hotel + Vuelo' }).click();
    await page.waitForTimeout(500);
    await shot(page, '19', 'flight-tab-no-partner-es');
    await attempt('search a package', async () => {
      const button = page.getByRole('button', { name: /Buscar vuelo \+ hotel/ });
      if (!(await button.count())) {
        log('  no package search button');
        return;
      }
      const href = await page
        .getByRole('tabpanel', { name: 'Hotel + Vuelo' })
        .locator('form')
        .first()
        .getAttribute('action');
      log(`  package form action: ${href}`);
    });
    await context.close();
  }
});

await step('20 account: focus after a login, and a logout leaves no cart (es, 1280)', async () => {
  const { context, page } = await open(DESK);
  const email = `screens.${Date.now()}@example.com`;
  const password = 'Un-pase-largo-2026!';
  await page.goto(`${base}/es/registro/`);
  const form = page.locator('form[data-form="register"]');
  await form.locator('input[name="name"]').fill('Ana Pérez');
  await form.locator('input[type="email"]').fill(email);
  await form.locator('input[type="password"]').first().fill(password);
  await form.locator('button[type="submit"]').click();
  await page.waitForTimeout(1500);
  // The confirmation link, read in the development mailbox (it logs the customer in).
  let link;
  for (let i = 0; i < 20 && !link; i++) {
    await page.goto(`${base}/dev/mailbox/`);
    const message = page.getByRole('link', { name: /Confirma tu correo/ }).first();
    if (await message.count()) {
      await message.click();
      const text = await page.locator('body').innerText();
      link = (text.match(/https?:\/\/\S+/g) ?? []).find((u) => /token|verify/i.test(u));
    }
    if (!link) await page.waitForTimeout(1500);
  }
  if (!link) throw new Error('no confirmation email in the mailbox');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, base));
  await page.waitForLoadState('networkidle').catch(() => {});
  await addParkProduct(page, 'xel-ha');
  const header = page.getByRole('banner');
  log(
    `  cart before logout: "${await header
      .getByRole('link', { name: /Carrito/ })
      .first()
      .getAttribute('aria-label')}"`,
  );
  // Logout lives in the account page (and in the header where the build has it there).
  await page.goto(`${base}/es/mi-cuenta/`);
  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await page.waitForTimeout(1500);
  const left = (await context.cookies()).map((c) => c.name);
  log(
    `  after logout: cart link "${await header
      .getByRole('link', { name: /Carrito/ })
      .first()
      .getAttribute('aria-label')}"; cart cookie left: ${left.includes('cart')}`,
  );
  await shot(page, '20', 'after-logout-es');
  // Log in again from the header's panel: focus goes to the greeting.
  await page.goto(`${base}/es/`);
  await page.waitForLoadState('networkidle').catch(() => {});
  await header.getByRole('link', { name: 'Iniciar sesión', exact: true }).first().click();
  await header.locator('input[type="email"]').fill(email);
  await header.locator('input[type="password"]').fill(password);
  await header.locator('input[type="password"]').press('Enter');
  await page.waitForTimeout(2000);
  await measure(page, 'after a login from the panel');
  await shot(page, '20', 'focus-after-login-es');
  await context.close();
});

await step('21 newsletter: errors leave once fixed (es, 360)', async () => {
  const { context, page } = await open(PHONE);
  await page.goto(`${base}/es/`);
  await page.waitForLoadState('networkidle').catch(() => {});
  const form = page.locator('form[aria-label="Suscribirme"]').first();
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await page.waitForTimeout(800);
  await measure(page, 'newsletter failed submit');
  await shot(page, '21', 'newsletter-errors-es');
  await form.getByLabel('Nombre', { exact: true }).fill('Ana');
  await form.getByLabel('Correo electrónico', { exact: true }).fill('ana@example.com');
  await page.keyboard.press('Tab');
  await page.waitForTimeout(600);
  await form.getByLabel('Nombre', { exact: true }).scrollIntoViewIfNeeded();
  await shot(page, '21', 'newsletter-errors-fixed-es');
  await context.close();
});

await step('22 park widget: a closed date (Xplor on a Sunday, es, 1280 and 360)', async () => {
  let sunday = day(9);
  while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0)
    sunday = new Date(Date.parse(`${sunday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = sunday.split('-');
  for (const viewport of [DESK, PHONE]) {
    const { context, page } = await open(viewport);
    await page.goto(`${base}/es/parques/xplor/`);
    const widget = page.getByRole('region', { name: 'Reserva tu visita' });
    await widget.waitFor();
    await page.waitForLoadState('networkidle').catch(() => {});
    const segments = widget
      .getByRole('group', { name: 'Fecha de visita', exact: true })
      .getByRole('spinbutton');
    if (await segments.count()) {
      await segments.first().click();
      await page.keyboard.type(`${d}${m}${y}`);
    } else {
      // An older build: a native date input.
      await widget.locator('input[type="date"]').first().fill(sunday);
    }
    await page.waitForTimeout(800);
    await widget.getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.waitForTimeout(1200);
    const alert = await widget.getByRole('alert').allInnerTexts();
    log(
      `  ${sunday} (Sunday) add says: ${alert
        .map((a) => a.trim())
        .filter(Boolean)
        .join(' | ')}`,
    );
    await widget.getByRole('button', { name: 'Agregar al carrito' }).scrollIntoViewIfNeeded();
    await shot(page, '22', 'widget-closed-date-es');
    await context.close();
  }
});

for (const { context } of hotelContexts.values()) await context.close();
await browser.close();
log('done');
