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
  // Facebook, Google and Apple are not configured here: their buttons are not shown.
  for (const name of ['Facebook', 'Google', 'Apple'])
    await expect(page.getByRole('link', { name: `Continue with ${name}` })).toHaveCount(0);

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
