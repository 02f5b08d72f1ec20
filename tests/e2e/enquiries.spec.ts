import { acceptCookies, axeViolations, expect, test } from '../support/fixtures';
import { createStaff, signInStaff } from '../support/staff';

/*
 * Issue 17: the weddings and meetings pages take an enquiry; it reaches the sales team
 * (SALES_EMAIL, the demo address in e2e) and the visitor through the outbox, and the back
 * office lists it with a status that front desk changes (one audit row).
 */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test('es: a wedding enquiry reaches the sales email and the visitor, and the back-office list', async ({
  page,
  baseURL,
  request,
  consoleErrors,
}) => {
  await acceptCookies(page, baseURL!);
  const tag = Date.now().toString(36);
  const email = `novia-${tag}@example.com`;
  const name = `Lucía ${tag}`;
  await page.goto('/es/bodas/');
  const form = page.getByRole('form', { name: 'Enviar solicitud' });
  await expect(form.getByLabel('Tipo de evento')).toHaveValue('wedding');

  // Sent empty: every required field says what is missing, the summary first.
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Revisa los siguientes campos')).toBeVisible();
  await expect(form.getByText('Indica la fecha del evento.').first()).toBeVisible();
  await expect(form.getByText('Completa la verificación.').first()).toBeVisible();

  await form.getByLabel('Fecha del evento (o de llegada)').fill(day(200));
  await form.getByLabel('Fecha de salida (opcional)').fill(day(202));
  await form.getByLabel('Número de invitados').fill('120');
  await form.getByLabel('Presupuesto aproximado en US$ (opcional)').fill('85000');
  await form.getByLabel('Cuéntanos lo que imaginas (opcional)').fill('Ceremonia en la playa.');
  await form.getByLabel('Nombre de contacto').fill(name);
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Teléfono').fill('+52 998 123 4567');
  await form.getByText('No soy un robot', { exact: true }).click();
  await expect(form.getByText('Verificado', { exact: true })).toBeVisible({ timeout: 20_000 });
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  const thanks = page.getByRole('status').filter({ hasText: `Gracias, ${name}` });
  await expect(thanks).toBeVisible();
  const reference = /EV-[0-9A-F]{8}/.exec((await thanks.innerText()) ?? '')![0];
  expect(await axeViolations(page)).toEqual([]);

  // Both emails arrive: the sales team's and the visitor's acknowledgement.
  await page.goto('/dev/mailbox/');
  const sales = page.getByRole('link', { name: new RegExp(`Nueva solicitud ${reference}`) });
  const visitor = page.getByRole('link', {
    name: new RegExp(`Recibimos tu solicitud ${reference}`),
  });
  await expect(async () => {
    await page.reload();
    await expect(sales).toBeVisible({ timeout: 1_000 });
    await expect(visitor).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  // Each to its own address: the sales team's (SALES_EMAIL) and the visitor's.
  await expect(sales).toContainText('ventas@xcaret.example');
  await expect(visitor).toContainText(email);
  await sales.click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Nueva solicitud ${reference}`) }),
  ).toBeVisible();
  await expect(page.getByText('Ceremonia en la playa.')).toBeVisible();

  // The back office lists it; front desk marks it contacted.
  const staff = await createStaff(request, 'frontdesk', 'es');
  await signInStaff(page, staff, '/admin/enquiries/');
  const card = page.getByRole('article', { name: new RegExp(reference) });
  await expect(card).toContainText(name);
  await expect(card).toContainText('120');
  await expect(card).toContainText('US$85,000');
  expect(await axeViolations(page)).toEqual([]);
  await card.getByLabel('Estado').selectOption('contacted');
  await card.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Estado de ${reference} guardado: Contactada.`,
  );
  await page.goto('/admin/enquiries/?status=contacted');
  await expect(page.getByRole('article', { name: new RegExp(reference) })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('en: the meetings page takes an enquiry too', async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
  await page.goto('/en/meetings-events/');
  const form = page.getByRole('form', { name: 'Send enquiry' });
  await expect(form.getByLabel('Type of event')).toHaveValue('meeting');
  await form.getByLabel('Event date (or arrival)').fill(day(90));
  await form.getByLabel('Number of guests').fill('40');
  await form.getByLabel('Contact name').fill('Sam Planner');
  await form.getByLabel('Email').fill(`planner-${Date.now()}@example.com`);
  await form.getByLabel('Phone').fill('nope');
  await form.getByText("I'm not a robot", { exact: true }).click();
  await expect(form.getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(
    form.getByText('Enter a valid phone number, with its area code.').first(),
  ).toBeVisible();
  await form.getByLabel('Phone').fill('+1 305 555 0100');
  await form.getByText("I'm not a robot", { exact: true }).click();
  await expect(form.getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you, Sam Planner' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
