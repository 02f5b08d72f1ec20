import type { Page } from '@playwright/test';
import { acceptCookies, axeViolations, expect, test } from '../support/fixtures';
import { typeDate } from '../support/dates';

/** A date `n` days ahead, as the date inputs take it. */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The external package search (PACKAGE_SEARCH_URL's default): answered here, never reached. */
async function catchPackageSearch(page: Page) {
  const requests: string[] = [];
  await page.route('https://packages.example.com/**', async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Packages</title>' });
  });
  return requests;
}

test('es: the Hotel + Flight tab finds an airport by typing, enforces the rules and leaves with the search in the address', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await acceptCookies(page, baseURL!);
  const requests = await catchPackageSearch(page);
  await page.goto('/es/');
  const box = page.getByRole('region', { name: 'Reserva tu estancia' });
  const tab = box.getByRole('tab', { name: 'Hotel + Vuelo' });
  await expect(box.getByRole('tab', { name: 'Hotel', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = box.getByRole('tabpanel', { name: 'Hotel + Vuelo' });
  await expect(panel.getByText('Cancún (CUN), México')).toBeVisible();
  await expect(box.getByRole('tabpanel', { name: 'Hotel', exact: true })).toBeHidden();

  const origin = panel.getByRole('combobox', { name: 'Aeropuerto de origen' });
  await expect(origin).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Submitting without an origin and with 7 passengers: both messages, nothing leaves.
  await typeDate(
    panel.getByRole('group', { name: 'Llegada', exact: true }),
    day(60),
    'es',
    'checkIn',
  );
  await typeDate(
    panel.getByRole('group', { name: 'Salida', exact: true }),
    day(65),
    'es',
    'checkOut',
  );
  const room1 = panel.getByRole('group', { name: 'Habitación 1' });
  await room1.getByLabel('Adultos').selectOption('4');
  await room1.getByLabel('Menores').selectOption('3');
  await expect(panel.getByText('Pasajeros: 7 de 6')).toBeVisible();
  await panel.getByRole('button', { name: 'Buscar vuelo + hotel' }).click();
  await expect(panel.getByText('El aeropuerto de origen es requerido')).toBeVisible();
  await expect(panel.getByText('El número máximo de pasajeros es: 6')).toBeVisible();
  await expect(origin).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  // Hotel Xcaret México takes children 2-17 in packages (0-17 for a room alone).
  const ages = room1.getByLabel('Edad del menor 1').locator('option');
  await expect(ages).toHaveCount(17);
  await expect(ages.nth(1)).toHaveText('2 años');

  // The airport by typing: a city without its accent, then a code.
  await origin.fill('cancun');
  await expect(page.getByRole('option', { name: /CUN.*Cancún/ })).toBeVisible();
  await origin.fill('toronto');
  await page.getByRole('option', { name: /YYZ.*Toronto/ }).click();
  await expect(origin).toHaveValue('Toronto (YYZ), Canadá');
  await expect(panel.getByText('El aeropuerto de origen es requerido')).toBeHidden();

  await room1.getByLabel('Adultos').selectOption('2');
  await room1.getByLabel('Menores').selectOption('2');
  await room1.getByLabel('Edad del menor 1').selectOption('2');
  await room1.getByLabel('Edad del menor 2').selectOption('17');
  await panel.getByLabel('Habitaciones').selectOption('2');
  await panel.getByRole('group', { name: 'Habitación 2' }).getByLabel('Adultos').selectOption('2');
  await expect(panel.getByText('Pasajeros: 6 de 6')).toBeVisible();
  await panel.getByRole('button', { name: 'Buscar vuelo + hotel' }).click();

  await expect(page).toHaveTitle('Packages');
  expect(requests).toEqual([
    `https://packages.example.com/search?affiliate=XCARET&language=es&currency=USD&destination=CUN&origin=YYZ&hotel=HXM&checkIn=${day(60)}&checkOut=${day(65)}&rooms=2&paxes=2-2-17%2C2`,
  ]);
  expect(consoleErrors).toEqual([]);
});

test('en: on an adults hotel page the tab offers ages 16-17, keeps the page’s hotel and the visitor’s currency', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  await page.context().addCookies([{ name: 'currency_iso', value: 'CAD', url: baseURL! }]);
  const requests = await catchPackageSearch(page);
  await page.goto('/en/hotel-xcaret-arte/');
  const box = page.getByRole('region', { name: 'Book your stay' });
  // The keyboard way in: arrow keys move between the tabs.
  await box.getByRole('tab', { name: 'Hotel', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  const panel = box.getByRole('tabpanel', { name: 'Hotel + Flight' });
  await expect(box.getByRole('tab', { name: 'Hotel + Flight' })).toBeFocused();
  await expect(panel.getByLabel('Hotel', { exact: true })).toHaveValue('HXA');

  await panel.getByRole('button', { name: 'Search flight + hotel' }).click();
  await expect(panel.getByText('The origin airport is required')).toBeVisible();
  await expect(panel.getByText('Choose your check-in and check-out dates')).toBeVisible();

  const origin = panel.getByRole('combobox', { name: 'Origin airport' });
  await origin.pressSequentially('mad');
  await page.getByRole('option', { name: /MAD.*Madrid/ }).click();
  await typeDate(
    panel.getByRole('group', { name: 'Check-in', exact: true }),
    day(90),
    'en',
    'checkIn',
  );
  await typeDate(
    panel.getByRole('group', { name: 'Check-out', exact: true }),
    day(97),
    'en',
    'checkOut',
  );
  const room1 = panel.getByRole('group', { name: 'Room 1' });
  await room1.getByLabel('Children').selectOption('1');
  const ages = room1.getByLabel('Age of child 1').locator('option');
  await expect(ages).toHaveText(['Age', '16 years', '17 years']);
  await room1.getByLabel('Age of child 1').selectOption('16');
  await room1.getByLabel('Adults').selectOption('4');
  await room1.getByLabel('Children').selectOption('3');
  await room1.getByLabel('Age of child 2').selectOption('17');
  await room1.getByLabel('Age of child 3').selectOption('17');
  await panel.getByRole('button', { name: 'Search flight + hotel' }).click();
  await expect(panel.getByText('The maximum number of passengers is: 6')).toBeVisible();
  expect(requests).toEqual([]);

  await room1.getByLabel('Adults').selectOption('2');
  await panel.getByRole('button', { name: 'Search flight + hotel' }).click();
  await expect(page).toHaveTitle('Packages');
  expect(requests).toEqual([
    `https://packages.example.com/search?affiliate=XCARET&language=en&currency=CAD&destination=CUN&origin=MAD&hotel=HXA&checkIn=${day(90)}&checkOut=${day(97)}&rooms=1&paxes=2-16-17-17`,
  ]);
});

test('pages without booking tabs have no Hotel + Flight tab', async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
  await page.goto('/en/special-offers/');
  const box = page.getByRole('region', { name: 'Book your stay' });
  await expect(box.getByRole('group', { name: 'Check-in', exact: true })).toBeVisible();
  await expect(box.getByRole('tab')).toHaveCount(0);
});
