import { acceptCookies, axeViolations, expect, test } from '../support/fixtures';
import { registerAndConfirm, uniqueEmail } from '../support/accounts';
import { buyParkVisits, emailedLink, mailbox } from '../support/park-order';

/**
 * Issue 15, park orders in Manage my booking: a park order paid in one browser is opened from
 * its confirmation email's signed link in a fresh browser (no cookies, no account): each visit
 * with its date, people and QR codes, the PDF download; one visit is cancelled with its refund
 * shown first, its tickets then void, the other still valid. Spanish and English. A visit is
 * moved to another date: the difference first, then the new date and new tickets, the old QR
 * answering cancelled at the gate's verification.
 */

const words = {
  es: {
    link: /https?:\/\/\S+\/es\/mi-reserva\/\?t=[A-Za-z0-9_-]{43}/,
    title: 'Mi reserva',
    paid: 'Pagada',
    qr: /^Código QR del boleto XT-/,
    cancel: 'Cancelar esta visita',
    confirm: /^Confirmar la cancelación y el reembolso de /,
    cancelled: 'Visita cancelada: sus boletos ya no son válidos.',
    done: 'Cancelación hecha. Te reembolsamos',
    download: 'Descargar boletos (PDF)',
    mail: (ref: string) => `Compra ${ref}: cancelación hecha`,
    valid: 'Válido',
    cardNumber: 'Número de tarjeta',
    expiry: 'Vencimiento (MM/AA)',
    cvc: 'Código de seguridad (CVC)',
    holder: 'Nombre del titular',
  },
  en: {
    link: /https?:\/\/\S+\/en\/manage-booking\/\?t=[A-Za-z0-9_-]{43}/,
    title: 'Manage my booking',
    paid: 'Paid',
    qr: /^QR code of ticket XT-/,
    cancel: 'Cancel this visit',
    confirm: /^Confirm the cancellation and the refund of /,
    cancelled: 'Visit cancelled: its tickets are no longer valid.',
    done: 'Cancelled. We refund',
    download: 'Download tickets (PDF)',
    mail: (ref: string) => `Purchase ${ref}: cancellation done`,
    valid: 'Valid',
  },
};

for (const [lang, offset] of [
  ['es', 90],
  ['en', 96],
] as const) {
  const w = words[lang];
  test(`${lang}: the emailed link opens a park order in a fresh browser with its QR codes; one visit is cancelled with its refund shown first`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const reference = await buyParkVisits(page, baseURL!, lang, offset, `park.${lang}@example.com`);
    const link = await emailedLink(reference, w.link);

    const fresh = await browser.newContext({ baseURL });
    const other = await fresh.newPage();
    await acceptCookies(other, baseURL!);
    await other.goto(link);
    await expect(other.getByRole('heading', { name: w.title, level: 1 })).toBeVisible();
    await expect(other.getByTestId('manage-reference')).toHaveText(reference);
    await expect(other.getByTestId('manage-status')).toHaveText(w.paid);
    const items = other.getByTestId('park-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Xel-Há');
    await expect(items.nth(1)).toContainText('Xcaret Plus');
    // One QR code per person: 2 adults, then 1 adult and 1 child.
    await expect(other.getByRole('img', { name: w.qr })).toHaveCount(4);
    await expect(other.getByTestId('ticket-status').first()).toHaveText(w.valid);

    // The PDF downloads with the link's token, in this browser without any cookie of the sale.
    const pdfHref = await other.getByRole('link', { name: w.download }).getAttribute('href');
    const pdf = await other.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Without the token the same address answers like an unknown order.
    expect((await fresh.request.get(pdfHref!.split('?')[0]!)).status()).toBe(404);

    await page.goto(link);
    await expect(page.getByTestId('manage-reference')).toHaveText(reference);
    expect(await axeViolations(page)).toEqual([]);

    // Cancel Xcaret Plus: the refund is stated before confirming.
    await items.nth(1).getByRole('link', { name: w.cancel }).click();
    const confirm = other.getByRole('button', { name: w.confirm });
    await expect(confirm).toBeVisible();
    const refund = (await confirm.textContent())!.replace(w.confirm, '').trim();
    // The confirmation step, checked in the fixture's browser.
    await page.goto(other.url());
    await expect(page.getByRole('button', { name: w.confirm })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.click();

    await expect(other.getByRole('main').getByRole('status')).toContainText(w.done);
    await expect(other.getByRole('main').getByRole('status')).toContainText(refund);
    await expect(other.getByTestId('manage-refund')).toContainText(refund);
    await expect(items.nth(1).getByTestId('item-cancelled')).toHaveText(w.cancelled);
    // Xel-Há keeps its two valid tickets and can still be cancelled.
    await expect(other.getByRole('img', { name: w.qr })).toHaveCount(2);
    await expect(items.first().getByRole('link', { name: w.cancel })).toBeVisible();
    await expect(items.nth(1).getByRole('link', { name: w.cancel })).toHaveCount(0);

    // The cancellation email, in the order's language, states the refund.
    await expect
      .poll(() => mailbox().find((m) => m.subject === w.mail(reference))?.text ?? '', {
        timeout: 30_000,
      })
      .toContain(refund);
    await fresh.close();
  });
}

