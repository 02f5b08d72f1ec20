import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { acceptCookies, axeViolations, expect, test } from '../support/fixtures';

/**
 * Issue 15, manage my booking: a booking paid in one browser is opened from its confirmation
 * email's signed link in a fresh browser (no cookies, no account), a flexible one cancelled
 * with its refund shown first and then in the payment lines; a non-refundable one says why
 * it cannot be cancelled. Spanish and English.
 */

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The emails the server wrote to its file mailbox (MAIL_DIR in playwright.config.ts). */
function mailbox(): { to: string; subject: string; text: string }[] {
  const dir = path.resolve(String(test.info().project.metadata.mailDir));
  try {
    return readdirSync(dir).map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
  } catch {
    return [];
  }
}

const words = {
  es: {
    results: '/es/hoteles/',
    reserve: 'Reservar en Hotel Xcaret México',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono (con lada)',
    country: 'País de residencia',
    continue: 'Continuar al pago',
    cardNumber: 'Número de tarjeta',
    expiry: 'Vencimiento (MM/AA)',
    cvc: 'Código de seguridad (CVC)',
    holder: 'Nombre del titular',
    confirmed: 'Tu reservación está confirmada',
    linkPath: /\/es\/mi-reserva\/\?t=[A-Za-z0-9_-]{43}/,
  },
  en: {
    results: '/en/hotels/',
    reserve: 'Reserve at Hotel Xcaret México',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone (with country code)',
    country: 'Country of residence',
    continue: 'Continue to payment',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    holder: 'Cardholder name',
    confirmed: 'Your booking is confirmed',
    linkPath: /\/en\/manage-booking\/\?t=[A-Za-z0-9_-]{43}/,
  },
};

/** Books one room at Hotel Xcaret México on a rate plan and pays with the sandbox's Visa. */
async function book(
  page: Page,
  baseURL: string,
  lang: 'es' | 'en',
  plan: 'flexible' | 'non-refundable',
  offset: number,
  email: string,
): Promise<string> {
  const w = words[lang];
  await acceptCookies(page, baseURL);
  await page.goto(
    `${w.results}?hotel=HXM&checkIn=${day(offset)}&checkOut=${day(offset + 2)}&rooms=1&a1=2&c1=0`,
  );
  const hotel = page.getByRole('article', { name: 'Hotel Xcaret México' });
  await hotel.locator(`input[name="plan1"][value="${plan}"]`).check();
  await hotel.getByRole('button', { name: w.reserve }).click();
  // A field typed before React owns the form can be reset by hydration: type until it holds.
  const fill = (field: Locator, value: string) =>
    expect(async () => {
      if ((await field.inputValue()) !== value) await field.fill(value);
      expect(await field.inputValue()).toBe(value);
    }).toPass();
  await fill(page.getByLabel(w.firstName, { exact: true }), 'Ana');
  await fill(page.getByLabel(w.lastName), 'López');
  await fill(page.getByLabel(w.email, { exact: true }), email);
  await fill(page.getByLabel(w.phone), '+52 998 123 4567');
  await page.getByLabel(w.country).selectOption('MX');
  await fill(page.getByLabel(w.firstName, { exact: true }), 'Ana');
  await page.getByRole('button', { name: w.continue }).click();
  await page.getByRole('button', { name: /^(Pagar|Pay) / }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_pay_[\w-]+\/$/);
  await page.getByLabel(w.cardNumber).fill('4242 4242 4242 4242');
  await page.getByLabel(w.expiry).fill('12/34');
  await page.getByLabel(w.cvc).fill('123');
  await page.getByLabel(w.holder).fill('Ana López');
  await page.getByRole('button', { name: /^(Pagar|Pay) / }).click();
  await expect(page.getByRole('heading', { name: w.confirmed })).toBeVisible();
  return (await page.getByTestId('booking-reference').textContent())!;
}

