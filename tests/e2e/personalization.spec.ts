import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Runs in the last Playwright project ('site-switches'): switching the CONCENTRADOR site
// changes every page the other specs look at. The two tests switch it in turn.
test.describe.configure({ mode: 'serial' });

const TAG = '/api/e2e/personalization-tag/';

/** Every request for the personalization service's script (the e2e stand-in). */
function tagRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === TAG) seen.push(r.url());
  });
  return seen;
}

type Call = { call: string; event?: string; data?: Record<string, string> };
const calls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { personalizationCalls?: Call[] }).personalizationCalls ?? [],
  );

test('with an enabled CONCENTRADOR site, nothing is sent before the visitor accepts cookies; then each page view goes with its section and type', async ({
  page,
  request,
  consoleErrors,
}) => {
  expect(
    (
      await request.post('/api/e2e/settings/', { data: { site: 'CONCENTRADOR', enabled: true } })
    ).ok(),
  ).toBe(true);
  const requests = tagRequests(page);
  await page.goto('/es/hotel-xcaret-mexico/');
  const banner = page.getByRole('region', { name: 'Usamos cookies' });
  await expect(banner).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  expect(await calls(page)).toEqual([]);

  await banner.getByRole('button', { name: 'Aceptar' }).click();
  await expect
    .poll(() => calls(page))
    .toEqual([
      {
        call: 'track',
        event: 'page_view',
        data: {
          section: 'hotels',
          type: 'detail',
          path: expect.stringMatching(/^\/es\/hotel-xcaret-mexico\/?$/),
          language: 'es',
        },
      },
    ]);
  expect(requests).toHaveLength(1);

  // The next page, consent remembered: loaded from the start, with that page's own info.
  await page.goto('/en/parks/');
  await expect
    .poll(() => calls(page))
    .toEqual([
      {
        call: 'track',
        event: 'page_view',
        data: {
          section: 'parks',
          type: 'listing',
          path: expect.stringMatching(/^\/en\/parks\/?$/),
          language: 'en',
        },
      },
    ]);
  expect(consoleErrors).toEqual([]);
});

test('a visitor who keeps only the necessary cookies sends nothing', async ({ page }) => {
  const requests = tagRequests(page);
  await page.goto('/en/');
  await page
    .getByRole('region', { name: 'We use cookies' })
    .getByRole('button', { name: 'Necessary only' })
    .click();
  await page.goto('/en/xcaret-hotels/');
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  expect(await calls(page)).toEqual([]);
});

test('with the CONCENTRADOR site disabled, personalization is off even after consent', async ({
  page,
  request,
}) => {
  const set = (enabled: boolean) =>
    request.post('/api/e2e/settings/', { data: { site: 'CONCENTRADOR', enabled } });
  expect((await set(false)).ok()).toBe(true);
  try {
    const requests = tagRequests(page);
    await page.goto('/en/');
    await page
      .getByRole('region', { name: 'We use cookies' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await page.goto('/en/hotel-xcaret-arte/');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(await calls(page)).toEqual([]);
  } finally {
    expect((await set(true)).ok()).toBe(true);
  }
  // Back on: the same visitor's next page is tracked again.
  await page.goto('/en/hotel-xcaret-arte/');
  await expect.poll(() => calls(page)).toHaveLength(1);
});
