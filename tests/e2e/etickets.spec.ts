import { acceptCookies, axeViolations, expect, test } from '../support/fixtures';
import { pdfTextLines } from '../support/pdf-text';

/*
 * What a park buyer gets after paying: the confirmation email with the e-tickets' PDF and a
 * calendar file, shown by the development mailbox (no SMTP_URL in the e2e servers). The
 * cart is filled through /api/e2e/cart/ and "paid" through /api/e2e/park-order/, which
 * issues the tickets and queues the email exactly as the capture does; the server's outbox
 * job then sends it.
 */

/**
 * A date about `n` days ahead (far enough that "today at the parks" never matters), moved
 * off Sunday: Xplor runs Monday to Saturday.
 */
function day(n: number): string {
  const date = new Date(Date.now() + n * 86_400_000);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const copy = {
  es: {
    subject: (ref: string) => `Tu compra ${ref} está confirmada: aquí están tus boletos`,
    pdf: (ref: string) => `boletos-${ref}.pdf`,
    summary: 'Xcaret Plus: 3 boletos',
    bring: 'Qué llevar',
    holder: 'TITULAR',
    brand: 'Parques y Tours Xcaret',
  },
  en: {
    subject: (ref: string) => `Your order ${ref} is confirmed: here are your tickets`,
    pdf: (ref: string) => `tickets-${ref}.pdf`,
    summary: 'Xcaret Plus: 3 tickets',
    bring: 'What to bring',
    holder: 'HOLDER',
    brand: 'Xcaret Parks and Tours',
  },
};

for (const [locale, offset] of [
  ['es', 24],
  ['en', 26],
] as const) {
  const c = copy[locale];

  test(`${locale}: the park order email arrives in the dev mailbox with the e-tickets' PDF and a calendar file`, async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await acceptCookies(page, baseURL!);
    const visit = day(offset);
    const email = `buyer-${locale}-${Date.now()}@example.com`;
    // 2 adults and 1 child on a date, plus an open Xel-Há ticket for 1 adult: 4 tickets.
    for (const data of [
      { locale, product: 'xcaret-plus', visitDate: visit, adults: 2, children: 1 },
      { locale, product: 'xel-ha', openTicket: true, adults: 1 },
    ]) {
      const added = await page.request.post('/api/e2e/cart/', { data });
      expect(added.status(), await added.text()).toBe(200);
    }
    const paid = await page.request.post('/api/e2e/park-order/', {
      data: { locale, email, buyerName: 'Ana Test' },
    });
    expect(paid.status()).toBe(200);
    const { reference, count } = (await paid.json()) as { reference: string; count: number };
    expect(count).toBe(4);

    // The outbox job sends within a few seconds.
    await page.goto('/dev/mailbox/');
    const link = page.getByRole('link', { name: new RegExp(c.subject(reference)) });
    await expect(async () => {
      await page.reload();
      await expect(link).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await axeViolations(page)).toEqual([]);

    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: c.subject(reference) })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(c.summary)).toBeVisible();
    const pdfLink = page.getByRole('link', { name: c.pdf(reference) });
    const icsLink = page.getByRole('link', { name: `xcaret-plus-${visit}.ics` });
    await expect(pdfLink).toBeVisible();
    await expect(icsLink).toBeVisible();
    // One calendar file only: the open ticket has no date.
    await expect(page.getByRole('link', { name: /\.ics$/ })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);

    // The PDF downloads: one page per ticket.
    const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(4);
    // Each ticket names its holder, the buyer, under its own label.
    const lines = pdfTextLines(bytes);
    expect(lines.filter((line) => line === c.holder)).toHaveLength(4);
    expect(lines.filter((line) => line === 'Ana Test')).toHaveLength(4);

    const ics = await page.request.get((await icsLink.getAttribute('href'))!);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const calendar = (await ics.text()).replace(/\r\n /g, '');
    expect(calendar).toContain('BEGIN:VCALENDAR');
    expect(calendar).toContain(`DTSTART;TZID=America/Cancun:${visit.replaceAll('-', '')}T083000`);

    // The HTML version, as a mail client shows it.
    const html = await page.request.get(
      (await page.getByRole('link', { name: 'Open the HTML version' }).getAttribute('href'))!,
    );
    expect(html.headers()['content-type']).toContain('text/html');
    const htmlText = await html.text();
    expect(htmlText).toContain(c.bring);
    expect(htmlText).toMatch(new RegExp(`data-brand="parks".*XCARET.*${c.brand}`, 's'));
    expect(consoleErrors).toEqual([]);
  });
}

