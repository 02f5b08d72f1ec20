import { CONSENT_PROBE, CONSENT_PROBE_HASH } from '../../src/lib/security/consent-probe.mjs';
import { acceptCookies, axeViolations, expect, test, unnoncedScripts } from '../support/fixtures';

test.describe('language and currency', () => {
  test('switching language keeps the visitor on the equivalent page', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await acceptCookies(page, baseURL!);
    await page.goto('/es/bodas/');
    await page.getByRole('button', { name: /Idioma/ }).click();
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/en\/weddings\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('link', { name: /Português/ }).click();
    await expect(page).toHaveURL(/\/pt\/casamentos\/$/);
    expect(consoleErrors).toEqual([]);
  });

  test('a park page in Portuguese leads to its English page', async ({ page }) => {
    await page.goto('/pt/parks/xel-ha/');
    await expect(page).toHaveURL(/\/en\/parks\/xel-ha\/$/);
    await expect(page.locator('h1')).toContainText('Xel-Há');
  });

  test('choosing a currency re-prices the page and is kept in cookies for 7 days', async ({
    page,
    baseURL,
    context,
  }) => {
    await acceptCookies(page, baseURL!);
    await page.goto('/en/parks/xcaret-plus/');
    const price = page.getByText(/^Adults from /);
    await expect(price).toContainText('$163.00');
    await page.getByRole('button', { name: /Currency/ }).click();
    await page.locator('[data-currency="MXN"]').click();
    await expect(price).toContainText('MX$3,007.35');
    // The snorkel deposit is paid at the park in dollars: stated in USD, never converted (issue 19).
    await page.goto('/en/parks/xel-ha/');
    await expect(page.getByText(/^Adults from /)).toContainText('MX$');
    await expect(page.getByText(/refundable deposit of USD\s10\.00/).first()).toBeVisible();
    await page.goto('/en/parks/xcaret-plus/');
    const cookies = await context.cookies();
    const iso = cookies.find((c) => c.name === 'currency_iso');
    const id = cookies.find((c) => c.name === 'currency_id');
    expect(iso?.value).toBe('MXN');
    expect(id?.value).toBe('2');
    expect(iso?.path).toBe('/');
    const days = (iso!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // JPY has no minor units.
    await page.getByRole('button', { name: /Currency/ }).click();
    await page.locator('[data-currency="JPY"]').click();
    await expect(price).toContainText('¥24,646');
    // The choice follows the visitor to other pages.
    await page.goto('/en/hotel-xcaret-mexico/');
    await expect(page.getByText(/Rates from ¥/).first()).toBeVisible();
  });

  test('the currency selector lists the 17 currencies with their flags', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL!);
    await page.goto('/es/');
    await page.getByRole('button', { name: /Moneda/ }).click();
    const options = page.locator('[data-currency]');
    await expect(options).toHaveCount(17);
    await expect(options.locator('img[src^="/flags/"]')).toHaveCount(17);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(options.first()).toBeHidden();
  });
});

test.describe('cookie banner', () => {
  test('remembers the choice', async ({ page, context }) => {
    await page.goto('/en/');
    const banner = page.getByRole('region', { name: 'We use cookies' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe(
      'accepted',
    );
    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole('region', { name: 'We use cookies' })).toHaveCount(0);
  });

  test('is in the first paint for a new visitor, and never shown to one who chose', async ({
    page,
    baseURL,
  }) => {
    // The page's own JavaScript never loads (its stylesheet does): what shows is the server's
    // HTML and the probe.
    await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());
    await page.goto('/es/');
    await expect(page.locator('#cookie-bar')).toBeVisible();
    await expect(page.locator('#cookie-bar')).toContainText('Usamos cookies');
    await acceptCookies(page, baseURL!);
    // A cached page and a per-request one (the probe is allowed by hash in both policies).
    for (const path of ['/es/', '/es/carrito/']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-cookie-choice', '');
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('#cookie-bar')).toBeHidden();
    }
  });

  test('without JavaScript, there is no bar that could not be closed', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/es/');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('#cookie-bar')).toBeAttached();
    await expect(page.locator('#cookie-bar')).toBeHidden();
    await context.close();
  });

  test('is a bar at the bottom, first in the tab order, that hides no button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/es/');
    const banner = page.getByRole('region', { name: 'Usamos cookies' });
    await expect(banner).toBeVisible();
    const bar = (await banner.boundingBox())!;
    expect(bar.x).toBe(0);
    expect(bar.width).toBe(360);
    expect(bar.y + bar.height).toBeCloseTo(740, 0);
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'Aviso de privacidad' })).toBeFocused();
    // The booking box's search button, brought into view, is above the bar, not under it.
    const search = page
      .getByRole('region', { name: 'Reserva tu estancia' })
      .getByRole('button', { name: 'Buscar' });
    await search.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    const box = (await search.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    // The page's last line too: it ends above the bar.
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const last = page.getByRole('contentinfo').getByText(/Experiencias Xcaret/);
    expect((await last.boundingBox())!.y).toBeLessThan(bar.y);
  });
});

