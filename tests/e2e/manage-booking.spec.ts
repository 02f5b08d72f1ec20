import { acceptCookies, axeViolations, expect, test } from '../support/fixtures';
import { bookHotelStay as book, day, emailedLink, mailbox, words } from '../support/hotel-stay';

/**
 * Issue 15, manage my booking: a booking paid in one browser is opened from its confirmation
 * email's signed link in a fresh browser (no cookies, no account), a flexible one cancelled
 * with its refund shown first and then in the payment lines; a non-refundable one says why
 * it cannot be cancelled. Spanish and English.
 */

test('es: the emailed link opens a flexible booking in a fresh browser; cancelling shows the refund first and refunds it', async ({
  page,
  browser,
  baseURL,
}) => {
  const reference = await book(page, baseURL!, 'es', 'flexible', 150, 'ana.flex@example.com');
  const link = await emailedLink(reference, words.es.linkPath);

  // Another device: no cookies, no session.
  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await acceptCookies(other, baseURL!);
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Mi reserva', level: 1 })).toBeVisible();
  await expect(other.getByTestId('manage-reference')).toHaveText(reference);
  await expect(other.getByTestId('manage-status')).toHaveText('Confirmada');
  await expect(other.getByTestId('room-policy')).toContainText('Tarifa flexible');
  await expect(other.getByTestId('room-policy')).toContainText('(hora de Cancún)');
  await expect(
    other.getByText(/^Cancelar sin cargo hasta el \d\d\/\d\d\/\d\d 23:59/),
  ).toBeVisible();
  const quote = (await other.getByTestId('cancel-quote').textContent())!;
  const paid = (await other.getByTestId('manage-balance').textContent())!;
  expect(quote).toContain(paid.trim());
  // The same page in the fixture's browser, for the accessibility check.
  await page.goto(link);
  await expect(page.getByTestId('manage-reference')).toHaveText(reference);
  expect(await axeViolations(page)).toEqual([]);

  await other.getByRole('link', { name: 'Cancelar la reserva' }).click();
  await expect(other.getByText(`¿Cancelar la reserva ${reference}?`)).toBeVisible();
  await other.getByRole('button', { name: /^Confirmar la cancelación y el reembolso de / }).click();

  await expect(other.getByRole('main').getByRole('status')).toContainText(paid.trim());
  await expect(other.getByTestId('manage-status')).toHaveText('Cancelada');
  await expect(other.getByTestId('manage-refund')).toContainText(paid.trim());
  await expect(other.getByTestId('manage-balance')).toHaveText(/0\.00/);
  await expect(other.getByTestId('cancel-refusal')).toHaveText('Esta reserva ya estaba cancelada.');
  // The cancellation email, in Spanish, states the refund.
  await expect
    .poll(() => mailbox().find((m) => m.subject === `Reserva ${reference} cancelada`)?.text ?? '', {
      timeout: 20_000,
    })
    .toContain('Te reembolsamos');
  await fresh.close();
});

