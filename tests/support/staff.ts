import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { totpCode } from './totp';

export type StaffRole = 'admin' | 'revenue' | 'frontdesk' | 'gate' | 'content';
export type TestStaff = {
  id: string;
  email: string;
  password: string;
  role: StaffRole;
  totpSecret: string;
  name: string;
  locale: 'es' | 'en';
};

/**
 * A new staff member with a known TOTP secret, through the end-to-end hook (E2E_TEST_ROUTES):
 * an address of its own per test, so tests running at once never share a session.
 */
export async function createStaff(
  request: APIRequestContext,
  role: StaffRole,
  locale: 'es' | 'en' = 'es',
): Promise<TestStaff> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const staff: Omit<TestStaff, 'id'> = {
    email: `${role}-${tag}@staff.xcaret.test`,
    password: `staff-password-${tag}`,
    role,
    totpSecret: `secret-${tag}-0123456789abcdef`,
    name: `${role[0]!.toUpperCase()}${role.slice(1)} ${tag.slice(-4)}`,
    locale,
  };
  const response = await request.post('/api/e2e/staff/', { data: staff });
  expect(response.status()).toBe(200);
  return { ...staff, id: ((await response.json()) as { id: string }).id };
}

/** Signs in at /admin/ as a staff member would: password, then the authenticator's code. */
export async function signInStaff(page: Page, staff: TestStaff, path = '/admin/') {
  const es = staff.locale === 'es';
  if (!es) {
    // The language is chosen on the sign-in page (it comes back to /admin/).
    await page.goto('/admin/');
    await page.getByRole('button', { name: 'en', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
  await page.goto(path);
  await page.getByLabel(es ? 'Correo electrónico' : 'Email').fill(staff.email);
  await page.getByLabel(es ? 'Contraseña' : 'Password').fill(staff.password);
  await page.getByRole('button', { name: es ? 'Continuar' : 'Continue' }).click();
  const code = page.getByLabel(es ? 'Código' : 'Code', { exact: true });
  await expect(code).toBeVisible();
  await code.fill(totpCode(staff.totpSecret));
  await page.getByRole('button', { name: es ? 'Entrar' : 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}