test('en: the confirmation blocks list the tickets with the PDF link, and how to get there and what to bring', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await acceptCookies(page, baseURL!);
  const visit = day(28);
  for (const data of [
    { locale: 'en', product: 'xplor', visitDate: visit, adults: 2, children: 1 },
    { locale: 'en', product: 'xel-ha', openTicket: true, adults: 1 },
  ]) {
    const added = await page.request.post('/api/e2e/cart/', { data });
    expect(added.status(), await added.text()).toBe(200);
  }
  const paid = await page.request.post('/api/e2e/park-order/', {
    data: { locale: 'en', email: `blocks-${Date.now()}@example.com` },
  });
  const { orderId, reference } = (await paid.json()) as { orderId: string; reference: string };
  await page.goto(`/en/e2e-order-confirmation/?order=${orderId}&reference=${reference}&hotel=HXA`);

  const tickets = page.getByRole('region', { name: 'Your tickets' });
  await expect(tickets.getByText('Xplor · 3 tickets')).toBeVisible();
  await expect(tickets.getByText('2 adults, 1 child')).toBeVisible();
  await expect(tickets.getByText('Xel-Há · 1 ticket')).toBeVisible();
  await expect(tickets.getByText(/^Open ticket, valid until /)).toBeVisible();
  await expect(tickets.getByRole('link', { name: 'Download tickets (PDF)' })).toHaveAttribute(
    'href',
    `/api/v1/orders/${reference}/tickets.pdf`,
  );
  const visitInfo = page.getByRole('region', { name: 'Before your visit' });
  await expect(visitInfo.getByRole('heading', { name: 'Xel-Há' })).toBeVisible();
  await expect(visitInfo.getByText('10 USD for the refundable snorkel gear deposit')).toBeVisible();
  await expect(visitInfo.getByText(/Carretera Chetumal-Puerto Juárez km 240, Tulum/)).toBeVisible();
  const hotel = page.getByRole('region', { name: 'Before you arrive' });
  await expect(hotel.getByText(/Round-trip airport transfer is included/)).toBeVisible();
  await expect(hotel.getByText(/ID for guests aged 16 and 17/)).toBeVisible();
  // The hotel's own front desk and times, from the catalogue.
  await expect(hotel.getByRole('link', { name: '+52 984 257 7300' })).toHaveAttribute(
    'href',
    'tel:+529842577300',
  );
  await expect(hotel.getByTestId('hotel-check-times')).toHaveText(
    /^Check-in from 3:00\sPM; check-out by 12:00\sPM\.$/,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  expect(consoleErrors).toEqual([]);
});

test('the mailbox refuses made-up message ids and attachment numbers', async ({ page }) => {
  expect((await page.request.get('/dev/mailbox/..%2F..%2Fpackage/')).status()).toBe(404);
  expect((await page.request.get('/dev/mailbox/20300101T000000-000Z-00000000/')).status()).toBe(
    404,
  );
  expect(
    (await page.request.get('/dev/mailbox/20300101T000000-000Z-00000000/attachments/0/')).status(),
  ).toBe(404);
});

test('a scanned token that is not ours is refused by the verification API', async ({ page }) => {
  const response = await page.request.get('/api/v1/tickets/verify/?token=abc.def');
  expect(await response.json()).toEqual({ valid: false, reason: 'malformed' });
  const forged = await page.request.get(
    `/api/v1/tickets/verify/?token=${'A'.repeat(31)}.${'B'.repeat(22)}`,
  );
  expect((await forged.json()).valid).toBe(false);
});