test('en: a non-refundable booking opened from its link says why it cannot be cancelled', async ({
  page,
  browser,
  baseURL,
}) => {
  const reference = await book(page, baseURL!, 'en', 'non-refundable', 160, 'ana.nr@example.com');
  const link = await emailedLink(reference, words.en.linkPath);
  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await acceptCookies(other, baseURL!);
  await other.goto(link);
  await expect(other.getByTestId('manage-reference')).toHaveText(reference);
  await expect(other.getByTestId('room-policy')).toContainText('Non-refundable');
  await expect(other.getByTestId('cancel-refusal')).toHaveText(
    /non-refundable rate: it cannot be cancelled or refunded/,
  );
  await expect(other.getByRole('link', { name: 'Cancel the booking' })).toHaveCount(0);
  await page.goto(link);
  await expect(page.getByTestId('cancel-refusal')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await fresh.close();
});

test('a wrong or tampered link opens nothing; the lookup answers alike for any pair', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  await page.goto(`/es/mi-reserva/?t=${'A'.repeat(43)}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('Este enlace no es válido');
  await expect(page.getByTestId('manage-reference')).toHaveCount(0);
  await page.getByLabel('Referencia').fill('XH-NOTAREAL');
  await page.getByLabel('Correo electrónico').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(main.getByRole('status')).toContainText(
    'Si la referencia y el correo coinciden con una reserva pagada',
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('es: an included park day added to a Hotel Xcaret México stay is on the itinerary, in the email and in the calendar file', async ({
  page,
  baseURL,
}) => {
  const reference = await book(page, baseURL!, 'es', 'flexible', 193, 'ana.parques@example.com', 3);
  const link = await emailedLink(reference, words.es.linkPath);
  await page.goto(link);
  const itinerary = page.getByTestId('itinerary');
  await expect(itinerary.getByRole('heading', { name: 'Tu itinerario' })).toBeVisible();
  await itinerary.getByLabel('Parque').selectOption({ label: 'Xel-Há' });
  await itinerary.getByLabel('Día').selectOption(day(194));
  await itinerary.getByRole('button', { name: 'Reservar sin costo' }).click();
  await expect(itinerary.getByRole('status')).toContainText(
    'reservamos tu día de parque sin costo',
  );
  const park = itinerary.locator('li[data-kind="park"]');
  await expect(park).toContainText('Xel-Há');
  await expect(park).toContainText('2 adultos');
  await expect(park).toContainText('Incluido en tu plan');
  // Its e-tickets on the trip page, as a park order's page shows them: a QR code each, valid,
  // and their PDF under the stay's own link.
  await expect(park.getByRole('img', { name: /^Código QR del boleto XT-/ })).toHaveCount(2);
  await expect(park.getByTestId('ticket-status')).toHaveText(['Válido', 'Válido']);
  const pdf = park.getByRole('link', { name: 'Descargar boletos de Xel-Há (PDF)' });
  const answer = await page.request.get((await pdf.getAttribute('href'))!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  // One itinerary in date order: arrival, the park day on the first full day, departure.
  expect(
    await itinerary
      .getByTestId('itinerary-days')
      .locator(':scope > li')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-kind'))),
  ).toEqual(['arrival', 'night', 'park', 'night', 'departure']);
  // Xel-Há is taken for this stay: the panel no longer offers it.
  await expect(itinerary.getByLabel('Parque').locator('option', { hasText: 'Xel-Há' })).toHaveCount(
    0,
  );
  expect(await axeViolations(page)).toEqual([]);

  // The updated confirmation: the itinerary in the email, and the park day in its calendar file.
  type Mail = ReturnType<typeof mailbox>[number] & {
    attachments?: { filename: string; contentBase64: string }[];
  };
  const latest = () =>
    (mailbox() as Mail[]).filter(
      (m) => m.subject.includes(reference) && m.text.includes('Tu itinerario'),
    )[0];
  await expect.poll(() => latest()?.text ?? '', { timeout: 20_000 }).toContain('Xel-Há');
  const ics = latest()!
    .attachments!.filter((a) => a.filename.endsWith('.ics'))
    .map((a) => Buffer.from(a.contentBase64, 'base64').toString('utf8'))[0]!;
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  expect(ics).toContain(`DTSTART;TZID=America/Cancun:${day(194).replaceAll('-', '')}T`);
  expect(ics).toMatch(/SUMMARY:Xel-Há \(XO-[A-Z0-9]{8}\)/);

  // Given back from the itinerary: its tickets void, and Xel-Há is offered again.
  await park.getByRole('button', { name: 'Devolver el día en Xel-Há' }).click();
  await expect(itinerary.getByRole('status')).toContainText('devolviste tu día de parque');
  await expect(itinerary.locator('li[data-kind="park"]')).toHaveCount(0);
  await expect(itinerary.getByLabel('Parque').locator('option', { hasText: 'Xel-Há' })).toHaveCount(
    1,
  );
  expect(await axeViolations(page)).toEqual([]);
});
