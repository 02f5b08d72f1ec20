import type { Browser, Page } from '@playwright/test';
import { axeViolations, expect, test } from '../support/fixtures';
import { registerAndConfirm, uniqueEmail } from '../support/accounts';

/**
 * Social login against the local OpenID Connect provider that playwright.config.ts starts
 * (tests/support/oidc-provider.mjs), wired as the generic provider "Xcaret ID": the redirect,
 * the callback, linking by verified email and the redirecting state, for real.
 */
async function freshPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  const page = await context.newPage();
  return page;
}

/** Clicks the provider's button and signs in on the provider's own page. */
async function socialLogin(page: Page, login: string) {
  const button = page.getByRole('main').getByRole('link', { name: 'Continue with Xcaret ID' });
  await button.click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const consent = page.getByRole('button', { name: 'Continue' });
  // The provider asks for consent the first time only (when it asks at all).
  await Promise.race([
    consent
      .waitFor({ timeout: 5_000 })
      .then(() => consent.click())
      .catch(() => undefined),
    page.waitForURL(/127\.0\.0\.1:\d+\/(en|es)\//, { timeout: 5_000 }).catch(() => undefined),
  ]);
}

test('a new customer signs in with the OpenID provider; the redirecting state shows meanwhile', async ({
  page,
  baseURL,
}) => {
  // Errors of our own pages only (the provider's dev page asks for a web font it cannot reach).
  const ownErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && m.location().url.startsWith(baseURL!)) ownErrors.push(m.text());
  });
  await page.context().addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
  await page.goto('/en/login/');
  expect(await axeViolations(page)).toEqual([]);
  // Facebook, Google and Apple have no credentials here: the demo's sandbox serves them, and a
  // line under the buttons says so.
  const social = page.getByRole('main').locator('[data-social]');
  for (const name of ['Facebook', 'Google', 'Apple'])
    await expect(social.getByRole('link', { name: `Continue with ${name}` })).toHaveAttribute(
      'data-mode',
      'sandbox',
    );
  await expect(social).toContainText('Demo site: Facebook, Google and Apple open a sandbox');

  // Hold the start of the redirect a moment to see SPEC §4's "redirecting" state.
  await page.route('**/api/account/social/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const email = uniqueEmail('social.new');
  const button = page.getByRole('main').getByRole('link', { name: 'Continue with Xcaret ID' });
  // Clicked and read inside the page: Playwright's own click and assertions would wait for
  // the (held) navigation to finish, and the page showing the state would be gone.
  const shown = await button.evaluate(async (link: HTMLElement) => {
    link.click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const box = link.closest('[data-social]')!;
    return {
      state: box.getAttribute('data-login-state'),
      status: box.querySelector('[role="status"]')?.textContent,
    };
  });
  expect(shown).toEqual({ state: 'redirecting', status: 'Redirecting to Xcaret ID…' });

  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const consent = page.getByRole('button', { name: 'Continue' });
  if (await consent.isVisible().catch(() => false)) await consent.click();

  await expect(page).toHaveURL(`${baseURL}/en/my-account/`);
  await expect(page.getByTestId('profile-name')).toHaveText(/Social New/i);
  await expect(page.getByRole('banner').getByRole('link', { name: /Hello,/ })).toBeVisible();
  expect(ownErrors).toEqual([]);
});

test('a verified provider email joins the existing customer; an unverified one does not', async ({
  browser,
  baseURL,
}, info) => {
  // An existing customer registered with a password.
  const email = uniqueEmail('linked');
  const first = await freshPage(browser, baseURL!);
  await registerAndConfirm(first, info, { email, name: 'Lina Linked' });
  await first.context().close();

  const page = await freshPage(browser, baseURL!);
  await page.goto('/en/login/');
  await socialLogin(page, email);
  await expect(page).toHaveURL(`${baseURL}/en/my-account/`);
  // The same account: the name given at registration, not the provider's.
  await expect(page.getByTestId('profile-name')).toHaveText('Lina Linked');
  await page.context().close();

  // The provider does not vouch for this address: no linking, USER_ALREADY_EXISTS.
  const unverified = uniqueEmail('taken+unverified');
  const owner = await freshPage(browser, baseURL!);
  await registerAndConfirm(owner, info, { email: unverified, name: 'Una Owner' });
  await owner.context().close();
  const intruder = await freshPage(browser, baseURL!);
  await intruder.goto('/en/login/');
  await socialLogin(intruder, unverified);
  await expect(intruder).toHaveURL(/\/en\/login\/\?error=/);
  await expect(intruder.locator('main form[data-form="login"]').getByRole('alert')).toHaveText(
    'An account with this email already exists.',
  );
  await expect(
    intruder.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }),
  ).toHaveText('Log in');
  await intruder.context().close();
});

