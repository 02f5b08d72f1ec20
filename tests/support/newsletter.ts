import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The newsletter form's words and the steps a visitor takes (newsletter and back-office specs). */
/**
 * Each test comes from its own client address: the sign-up is limited per address, and the
 * tests must not spend each other's allowance.
 */
export async function ownAddress(page: Page) {
  const n = (Date.now() % 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${n}, 10.0.0.1` });
}

export type Copy = {
  name: string;
  lastName: string;
  email: string;
  country: string;
  countryName: string;
  acceptance: RegExp;
  permission: RegExp;
  robot: string;
  verified: string;
  submit: string;
};

export const EN: Copy = {
  name: 'Name',
  lastName: 'Last name',
  email: 'Email',
  country: 'Country',
  countryName: 'Mexico',
  acceptance: /I accept the Xcaret Hotels privacy notice/,
  permission: /I allow Xcaret Hotels to send me offers/,
  robot: "I'm not a robot",
  verified: 'Verified',
  submit: 'Subscribe',
};
export const ES: Copy = {
  name: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  country: 'País',
  countryName: 'México',
  acceptance: /Acepto el aviso de privacidad/,
  permission: /Autorizo a Hoteles Xcaret/,
  robot: 'No soy un robot',
  verified: 'Verificado',
  submit: 'Suscribirme',
};

export async function fill(form: Locator, copy: Copy, email: string) {
  await form.getByLabel(copy.name, { exact: true }).fill('Ana');
  await form.getByLabel(copy.lastName, { exact: true }).fill('López');
  await form.getByLabel(copy.email, { exact: true }).fill(email);
  await form.getByLabel(copy.country, { exact: true }).selectOption({ label: copy.countryName });
  await form.getByLabel(copy.acceptance).check();
  await form.getByLabel(copy.permission).check();
}

/** Solves the real ALTCHA proof of work (cheap in e2e: CAPTCHA_COST) in the widget. */
export async function solveCaptcha(form: Locator, copy: Copy) {
  // The widget draws its own box over the input: a visitor clicks the label.
  await form.getByText(copy.robot, { exact: true }).click();
  await expect(form.getByText(copy.verified, { exact: true })).toBeVisible({ timeout: 20_000 });
}
