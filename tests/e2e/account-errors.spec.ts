import { acceptCookies, expect, test } from '../support/fixtures';
import { PASSWORD, registerAndConfirm, uniqueEmail, waitForMail } from '../support/accounts';

/** SPEC §8's login catalogue, code and message, in Spanish and English. */
const catalogue = {
  es: {
    login: '/es/iniciar-sesion/',
    register: '/es/registro/',
    forgot: '/es/forgot/',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    name: 'Nombre completo',
    create: 'Crear cuenta',
    send: 'Enviarme el enlace',
    INVALID_EMAIL: 'El correo electrónico no tiene el formato correcto.',
    PASSWORD_REQUIRED: 'La contraseña es obligatoria.',
    INCORRECT_LOGIN: 'El correo electrónico o la contraseña son incorrectos.',
    USER_NOT_CONFIRMED: /Debes confirmar tu correo electrónico/,
    USER_ALREADY_EXISTS: 'Ya existe una cuenta con este correo electrónico.',
    GENERAL_ERROR: 'Hubo un error al iniciar sesión. Inténtalo de nuevo.',
    registered: /Enviamos un enlace de confirmación/,
    resetSent: /Si existe una cuenta para/,
    existsSubject: /Ya existe una cuenta/,
  },
  en: {
    login: '/en/login/',
    register: '/en/register/',
    forgot: '/en/forgot/',
    email: 'Email',
    password: 'Password',
    signIn: 'Log in',
    name: 'Full name',
    create: 'Create account',
    send: 'Send me the link',
    INVALID_EMAIL: 'The email is not in the correct format.',
    PASSWORD_REQUIRED: 'The password is required.',
    INCORRECT_LOGIN: 'The email or password is incorrect.',
    USER_NOT_CONFIRMED: /You must confirm your email/,
    USER_ALREADY_EXISTS: 'An account with this email already exists.',
    GENERAL_ERROR: 'There was an error when you logged in. Please try again.',
    registered: /We have sent a confirmation link/,
    resetSent: /If an account exists for/,
    existsSubject: /An account with this email already exists/,
  },
} as const;

for (const locale of ['es', 'en'] as const) {
  const t = catalogue[locale];
  test(`${locale}: every login code of the catalogue`, async ({
    page,
    baseURL,
    consoleErrors,
  }, info) => {
    await acceptCookies(page, baseURL!);
    const form = page.locator('main form[data-form="login"]');
    const submit = async (email: string, password: string) => {
      await form.getByLabel(t.email).fill(email);
      await form.getByLabel(t.password).fill(password);
      await form.getByRole('button', { name: t.signIn }).click();
    };
    await page.goto(t.login);

    await submit('not-an-email', PASSWORD);
    const emailError = form.getByText(t.INVALID_EMAIL);
    await expect(emailError).toBeVisible();
    await expect(form.getByLabel(t.email)).toHaveAttribute('aria-invalid', 'true');

    await submit('someone@example.com', '');
    await expect(form.getByText(t.PASSWORD_REQUIRED)).toBeVisible();

    await submit(uniqueEmail('unknown'), PASSWORD);
    await expect(form.getByRole('alert')).toHaveAttribute('data-code', 'INCORRECT_LOGIN');
    await expect(form.getByRole('alert')).toHaveText(t.INCORRECT_LOGIN);

    // Registered, not confirmed yet.
    const pending = uniqueEmail(`pending-${locale}`);
    await page.goto(t.register);
    const reg = page.locator('form[data-form="register"]');
    await reg.getByLabel(t.name).fill('Pat Pending');
    await reg.getByLabel(t.email).fill(pending);
    await reg.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await reg.getByRole('button', { name: t.create }).click();
    await expect(page.getByRole('status').filter({ hasText: pending })).toHaveText(t.registered);
    await page.goto(t.login);
    await submit(pending, PASSWORD);
    await expect(form.getByRole('alert')).toHaveAttribute('data-code', 'USER_NOT_CONFIRMED');
    await expect(form.getByRole('alert')).toHaveText(t.USER_NOT_CONFIRMED);

    // Registering again with the same address: the page answers as for a new one (no
    // enumeration); the owner of the address is told by email, in the catalogue's words.
    await page.goto(t.register);
    await reg.getByLabel(t.name).fill('Someone Else');
    await reg.getByLabel(t.email).fill(pending);
    await reg.getByLabel(t.password, { exact: true }).fill('another password');
    await reg.getByRole('button', { name: t.create }).click();
    await expect(page.getByRole('status').filter({ hasText: pending })).toHaveText(t.registered);
    const exists = await waitForMail(info, pending, t.existsSubject);
    expect(exists.text).toContain(t.USER_ALREADY_EXISTS.replace(/\.$/, ''));

    // A social login that comes back refused: GENERAL_ERROR, or USER_ALREADY_EXISTS when the
    // provider's unverified address belongs to a customer.
    await page.goto(`${t.login}?error=oauth_code_verification_failed`);
    await expect(form.getByRole('alert')).toHaveText(t.GENERAL_ERROR);
    await page.goto(`${t.login}?error=account_not_linked`);
    await expect(form.getByRole('alert')).toHaveText(t.USER_ALREADY_EXISTS);
    expect(consoleErrors).toEqual([]);
  });

  test(`${locale}: registration and reset answer alike for known and unknown addresses`, async ({
    page,
    browser,
    baseURL,
  }, info) => {
    await acceptCookies(page, baseURL!);
    const known = uniqueEmail(`known-${locale}`);
    const confirm = await browser.newPage();
    await registerAndConfirm(confirm, info, { email: known, locale });
    await confirm.close();
    const unknown = uniqueEmail(`nobody-${locale}`);

    const resetAnswer = async (email: string) => {
      await page.goto(t.forgot);
      await page.getByRole('main').getByLabel(t.email).fill(email);
      await page.getByRole('button', { name: t.send }).click();
      const status = page.getByRole('status').filter({ hasText: email });
      await expect(status).toBeVisible();
      return (await status.textContent())!.replace(email, '<email>');
    };
    expect(await resetAnswer(known)).toBe(await resetAnswer(unknown));
    await waitForMail(info, known, /contraseña|password/i);

    const registerAnswer = async (email: string) => {
      await page.goto(t.register);
      const reg = page.locator('form[data-form="register"]');
      await reg.getByLabel(t.name).fill('Probe');
      await reg.getByLabel(t.email).fill(email);
      await reg.getByLabel(t.password, { exact: true }).fill(PASSWORD);
      await reg.getByRole('button', { name: t.create }).click();
      const status = page.getByRole('status').filter({ hasText: email });
      await expect(status).toBeVisible();
      return (await status.textContent())!.replace(email, '<email>');
    };
    expect(await registerAnswer(known)).toBe(await registerAnswer(uniqueEmail(`new-${locale}`)));
  });
}
