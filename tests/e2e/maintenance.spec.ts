import { expect, test } from '../support/fixtures';

// Runs after every other spec, one test at a time (its own Playwright project, one worker):
// the flag changes every page.
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

test('a switch made while a page is being rendered is what the page shows afterwards', async ({
  request,
}) => {
  // Found by the test above, once in a rehearsal: a render that began before the switch ended
  // after it, and was kept as newer than the switch (src/lib/security/cache-handler.mjs).
  const path = '/es/hotel-xcaret-mexico/';
  const set = async (value: boolean) =>
    expect(
      (
        await request.post('/api/e2e/settings/', {
          data: { key: 'calendar_maintenance', value },
        })
      ).ok(),
    ).toBe(true);
  const shows = async () =>
    (await (await request.get(path)).text()).includes('>Estamos en mantenimiento<');
  try {
    for (const [round, value] of [true, false, true, false, true, false].entries()) {
      await set(!value); // the page must be rendered again…
      const rendering = request.get(path); // …and a request starts that render
      await new Promise((resolve) => setTimeout(resolve, 20 + round * 25));
      await set(value); // the switch lands while it renders
      await rendering;
      expect([await shows(), await shows()], `round ${round}`).toEqual([value, value]);
    }
  } finally {
    await set(false);
  }
});