test('a reload of the confirmed form does not cancel twice; the page says the visit was already cancelled', async ({
  page,
  baseURL,
}) => {
  const reference = await buyParkVisits(page, baseURL!, 'es', 102, 'park.twice@example.com');
  const link = await emailedLink(reference, words.es.link);
  await page.goto(link);
  const items = page.getByTestId('park-item');
  await items.first().getByRole('link', { name: words.es.cancel }).click();
  // Two tabs at the confirmation step: both send their own request.
  const second = await page.context().newPage();
  await second.goto(page.url());
  await page.getByRole('button', { name: words.es.confirm }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(words.es.done);
  await second.getByRole('button', { name: words.es.confirm }).click();
  await expect(second.getByRole('main').getByRole('alert')).toHaveText(
    'Esta visita ya estaba cancelada.',
  );
  await expect(second.getByTestId('manage-refund')).toHaveCount(1);
  await page.goto(second.url());
  expect(await axeViolations(page)).toEqual([]);
});

test('en: a logged-in buyer opens the purchase from the account area, no link needed', async ({
  page,
  baseURL,
}, info) => {
  const email = uniqueEmail('park-owner');
  // Bought as a guest, then an account is opened in the same browser: the paid cart follows.
  const reference = await buyParkVisits(page, baseURL!, 'en', 116, email);
  await registerAndConfirm(page, info, { email, locale: 'en' });
  await page.goto('/en/my-account/');
  const orders = page.locator('[data-section="park-orders"]');
  await orders
    .getByRole('listitem')
    .filter({ hasText: reference })
    .getByRole('link', { name: 'Manage' })
    .click();
  await expect(page.getByTestId('manage-reference')).toHaveText(reference);
  await expect(page.getByRole('img', { name: words.en.qr })).toHaveCount(4);
  expect(await axeViolations(page)).toEqual([]);
  // Another customer's session opens nothing with the same reference.
  await page.context().clearCookies();
  await acceptCookies(page, baseURL!);
  await page.goto(`/en/manage-booking/?ref=${reference}`);
  await expect(page.getByTestId('manage-reference')).toHaveCount(0);
});

test("es: move a park visit from the emailed link: the difference first, then the new date and its new tickets; the old QR reads cancelled; then a dearer date, paid on the provider's page", async ({
  page,
  browser,
  baseURL,
}) => {
  // A purchase, two moves and a payment on the provider's page.
  test.slow();
  const reference = await buyParkVisits(page, baseURL!, 'es', 122, 'park.move@example.com');
  const link = await emailedLink(reference, words.es.link);
  const token = new URLSearchParams(link.split('?')[1]).get('t')!;
  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await acceptCookies(other, baseURL!);
  // The old QR codes' content, as the API gives it to the link's holder.
  const trip = await (
    await fresh.request.get('/api/v1/trips/current/', { headers: { 'X-Manage-Token': token } })
  ).json();
  const oldQr: string = trip.items[0].tickets[0].qrToken;
  const oldDate: string = trip.items[0].visitDate;
  expect(oldQr).toBeTruthy();

  await other.goto(link);
  const xelha = other.getByTestId('park-item').first();
  await xelha.getByText('Cambiar fecha', { exact: true }).click();
  await xelha.getByRole('button', { name: 'Ver fechas disponibles' }).click();
  const select = xelha.getByLabel('Nueva fecha');
  await expect(select).toBeVisible();
  // First a date at the same price (or cheaper): moved at once.
  const choice = await select.evaluate((el: HTMLSelectElement) => {
    const option = [...el.options].find((o) => /mismo precio|te devolvemos/.test(o.text));
    return option ? { value: option.value, text: option.text } : null;
  });
  expect(choice).not.toBeNull();
  await select.selectOption(choice!.value);
  await xelha.getByRole('button', { name: 'Ver el cambio' }).click();
  // The difference is stated before confirming.
  await expect(xelha.getByTestId('park-date-difference')).toHaveText(
    /^(Mismo precio: no hay diferencia que pagar ni devolver\.|Te devolvemos .+)$/,
  );
  await page.goto(other.url());
  await expect(page.getByTestId('park-date-quote')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await xelha.getByRole('button', { name: /^Cambiar la fecha/ }).click();

  await expect(xelha.getByRole('status')).toContainText('Cambiamos tu visita al');
  const after = await (
    await fresh.request.get('/api/v1/trips/current/', { headers: { 'X-Manage-Token': token } })
  ).json();
  expect(after.items[0].visitDate).toBe(choice!.value);
  expect(after.items[0].visitDate).not.toBe(oldDate);
  // Two new valid tickets with their QR codes, the two old ones cancelled.
  await expect(xelha.getByRole('img', { name: words.es.qr })).toHaveCount(2);
  await expect(xelha.getByTestId('ticket-status').filter({ hasText: 'Cancelado' })).toHaveCount(2);
  await expect(xelha.getByTestId('ticket-status').filter({ hasText: words.es.valid })).toHaveCount(
    2,
  );
  // At the gate the old QR reads cancelled; a new one is valid.
  const verify = async (qr: string) =>
    (await fresh.request.get(`/api/v1/tickets/verify/?token=${encodeURIComponent(qr)}`)).json();
  expect((await verify(oldQr)).ticket.status).toBe('void');
  const newQr = after.items[0].tickets.find((x: { qrToken: string | null }) => x.qrToken).qrToken;
  expect((await verify(newQr)).ticket.status).toBe('issued');

  // Then to a dearer date, paying the difference on the provider's page (decision 0036).
  await other.goto(link);
  await xelha.getByText('Cambiar fecha', { exact: true }).click();
  await xelha.getByRole('button', { name: 'Ver fechas disponibles' }).click();
  const dearer = await select.evaluate((el: HTMLSelectElement) => {
    const option = [...el.options].find((o) => / más$/.test(o.text));
    return option ? option.value : null;
  });
  expect(dearer).not.toBeNull();
  await select.selectOption(dearer!);
  await xelha.getByRole('button', { name: 'Ver el cambio' }).click();
  const difference = (await xelha.getByTestId('park-date-difference').textContent())!
    .replace('Diferencia a pagar:', '')
    .trim();
  await expect(
    xelha.getByText(/Te guardamos los lugares de la nueva fecha 15 minutos/),
  ).toBeVisible();
  await xelha.getByRole('button', { name: `Pagar ${difference} y cambiar la fecha` }).click();
  await expect(other).toHaveURL(/\/sandbox\/pay\/sbx_pay_[\w-]+\/(#[\w-]+)?$/);
  // (The manage page's anchor may ride along the redirect: the browser keeps a fragment.)
  await other.getByLabel(words.es.cardNumber).fill('4242 4242 4242 4242');
  await other.getByLabel(words.es.expiry).fill('12/34');
  await other.getByLabel(words.es.cvc).fill('123');
  await other.getByLabel(words.es.holder).fill('Ana López');
  await other.getByRole('button', { name: /^Pagar / }).click();
  await expect(other.getByTestId('park-change-paid')).toContainText(
    `Pagaste la diferencia de ${difference} y cambiamos tu visita`,
  );
  const paid = await (
    await fresh.request.get('/api/v1/trips/current/', { headers: { 'X-Manage-Token': token } })
  ).json();
  expect(paid.items[0].visitDate).toBe(dearer);
  await expect(xelha.getByTestId('ticket-status').filter({ hasText: 'Cancelado' })).toHaveCount(4);
  await expect(xelha.getByTestId('ticket-status').filter({ hasText: words.es.valid })).toHaveCount(
    2,
  );
  expect((await verify(newQr)).ticket.status).toBe('void');
  await page.goto(other.url());
  await expect(page.getByTestId('park-change-paid')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await fresh.close();
});
