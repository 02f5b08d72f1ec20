import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { e2eServerSettings } from '../../playwright.config';
import { keepAliveArgs } from '../../scripts/keep-alive.mjs';
import { expect, test } from '../support/fixtures';
import { createStaff, signInStaff } from '../support/staff';

/**
 * Decision 0046: a change made through one instance regenerates the cached pages of every
 * instance at once, not at their `revalidate` time. A second `next start` of the build under
 * test runs on the PostgreSQL database of the postgres project's server; both keep the probe
 * page in their page cache; the back office on the first changes a footer phone; the second
 * shows the new phone right after.
 */
/** The suite's probe of the cacheable class (src/app/[locale]/e2e-cached): shows the phones. */
const CACHED = '/es/e2e-cached/';
const postgresUrl = process.env.E2E_POSTGRES_URL || '';
const port = Number(process.env.E2E_PORT ?? 3210) + 3;
const second = `http://127.0.0.1:${port}`;
/** Well under the probe's `revalidate = 3600`: a notification's way, then one render. */
const AT_ONCE = { timeout: 10_000, intervals: [100, 250, 500] };

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let server: ChildProcess | undefined;

test.beforeAll(async ({}, testInfo) => {
  test.skip(!postgresUrl, 'needs PostgreSQL (TEST_DATABASE_URL): with PGlite one instance only');
  test.skip(testInfo.project.name !== 'postgres', 'runs against the postgres project’s server');
  mkdirSync('data/e2e', { recursive: true });
  const log = createWriteStream(`data/e2e/server-${port}.log`, { flags: 'a' });
  server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), ...keepAliveArgs],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        BASE_URL: second,
        DATABASE_URL: postgresUrl,
        MAIL_DIR: './data/e2e/mail-postgres',
        ...e2eServerSettings,
      },
    },
  );
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);
  await expect
    .poll(
      () =>
        fetch(`${second}/api/health/ready/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 120_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) server.kill('SIGTERM');
});

/** The Canada line as a page shows it, and whether the page came from the page cache. */
async function canada(origin: string) {
  const response = await fetch(`${origin}${CACHED}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return {
    phone: /data-phone="CA">([^<]*)</.exec(html)?.[1],
    cache: response.headers.get('x-nextjs-cache'),
  };
}

test('a change on one instance regenerates the cached page on the other at once', async ({
  page,
  baseURL,
  request,
}) => {
  const first = baseURL!;
  const admin = await createStaff(request, 'admin');
  await signInStaff(page, admin, '/admin/settings/');
  // The Canada line's punctuation only (other specs read the Mexico line), put back after.
  const line = page.locator('form[data-phone="CA"]');
  const shown = line.getByLabel('Número mostrado');
  const original = await shown.inputValue();
  const changed = original === '1 866 393 5158' ? '1-866-393-5158' : '1 866 393 5158';

  /** Both instances keep the page with `value` in their cache. */
  const warm = async (value: string) => {
    for (const origin of [first, second]) {
      await expect.poll(async () => (await canada(origin)).phone, AT_ONCE).toBe(value);
      expect(await canada(origin), origin).toEqual({ phone: value, cache: 'HIT' });
    }
  };
  /** Saves the line on the first instance; the second shows it without waiting an hour. */
  const changeOnFirst = async (value: string) => {
    await shown.fill(value);
    await line.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cambio guardado' })).toBeVisible({
      timeout: 20_000,
    });
    const saved = Date.now();
    await expect.poll(async () => (await canada(second)).phone, AT_ONCE).toBe(value);
    test.info().annotations.push({
      type: 'seen on the second instance',
      description: `${Date.now() - saved} ms after the save`,
    });
    // Kept again: the next visitor of the second instance gets it from the cache.
    expect(await canada(second)).toEqual({ phone: value, cache: 'HIT' });
  };

  try {
    await warm(original);
    await changeOnFirst(changed);
    await page.goto('/admin/settings/');
    await changeOnFirst(original);
  } finally {
    if ((await shown.inputValue().catch(() => original)) !== original) {
      await page.goto('/admin/settings/');
      await shown.fill(original);
      await line.getByRole('button', { name: 'Guardar' }).click();
    }
  }
});

/** The rate a page ships for a currency (every price island converts with it), and its cache. */
async function shippedRate(origin: string, path: string, iso: string) {
  const response = await fetch(`${origin}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const match = new RegExp(
    `\\\\"iso\\\\":\\\\"${iso}\\\\",\\\\"decimals\\\\":\\d,\\\\"usdRate\\\\":\\\\"([\\d.]+)\\\\"`,
  ).exec(html);
  return {
    rate: match ? Number(match[1]) : undefined,
    cache: response.headers.get('x-nextjs-cache'),
  };
}

test("a price change on one instance: the other's cached home and parks pages show it at once", async ({
  page,
  baseURL,
  request,
}) => {
  const first = baseURL!;
  // The quetzal: no other journey reads it. Every price of these pages is converted with the
  // rate the page ships; the back office on the first instance doubles it from today.
  const paths = ['/es/', '/es/parques/'];
  const admin = await createStaff(request, 'admin');
  await signInStaff(page, admin, '/admin/settings/');
  const rateCell = page.locator('tr[data-currency="GTQ"] [data-rate]');
  const original = (await rateCell.textContent())!.trim();
  const setRate = async (value: string) => {
    const form = page.getByRole('form', { name: 'Nuevo tipo de cambio' });
    await form.getByLabel('Moneda').selectOption('GTQ');
    await form.getByLabel('Tipo (por 1 USD)').fill(value);
    await form.getByRole('button', { name: 'Guardar tipo de cambio' }).click();
    await expect(rateCell).toHaveText(value, { timeout: 20_000 });
  };
  const doubled = String(Number(original) * 2);
  try {
    for (const origin of [first, second])
      for (const path of paths) {
        await expect
          .poll(async () => (await shippedRate(origin, path, 'GTQ')).rate, AT_ONCE)
          .toBe(Number(original));
        expect((await shippedRate(origin, path, 'GTQ')).cache, `${origin}${path}`).toBe('HIT');
      }
    await setRate(doubled);
    const saved = Date.now();
    for (const path of paths)
      await expect
        .poll(async () => (await shippedRate(second, path, 'GTQ')).rate, AT_ONCE)
        .toBe(Number(doubled));
    test.info().annotations.push({
      type: 'new rate on the second instance',
      description: `${Date.now() - saved} ms after the save`,
    });
  } finally {
    await page.goto('/admin/settings/');
    await setRate(original);
  }
});
