import { mailbox, uniqueEmail, waitForMail } from '../support/accounts';
import { day, typeCard } from '../support/checkout';
import { acceptCookies, axeViolations, expect, test, withAxe } from '../support/fixtures';
import { bookHotelStay, emailedLink, words } from '../support/hotel-stay';
import { createStaff, signInStaff } from '../support/staff';
import { pdfTextLines } from '../support/pdf-text';

// Issue 20: the buyer asks for the CFDI of a paid park order on its confirmation, the sandbox
// PAC stamps it, and the XML and PDF are downloadable and emailed. Only the buyer's browser
// (or the order's secret, or its owner) opens them.
test.describe.configure({ mode: 'serial' });

test('es: a park order gets its CFDI requested with an RFC, stamped, downloaded and emailed', async ({
  page,
  baseURL,
  browser,
  consoleErrors,
}, info) => {
  test.setTimeout(120_000);
  await acceptCookies(page, baseURL!);
  const added = await page.request.post('/api/e2e/cart/', {
    data: { locale: 'es', product: 'xcaret-plus', visitDate: day(52), adults: 2, children: 0 },
  });
  expect(added.status()).toBe(200);
  await page.goto('/es/carrito/checkout/');
  const buyer = uniqueEmail('factura');
  await page.getByLabel('Nombre completo').fill('Carlos Cortés');
  await page.getByLabel('Correo electrónico').fill(buyer);
  await page.getByRole('button', { name: /^Pagar / }).click();
  await typeCard(page, 'es', { number: '4242424242424242', holder: 'Carlos Cortes' });
  await expect(page.getByRole('heading', { name: 'Tu compra está confirmada' })).toBeVisible();
  const reference = (await page.getByTestId('order-reference').textContent())!;

  const block = page.getByTestId('invoice-request');
  await expect(block.getByRole('heading', { name: 'Factura electrónica (CFDI)' })).toBeVisible();
  await expect(block).toContainText(/Pídela a más tardar el \d+ de \w+ de \d{4}/);
  // The email proposed is the buyer's.
  await expect(block.getByLabel('Correo para recibir la factura')).toHaveValue(buyer);

  // The payment receipt, beside it: what was bought, paid and taxed, in Spanish.
  const receipt = await page.request.get(
    (await block
      .getByRole('link', { name: 'Descargar recibo de pago (PDF)' })
      .getAttribute('href'))!,
  );
  expect(receipt.status()).toBe(200);
  const receiptText = pdfTextLines(await receipt.body()).join('\n');
  expect(receiptText).toContain(`Compra ${reference}`);
  expect(receiptText).toContain('Tarjeta Visa terminada en 4242');
  // And attached to the purchase's email.
  const confirmed = await waitForMail(
    info,
    buyer,
    new RegExp(`^Tu compra ${reference} está confirmada`),
  );
  const withFiles = mailbox(info).find((m) => m.subject === confirmed.subject) as unknown as {
    attachments: { filename: string }[];
  };
  expect(withFiles.attachments.map((a) => a.filename)).toContain(`recibo-${reference}.pdf`);

  // Nothing filled: each field says what it needs, the summary takes focus.
  await block.getByRole('button', { name: 'Solicitar factura' }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(block.getByText('Este dato es obligatorio.').first()).toBeVisible();
  // An RFC whose check digit is wrong, a short postal code: refused by the server's rules.
  await block.getByRole('textbox', { name: 'RFC', exact: true }).fill('COSC8001137N9');
  await block.getByLabel(/Nombre o razón social/).fill('Carlos Cortés Soto');
  await block.getByLabel('Código postal del domicilio fiscal').fill('7750');
  await block.getByLabel('Régimen fiscal').selectOption('612');
  await block.getByLabel('Uso del CFDI').selectOption('G03');
  await block.getByRole('button', { name: 'Solicitar factura' }).click();
  await expect(block.locator('#inv-rfc-error')).toHaveText(
    'El dígito verificador del RFC no coincide: revísalo.',
  );
  await expect(block.locator('#inv-postalCode-error')).toHaveText(
    'El código postal tiene 5 dígitos.',
  );
  // The choices typed are kept.
  await expect(block.getByLabel('Régimen fiscal')).toHaveValue('612');
  expect(await axeViolations(page)).toEqual([]);

  await block.getByRole('textbox', { name: 'RFC', exact: true }).fill('COSC8001137NA');
  await block.getByLabel('Código postal del domicilio fiscal').fill('77500');
  await block.getByLabel('Uso del CFDI').selectOption('G03');
  await block.getByRole('button', { name: 'Solicitar factura' }).click();
  await expect(block).toContainText(/Solicitamos tu factura [A-Z]+-\d+/);
  await expect(block.getByTestId('invoice-form')).toHaveCount(0);

  // The outbox stamps it at the sandbox PAC within seconds; the page then offers the files.
  const xmlLink = block.getByRole('link', { name: /Descargar XML/ });
  await expect(async () => {
    await page.reload();
    await expect(xmlLink).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 40_000 });
  await expect(block).toContainText(/Folio fiscal \(UUID\): [0-9A-F-]{36}/);
  const xml = await page.request.get((await xmlLink.getAttribute('href'))!);
  expect(xml.status()).toBe(200);
  expect(xml.headers()['content-type']).toContain('application/xml');
  const body = await xml.text();
  expect(body).toContain('Version="4.0"');
  expect(body).toContain('Rfc="COSC8001137NA"');
  expect(body).toContain('Nombre="CARLOS CORTÉS SOTO"');
  const uuid = /UUID="([0-9A-F-]{36})"/i.exec(body)![1]!;
  const pdfHref = (await block.getByRole('link', { name: /Descargar PDF/ }).getAttribute('href'))!;
  const pdf = await page.request.get(pdfHref);
  expect(pdf.status()).toBe(200);
  expect(pdfTextLines(await pdf.body()).join(' ')).toContain(uuid);

  // Emailed with both files.
  const mail = await waitForMail(
    info,
    buyer,
    new RegExp(`^Tu factura .+ de la compra ${reference}$`),
  );
  const stored = mailbox(info).find((m) => m.subject === mail.subject) as unknown as {
    attachments: { filename: string; contentType: string }[];
  };
  expect(stored.attachments.map((a) => a.contentType)).toEqual([
    'application/xml',
    'application/pdf',
  ]);

  // Another browser, without the buyer's cart, gets nothing.
  const stranger = await browser.newContext();
  const refused = await stranger.request.get(`${baseURL}${pdfHref}`);
  expect(refused.status()).toBe(404);
  await stranger.close();
  expect(consoleErrors).toEqual([]);
});

test('en: a park order bought from abroad gets its CFDI with the generic foreign RFC', async ({
  page,
  baseURL,
  consoleErrors,
}, info) => {
  test.setTimeout(120_000);
  await acceptCookies(page, baseURL!);
  const added = await page.request.post('/api/e2e/cart/', {
    data: { locale: 'en', product: 'xcaret-plus', visitDate: day(53), adults: 1, children: 0 },
  });
  expect(added.status()).toBe(200);
  await page.goto('/en/carrito/checkout/');
  const buyer = uniqueEmail('invoice-en');
  await page.getByLabel('Full name').fill('Jane Miller');
  await page.getByLabel('Email').fill(buyer);
  await page.getByRole('button', { name: /^Pay / }).click();
  await typeCard(page, 'en', { number: '4242424242424242', holder: 'Jane Miller' });
  await expect(page.getByRole('heading', { name: 'Your purchase is confirmed' })).toBeVisible();
  const reference = (await page.getByTestId('order-reference').textContent())!;

  const block = page.getByTestId('invoice-request');
  await expect(
    block.getByRole('heading', { name: 'Mexican electronic invoice (CFDI)' }),
  ).toBeVisible();
  // The receipt, in English, beside it.
  const receipt = await page.request.get(
    (await block
      .getByRole('link', { name: 'Download payment receipt (PDF)' })
      .getAttribute('href'))!,
  );
  expect(receipt.status()).toBe(200);
  expect(pdfTextLines(await receipt.body()).join('\n')).toContain(`Purchase ${reference}`);

  // A resident abroad: no RFC asked; a country and that country's tax id instead.
  await block.getByLabel('A foreign resident (no Mexican RFC)').check();
  await expect(block.getByRole('textbox', { name: 'RFC', exact: true })).toHaveCount(0);
  await block.getByLabel(/Name or company name/).fill('Jane Miller');
  await block.getByLabel('Country of tax residence').selectOption('US');
  await block.getByLabel('Tax identification number of your country').fill('<b>123456789</b>');
  await block.getByRole('button', { name: 'Request invoice' }).click();
  await expect(block.locator('#inv-taxId-error')).toHaveText(
    'Write your tax identification number with letters and digits.',
  );
  await block.getByLabel('Tax identification number of your country').fill('123456789');
  await block.getByRole('button', { name: 'Request invoice' }).click();
  await expect(block).toContainText(/We requested your invoice [A-Z]+-\d+/);

  const xmlLink = block.getByRole('link', { name: /Download XML/ });
  await expect(async () => {
    await page.reload();
    await expect(xmlLink).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 40_000 });
  const body = await (await page.request.get((await xmlLink.getAttribute('href'))!)).text();
  expect(body).toContain('Version="4.0"');
  expect(body).toContain('Rfc="XEXX010101000"');
  expect(body).toContain('ResidenciaFiscal="USA"');
  expect(body).toContain('NumRegIdTrib="123456789"');
  expect(body).toMatch(/UUID="[0-9A-F-]{36}"/i);
  expect(await axeViolations(page)).toEqual([]);
  await waitForMail(info, buyer, new RegExp(`^Your invoice .+ for purchase ${reference}$`));
  expect(consoleErrors).toEqual([]);
});

test('es: the manage page opened from the emailed link asks for the CFDI of a stay; a refund then issues its credit note', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('cfdi-estancia');
  const reference = await bookHotelStay(page, baseURL!, 'es', 'flexible', 236, email);
  const link = await emailedLink(reference, words.es.linkPath);
  // Another browser, without the booking's cookies: the link alone proves the trip.
  const fresh = await browser.newContext({ baseURL });
  const other = await withAxe(await fresh.newPage());
  await acceptCookies(other, baseURL!);
  await other.goto(link);
  const block = other.getByTestId('invoice-request');
  await expect(block.getByRole('heading', { name: 'Factura electrónica (CFDI)' })).toBeVisible();
  await block.getByRole('textbox', { name: 'RFC', exact: true }).fill('COSC8001137NA');
  await block.getByLabel(/Nombre o razón social/).fill('Carlos Cortés Soto');
  await block.getByLabel('Código postal del domicilio fiscal').fill('77500');
  await block.getByLabel('Régimen fiscal').selectOption('612');
  await block.getByLabel('Uso del CFDI').selectOption('G03');
  await block.getByRole('button', { name: 'Solicitar factura' }).click();
  await expect(block).toContainText(/Solicitamos tu factura [A-Z]+-\d+/);
  await expect(block.getByTestId('invoice-form')).toHaveCount(0);
  // Stamped by the sandbox PAC: already invoiced, the page offers the files, not the form.
  const xmlLink = block.getByRole('link', { name: /Descargar XML/ });
  await expect(async () => {
    await other.reload();
    await expect(xmlLink).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 40_000 });
  await expect(block.getByRole('link', { name: /Descargar PDF/ })).toBeVisible();
  const href = (await xmlLink.getAttribute('href'))!;
  const xml = await other.request.get(href);
  expect(xml.status()).toBe(200);
  expect(await xml.text()).toContain('Rfc="COSC8001137NA"');
  expect(await axeViolations(other)).toEqual([]);

  // A part refunded at the desk afterwards: the same PAC port issues the credit note (egreso),
  // and the manage page lists it beside the invoice.
  const staff = await createStaff(request, 'frontdesk', 'es');
  await signInStaff(page, staff, '/admin/orders/');
  await page.getByLabel('Referencia, correo o nombre').fill(email);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.locator('tbody tr').first().getByRole('link').click();
  const refund = page.getByRole('form', { name: 'Reembolsar' });
  await refund.getByLabel('Importe (USD)').fill('25');
  await refund.getByLabel('Motivo').fill('Cortesía');
  await refund.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(refund.getByRole('status')).toHaveText('Reembolso de USD 25.00 registrado.');
  await expect(async () => {
    await other.reload();
    await expect(block).toContainText(/Nota de crédito [A-Z]+-\d+ por USD\s25\.00/, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 40_000 });
  await fresh.close();
  // Without the link's token (or the buyer's cookies) the file is nobody's.
  const stranger = await browser.newContext({ baseURL });
  expect((await stranger.request.get(href.replace(/\?t=.*$/, ''))).status()).toBe(404);
  await stranger.close();
});