test.describe('addresses', () => {
  test('/ goes to /es/', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/es\/$/);
  });

  test('an unknown path gives a localized 404', async ({ page }) => {
    const en = await page.goto('/en/no-such-page/');
    expect(en?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page not found');
    const es = await page.goto('/es/no-existe/');
    expect(es?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Página no encontrada');
    expect(await axeViolations(page)).toEqual([]);
    // A park that does not exist: the same page, with the site's header and footer.
    const park = await page.goto('/en/parks/no-such-park/');
    expect(park?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page not found');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a page carries one header and one footer, not a second pair for its 404', async ({
    request,
  }) => {
    // The 404 boundary is serialized into every page's payload: the full one would double it.
    const html = await (await request.get('/es/')).text();
    expect(html.match(/\\"\$\\",\\"footer\\"/g)).toHaveLength(1);
    expect(html.match(/\\"\$\\",\\"header\\"/g)).toHaveLength(1);
  });

  test('pages carry hreflang alternates and a canonical; no-index pages say so', async ({
    page,
  }) => {
    await page.goto('/en/weddings/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en\/weddings\/$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      'href',
      /\/es\/bodas\/$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="pt"]')).toHaveAttribute(
      'href',
      /\/pt\/casamentos\/$/,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await page.goto('/es/carrito/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    await page.goto('/es/parques/xel-ha/');
    await expect(page.locator('link[rel="alternate"][hreflang="pt"]')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/parks\/xel-ha\/$/,
    );
  });

  test('sitemap.xml and robots.txt', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain('/es/hoteles-xcaret/');
    expect(xml).toContain('/pt/hoteis-xcaret/');
    expect(xml).toContain('/en/parks/xcaret-plus/');
    expect(xml).not.toContain('/pt/parks/');
    expect(xml).toContain('hreflang="en"');
    // Every address is the page itself, never a redirect: the homes too (issue 19).
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual(expect.arrayContaining(['/es/', '/en/', '/pt/']));
    for (const loc of locs) expect(loc).toMatch(/\/$/);
    for (const loc of ['/es/', '/en/', '/pt/', locs.find((l) => l.includes('/parks/'))!]) {
      expect((await request.get(loc, { maxRedirects: 0 })).status(), loc).toBe(200);
    }
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Sitemap: ');
  });
});

test.describe('languages we do not serve', () => {
  for (const [from, to] of [
    ['/fr/', '/es/'],
    ['/de/parques/xel-ha/', '/es/parques/xel-ha/'],
    ['/en-US/', '/en/'],
    ['/pt-BR/hoteis-xcaret/', '/pt/hoteis-xcaret/'],
  ]) {
    test(`${from} goes to ${to}, not a 404`, async ({ request }) => {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(to);
      expect((await request.get(from!)).status()).toBe(200);
    });
  }
});

test.describe('security headers', () => {
  // Pages rendered per request carry a nonce; the cached shop pages (home…) carry hashes
  // instead (tests/e2e/csp-cache.spec.ts).
  for (const path of ['/es/carrito/', '/api/health/', '/es/no-existe/', '/favicon.svg']) {
    test(`on ${path}`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  }

  test('every script of a per-request page carries the response nonce', async ({ page }) => {
    const response = await page.goto('/es/carrito/');
    const csp = response!.headers()['content-security-policy']!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    // Every script the server sent (chunks loaded later are trusted through 'strict-dynamic'),
    // but the page shell's consent probe, allowed by its hash (the shell reads no nonce).
    const scripts = unnoncedScripts(await response!.text(), nonce!);
    expect(scripts.all).toBeGreaterThan(1);
    expect(scripts.without).toEqual([CONSENT_PROBE]);
    expect(csp).toContain(CONSENT_PROBE_HASH);
  });
});

test.describe('layout', () => {
  test('footer phones are tel: links and both service hours are shown', async ({ page }) => {
    await page.goto('/en/');
    const footer = page.locator('footer');
    await expect(footer.locator('a[href="tel:+18889227381"]')).toContainText('1 888 922 7381');
    await expect(footer.locator('a[href="tel:+528002922738"]')).toBeVisible();
    await expect(footer).toContainText(
      'Weekdays 8:00 a.m. to 11:00 p.m.; weekends 8:00 a.m. to 10:00 p.m.',
    );
    await expect(footer).toContainText('7:00 a.m. to 9:00 p.m. CST');
  });

  for (const width of [1280, 390]) {
    test(`without a chat service, the launcher opens the ways to reach us (${width} px, issue 19)`, async ({
      page,
      baseURL,
    }) => {
      await acceptCookies(page, baseURL!);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/es/');
      await expect(page.getByRole('link', { name: 'Chatea con nosotros' })).toHaveCount(0);
      const launcher = page.getByRole('button', { name: 'Contáctanos' });
      await launcher.click();
      const panel = page.getByRole('dialog', { name: 'Contáctanos' });
      await expect(panel).toBeVisible();
      await expect(panel.locator('a[href="tel:+18889227381"]')).toBeVisible();
      await expect(panel.locator('a[href="tel:+528002922738"]')).toBeVisible();
      await expect(panel).toContainText('Horario de atención (hora de Cancún)');
      await expect(panel.locator('a[href^="mailto:"]')).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Preguntas frecuentes' })).toHaveAttribute(
        'href',
        '/es/preguntas-frecuentes/',
      );
      // Inside the window, whatever the width.
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);
      // Escape closes it and gives focus back to the launcher.
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await launcher.click();
      await panel.getByRole('button', { name: 'Cerrar' }).click();
      await expect(panel).toBeHidden();
      // A round icon that covers little at every width (a pill covered "Comprar" at 1280 px)…
      expect((await launcher.boundingBox())!.width).toBeLessThanOrEqual(56);
      if (width < 640) {
        // …and none on a phone while a field is typed in.
        await page.goto('/es/newsletter/');
        await page
          .getByRole('main')
          .getByRole('textbox', { name: 'Correo electrónico' })
          .first()
          .focus();
        await expect(launcher).toBeHidden();
        await page
          .getByRole('main')
          .getByRole('textbox', { name: 'Correo electrónico' })
          .first()
          .blur();
        await expect(launcher).toBeVisible();
      }
    });
  }

  test('mobile: the menu drawer opens, is accessible and navigates', async ({ page, baseURL }) => {
    await acceptCookies(page, baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/es/');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await drawer.getByRole('link', { name: 'Bodas' }).click();
    await expect(page).toHaveURL(/\/es\/bodas\/$/);
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeHidden();
  });

  test('one face from the first paint: the brand faces on a first visit as on later pages; a late face swaps in over its metric-matched fallback without a re-flow', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL!);
    // The font files are held back until the page has painted in the fallbacks.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const fontRequests: string[] = [];
    await page.route(/\.woff2$/, async (route) => {
      fontRequests.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.goto('/es/', { waitUntil: 'domcontentloaded' });
    const h1Family = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('main h1')!).fontFamily);
    // The page names the brand faces from the start, whatever has arrived.
    expect(await h1Family()).toMatch(/^"EB Garamond", "EB Garamond Fallback"/);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^Inter, "Inter Fallback"/,
    );
    // The faces the first screen uses are asked for during the first load, not after it.
    await expect.poll(() => fontRequests.length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => document.fonts.check('600 1em "EB Garamond"'))).toBe(false);
    /** Where the first screen's text sits: the main heading and the next block under it. */
    const layout = () =>
      page.evaluate(() => {
        const h1 = document.querySelector('main h1')!.getBoundingClientRect();
        const next = document.querySelector('main h1 + *')?.getBoundingClientRect();
        return { h1Top: h1.top, h1Height: h1.height, nextTop: next?.top ?? 0 };
      });
    const before = await layout();
    release();
    await page.waitForFunction(() => document.fonts.check('600 1em "EB Garamond"'));
    await page.evaluate(() => document.fonts.ready);
    // The swap changed the letters, not the layout: the heading and what follows stay put.
    const after = await layout();
    expect(Math.abs(after.h1Top - before.h1Top)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.h1Height - before.h1Height)).toBeLessThanOrEqual(2);
    expect(Math.abs(after.nextTop - before.nextTop)).toBeLessThanOrEqual(2);
    // A later full load is in the same faces (from the cache), as is a client navigation.
    await page.unroute(/\.woff2$/);
    await page.goto('/es/spa/');
    await page.evaluate(() => document.fonts.ready);
    expect(await h1Family()).toMatch(/^"EB Garamond"/);
    expect(await page.evaluate(() => document.fonts.check('600 1em "EB Garamond"'))).toBe(true);
  });

  test('the top offset and menu height are CSS variables', async ({ page }) => {
    await page.goto('/es/');
    const desktop = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--menu-height').trim(),
    );
    expect(desktop).toBe('3rem');
    await page.setViewportSize({ width: 390, height: 844 });
    const mobile = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--top-offset').trim(),
    );
    expect(mobile).toBe('3.75rem');
  });
});

