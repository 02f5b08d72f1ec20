import { axeViolations, expect, test } from '../support/fixtures';
import { buyParkVisits } from '../support/park-order';
import { createStaff, signInStaff } from '../support/staff';

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Cancun' }).format(new Date());

/**
 * Issue 17's reports: what the shop sold shows the same day in the revenue team's reports, with
 * its chart, and downloads as CSV; the hotels' occupancy per night beside it.
 */
test('es: a park purchase shows in the day’s sales, in the chart and the CSV', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const shop = await browser.newPage();
  const reference = await buyParkVisits(shop, baseURL!, 'es', 70, 'reportes@example.com');
  expect(reference).toMatch(/\w/);
  await shop.close();

  const revenue = await createStaff(request, 'revenue', 'es');
  await signInStaff(page, revenue);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Reportes' })
    .click();
  await expect(page.getByRole('heading', { name: 'Reportes', level: 1 })).toBeVisible();
  const sales = page.getByRole('region', { name: 'Ventas por día' });
  const parkToday = sales
    .getByTestId('sales-row')
    .filter({ hasText: today() })
    .filter({ hasText: 'Parques y tours' })
    .first();
  await expect(parkToday).toBeVisible();
  expect(Number(await parkToday.locator('td').nth(2).textContent())).toBeGreaterThanOrEqual(1);
  await expect(sales.locator('figure svg rect').first()).toBeAttached();
  await expect(
    page.getByRole('region', { name: 'Ocupación por noche' }).getByRole('heading', { name: 'HXM' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const csv = await page.request.get(
    `/api/admin/v1/reports/sales.csv?from=${today()}&to=${today()}`,
  );
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toBe('"day","kind","currency","orders","amount","usd_rate","amount_usd"');
  expect(lines.some((l) => l.startsWith(`"${today()}","park",`))).toBe(true);
  // Issue 17: each row in US dollars at its day's rate (a dollar row is itself), and the total.
  const dollarRow = lines.find((l) => l.startsWith(`"${today()}","park","USD",`));
  if (dollarRow) {
    const cells = dollarRow.split(',');
    expect(cells[6]).toBe(cells[4]);
  }
  expect(lines.at(-1)).toMatch(/^"total","","USD",/);
  await expect(sales.getByText('Total convertido a USD')).toBeVisible();
  expect((await page.request.get('/api/admin/v1/reports/passwords.csv')).status()).toBe(404);
});

test('the front desk and the gate do not find the reports', async ({ page, request }) => {
  const gate = await createStaff(request, 'gate', 'en');
  await signInStaff(page, gate);
  await expect(page.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  expect((await page.goto('/admin/reports/'))!.status()).toBe(404);
  expect((await page.request.get('/api/admin/v1/reports/sales.csv')).status()).toBe(403);
});
