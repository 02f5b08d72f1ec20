import { expect, test } from '../support/fixtures';

// Runs after every other spec (its own Playwright project): the flag changes every page.
test('calendar maintenance shows the message and the Mexico and USA lines instead of dates', async ({
  page,
  request,
}) => {
  const set = (value: boolean) =>
    request.post('/api/e2e/settings/', { data: { key: 'calendar_maintenance', value } });
  expect((await set(true)).ok()).toBe(true);
  try {
    await page.goto('/en/');
    const box = page.getByRole('region', { name: 'Book your stay' });
    await expect(box.getByText('We are in maintenance')).toBeVisible();
    await expect(box.getByRole('link', { name: /Mexico: 800 292 2738/ })).toHaveAttribute(
      'href',
      'tel:+528002922738',
    );
    await expect(box.getByRole('link', { name: /USA: 1 888 922 7381/ })).toBeVisible();
    await expect(box.getByRole('group', { name: 'Check-in', exact: true })).toHaveCount(0);
    await page.goto('/es/hotel-xcaret-mexico/');
    await expect(page.getByText('Estamos en mantenimiento')).toBeVisible();
  } finally {
    expect((await set(false)).ok()).toBe(true);
  }
  await page.goto('/en/');
  await expect(
    page.getByRole('region', { name: 'Book your stay' }).getByRole('group', { name: 'Check-in' }),
  ).toBeVisible();
});
