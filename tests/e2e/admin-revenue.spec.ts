import { acceptCookies, axeViolations, expect, test } from '../support/fixtures';
import { createStaff, signInStaff } from '../support/staff';

/** A date `days` from today (UTC; far enough that resort time never matters). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const shopSearch = (locale: 'es' | 'en', checkIn: string, checkOut: string) =>
  `/${locale}/${locale === 'es' ? 'hoteles' : 'hotels'}/?hotel=HXM&checkIn=${checkIn}&checkOut=${checkOut}&rooms=1&a1=2&c1=0`;
/** The result line of one room type in the shop's search. */
const roomLine = (page: import('@playwright/test').Page, code: string) =>
  page.locator('li', { has: page.locator(`input[value="${code}"]`) });
/** "USD 571.20 por noche" (es) → 571.2. */
const amount = (text: string) => Number(/([\d,]+\.\d{2})/.exec(text)![1]!.replace(/,/g, ''));
const dollars = (text: string) => Number(/\$([\d,]+(?:\.\d+)?)/.exec(text)![1]!.replace(/,/g, ''));

/** Keeps only one room type ticked in the bulk edit form. */
async function onlyRoomType(page: import('@playwright/test').Page, name: string) {
  const group = page.getByRole('group', { name: /Tipos de habitación|Room types/ });
  for (const box of await group.getByRole('checkbox').all()) await box.uncheck();
  await group.getByRole('checkbox', { name, exact: true }).check();
}

/** The bulk edit's answer (the rate plans below the grid have answers of their own). */
const bulkStatus = (page: import('@playwright/test').Page) =>
  page.locator('section[aria-labelledby="bulk-title"]').getByRole('status');

test('a revenue user closes a room type for three nights and the shop shows it sold out (es)', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, 'revenue', 'es');
  const [first, last, checkOut] = [day(300), day(302), day(303)];
  await page.goto(shopSearch('es', first, checkOut));
  await expect(roomLine(page, 'HXM-GVS')).not.toContainText('Agotado');

  await signInStaff(page, staff, `/admin/rates/HXM/?month=${first.slice(0, 7)}`);
  // Signed in, the staff member lands on the page they asked for.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('disponibilidad y tarifas');
  await page.getByLabel('Desde').fill(first);
  await page.getByLabel('Hasta (incluido)').fill(last);
  await onlyRoomType(page, 'Suite Vista Jardín');
  await page.getByLabel('Venta', { exact: true }).selectOption('close');
  await page.getByRole('button', { name: 'Aplicar cambios' }).click();
  await expect(bulkStatus(page)).toContainText('3 noches, 3 celdas de inventario');
  await expect(page.locator(`td[data-cell="HXM-GVS|${first}"]`)).toContainText('Cerrado');

  await page.goto(shopSearch('es', first, checkOut));
  await expect(roomLine(page, 'HXM-GVS')).toContainText('Agotado');
  await expect(roomLine(page, 'HXM-RVS')).not.toContainText('Agotado');
  // The night after the closed ones sells again.
  await page.goto(shopSearch('es', checkOut, day(304)));
  await expect(roomLine(page, 'HXM-GVS')).not.toContainText('Agotado');

  // Seasons (docs/decisions/0038): one night cut out of its season and doubled; search prices
  // it at once. Day 325 is no other test's (and never in the month the access test watches).
  const [night, next] = [day(325), day(326)];
  await page.goto(shopSearch('es', night, next));
  const before = amount(await roomLine(page, 'HXM-RVS').getByText('por noche').innerText());
  await page.goto(`/admin/rates/HXM/?month=${night.slice(0, 7)}`);
  const seasons = page.locator('section[aria-labelledby="seasons-title"]');
  const seasonOf = async (date: string) => {
    for (const row of await seasons.locator('li[data-season]').all()) {
      const start = await row.getByLabel('Primera noche').inputValue();
      const end = await row.getByLabel('Última noche').inputValue();
      if (start <= date && date <= end) return row;
    }
    throw new Error(`no season covers ${date}`);
  };
  for (const at of [night, next]) {
    const row = await seasonOf(at);
    if ((await row.getByLabel('Primera noche').inputValue()) === at) continue;
    await row.getByLabel('Dividir en la noche').fill(at);
    await expect(row.getByLabel('Dividir en la noche')).toHaveValue(at);
    await row.getByRole('button', { name: 'Dividir' }).click();
    // The season that holds the night now starts on it (the page re-renders after the action).
    await expect
      .poll(async () => (await seasonOf(at)).getByLabel('Primera noche').inputValue(), {
        timeout: 20_000,
      })
      .toBe(at);
    await expect(seasons.getByRole('status')).toContainText('Temporada dividida');
  }
  const row = await seasonOf(night);
  await expect(row.getByLabel('Última noche')).toHaveValue(night);
  const factor = Number((await row.getByLabel('Factor').inputValue()).replace(',', '.'));
  await row.getByLabel('Nombre').fill('Noche de prueba');
  await row.getByLabel('Factor').fill('2,00');
  await row.getByRole('button', { name: 'Guardar' }).click();
  // Every HXM room type's rate that night moves (none was priced by hand).
  await expect(seasons.getByRole('status')).toContainText(
    'Temporada guardada: 7 tarifas cambiadas',
  );
  await page.goto(shopSearch('es', night, next));
  const after = amount(await roomLine(page, 'HXM-RVS').getByText('por noche').innerText());
  // The same early-booking offer on both; each price rounded to the cent.
  expect(Math.abs(after - (before * 2) / factor)).toBeLessThanOrEqual(0.05);
  expect(after).toBeGreaterThan(before);
});

