import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

type Mail = { to: string; subject: string; text: string };

/** The emails the server wrote to its file mailbox (MAIL_DIR in playwright.config.ts). */
export function mailbox(info: TestInfo): Mail[] {
  const dir = path.resolve(String(info.project.metadata.mailDir));
  try {
    return readdirSync(dir).map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
  } catch {
    return [];
  }
}

/** Waits for the outbox job (every 5 s) to deliver an email to `to` whose subject matches. */
export async function waitForMail(info: TestInfo, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = mailbox(info).find((m) => m.to === to && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  return found!;
}

export function linkIn(mail: Mail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`No link in "${mail.subject}"`);
  return match[0];
}

/** A fresh address per test run, so reruns against one server never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export const PASSWORD = 'sunny beaches 2027';

/** Registers through the page and confirms by the emailed link (ends logged in). */
export async function registerAndConfirm(
  page: Page,
  info: TestInfo,
  {
    email,
    name = 'Ana Pérez',
    locale = 'en',
  }: { email: string; name?: string; locale?: 'es' | 'en' },
) {
  const t =
    locale === 'en'
      ? {
          path: '/en/register/',
          name: 'Full name',
          email: 'Email',
          password: 'Password',
          submit: 'Create account',
          subject: /Confirm your email/,
        }
      : {
          path: '/es/registro/',
          name: 'Nombre completo',
          email: 'Correo electrónico',
          password: 'Contraseña',
          submit: 'Crear cuenta',
          subject: /Confirma tu correo/,
        };
  await page.goto(t.path);
  const form = page.locator('form[data-form="register"]');
  await form.getByLabel(t.name).fill(name);
  await form.getByLabel(t.email).fill(email);
  await form.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
  const mail = await waitForMail(info, email, t.subject);
  await page.goto(linkIn(mail));
}