/** The signed link of the booking's confirmation email. */
async function emailedLink(reference: string, pattern: RegExp): Promise<string> {
  await expect
    .poll(() => mailbox().find((m) => m.subject.includes(reference))?.text ?? '', {
      timeout: 20_000,
    })
    .toMatch(pattern);
  const text = mailbox().find((m) => m.subject.includes(reference))!.text;
  const url = new URL(text.match(/https?:\/\/\S+\?t=[A-Za-z0-9_-]{43}/)![0]);
  return `${url.pathname}${url.search}`;
}

test('es: the emailed link opens a flexible booking in a fresh browser; cancelling shows the refund first and refunds it', async ({
  page,
  browser,
  baseURL,
}) => {
  const reference = await book(page, baseURL!, 'es', 'flexible', 150, 'ana.flex@example.com');
  const link = await emailedLink(reference, words.es.linkPath);

  // Another device: no cookies, no session.
  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await acceptCookies(other, baseURL!);
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Mi reserva', level: 1 })).toBeVisible();
  await expect(other.getByTestId('manage-reference')).toHaveText(reference);
  await expect(other.getByTestId('manage-status')).toHaveText('Confirmada');
  await expect(other.getByTestId('room-policy')).toContainText('Tarifa flexible');
  await expect(other.getByTestId('room-policy')).toContainText('(hora de Cancún)');
  await expect(
    other.getByText(/^Cancelar sin cargo hasta el \d\d\/\d\d\/\d\d 23:59/),
  ).toBeVisible();
  const quote = (await other.getByTestId('cancel-quote').textContent())!;
  const paid = (await other.getByTestId('manage-balance').textContent())!;
  expect(quote).toContain(paid.trim());
  // The same page in the fixture's browser, for the accessibility check.
  await page.goto(link);
  await expect(page.getByTestId('manage-reference')).toHaveText(reference);
  expect(await axeViolations(page)).toEqual([]);

  await other.getByRole('link', { name: 'Cancelar la reserva' }).click();
  await expect(other.getByText(`¿Cancelar la reserva ${reference}?`)).toBeVisible();
  await other.getByRole('button', { name: /^Confirmar la cancelación y el reembolso de / }).click();

  await expect(other.getByRole('main').getByRole('status')).toContainText(paid.trim());
  await expect(other.getByTestId('manage-status')).toHaveText('Cancelada');
  await expect(other.getByTestId('manage-refund')).toContainText(paid.trim());
  await expect(other.getByTestId('manage-balance')).toHaveText(/0\.00/);
  await expect(other.getByTestId('cancel-refusal')).toHaveText('Esta reserva ya estaba cancelada.');
  // The cancellation email, in Spanish, states the refund.
  await expect
    .poll(() => mailbox().find((m) => m.subject === `Reserva ${reference} cancelada`)?.text ?? '', {
      timeout: 20_000,
    })
    .toContain('Te reembolsamos');
  await fresh.close();
});

test('en: a non-refundable booking opened from its link says why it cannot be cancelled', async ({
  page,
  browser,
  baseURL,
}) => {
  const reference = await book(page, baseURL!, 'en', 'non-refundable', 160, 'ana.nr@example.com');
  const link = await emailedLink(reference, words.en.linkPath);
  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await acceptCookies(other, baseURL!);
  await other.goto(link);
  await expect(other.getByTestId('manage-reference')).toHaveText(reference);
  await expect(other.getByTestId('room-policy')).toContainText('Non-refundable');
  await expect(other.getByTestId('cancel-refusal')).toHaveText(
    /non-refundable rate: it cannot be cancelled or refunded/,
  );
  await expect(other.getByRole('link', { name: 'Cancel the booking' })).toHaveCount(0);
  await page.goto(link);
  await expect(page.getByTestId('cancel-refusal')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await fresh.close();
});

test('a wrong or tampered link opens nothing; the lookup answers alike for any pair', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  await page.goto(`/es/mi-reserva/?t=${'A'.repeat(43)}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('Este enlace no es válido');
  await expect(page.getByTestId('manage-reference')).toHaveCount(0);
  await page.getByLabel('Referencia').fill('XH-NOTAREAL');
  await page.getByLabel('Correo electrónico').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(main.getByRole('status')).toContainText(
    'Si la referencia y el correo coinciden con una reserva pagada',
  );
  expect(await axeViolations(page)).toEqual([]);
});
