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
  const form = page.getByRole('form', { name: 'Hoteles' });
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
    page.getByRole('form', { name: 'Hoteles' }).getByLabel('Nombre o razón social'),
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

test('other roles do not find the fiscal page', async ({ page, request }) => {
  const revenue = await createStaff(request, 'revenue', 'en');
  await signInStaff(page, revenue);
  await expect(page.getByRole('link', { name: 'Fiscal data and invoices' })).toHaveCount(0);
  expect((await page.goto('/admin/fiscal/'))!.status()).toBe(404);
});
