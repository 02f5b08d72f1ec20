import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { acceptCookies, axeViolations, expect, test } from '../support/fixtures';
import { createStaff, signInStaff } from '../support/staff';

/*
 * Issue 17's gate scanner. Chromium's fake camera plays a file: the test writes the QR code
 * of a real ticket (the project's QR library, as the PDF draws it) into a Y4M picture before
 * the camera is opened, so the page reads it exactly as a phone would read a ticket held up
 * to it (Debian's Chromium has no BarcodeDetector: jsQR decodes the frames).
 */
// One file per worker process (each has its own browser), so tests running at once never
// show each other's tickets.
const CAMERA_FILE = path.join(
  os.tmpdir(),
  `gate-camera-${process.env.E2E_PORT ?? '3210'}-${process.env.TEST_WORKER_INDEX ?? '0'}.y4m`,
);
const W = 640;
const H = 480;

/** A 640×480 grey picture (4:2:0, neutral colour) with the text's QR code in the middle. */
function writeCameraFile(text: string | null) {
  const luma = Buffer.alloc(W * H, 235);
  if (text) {
    const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const size = qr.modules.size;
    const scale = Math.floor(400 / (size + 8));
    const left = Math.floor((W - size * scale) / 2);
    const top = Math.floor((H - size * scale) / 2);
    for (let r = 0; r < size; r++)
      for (let c = 0; c < size; c++)
        if (qr.modules.get(r, c))
          for (let y = 0; y < scale; y++)
            luma.fill(
              16,
              (top + r * scale + y) * W + left + c * scale,
              (top + r * scale + y) * W + left + (c + 1) * scale,
            );
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(CAMERA_FILE, Buffer.concat([header, Buffer.from('FRAME\n'), luma, chroma]));
}

// The browser opens the file when the camera starts; it must exist when the browser does.
writeCameraFile(null);

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA_FILE}`,
    ],
  },
});

/** A date `n` days ahead, off Sunday (some parks close on Sundays). */
function day(n: number): string {
  const date = new Date(Date.now() + n * 86_400_000);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

type Ticket = { code: string; token: string; product: string; visitDate: string | null };

/** A paid park order through the e2e hooks (a cart of its own): its tickets' codes and tokens. */
async function order(
  baseURL: string,
  lines: Record<string, unknown>[],
): Promise<{ orderId: string; tickets: Ticket[] }> {
  const request = await playwrightRequest.newContext({ baseURL });
  for (const data of lines) {
    const added = await request.post('/api/e2e/cart/', { data });
    expect(added.status(), await added.text()).toBe(200);
  }
  const paid = await request.post('/api/e2e/park-order/', {
    data: { email: `gate-${Date.now()}@example.com` },
  });
  expect(paid.status()).toBe(200);
  const { orderId } = (await paid.json()) as { orderId: string };
  const listed = await request.post('/api/e2e/tickets/', { data: { orderId } });
  const { tickets } = (await listed.json()) as { tickets: Ticket[] };
  await request.dispose();
  return { orderId, tickets };
}

const answer = (page: Page) => page.locator('[aria-live="assertive"] [data-answer]');

const words = {
  es: {
    open: 'Abrir cámara',
    gate: 'Puerta',
    valid: 'Válido',
    used: 'Ya usado',
    product: 'Xel-Há',
  },
  en: {
    open: 'Open camera',
    gate: 'Gate',
    valid: 'Valid',
    used: 'Already used',
    product: 'Xel-Há',
  },
} as const;

for (const locale of ['es', 'en'] as const) {
  const w = words[locale];
  test(`${locale}: a gate user shows a ticket to the camera and sees "valid", then "already used"`, async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await acceptCookies(page, baseURL!);
    const { tickets } = await order(baseURL!, [
      { locale, product: 'xel-ha', openTicket: true, adults: 2 },
    ]);
    const ticket = tickets[0]!;
    writeCameraFile(ticket.token);
    const staff = await createStaff(page.request, 'gate', locale);
    await signInStaff(page, staff, '/admin/gate/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'es' ? 'Control de acceso' : 'Gate scanner',
    );
    await page.getByLabel(w.gate, { exact: true }).fill('Norte 2');
    await page.getByRole('button', { name: w.open }).click();

    // The first read admits: the word, the product, the person and the group.
    await expect(answer(page)).toHaveAttribute('data-answer', 'valid', { timeout: 20_000 });
    await expect(answer(page)).toContainText(w.valid);
    await expect(answer(page)).toContainText(ticket.code);
    await expect(answer(page)).toContainText(w.product);
    await expect(answer(page)).toContainText(locale === 'es' ? '2 adultos' : '2 adults');
    // The same ticket still in front of the camera, read again a few seconds later: used,
    // with when and at which gate.
    await expect(answer(page)).toHaveAttribute('data-answer', 'used', { timeout: 20_000 });
    await expect(answer(page)).toContainText(w.used);
    await expect(answer(page)).toContainText('Norte 2');
    await expect(answer(page)).toContainText(staff.email);
    expect(await axeViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: locale === 'es' ? 'Cerrar cámara' : 'Close camera' })
      .click();
    expect(consoleErrors).toEqual([]);
  });
}

test('es: typed codes answer valid, already used, wrong date, cancelled and unknown; offline scans are checked when back', async ({
  page,
  baseURL,
  context,
}) => {
  await acceptCookies(page, baseURL!);
  const open = await order(baseURL!, [
    { locale: 'es', product: 'xel-ha', openTicket: true, adults: 3 },
  ]);
  const dated = await order(baseURL!, [
    { locale: 'es', product: 'xcaret-plus', visitDate: day(30), adults: 1, transport: 'CUN' },
  ]);
  const cancelled = await order(baseURL!, [
    { locale: 'es', product: 'xel-ha', openTicket: true, adults: 1 },
  ]);
  await page.request.post('/api/e2e/tickets/', {
    data: { orderId: cancelled.orderId, void: true },
  });
  const staff = await createStaff(page.request, 'gate', 'es');
  await signInStaff(page, staff, '/admin/gate/');
  await page.getByLabel('Puerta', { exact: true }).fill('Sur');
  const field = page.getByLabel('Código del boleto');
  const check = async (code: string, kind: string, word: string) => {
    await field.fill(code);
    await field.press('Enter');
    await expect(answer(page)).toHaveAttribute('data-answer', kind);
    await expect(answer(page)).toContainText(word);
  };

  // Typed in lower case without the prefix: the keyboard alone does it.
  await check(open.tickets[0]!.code.slice(3).toLowerCase(), 'valid', 'Válido');
  await expect(answer(page)).toContainText('Boleto abierto, válido hasta');
  await expect(answer(page)).toContainText('Sin extras');
  await check(open.tickets[0]!.code, 'used', 'Ya usado');
  await expect(answer(page)).toContainText('Puerta: Sur');
  await check(dated.tickets[0]!.code, 'wrong-date', 'Fecha incorrecta');
  await expect(answer(page)).toContainText('Su fecha de visita es');
  await check(cancelled.tickets[0]!.code, 'void', 'Cancelado');
  await check('XT-0000000000', 'unknown', 'Desconocido');
  expect(await axeViolations(page)).toEqual([]);

  // The connection drops: two scans of the same ticket (a copied code) and another wait.
  await context.setOffline(true);
  for (const code of [open.tickets[1]!.code, open.tickets[1]!.code, open.tickets[2]!.code]) {
    await field.fill(code);
    await field.press('Enter');
  }
  await expect(page.getByText('Sin conexión: escaneo guardado')).toBeVisible();
  await expect(page.getByText('3 escaneos pendientes de validar')).toBeVisible();
  // Back online: the queue is sent in order; the copied code is reported as used.
  await context.setOffline(false);
  const synced = page.getByRole('region', { name: 'Escaneos sin conexión, ya validados' });
  await expect(synced.locator('[data-answer]')).toHaveCount(3, { timeout: 20_000 });
  await expect(synced.locator('[data-answer="valid"]')).toHaveCount(2);
  await expect(synced.locator('[data-answer="used"]')).toHaveCount(1);
  await expect(page.getByText(/pendientes? de validar/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('a wrong role cannot scan, and the endpoint refuses it', async ({ page, request }) => {
  const staff = await createStaff(request, 'revenue', 'es');
  await signInStaff(page, staff);
  await expect(page.getByRole('link', { name: 'Control de acceso' })).toHaveCount(0);
  expect((await page.goto('/admin/gate/'))?.status()).toBe(404);
  const refused = await page.request.post('/api/admin/v1/tickets/redeem/', {
    data: { code: 'XT-0000000000' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
});
