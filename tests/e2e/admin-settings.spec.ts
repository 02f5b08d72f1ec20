import { linkIn, uniqueEmail, waitForMail } from '../support/accounts';
import { acceptCookies, axeViolations, expect, test, withAxe } from '../support/fixtures';
import { createStaff, signInStaff } from '../support/staff';
import { totpCode } from '../support/totp';

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

/** The base32 key an authenticator app is given, back to the secret the codes come from. */
function fromBase32(key: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const ch of key.trim()) {
    value = (value << 5) | alphabet.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

test('es: an admin invites a member by email; the link sets a password and TOTP once, and the member signs in', async ({
  page,
  browser,
  request,
  baseURL,
}, info) => {
  test.setTimeout(180_000);
  const admin = await createStaff(request, 'admin');
  const email = uniqueEmail('invited');
  await signInStaff(page, admin, '/admin/staff/');
  const invite = page.getByRole('form', { name: 'Invitar por correo' });
  await invite.getByLabel('Correo electrónico').fill(email);
  await invite.getByLabel('Nombre').fill('Renata Invitada');
  await invite.getByLabel('Rol').selectOption('frontdesk');
  await invite.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitación enviada' })).toBeVisible({
    timeout: 20_000,
  });
  const row = page.locator(`tr[data-staff="${email}"]`);
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'invited');
  await expect(
    row.getByRole('button', { name: 'Revocar invitación de Renata Invitada' }),
  ).toBeVisible();

  // The email (in Spanish) carries the single-use link; it is opened in a fresh browser.
  const mail = await waitForMail(info, email, /invitación al back office/);
  const link = linkIn(mail);
  expect(link).toContain('/admin/invitation/?t=');
  const member = await browser.newContext({ baseURL });
  const memberPage = await withAxe(await member.newPage());
  await memberPage.goto(link);
  await expect(
    memberPage.getByRole('heading', { level: 1, name: 'Activa tu cuenta del back office' }),
  ).toBeVisible();
  expect(await axeViolations(memberPage)).toEqual([]);
  const key = (await memberPage.locator('[data-invite-key]').textContent())!;
  const secret = fromBase32(key);
  const password = 'renata-invited-password-1';
  await memberPage.getByLabel(/^Contraseña/).fill(password);
  await memberPage.getByLabel('Repite la contraseña').fill(password);
  // A wrong code is refused and the link still works.
  const wrongCode = totpCode(secret, Date.now() + 600_000);
  await memberPage.getByLabel('Código de 6 dígitos').fill(wrongCode);
  await memberPage.getByRole('button', { name: 'Activar mi cuenta' }).click();
  await expect(
    memberPage.getByRole('alert').filter({ hasText: 'El código no es correcto' }),
  ).toContainText('escríbela de nuevo', { timeout: 20_000 });
  // What was typed comes back, but never the password: its fields are empty, the alert says so.
  await expect(memberPage.getByLabel('Código de 6 dígitos')).toHaveValue(wrongCode);
  await expect(memberPage.getByLabel(/^Contraseña/)).toHaveValue('');
  await expect(memberPage.getByLabel('Repite la contraseña')).toHaveValue('');
  await memberPage.getByLabel(/^Contraseña/).fill(password);
  await memberPage.getByLabel('Repite la contraseña').fill(password);
  await memberPage.getByLabel('Código de 6 dígitos').fill(totpCode(secret));
  await memberPage.getByRole('button', { name: 'Activar mi cuenta' }).click();
  await expect(
    memberPage.getByRole('status').filter({ hasText: 'Tu cuenta está lista' }),
  ).toBeVisible({ timeout: 20_000 });

  // The link served once: opened again it says so and shows no form or key.
  await memberPage.goto(link);
  await expect(memberPage.locator('[data-invitation="USED"]')).toContainText('ya se usó');
  await expect(memberPage.locator('[data-invite-key]')).toHaveCount(0);

  // The member signs in with the password and the authenticator's code.
  await signInStaff(
    memberPage,
    {
      id: '',
      email,
      name: 'Renata Invitada',
      password,
      totpSecret: secret,
      role: 'frontdesk',
      locale: 'es',
    },
    '/admin/orders/',
  );
  await member.close();
  await page.goto('/admin/staff/');
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'active');
});
