import { acceptCookies, axeViolations, expect, test } from '../support/fixtures';
import { typeDate } from '../support/dates';
import { bookHotelStay, day, emailedLink, mailbox, words } from '../support/hotel-stay';

/**
 * Issue 15, change the dates of a hotel stay from the emailed link, in a fresh browser: the
 * panel says until when the dates change free, a dearer stay shows the difference to pay (and
 * is moved once it is paid on the provider's page), a cheaper one shows the refund first, changes the dates, refunds the
 * difference and sends the updated confirmation with its new calendar file. Spanish at
 * 1280 px; English at 360 px by keyboard, and the same change over the API.
 */

type Mail = ReturnType<typeof mailbox>[number] & {
  attachments?: { filename: string; contentBase64: string }[];
};

/** The calendar files of the booking's confirmation emails, oldest first. */
const calendars = (reference: string) =>
  (mailbox() as Mail[])
    .filter((m) => m.subject.includes(reference))
    .flatMap((m) => m.attachments ?? [])
    .filter((a) => a.filename.endsWith('.ics'))
    .map((a) => Buffer.from(a.contentBase64, 'base64').toString('utf8'));

test('es: a dearer stay shows the difference to pay; arriving a day later refunds the difference, cancels the park day left behind and updates the confirmation', async ({
  page,
  browser,
  baseURL,
}) => {
  const reference = await bookHotelStay(
    page,
    baseURL!,
    'es',
    'flexible',
    170,
    'ana.cambio@example.com',
    3,
  );
  const link = await emailedLink(reference, words.es.linkPath);
  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await acceptCookies(other, baseURL!);
  await other.goto(link);
  // An included park day on the arrival day (decision 0037: it follows the stay).
  const itinerary = other.getByTestId('itinerary');
  await itinerary.getByLabel('Parque').selectOption({ label: 'Xel-Há' });
  await itinerary.getByLabel('Día').selectOption(day(170));
  await itinerary.getByRole('button', { name: 'Reservar sin costo' }).click();
  await expect(itinerary.locator('li[data-kind="park"]')).toContainText('Xel-Há');
  const panel = other.getByTestId('date-change');
  await expect(panel.getByRole('heading', { name: 'Cambiar las fechas' })).toBeVisible();
  await expect(
    panel.getByText(/^Puedes cambiar las fechas sin cargo hasta el \d\d\/\d\d\/\d\d 23:59/),
  ).toBeVisible();
  const paid = (await other.getByTestId('manage-balance').textContent())!.trim();

  // Two more nights: dearer. The difference is shown, to be paid first (its own test pays it).
  await typeDate(panel.getByRole('group', { name: 'Llegada' }), day(170), 'es', 'checkIn');
  await typeDate(panel.getByRole('group', { name: 'Salida' }), day(175), 'es', 'checkOut');
  await panel.getByRole('button', { name: 'Ver disponibilidad y precio' }).click();
  await expect(other.getByTestId('change-difference')).toContainText('Diferencia a pagar:');
  await expect(
    panel.getByRole('button', { name: /^Pagar .+ y cambiar las fechas$/ }),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Cambiar las fechas/ })).toHaveCount(0);

  // Arriving a day later: cheaper, the refund is stated before anything changes.
  await typeDate(panel.getByRole('group', { name: 'Llegada' }), day(171), 'es', 'checkIn');
  await typeDate(panel.getByRole('group', { name: 'Salida' }), day(173), 'es', 'checkOut');
  await panel.getByRole('button', { name: 'Elegir otras fechas' }).click();
  await expect(other.getByTestId('change-difference')).toContainText('Te devolvemos');
  // The park day on the old arrival day is named before confirming: it will be cancelled.
  await expect(other.getByTestId('change-released-park-days')).toContainText(
    'Días de parque que se cancelan',
  );
  await expect(other.getByTestId('change-released-park-days')).toContainText('Xel-Há');
  const refund = (await other.getByTestId('change-difference').textContent())!
    .replace('Te devolvemos', '')
    .trim();
  await page.goto(`${link}&step=change&checkIn=${day(171)}&checkOut=${day(173)}`);
  await expect(page.getByTestId('change-quote')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await panel.getByRole('button', { name: `Cambiar las fechas y devolverme ${refund}` }).click();
  await expect(other.getByTestId('date-change').getByRole('status')).toContainText(
    `Cambiamos las fechas de tu reserva y te devolvemos ${refund}`,
  );
  const [, mm, dd] = day(171).split('-');
  await expect(other.getByRole('main')).toContainText(`Del ${dd}/${mm}/`);
  await expect(other.getByRole('main')).toContainText('2 noches');
  await expect(other.getByTestId('manage-refund')).toContainText(refund);
  await expect(other.getByTestId('itinerary').locator('li[data-kind="park"]')).toHaveCount(0);
  await expect(other.getByTestId('manage-balance')).not.toHaveText(paid);
  // The updated confirmation, with the new arrival in its calendar file and the park day gone
  // (the park day's own confirmation came before it, with the old arrival).
  await expect
    .poll(() => calendars(reference).at(-1) ?? '', { timeout: 20_000 })
    .toContain(`DTSTART;VALUE=DATE:${day(171).replaceAll('-', '')}`);
  expect(calendars(reference).at(-1)).not.toContain('SUMMARY:Xel-Há');
  await fresh.close();
});

