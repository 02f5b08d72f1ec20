import type { Page } from '@playwright/test';
import { acceptCookies, expect, test } from '../support/fixtures';

/**
 * SPEC §2's layout options, each with a visible effect on a real page (issue 19): the home
 * page's header over the hero, a floating header on the long reading pages, the selectors
 * hidden where changing them would lose work, the menu hidden on the checkout, and offsets that
 * follow what the page shows.
 */

/** The header's height, and what the page's --header-height resolves to, in px. */
async function headerHeights(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.cssText = 'position:absolute;visibility:hidden;height:var(--header-height)';
    document.body.append(probe);
    const offset = probe.getBoundingClientRect().height;
    probe.remove();
    const header = document.getElementById('site-header')!.getBoundingClientRect();
    return { header: header.height, offset, bottom: header.bottom };
  });
}

async function top(page: Page, selector: string) {
  return (await page.locator(selector).first().boundingBox())!.y;
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await acceptCookies(page, baseURL!);
      await page.setViewportSize({ width, height: 800 });
    });

    test('the offsets follow the header on every kind of page', async ({ page }) => {
      for (const path of [
        '/es/',
        '/es/restaurantes-hoteles-xcaret/',
        '/es/parques/xel-ha/',
        '/es/carrito/checkout/',
        '/es/hoteles-xcaret/',
      ]) {
        await page.goto(path);
        const { header, offset } = await headerHeights(page);
        expect(
          Math.abs(header - offset),
          `${path}: header ${header}, offset ${offset}`,
        ).toBeLessThan(1.5);
        // Nothing hides under the header: the page's heading starts below it.
        const h1 = await top(page, 'h1');
        expect(h1, path).toBeGreaterThanOrEqual(header - 1);
      }
    });

    test('home: the header lies over the hero, translucent', async ({ page }) => {
      await page.goto('/es/');
      const header = page.locator('#site-header');
      await expect(header).toHaveAttribute('data-home', '');
      const hero = await page.locator('main > :first-child').boundingBox();
      const { bottom } = await headerHeights(page);
      expect(hero!.y).toBeLessThan(2);
      expect(hero!.y + hero!.height).toBeGreaterThan(bottom);
      // Whatever the colour syntax (rgba(), oklab(… / a), color(… / a)): its alpha.
      const alpha = await header.evaluate((el) => {
        const color = getComputedStyle(el).backgroundColor;
        const slash = /\/\s*([\d.]+%?)\s*\)$/.exec(color);
        if (slash) return slash[1]!.endsWith('%') ? parseFloat(slash[1]!) / 100 : Number(slash[1]);
        const rgba = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(color);
        return rgba ? Number(rgba[1]) : 1;
      });
      expect(alpha).toBeLessThan(1);
      // Other pages keep an opaque header in the flow.
      await page.goto('/es/hoteles-xcaret/');
      await expect(header).not.toHaveAttribute('data-home');
    });

    test('long reading pages: the header floats and stays in view', async ({ page }) => {
      await page.goto('/es/aviso-de-privacidad/');
      // The privacy contact comes from the settings (PRIVACY_CONTACT_EMAIL), never a raw placeholder.
      await expect(page.getByText(/privacidad@xcaret\.example/).first()).toBeVisible();
      await expect(page.getByText('{privacyEmail}')).toHaveCount(0);
      const header = page.locator('#site-header');
      await expect(header).toHaveAttribute('data-floating', '');
      expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      const { bottom } = await headerHeights(page);
      expect(await top(page, 'h1')).toBeGreaterThanOrEqual(bottom - 1);
      await page.mouse.wheel(0, 2500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const box = (await header.boundingBox())!;
      expect(box.y).toBe(0);
      await expect(header.getByRole('link', { name: /Xcaret/ }).first()).toBeInViewport();
    });

    test('checkout: no currency or language selector (changing them would lose the form), no menu', async ({
      page,
    }) => {
      await page.goto('/es/carrito/checkout/');
      const header = page.locator('#site-header');
      await expect(header.getByRole('button', { name: /Moneda/ })).toHaveCount(0);
      await expect(header.getByRole('button', { name: /Idioma/ })).toHaveCount(0);
      await expect(header).toHaveAttribute('data-menu', 'hidden');
      await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
      // A shopping page keeps both selectors.
      await page.goto('/es/parques/xel-ha/');
      await expect(header.getByRole('button', { name: /Moneda/ })).toBeVisible();
      await expect(header.getByRole('button', { name: /Idioma/ })).toBeVisible();
    });
  });
}

test('the mobile sub-header counts in the offset, and only on narrow screens', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/es/parques/xel-ha/');
  const narrow = await headerHeights(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const wide = await headerHeights(page);
  expect(Math.abs(narrow.header - narrow.offset)).toBeLessThan(1.5);
  expect(Math.abs(wide.header - wide.offset)).toBeLessThan(1.5);
  // 3.75rem + 1.75rem on a phone; 4.5rem + the 3rem menu on a desktop (and the 1px border).
  expect(Math.round(narrow.header)).toBe(89);
  expect(Math.round(wide.header)).toBe(121);
});