test.describe('errors', () => {
  test('a rendering error shows the general error page, server-side, in the visitor language', async ({
    page,
  }) => {
    const response = await page.goto('/en/e2e-render-error/');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Error');
    await expect(page.getByText("We're sorry, Something went wrong.")).toBeVisible();
    await expect(page.locator('[data-error-origin]')).toHaveAttribute(
      'data-error-origin',
      'server',
    );
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en/');
    await page.goto('/es/e2e-render-error/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error interno');
  });

  test('failed client requests are accepted by the error log, validated and size-limited', async ({
    request,
  }) => {
    const ok = await request.post('/api/v1/error-logs/', {
      data: {
        description: 'HTTP 502 Bad Gateway',
        method: 'GET',
        paths: { url: '/api/v1/x', baseUrl: 'http://127.0.0.1' },
      },
    });
    expect(ok.status()).toBe(201);
    expect((await ok.json()).uuid).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await request.post('/api/v1/error-logs/', {
      data: { description: '', origin: 'server' },
    });
    expect(bad.status()).toBe(400);
    const big = await request.post('/api/v1/error-logs/', {
      data: { description: 'x', payload: { blob: 'y'.repeat(10_000) } },
    });
    expect(big.status()).toBe(413);
  });

  test('the error log is rate-limited per address (30 a minute)', async ({ request }) => {
    const headers = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` };
    let accepted = 0;
    let refused: Awaited<ReturnType<typeof request.post>> | undefined;
    // A burst crossing a minute boundary may get up to 60 through: bounded at 61 requests.
    for (let i = 0; i < 61 && !refused; i++) {
      const r = await request.post('/api/v1/error-logs/', {
        data: { description: `burst ${i}` },
        headers,
      });
      if (r.status() === 201) accepted++;
      else refused = r;
    }
    expect(refused?.status()).toBe(429);
    expect(Number(refused?.headers()['retry-after'])).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThanOrEqual(30);
    const other = await request.post('/api/v1/error-logs/', {
      data: { description: 'another address' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(other.status()).toBe(201);
  });
});

test.describe('runtime', () => {
  test('the server and the Playwright runner run on Node 24', async ({ request }) => {
    expect(process.version).toMatch(/^v24\./);
    const health = await (await request.get('/api/health/')).json();
    expect(health.node).toMatch(/^v24\./);
  });
});