test('a revenue user raises rates 10 % for a range and the shop prices it (en)', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, 'revenue', 'en');
  const [night, next] = [day(320), day(321)];
  await page.goto(shopSearch('en', night, next));
  const before = dollars(await roomLine(page, 'HXM-RVS').getByText('per night').innerText());

  await signInStaff(page, staff, `/admin/rates/HXM/?month=${night.slice(0, 7)}`);
  await page.getByLabel('From').fill(night);
  await page.getByLabel('To (inclusive)').fill(day(322));
  await onlyRoomType(page, 'River View Suite');
  await page.getByLabel('Rate', { exact: true }).selectOption('percent');
  await page.getByLabel('Value').fill('10');
  await page.getByRole('button', { name: 'Apply changes' }).click();
  await expect(bulkStatus(page)).toContainText('3 nights, 0 inventory cells and 3 rates changed');

  await page.goto(shopSearch('en', night, next));
  const after = dollars(await roomLine(page, 'HXM-RVS').getByText('per night').innerText());
  // Whole dollars on the page: the new price is the old one plus 10 %, to the dollar.
  expect(Math.abs(after - before * 1.1)).toBeLessThanOrEqual(1);
  expect(after).toBeGreaterThan(before);
});

test('a gate user cannot open the rates grid nor change it', async ({ page, request }) => {
  const staff = await createStaff(request, 'gate', 'es');
  await signInStaff(page, staff);
  await expect(page.getByRole('link', { name: 'Disponibilidad y tarifas' })).toHaveCount(0);
  const grid = await page.goto('/admin/rates/HXM/');
  expect(grid?.status()).toBe(404);
  const index = await page.goto('/admin/rates/');
  expect(index?.status()).toBe(404);
  const edit = await page.request.post('/api/admin/v1/hotels/HXM/inventory/', {
    data: {
      roomTypeIds: [1],
      from: day(330),
      to: day(331),
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      closed: true,
    },
  });
  expect(edit.status()).toBe(403);
});

