import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { axeViolations, expect, test } from '../support/fixtures';
import { bookAndPay } from '../support/desk';
import { createStaff, signInStaff } from '../support/staff';

/**
 * Issues 19 and 15 on the manage page: a booking three days out checks in online from its
 * emailed link (the document number shown hidden to the guest) and the front desk sees the
 * check-in, the number whole, on the order page; a booking a month out says when check-in
 * opens, and its guest changes the arrival time. Spanish and English.
 */

/** The signed manage link of a booking's confirmation email (MAIL_DIR of the project). */
async function emailedLink(reference: string): Promise<string> {
  const dir = path.resolve(String(test.info().project.metadata.mailDir));
  const text = () => {
    try {
      return (
        readdirSync(dir)
          .map(
            (f) =>
              JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as {
                subject: string;
                text: string;
              },
          )
          .find((m) => m.subject.includes(reference))?.text ?? ''
      );
    } catch {
      return '';
    }
  };
  await expect.poll(text, { timeout: 20_000 }).toMatch(/\?t=[A-Za-z0-9_-]{43}/);
  const url = new URL(text().match(/https?:\/\/\S+\?t=[A-Za-z0-9_-]{43}/)![0]);
  return `${url.pathname}${url.search}`;
}

test('es: check-in within the window from the emailed link; the front desk sees it', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const email = `checkin-es-${Date.now().toString(36)}@example.com`;
  const reference = await bookAndPay(page, baseURL!, 'es', 3, email);
  // SPEC §2's "web check-in" link, in every page's footer, leads to the manage page (issue 19).
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Check-in en línea' }),
  ).toHaveAttribute('href', '/es/mi-reserva/');
  await page.goto(await emailedLink(reference));

  const checkIn = page.locator('#check-in');
  await expect(checkIn.getByRole('heading', { name: 'Check-in en línea' })).toBeVisible();
  // Nothing given: every missing field is named in the summary, which takes focus.
  await checkIn.getByRole('button', { name: 'Completar el check-in' }).click();
  const summary = checkIn.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Hora estimada de llegada: Este campo es obligatorio');
  await expect(summary).toContainText('Número del documento: Este campo es obligatorio');

  await checkIn.getByLabel('Hora estimada de llegada').selectOption('16:00');
  await checkIn.getByLabel('Documento del huésped principal').selectOption('passport');
  await checkIn.getByLabel('Número del documento').fill('g1234 5678');
  await checkIn.getByLabel('Habitación tranquila').check();
  await checkIn.getByRole('button', { name: 'Completar el check-in' }).click();
  await expect(page.getByRole('status').filter({ hasText: '¡Listo!' })).toBeVisible();
  const done = page.getByTestId('check-in-done');
  await expect(done).toContainText('Pasaporte ••••••678');
  await expect(done).toContainText('Habitación tranquila');
  await expect(page.locator('body')).not.toContainText('G12345678');
  expect(await axeViolations(page)).toEqual([]);

  // The front desk, in the same browser (the staff session is a cookie of its own).
  const staff = await createStaff(request, 'frontdesk', 'es');
  await signInStaff(page, staff, `/admin/orders/${reference}/`);
  const arrival = page.locator('[data-check-in]');
  await expect(arrival).toContainText('Llegada16:00');
  await expect(page.locator('[data-id-number]')).toHaveText('Pasaporte G12345678');
  await expect(arrival).toContainText('Habitación tranquila');
  await expect(page.locator('[data-timeline]')).toContainText('Cambio: booking.check-in');
});

test('en: a booking a month out says when check-in opens; its guest changes the arrival time', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `checkin-en-${Date.now().toString(36)}@example.com`;
  const reference = await bookAndPay(page, baseURL!, 'en', 31, email);
  await page.goto(await emailedLink(reference));

  await expect(page.getByTestId('check-in-opens')).toContainText(
    /^Online check-in opens on \d\d\/\d\d\/\d\d, 7 days before your arrival\.$/,
  );
  await expect(page.getByRole('button', { name: 'Complete check-in' })).toHaveCount(0);

  const details = page.locator('#guest-details');
  await details.getByLabel('Estimated arrival time').selectOption('20:00');
  await details.getByLabel('Special requests').fill('A quiet room, please');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your changes are saved.' }),
  ).toBeVisible();
  await expect(details.getByLabel('Estimated arrival time')).toHaveValue('20:00');
  const stay = page.getByRole('region', { name: 'Your stay' });
  await expect(stay).toContainText('20:00');
  await expect(stay).toContainText('A quiet room, please');
  expect(await axeViolations(page)).toEqual([]);
});
