import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { acceptCookies, expect, test } from './fixtures';

/**
 * A hotel stay booked and paid in the browser as a guest does it (results, guest details, the
 * sandbox's hosted page), and the emails the server wrote about it: what the manage-booking
 * journeys start from.
 */

export const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The emails the server wrote to its file mailbox (MAIL_DIR in playwright.config.ts). */
export function mailbox(): { to: string; subject: string; text: string }[] {
  const dir = path.resolve(String(test.info().project.metadata.mailDir));
  try {
    return readdirSync(dir).map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
  } catch {
    return [];
  }
}

export const words = {
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

/** Books one room at Hotel Xcaret México (two nights unless told) on a rate plan and pays with the sandbox's Visa. */
export async function bookHotelStay(
  page: Page,
  baseURL: string,
  lang: 'es' | 'en',
  plan: 'flexible' | 'non-refundable',
  offset: number,
  email: string,
  nights = 2,
): Promise<string> {
  const w = words[lang];
  await acceptCookies(page, baseURL);
  await page.goto(
    `${w.results}?hotel=HXM&checkIn=${day(offset)}&checkOut=${day(offset + nights)}&rooms=1&a1=2&c1=0`,
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
export async function emailedLink(reference: string, pattern: RegExp): Promise<string> {
  await expect
    .poll(() => mailbox().find((m) => m.subject.includes(reference))?.text ?? '', {
      timeout: 20_000,
    })
    .toMatch(pattern);
  const text = mailbox().find((m) => m.subject.includes(reference))!.text;
  const url = new URL(text.match(/https?:\/\/\S+\?t=[A-Za-z0-9_-]{43}/)![0]);
  return `${url.pathname}${url.search}`;
}
