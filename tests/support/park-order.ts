import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { typeCard } from './checkout';
import { acceptCookies } from './fixtures';

/** Park orders paid in the browser, and the emails the server wrote (issue 15's specs). */

/** A date `n` days ahead, off Sunday (Xplor and some tours rest). */
export function day(n: number): string {
  const date = new Date(Date.now() + n * 86_400_000);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function mailbox(): { to: string; subject: string; text: string }[] {
  const dir = path.resolve(String(test.info().project.metadata.mailDir));
  try {
    return readdirSync(dir).map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
  } catch {
    return [];
  }
}

const checkoutWords = {
  es: {
    name: 'Nombre completo',
    email: 'Correo electrónico',
    confirmed: 'Tu compra está confirmada',
  },
  en: { name: 'Full name', email: 'Email', confirmed: 'Your purchase is confirmed' },
};

/** Two visits in the cart (Xel-Há, then Xcaret Plus two days later), paid with the sandbox's Visa. */
export async function buyParkVisits(
  page: Page,
  baseURL: string,
  lang: 'es' | 'en',
  offset: number,
  email: string,
) {
  const w = checkoutWords[lang];
  await acceptCookies(page, baseURL);
  for (const data of [
    { locale: lang, product: 'xel-ha', visitDate: day(offset), adults: 2 },
    { locale: lang, product: 'xcaret-plus', visitDate: day(offset + 2), adults: 1, children: 1 },
  ]) {
    const added = await page.request.post('/api/e2e/cart/', { data });
    expect(added.status(), await added.text()).toBe(200);
  }
  await page.goto(`/${lang}/carrito/checkout/`);
  await page.getByLabel(w.name).fill('Ana López');
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: /^(Pagar|Pay) / }).click();
  await typeCard(page, lang, { number: '4242 4242 4242 4242', holder: 'Ana López' });
  await expect(page.getByRole('heading', { name: w.confirmed })).toBeVisible();
  return (await page.getByTestId('order-reference').textContent())!.trim();
}

/** The signed link of the order's confirmation email. */
export async function emailedLink(reference: string, pattern: RegExp): Promise<string> {
  const text = () => mailbox().find((m) => m.subject.includes(reference))?.text ?? '';
  await expect.poll(text, { timeout: 30_000 }).toMatch(pattern);
  const url = new URL(text().match(pattern)![0]);
  return `${url.pathname}${url.search}`;
}
