import type { Page } from '@playwright/test';

/** The date `n` days from today (UTC), as the forms and the API take it. */
export const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Holds a room for two adults and fills the guest details: the page is at the payment step. */
export async function bookToPayment(
  page: Page,
  locale: 'es' | 'en',
  offset: number,
  guest: { first: string; last: string; email: string },
  /** Another origin of the same server (an alias host); the page's own by default. */
  origin = '',
) {
  const { checkIn, checkOut } = { checkIn: day(offset), checkOut: day(offset + 3) };
  const results = locale === 'es' ? '/es/hoteles/' : '/en/hotels/';
  await page.goto(
    `${origin}${results}?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1&a1=2&hotel=HXM`,
  );
  const reserve =
    locale === 'es' ? 'Reservar en Hotel Xcaret México' : 'Reserve at Hotel Xcaret México';
  await page.getByRole('button', { name: reserve }).click();
  const l =
    locale === 'es'
      ? [
          'Nombre',
          'Apellidos',
          'Correo electrónico',
          'Teléfono (con lada)',
          'País de residencia',
          'Continuar al pago',
        ]
      : [
          'First name',
          'Last name',
          'Email',
          'Phone (with country code)',
          'Country of residence',
          'Continue to payment',
        ];
  // The guest form of the booking page (the footer's newsletter form also asks for a name).
  const form = page.getByRole('region', {
    name: locale === 'es' ? 'Datos del huésped' : 'Guest details',
  });
  await form.getByLabel(l[0]!, { exact: true }).fill(guest.first);
  await form.getByLabel(l[1]!).fill(guest.last);
  await form.getByLabel(l[2]!).fill(guest.email);
  await form.getByLabel(l[3]!).fill('+52 998 123 4567');
  await form.getByLabel(l[4]!).selectOption('MX');
  await form.getByRole('button', { name: l[5]! }).click();
}

export async function typeCard(
  page: Page,
  locale: 'es' | 'en',
  card: { number: string; cvc?: string; holder: string },
) {
  const l =
    locale === 'es'
      ? [
          'Número de tarjeta',
          'Vencimiento (MM/AA)',
          'Código de seguridad (CVC)',
          'Nombre del titular',
          /^Pagar /,
        ]
      : ['Card number', 'Expiry (MM/YY)', 'Security code (CVC)', 'Cardholder name', /^Pay /];
  await page.getByLabel(l[0] as string).fill(card.number);
  await page.getByLabel(l[1] as string).fill('12/34');
  await page.getByLabel(l[2] as string).fill(card.cvc ?? '123');
  await page.getByLabel(l[3] as string).fill(card.holder);
  await page.getByRole('button', { name: l[4] as RegExp }).click();
}
