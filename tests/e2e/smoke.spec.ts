import { pages } from '../support/routes';
import { axeViolations, expect, test } from '../support/fixtures';

/** Every route in each of its languages: 200, one h1, no console error, no axe violation. */
for (const { name, locale, path } of pages) {
  test(`${name} [${locale}] ${path}`, async ({ page, consoleErrors }) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path}$`),
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
