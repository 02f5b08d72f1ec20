import { acceptCookies, axeViolations, expect, test } from '../support/fixtures';
import { ES, fill, ownAddress, solveCaptcha } from '../support/newsletter';
import { createStaff, signInStaff } from '../support/staff';

/**
 * Issue 17, the queues: newsletter subscribers in the back office. A visitor signs up in the
 * shop; the front desk finds the address, exports what the search shows, and unsubscribes it
 * at the owner's request, once (a second submit changes nothing); es, at 1280 and 360 px.
 */
test('es: the front desk finds a subscriber, exports the search and unsubscribes on request', async ({
  page,
  baseURL,
  request,
}) => {
  await acceptCookies(page, baseURL!);
  await ownAddress(page);
  const email = `ask-to-leave_${Date.now()}-${test.info().workerIndex}@example.com`;
  await page.goto('/es/bodas/');
  const form = page.getByRole('form', { name: 'Suscribirme' });
  await fill(form, ES, email);
  await solveCaptcha(form, ES);
  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(page).toHaveURL(/\/es\/newsletter\/gracias\/$/, { timeout: 20_000 });

  const staff = await createStaff(request, 'frontdesk');
  await signInStaff(page, staff);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Boletín' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Suscriptores del boletín' }),
  ).toBeVisible();
  const search = page.getByRole('search');
  await search.getByLabel('Correo o nombre').fill(email);
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('1 suscriptor', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByTestId('subscriber-status')).toHaveText('Sin confirmar');
  await expect(row).toContainText('MX · es · Hoteles');
  expect(await axeViolations(page)).toEqual([]);

  // The export is what the search shows.
  const href = await page.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href');
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${email}","Ana","López","MX","es","hotels","pending"`);

  await row.getByRole('button', { name: `Dar de baja a ${email}` }).click();
  await expect(page.getByRole('status')).toHaveText(`${email} quedó dado de baja del boletín.`);
  await expect(
    page.getByRole('row').filter({ hasText: email }).getByTestId('subscriber-status'),
  ).toHaveText('Dado de baja');
  // The search is kept, and the row has nothing left to do.
  await expect(search.getByLabel('Correo o nombre')).not.toHaveValue('');
  await expect(page.getByRole('button', { name: `Dar de baja a ${email}` })).toHaveCount(0);
  const unsubscribed = await page.request.get(
    `/api/admin/v1/newsletter.csv?${new URLSearchParams({ q: email, status: 'unsubscribed' })}`,
  );
  expect(await unsubscribed.text()).toContain(`"${email}"`);

  // On a phone the table scrolls inside its frame; the page itself does not.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);
});
