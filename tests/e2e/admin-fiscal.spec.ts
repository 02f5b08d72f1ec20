import { axeViolations, expect, test } from '../support/fixtures';
import { createStaff, signInStaff } from '../support/staff';

/**
 * Issue 20's back-office hooks: the issuers' fiscal data, checked by the receiver's own rules and
 * against the issuer's seal (CSD), audited; the invoices listed by status. The hotels' issuer
 * keeps its (demo-certificate) RFC here: other journeys stamp invoices with it.
 */
test('es: an admin corrects the hotels issuer, refused first for a bad RFC and one its seal is not for', async ({
  page,
  request,
}) => {
  const admin = await createStaff(request, 'admin', 'es');
  await signInStaff(page, admin, '/admin/fiscal/');
  await expect(
    page.getByRole('heading', { name: 'Datos fiscales y facturas', level: 1 }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Hoteles', exact: true });
  const rfc = form.getByLabel('RFC');
  await rfc.fill('HXD150101AB8');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByRole('status')).toHaveText('Revisa los campos marcados.');
  await expect(form).toContainText('El dígito verificador del RFC no coincide.');
  await expect(rfc).toHaveValue('HXD150101AB8');
  await expect(rfc).toHaveAttribute('aria-invalid', 'true');

  // A real RFC, but not the one the configured seal was issued to.
  await form.getByLabel('RFC').fill('EKU9003173C9');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toContainText('no es de este RFC');

  await form.getByLabel('RFC').fill('HXD150101AB9');
  await form.getByLabel('Nombre o razón social').fill('Hoteles Xcaret Demo');
  await form.getByLabel('Código postal de expedición').fill('77710');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByRole('status')).toHaveText('Datos fiscales guardados.');
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Hoteles', exact: true }).getByLabel('Nombre o razón social'),
  ).toHaveValue('HOTELES XCARET DEMO');
  // Set by a person: the hotels' data are no longer flagged as the seed's demo values.
  await expect(page.getByText('Datos de demostración')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/admin/audit/?entity=fiscal_issuer');
  await expect(page.locator('tr[data-audit-entry]').first()).toContainText('fiscal_issuer.update');

  // The invoices, filtered by status: a list or its empty state, never an error.
  await page.goto('/admin/fiscal/?status=failed');
  await expect(page.getByLabel('Estado')).toHaveValue('failed');
  await expect(
    page.getByTestId('invoice-row').or(page.getByText('No hay facturas con este estado.')).first(),
  ).toBeVisible();
});

test('es: an admin schedules a tax rate from a later day and moves a series forward, never back', async ({
  page,
  request,
}) => {
  const admin = await createStaff(request, 'admin', 'es');
  await signInStaff(page, admin, '/admin/fiscal/');
  const rates = page.getByRole('form', { name: 'Programar una tasa nueva' });
  await rates
    .getByLabel('Impuesto')
    .selectOption({ label: 'Hoteles · Impuesto al hospedaje (Quintana Roo)' });
  await rates.getByLabel('Aplica a').selectOption('LCDP');
  // The first day offered is tomorrow: what was charged up to today keeps its taxes (the
  // server refuses today too: rates.integration.test.ts).
  const tomorrow = (await rates.getByLabel('Vigente desde').getAttribute('min'))!;
  const day = (offset: number) => {
    const d = new Date(`${tomorrow}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + offset);
    return d.toISOString().slice(0, 10);
  };
  // A day far ahead (this test may run again on the same database): no charge of today moves.
  const from = day(800 + Math.floor(Math.random() * 2000));
  await rates.getByLabel('Vigente desde').fill(from);
  await rates.getByLabel('Tasa o importe').fill('150');
  await rates.getByRole('button', { name: 'Programar tasa' }).click();
  await expect(rates.getByRole('status')).toHaveText('Revisa los campos marcados.');
  await expect(rates).toContainText('Escribe un porcentaje entre 0 y 100');
  await expect(rates.getByLabel('Tasa o importe')).toHaveAttribute('aria-invalid', 'true');
  await expect(rates.getByLabel('Vigente desde')).toHaveValue(from);
  await rates.getByLabel('Tasa o importe').fill('6');
  await rates.getByRole('button', { name: 'Programar tasa' }).click();
  await expect(rates.getByRole('status')).toHaveText(`Tasa programada desde el ${from}.`);
  await expect(
    page
      .getByTestId('tax-rule-row')
      .filter({ hasText: 'Casa de la Playa' })
      .filter({ hasText: from }),
  ).toContainText('6 %');

  const series = page.getByRole('form', { name: 'Parques y tours · Nota de crédito' });
  const folio = series.getByLabel('Siguiente folio');
  const next = Number(await folio.inputValue());
  await folio.fill(String(next - 1 || 0));
  await series.getByRole('button', { name: 'Guardar' }).click();
  await expect(series).toContainText(next > 1 ? 'El folio no puede retroceder' : 'entero positivo');
  await expect(folio).toHaveAttribute('aria-invalid', 'true');
  await folio.fill(String(next + 10));
  await series.getByRole('button', { name: 'Guardar' }).click();
  await expect(series.getByRole('status')).toContainText(`el siguiente folio es ${next + 10}`);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/admin/audit/?entity=tax_rule');
  await expect(page.locator('tr[data-audit-entry]').first()).toContainText('tax_rule.schedule');
  await page.goto('/admin/audit/?entity=invoice_series');
  await expect(page.locator('tr[data-audit-entry]').first()).toContainText('invoice_series.update');
});

test('other roles do not find the fiscal page', async ({ page, request }) => {
  const revenue = await createStaff(request, 'revenue', 'en');
  await signInStaff(page, revenue);
  await expect(page.getByRole('link', { name: 'Fiscal data and invoices' })).toHaveCount(0);
  expect((await page.goto('/admin/fiscal/'))!.status()).toBe(404);
});