test('an admin finds a change in the audit log, by person and entity', async ({
  page,
  request,
}) => {
  const admin = await createStaff(request, 'admin', 'en');
  await signInStaff(page, admin);
  const grid = await page.request.get(
    `/api/admin/v1/hotels/LCDP/inventory/?month=${day(340).slice(0, 7)}`,
  );
  expect(grid.status()).toBe(200);
  const { roomTypes } = (await grid.json()) as { roomTypes: { id: number }[] };
  const edit = await page.request.post('/api/admin/v1/hotels/LCDP/inventory/', {
    data: {
      roomTypeIds: [roomTypes[0]!.id],
      from: day(340),
      to: day(341),
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      minStay: 2,
    },
  });
  expect(edit.status()).toBe(200);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await page.getByLabel('Person').selectOption(admin.email);
  await page.getByLabel('Entity').selectOption('hotel-inventory');
  await page.getByRole('button', { name: 'Filter' }).click();
  const rows = page.locator('tr[data-audit-entry]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('inventory.bulk-edit');
  await expect(rows.first()).toContainText('LCDP');
});

test('a revenue user closes a park date with a reason and raises a price: the park widget shows both (es)', async ({
  page,
  request,
  baseURL,
}) => {
  const staff = await createStaff(request, 'revenue', 'es');
  const [closed, priced] = [day(250), day(251)];
  const parkPage = (date: string) => `/es/parques/xcaret-basico/?date=${date}&adults=1`;
  const widget = page.getByRole('region', { name: 'Reserva tu visita' });
  const adultLine = async () => {
    // The date's own prices, not the "from" price the widget shows while they load.
    await expect(widget.locator('p[data-basis]')).toHaveAttribute('data-basis', 'date');
    const line = widget.getByTestId('widget-lines').getByRole('listitem').first();
    await expect(line).toContainText('1 adulto ×');
    return Number(/([\d,]+\.\d{2})/.exec(await line.innerText())![1]!.replace(/,/g, ''));
  };
  await acceptCookies(page, baseURL!);
  await page.goto(parkPage(closed));
  await expect(widget.locator('#pw-date-status')).not.toContainText('Cerrado');
  await page.goto(parkPage(priced));
  const before = await adultLine();
  const openTicketLine = page.getByText(/^Boleto abierto: [^,]+ por adulto/);
  const openTicketPrice = async () =>
    Number(/([\d,]+(?:\.\d{2})?)/.exec(await openTicketLine.innerText())![1]!.replace(/,/g, ''));
  const openBefore = await openTicketPrice();

  await signInStaff(page, staff, `/admin/parks/XC-BASIC/?month=${closed.slice(0, 7)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('capacidad y precios');
  const form = page.locator('#park-bulk-form');
  await form.getByLabel('Desde').fill(closed);
  await form.getByLabel('Hasta (incluido)').fill(closed);
  await form.getByLabel('Venta', { exact: true }).selectOption('close');
  await form.getByLabel('Motivo del cierre (español)').fill('Mantenimiento anual');
  await form.getByRole('button', { name: 'Aplicar cambios' }).click();
  await expect(form.getByRole('status')).toContainText('1 fecha, 1 celdas de capacidad');
  await expect(page.locator(`td[data-cell="0830|${closed}"]`)).toContainText('Cerrado');

  // The price: +50 % on the next day, chosen from its cell with the keyboard (Enter edits).
  await page.locator(`td[data-cell="price|${priced}"]`).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Precio', { exact: true })).toBeFocused();
  await expect(form.getByLabel('Desde')).toHaveValue(priced);
  await form.getByLabel('Venta', { exact: true }).selectOption('keep');
  await form.getByLabel('Precio', { exact: true }).selectOption('percent');
  await form.getByLabel('Cambio (%)').fill('50');
  await form.getByRole('button', { name: 'Aplicar cambios' }).click();
  await expect(form.getByRole('status')).toContainText(
    '1 fecha, 0 celdas de capacidad y 1 precios',
  );

  // The open ticket's price (no date), on the same page: doubled.
  const openTicket = page.locator('#open-ticket');
  const openAdult = openTicket.getByLabel('Adulto (USD)');
  await openAdult.fill(String(Number(await openAdult.inputValue()) * 2));
  await openTicket.getByRole('button', { name: 'Guardar precios del boleto abierto' }).click();
  await expect(page.locator('#open-ticket').getByRole('status')).toContainText('Cambio guardado');
  expect(await axeViolations(page)).toEqual([]);

  // The shop: the closed date says why, in the date's status and under the calendar.
  await page.goto(parkPage(closed));
  await expect(widget.locator('#pw-date-status')).toContainText('Cerrado: Mantenimiento anual');
  await widget.getByRole('button', { name: 'Calendario con precios' }).click();
  const calendar = page.getByRole('dialog', { name: 'Elige tu fecha de visita' });
  await expect(
    calendar.getByTestId('closed-days').locator(`li[data-date="${closed}"]`),
  ).toContainText('Mantenimiento anual');
  // And the raised price, at once (presale and currency apply to both alike).
  await page.goto(parkPage(priced));
  const after = await adultLine();
  expect(Math.abs(after - before * 1.5)).toBeLessThanOrEqual(before * 0.01);
  // The open ticket's doubled price, on the product page at once.
  expect(Math.abs((await openTicketPrice()) - openBefore * 2)).toBeLessThanOrEqual(
    openBefore * 0.01,
  );
});
