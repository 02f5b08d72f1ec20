import { acceptCookies, axeViolations, expect, test } from '../support/fixtures';
import { typeDate } from '../support/dates';

const offlineEn =
  'You are offline. If you need help, call our call centre: USA 1 888 922 7381, Canada 1 866 393 5158.';

test('en: the offline banner with the USA and Canada numbers appears when the network is cut and leaves when it returns', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  await page.goto('/en/');
  const banner = page.getByText(offlineEn);
  await expect(banner).toBeHidden();
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await context.setOffline(false);
  await expect(banner).toBeHidden();
});

test('es: a request that cannot reach the server shows the banner until the server answers again', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  await page.goto('/es/hotel-xcaret-mexico/');
  const banner = page.getByText(
    'No hay conexión. Si necesitas ayuda, llama a nuestro centro de atención: EE. UU. 1 888 922 7381, Canadá 1 866 393 5158.',
  );
  // The browser stays "online" but the server cannot be reached: a server action's POST and
  // the banner's own probe of /api/health/ fail.
  await page.route('**/*', (route) =>
    route.request().method() === 'POST' ||
    new URL(route.request().url()).pathname === '/api/health/'
      ? route.abort('internetdisconnected')
      : route.continue(),
  );
  const box = page.getByRole('region', { name: 'Reserva tu estancia' });
  await box.getByRole('button', { name: 'Calendario con precios' }).click();
  // Prices that could not be obtained are said so, not shown as numbers (the calendar loads
  // on demand: slow on a busy machine).
  await expect(page.getByRole('dialog').getByText('Precio no disponible')).toBeVisible({
    timeout: 15_000,
  });
  await expect(banner).toBeVisible();
  // The banner probes the server every 4 s: it stays while the server cannot be reached.
  await page.waitForTimeout(5_000);
  await expect(banner).toBeVisible();
  await page.unroute('**/*');
  await expect(banner).toBeHidden({ timeout: 15_000 });
});

test('en: a park visit date whose prices cannot be fetched reads "Price unavailable", not a number', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  await page.goto('/en/parks/xcaret-plus/');
  const widget = page.getByRole('region', { name: 'Book your visit' });
  await expect(widget.getByTestId('widget-total')).toHaveText(/\d/);
  await page.route('**/*', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  const date = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  await typeDate(
    widget.getByRole('group', { name: 'Visit date', exact: true }),
    date,
    'en',
    'visitDate',
  );
  await expect(widget.getByTestId('widget-total')).toHaveText('Price unavailable', {
    timeout: 15_000,
  });
  await expect(page.getByText(/^You are offline\./)).toBeVisible();
});
