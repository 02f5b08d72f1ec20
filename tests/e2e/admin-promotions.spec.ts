import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from '../support/fixtures';
import { createStaff, signInStaff } from '../support/staff';

/**
 * Issue 16's promotions, end to end: a revenue user creates an early-booking offer in the back
 * office, the shop's search applies it at once with the saving shown (badge and struck-through
 * price, in the visitor's currency), the special-offers page lists it, and switching it off
 * takes it out of search. Stays are short and near (2 nights, 3 weeks ahead) so that the seeded
 * offers (60+ days, 5+ nights) do not apply; each test has its own hotel window and percentage.
 */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const search = (locale: 'es' | 'en', checkIn: string, checkOut: string) =>
  `/${locale}/${locale === 'es' ? 'hoteles' : 'hotels'}/?hotel=LCDP&checkIn=${checkIn}&checkOut=${checkOut}&rooms=1&a1=2&c1=0`;

async function createOffer(
  page: Page,
  labels: Record<'newOffer' | 'percent' | 'days' | 'from' | 'to' | 'save' | 'saved', string>,
  values: { percent: string; from: string; to: string },
) {
  await page.getByRole('link', { name: labels.newOffer }).click();
  const form = page.getByRole('form', { name: labels.newOffer });
  await form.getByLabel(labels.percent).fill(values.percent);
  await form.getByLabel(labels.days).fill('10');
  await form.getByRole('checkbox', { name: 'LCDP' }).check();
  await form.getByLabel(labels.from).fill(values.from);
  await form.getByLabel(labels.to).fill(values.to);
  await form.getByRole('button', { name: labels.save }).click();
  await expect(page.getByRole('status')).toHaveText(labels.saved);
}

test('es: a revenue user creates an early-booking offer that search applies, and switches it off', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, 'revenue', 'es');
  const [checkIn, checkOut] = [day(21), day(23)];
  await signInStaff(page, staff, '/admin/promotions/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promociones');
  // The seeded codes and offers are listed.
  await expect(page.locator('tr[data-code="RIVIERA10"]')).toContainText('10 %');
  expect(await axeViolations(page)).toEqual([]);

  await createOffer(
    page,
    {
      newOffer: 'Nueva oferta',
      percent: 'Porcentaje de descuento',
      days: 'Días mínimos antes de la llegada',
      from: 'Estancia desde',
      to: 'Estancia hasta',
      save: 'Guardar',
      saved: 'Cambios guardados.',
    },
    { percent: '45', from: day(19), to: day(26) },
  );
  const row = page.locator('tr[data-offer]', { hasText: '45 %' }).filter({ hasText: 'LCDP' });
  await expect(row).toContainText('10+ días antes');
  await expect(row).toContainText('Activa');

  await page.goto(search('es', checkIn, checkOut));
  const hotel = page.getByRole('article', { name: 'La Casa de la Playa' });
  await expect(hotel.getByText('-45 % reservación anticipada').first()).toBeVisible();
  await expect(hotel.getByText(/^Antes /).first()).toBeVisible();

  await page.goto('/es/ofertas-especiales/');
  const early = page.locator('[data-offer-kind="early_booking"]');
  await expect(early).toContainText(
    '45 % de descuento al reservar con al menos 10 días de anticipación a tu llegada.',
  );
  await expect(early).toContainText('La Casa de la Playa');
  await expect(page.locator('[data-offer-kind="long_stay"]')).toContainText(
    '15 % de descuento en estancias de 5 noches o más.',
  );

  await page.goto('/admin/promotions/');
  await row.getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByRole('status')).toHaveText('Cambios guardados.');
  await expect(row).toContainText('Inactiva');
  await page.goto(search('es', checkIn, checkOut));
  await expect(page.getByRole('article', { name: 'La Casa de la Playa' })).not.toContainText(
    'reservación anticipada',
  );
});

test('en: the offer a revenue user creates shows its saving in the visitor currency', async ({
  page,
  request,
  baseURL,
}) => {
  const staff = await createStaff(request, 'revenue', 'en');
  const [checkIn, checkOut] = [day(31), day(33)];
  await signInStaff(page, staff, '/admin/promotions/');
  await createOffer(
    page,
    {
      newOffer: 'New offer',
      percent: 'Percentage off',
      days: 'Minimum days before arrival',
      from: 'Stay from',
      to: 'Stay to',
      save: 'Save',
      saved: 'Changes saved.',
    },
    { percent: '40', from: day(29), to: day(36) },
  );
  // A hostile percentage is refused with the rule's words, and nothing is created.
  await page.getByRole('link', { name: 'New offer' }).click();
  const form = page.getByRole('form', { name: 'New offer' });
  await form.getByLabel('Percentage off').fill('95');
  await form.getByLabel('Minimum days before arrival').fill('10');
  await form.getByLabel('Stay from').fill(day(29));
  await form.getByLabel('Stay to').fill(day(36));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The percentage goes from 1 to 90.' }),
  ).toBeVisible();
  await expect(page.locator('tr[data-offer]', { hasText: '95 %' })).toHaveCount(0);

  await page.context().addCookies([{ name: 'currency_iso', value: 'MXN', url: baseURL! }]);
  await page.goto(search('en', checkIn, checkOut));
  const hotel = page.getByRole('article', { name: 'La Casa de la Playa' });
  await expect(hotel.getByText('-40 % early booking').first()).toBeVisible();
  await expect(hotel.getByText(/^Before MX\$/).first()).toBeVisible();

  const row = page.locator('tr[data-offer]', { hasText: '40 %' }).filter({ hasText: 'LCDP' });
  await page.goto('/admin/promotions/');
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Inactive');
});
