import { acceptCookies, axeViolations, expect, test } from '../support/fixtures';
import { createStaff, signInStaff } from '../support/staff';

/**
 * Issue 16's site settings and staff management, as an admin does them (es): the footer phone
 * and an exchange rate change and the shop shows them on its next page; a disabled staff
 * member's open session ends and the back office asks them to sign in.
 *
 * The spec runs beside every other spec: it changes only the Mexico line's punctuation (the
 * dialled number stays: other specs look for its tel: link) and the rate of KRW (no other
 * spec shows won), and puts both back.
 */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Whole won from a formatted amount ("₩123,456", "KRW 123.456"…). */
const won = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('es: an admin changes the footer phone and an exchange rate, the shop shows both; a disabled staff member is signed out', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await createStaff(request, 'admin');
  const desk = await createStaff(request, 'frontdesk');

  // The desk member is working in the back office in a browser of their own.
  const deskContext = await browser.newContext({ baseURL });
  const deskPage = await deskContext.newPage();
  await signInStaff(deskPage, desk, '/admin/orders/');

  // A visitor's cart in won, before the change.
  const shopper = await browser.newContext({ baseURL });
  const shop = await shopper.newPage();
  await acceptCookies(shop, baseURL!);
  await shopper.addCookies([{ name: 'currency_iso', value: 'KRW', url: baseURL! }]);
  expect(
    (
      await shop.request.post('/api/e2e/cart/', {
        data: { locale: 'es', product: 'xel-ha', visitDate: day(75), adults: 2, children: 0 },
      })
    ).ok(),
  ).toBe(true);
  await shop.goto('/es/carrito/');
  const before = won(await shop.getByTestId('cart-total').textContent());
  expect(before).toBeGreaterThan(0);

  await signInStaff(page, admin, '/admin/settings/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configuración del sitio' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const oldRate = (await page.locator('tr[data-currency="KRW"] [data-rate]').textContent())!.trim();
  const phone = page.locator('form[data-phone="MX"]');
  const shown = phone.getByLabel('Número mostrado');
  const original = await shown.inputValue();
  expect(original).toBe('800 292 2738');
  try {
    // A hostile dialled number is refused with the rule's words and changes nothing.
    await phone.getByLabel('Número marcado').fill('javascript:alert(1)');
    await phone.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'formato internacional' })).toBeVisible({
      timeout: 20_000,
    });

    await phone.getByLabel('Número mostrado').fill('800-292-2738');
    await phone.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cambio guardado' })).toBeVisible({
      timeout: 20_000,
    });
    await shop.goto('/es/');
    const footer = shop.getByRole('contentinfo');
    await expect(footer.locator('a[href="tel:+528002922738"]')).toContainText('800-292-2738');

    // Twice the won's rate, from today: the same cart costs twice as much at once.
    const doubled = String(Number(oldRate) * 2);
    const form = page.getByRole('form', { name: 'Nuevo tipo de cambio' });
    await form.getByLabel('Moneda').selectOption('KRW');
    await form.getByLabel('Tipo (por 1 USD)').fill(doubled);
    await form.getByRole('button', { name: 'Guardar tipo de cambio' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cambio guardado' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.locator('tr[data-currency="KRW"] [data-rate]')).toHaveText(doubled);
    await shop.goto('/es/carrito/');
    const after = won(await shop.getByTestId('cart-total').textContent());
    expect(Math.abs(after - 2 * before)).toBeLessThanOrEqual(2);

    // Both changes are in the audit log with before and after.
    await page.goto('/admin/audit/');
    await expect(page.getByText('settings.phone').first()).toBeVisible();
    await expect(page.getByText('settings.exchange-rate').first()).toBeVisible();
  } finally {
    await page.goto('/admin/settings/');
    const form = page.getByRole('form', { name: 'Nuevo tipo de cambio' });
    await form.getByLabel('Moneda').selectOption('KRW');
    await form.getByLabel('Tipo (por 1 USD)').fill(oldRate);
    await form.getByRole('button', { name: 'Guardar tipo de cambio' }).click();
    await expect(page.locator('tr[data-currency="KRW"] [data-rate]')).toHaveText(oldRate);
    await page.locator('form[data-phone="MX"]').getByLabel('Número mostrado').fill(original);
    await page.locator('form[data-phone="MX"]').getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cambio guardado' })).toBeVisible({
      timeout: 20_000,
    });
  }

  // Staff: the admin cannot disable themselves (no button), and disables the desk member.
  await page.goto('/admin/staff/');
  expect(await axeViolations(page)).toEqual([]);
  const mine = page.locator(`tr[data-staff="${admin.email}"]`);
  await expect(mine.getByText('Tu cuenta')).toBeVisible();
  await expect(mine.getByRole('button', { name: /^Desactivar/ })).toHaveCount(0);
  const row = page.locator(`tr[data-staff="${desk.email}"]`);
  await row.getByRole('button', { name: `Desactivar ${desk.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambio guardado' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'disabled');

  // The desk member's next page is the sign-in form; their password no longer opens it.
  await deskPage.goto('/admin/orders/');
  await expect(deskPage).toHaveURL(/\/admin\/\?next=/);
  await expect(deskPage.getByLabel('Contraseña')).toBeVisible();
  await expect(deskPage.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  await deskPage.getByLabel('Correo electrónico').fill(desk.email);
  await deskPage.getByLabel('Contraseña').fill(desk.password);
  await deskPage.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    deskPage.getByRole('alert').filter({ hasText: 'El correo o la contraseña no son correctos.' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(deskPage.getByLabel('Código', { exact: true })).toHaveCount(0);
  await deskContext.close();
  await shopper.close();
});