test('es: move a stay by two nights paying the difference with the sandbox card; the new dates on the page and in the email', async ({
  page,
  browser,
  baseURL,
}) => {
  // A booking, then a payment on the provider's page: two checkouts' worth of steps.
  test.slow();
  const reference = await bookHotelStay(
    page,
    baseURL!,
    'es',
    'flexible',
    236,
    'ana.diferencia@example.com',
    2,
  );
  const link = await emailedLink(reference, words.es.linkPath);
  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await acceptCookies(other, baseURL!);
  await other.goto(link);
  const panel = other.getByTestId('date-change');
  await typeDate(panel.getByRole('group', { name: 'Llegada' }), day(236), 'es', 'checkIn');
  await typeDate(panel.getByRole('group', { name: 'Salida' }), day(240), 'es', 'checkOut');
  await panel.getByRole('button', { name: 'Ver disponibilidad y precio' }).click();
  const difference = (await other.getByTestId('change-difference').textContent())!
    .replace('Diferencia a pagar:', '')
    .trim();
  await expect(panel.getByText(/Te guardamos las nuevas noches 15 minutos/)).toBeVisible();
  await panel.getByRole('button', { name: `Pagar ${difference} y cambiar las fechas` }).click();

  // The provider's page takes the difference; the booking changes only once it is captured.
  await expect(other).toHaveURL(/\/sandbox\/pay\/sbx_pay_[\w-]+\/(#[\w-]+)?$/);
  // (The manage page's anchor may ride along the redirect: the browser keeps a fragment.)
  await other.getByLabel(words.es.cardNumber).fill('4242 4242 4242 4242');
  await other.getByLabel(words.es.expiry).fill('12/34');
  await other.getByLabel(words.es.cvc).fill('123');
  await other.getByLabel(words.es.holder).fill('Ana López');
  await other.getByRole('button', { name: /^Pagar / }).click();

  await expect(other.getByTestId('change-paid')).toContainText(
    `Pagaste la diferencia de ${difference} y cambiamos tu estancia`,
  );
  const [, mm, dd] = day(240).split('-');
  await expect(other.getByRole('main')).toContainText('4 noches');
  await expect(other.getByRole('main')).toContainText(`${dd}/${mm}/`);
  // The same page in the checked browser (axe is loaded there): the outcome again, unchanged.
  await page.goto(other.url());
  await expect(page.getByTestId('change-paid')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The updated confirmation: its calendar file runs through the new departure day.
  await expect
    .poll(() => calendars(reference).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
  expect(calendars(reference).at(-1)).toContain(`DTEND;VALUE=DATE:${day(241).replaceAll('-', '')}`);
  await fresh.close();
});

test('en at 360 px by keyboard: leaving a night earlier refunds it; the API quotes and refuses as the page does', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const reference = await bookHotelStay(
    page,
    baseURL!,
    'en',
    'flexible',
    180,
    'ana.change@example.com',
  );
  const link = await emailedLink(reference, words.en.linkPath);
  const token = new URL(link, baseURL).searchParams.get('t')!;
  const fresh = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  const other = await fresh.newPage();
  await acceptCookies(other, baseURL!);
  await other.goto(link);
  const panel = other.getByTestId('date-change');
  await expect(panel.getByRole('heading', { name: 'Change the dates' })).toBeVisible();
  await typeDate(panel.getByRole('group', { name: 'Check-in' }), day(180), 'en', 'checkIn');
  await typeDate(panel.getByRole('group', { name: 'Check-out' }), day(181), 'en', 'checkOut');
  await panel.getByRole('button', { name: 'See availability and price' }).focus();
  await other.keyboard.press('Enter');
  await expect(other.getByTestId('change-difference')).toContainText('We refund');
  const confirm = panel.getByRole('button', { name: /^Change the dates and refund me / });
  await confirm.focus();
  await other.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toContainText('We changed the dates of your booking');
  await expect(other.getByRole('main')).toContainText('1 night');
  await fresh.close();
  // The fixture's page (axe is injected there) at the same width, asking for the same dates.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${link}&step=change&checkIn=${day(180)}&checkOut=${day(181)}`);
  await expect(page.getByTestId('date-change').getByRole('alert')).toContainText(
    'These are the dates you already have',
  );
  expect(await axeViolations(page)).toEqual([]);

  // Over the API: the same dates again are refused, a dearer stay is quoted and not applied.
  const headers = { 'X-Manage-Token': token };
  const same = await request.post('/api/v1/trips/current/date-change-quote/', {
    headers,
    data: { checkIn: day(180), checkOut: day(181) },
  });
  expect(same.status()).toBe(409);
  expect((await same.json()).error).toMatchObject({
    code: 'DATE_CHANGE_REFUSED',
    detail: { reason: 'SAME_DATES' },
  });
  const quoted = await request.post('/api/v1/trips/current/date-change-quote/', {
    headers,
    data: { checkIn: day(180), checkOut: day(183) },
  });
  expect(quoted.status()).toBe(200);
  const quote = (await quoted.json()) as { payMinor: number; differenceMinor: number };
  expect(quote.payMinor).toBeGreaterThan(0);
  const applied = await request.post('/api/v1/trips/current/date-changes/', {
    headers,
    data: {
      checkIn: day(180),
      checkOut: day(183),
      requestId: `api-${Date.now()}-change-request`,
      expectedDifferenceMinor: quote.differenceMinor,
    },
  });
  expect(applied.status()).toBe(409);
  expect((await applied.json()).error.detail.reason).toBe('PAYMENT_REQUIRED');
  expect(
    (
      await request.post('/api/v1/trips/current/date-change-quote/', {
        headers: { 'X-Manage-Token': 'A'.repeat(43) },
        data: { checkIn: day(180), checkOut: day(183) },
      })
    ).status(),
  ).toBe(404);
});
