import { expect, type Locator, type Page } from '@playwright/test';
import { day } from './checkout';
import { acceptCookies } from './fixtures';

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
  },
};

/**
 * Books one room for two nights at Hotel Xcaret México, `offset` days ahead, and pays with the
 * sandbox's Visa, as a guest does: the booking's reference.
 */
export async function bookAndPay(
  page: Page,
  baseURL: string,
  lang: 'es' | 'en',
  offset: number,
  email: string,
): Promise<string> {
  const w = words[lang];
  await acceptCookies(page, baseURL);
  await page.goto(
    `${w.results}?hotel=HXM&checkIn=${day(offset)}&checkOut=${day(offset + 2)}&rooms=1&a1=2&c1=0`,
  );
  const hotel = page.getByRole('article', { name: 'Hotel Xcaret México' });
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
  return (await page.getByTestId('booking-reference').textContent())!.trim();
}
