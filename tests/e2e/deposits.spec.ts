import type { Locator, Page } from '@playwright/test';
import { acceptCookies, axeViolations, expect, test } from '../support/fixtures';
import { pdfTextLines } from '../support/pdf-text';

/**
 * Issue 20, deposits and balances: a Hotel Xcaret Arte booking on its flexible rate pays 30 %
 * now and shows what is still to pay and when; the balance job (run through the test-only
 * trigger as if the balance's day had come) charges the rest, and the receipt then lists both
 * payments. In English, a card whose saved token is declined later gets the payment link,
 * which pays the balance.
 */

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const words = {
  es: {
    results: '/es/hoteles/',
    reserve: 'Reservar en Hotel Xcaret Arte',
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
    today: /Hoy pagas .+; .+ el /,
    paidInFull: 'Pagada en su totalidad',
  },
  en: {
    results: '/en/hotels/',
    reserve: 'Reserve at Hotel Xcaret Arte',
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
    today: /Today you pay .+; .+ on /,
    paidInFull: 'Paid in full',
  },
};

async function payCard(page: Page, lang: 'es' | 'en', number: string) {
  const w = words[lang];
  await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_pay_[\w-]+\/$/);
  await page.getByLabel(w.cardNumber).fill(number);
  await page.getByLabel(w.expiry).fill('12/34');
  await page.getByLabel(w.cvc).fill('123');
  await page.getByLabel(w.holder).fill('Ana López');
  await page.getByRole('button', { name: /^(Pagar|Pay) / }).click();
}

/** Books one room at Hotel Xcaret Arte on its flexible rate (a deposit) and pays the deposit. */
async function bookWithDeposit(
  page: Page,
  baseURL: string,
  lang: 'es' | 'en',
  offset: number,
  card: string,
): Promise<{ reference: string; total: string }> {
  const w = words[lang];
  await acceptCookies(page, baseURL);
  await page.goto(
    `${w.results}?hotel=HXA&checkIn=${day(offset)}&checkOut=${day(offset + 2)}&rooms=1&a1=2&c1=0`,
  );
  const hotel = page.getByRole('article', { name: 'Hotel Xcaret Arte' });
  await hotel.locator('input[name="plan1"][value="flexible"]').check();
  await hotel.getByRole('button', { name: w.reserve }).click();
  const fill = (field: Locator, value: string) =>
    expect(async () => {
      if ((await field.inputValue()) !== value) await field.fill(value);
      expect(await field.inputValue()).toBe(value);
    }).toPass();
  await fill(page.getByLabel(w.firstName, { exact: true }), 'Ana');
  await fill(page.getByLabel(w.lastName), 'López');
  await fill(page.getByLabel(w.email, { exact: true }), `ana.deposit.${lang}@example.com`);
  await fill(page.getByLabel(w.phone), '+52 998 123 4567');
  await page.getByLabel(w.country).selectOption('MX');
  await fill(page.getByLabel(w.firstName, { exact: true }), 'Ana');
  await page.getByRole('button', { name: w.continue }).click();
  // Before paying: what is charged today and what later, and the pay button says today's.
  const deposit = page.getByTestId('booking-deposit');
  await expect(deposit).toHaveText(w.today);
  const today = (await deposit.textContent())!.match(/(?:pagas|pay) (.+?);/)![1]!;
  await expect(page.getByRole('button', { name: /^(Pagar|Pay) / })).toContainText(today);
  const total = (await page.getByTestId('booking-total').textContent())!;
  await page.getByRole('button', { name: /^(Pagar|Pay) / }).click();
  await payCard(page, lang, card);
  await expect(page.getByRole('heading', { name: w.confirmed })).toBeVisible();
  return { reference: (await page.getByTestId('booking-reference').textContent())!, total };
}

test('es: a deposit booking shows what is still to pay; the balance job charges it and the receipt lists both payments', async ({
  page,
  baseURL,
}) => {
  const { reference } = await bookWithDeposit(page, baseURL!, 'es', 170, '4242 4242 4242 4242');
  await expect(page.getByTestId('booking-pending')).toBeVisible();
  await expect(page.getByText(/Saldo el /)).toBeVisible();
  await expect(page.getByTestId('booking-paid')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  const run = await page.request.post('/api/e2e/balances/', { data: { reference } });
  expect(await run.json()).toMatchObject({ status: 'paid' });
  await page.reload();
  await expect(page.getByTestId('booking-paid')).toHaveText(words.es.paidInFull);
  await expect(page.getByTestId('booking-pending')).toHaveCount(0);

  const href = await page
    .getByRole('link', { name: /recibo de pago/i })
    .first()
    .getAttribute('href');
  const receipt = await page.request.get(href!);
  expect(receipt.ok()).toBe(true);
  const lines = pdfTextLines(Buffer.from(await receipt.body()));
  expect(lines.some((l) => l.startsWith('Depósito'))).toBe(true);
  expect(lines.some((l) => l.startsWith('Pago del saldo'))).toBe(true);
});

test('en: a saved card declined later gets the payment link, the link pays the balance, and the receipt lists both payments', async ({
  page,
  baseURL,
}) => {
  const { reference } = await bookWithDeposit(page, baseURL!, 'en', 175, '4000 0000 0000 0341');
  await expect(page.getByTestId('booking-pending')).toBeVisible();
  const run = await page.request.post('/api/e2e/balances/', { data: { reference } });
  const declined = (await run.json()) as { status: string; linkUrl: string };
  expect(declined.status).toBe('awaiting_payment');
  await page.goto(new URL(declined.linkUrl).pathname);
  await payCard(page, 'en', '4242 4242 4242 4242');
  // The gateway's webhook captures the balance: the booking page says so once it has.
  await expect(async () => {
    await page.goto('/en/booking/');
    await expect(page.getByTestId('booking-paid')).toHaveText(words.en.paidInFull, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  // The receipt, in English, lists the deposit and the balance the link paid.
  const href = await page
    .getByRole('link', { name: /payment receipt/i })
    .first()
    .getAttribute('href');
  const receipt = await page.request.get(href!);
  expect(receipt.ok()).toBe(true);
  const lines = pdfTextLines(Buffer.from(await receipt.body()));
  expect(lines.some((l) => l.startsWith('Deposit'))).toBe(true);
  expect(lines.some((l) => l.startsWith('Balance payment'))).toBe(true);
});