test('es: Google without credentials goes through the sandbox page, which says so, and signs in', async ({
  page,
  browser,
  baseURL,
}, info) => {
  await page.context().addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
  await page.goto('/es/iniciar-sesion/');
  const social = page.getByRole('main').locator('[data-social]');
  await expect(social.getByRole('link', { name: 'Continuar con Facebook' })).toBeVisible();
  await expect(social.getByRole('link', { name: 'Continuar con Apple' })).toBeVisible();
  await social.getByRole('link', { name: 'Continuar con Google' }).click();

  await expect(page).toHaveURL(/\/sandbox\/sign-in\/google\/\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Google: inicio de sesión de prueba',
  );
  await expect(page.getByText(/no es Google y no se envía nada a Google/)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await axeViolations(page)).toEqual([]);
  // Nothing typed: each field says what it needs, and nothing is signed.
  await page.getByRole('button', { name: 'Continuar como si fuera Google' }).click();
  await expect(page.getByRole('alert')).toContainText('Nombre: Escribe tu nombre');
  await expect(page.getByRole('alert')).toContainText(
    'Correo electrónico: Escribe un correo electrónico válido',
  );
  expect(await axeViolations(page)).toEqual([]);
  const email = uniqueEmail('sara.sandbox');
  await page.getByLabel('Nombre').fill('Sara Sandbox');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Continuar como si fuera Google' }).click();
  await expect(page).toHaveURL(`${baseURL}/es/mi-cuenta/`);
  await expect(page.getByTestId('profile-name')).toHaveText('Sara Sandbox');

  // A sandbox identity never vouches for its email: an existing customer's address is refused.
  const taken = uniqueEmail('owner.sandbox');
  const owner = await freshPage(browser, baseURL!);
  await registerAndConfirm(owner, info, { email: taken, name: 'Olga Owner' });
  await owner.context().close();
  const intruder = await freshPage(browser, baseURL!);
  await intruder.goto('/es/iniciar-sesion/');
  await intruder.getByRole('main').getByRole('link', { name: 'Continuar con Apple' }).click();
  await intruder.getByLabel('Nombre').fill('Intruder');
  await intruder.getByLabel('Correo electrónico').fill(taken);
  await intruder.getByRole('button', { name: 'Continuar como si fuera Apple' }).click();
  await expect(intruder).toHaveURL(/\/es\/iniciar-sesion\/\?error=/);
  await expect(intruder.locator('main form[data-form="login"]').getByRole('alert')).toHaveText(
    'Ya existe una cuenta con este correo electrónico.',
  );
  // Cancelling on the sandbox page comes back to the login page, signed out.
  await intruder.getByRole('main').getByRole('link', { name: 'Continuar con Facebook' }).click();
  await intruder.getByRole('button', { name: 'Cancelar y volver al sitio' }).click();
  await expect(intruder).toHaveURL(/\/es\/iniciar-sesion\/\?error=/);
  await expect(
    intruder.getByRole('banner').getByRole('link', { name: 'Iniciar sesión', exact: true }),
  ).toBeVisible();
  await intruder.context().close();
});

test('the sandbox page refuses requests that are not Better Auth’s for our own callback', async ({
  page,
  baseURL,
}) => {
  const good = new URLSearchParams({
    response_type: 'code',
    client_id: 'sandbox-google',
    redirect_uri: `${baseURL}/api/auth/callback/sandbox-google`,
    state: 'state-0123456789',
    code_challenge: 'a'.repeat(43),
    code_challenge_method: 'S256',
  });
  // The control: the well-formed request shows the form.
  const shown = await page.request.get(`/sandbox/sign-in/google/?${good}`);
  expect(shown.status()).toBe(200);
  expect(await shown.text()).toContain('name="email"');
  const variants: Record<string, string>[] = [
    { redirect_uri: 'https://evil.example/api/auth/callback/sandbox-google' },
    { client_id: 'sandbox-facebook' },
    { code_challenge_method: 'plain' },
    { state: '' },
    { response_type: 'token' },
  ];
  for (const change of variants) {
    const query = new URLSearchParams({ ...Object.fromEntries(good), ...change });
    const answer = await page.request.get(`/sandbox/sign-in/google/?${query}`);
    expect(answer.status(), JSON.stringify(change)).toBe(400);
    expect(await answer.text()).not.toContain('name="email"');
    // Posting the same request signs nothing and sends nobody anywhere.
    const posted = await page.request.post(`/sandbox/sign-in/google/`, {
      form: { ...Object.fromEntries(query), name: 'X', email: 'x@example.com', action: 'continue' },
      maxRedirects: 0,
    });
    expect(posted.status(), JSON.stringify(change)).toBe(400);
  }
  // A provider that has no sandbox (the generic one, or a made-up name) has no page.
  for (const provider of ['oidc', 'twitter', '..%2F..'])
    expect((await page.request.get(`/sandbox/sign-in/${provider}/`)).status()).toBe(400);
});
