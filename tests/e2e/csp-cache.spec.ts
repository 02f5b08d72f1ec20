import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { routeClass } from '../../src/lib/route-classes';
import { inlineScriptHashes } from '../../src/lib/security/inline-scripts.mjs';
import { CONSENT_PROBE } from '../../src/lib/security/consent-probe.mjs';
import { acceptCookies, expect, reactOwns, test, unnoncedScripts } from '../support/fixtures';
import { createStaff, signInStaff } from '../support/staff';

/**
 * Decision 0044, one test per route class: a page from the page cache is allowed exactly the
 * inline scripts it ships (by hash) and is kept by a CDN; a per-request page, the back office
 * included, keeps its nonce; every one of them runs without a CSP violation and hydrates. A
 * change in the back office regenerates the cached page with the hashes of its new scripts.
 */
/** The suite's probe of the cacheable class (src/app/[locale]/e2e-cached). */
const CACHED = '/es/e2e-cached/';
const scriptSrc = (csp: string) => /(?:^|; )script-src ([^;]*)/.exec(csp)?.[1] ?? '';

/** Collects the page's CSP violations (events and console reports) from before its scripts. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return async () => [
    ...reported,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
  ];
}

test.describe('a page from the page cache', () => {
  test('its CSP lists exactly the hashes of its inline scripts, and a CDN may keep it', async ({
    request,
  }) => {
    const first = await request.get(CACHED);
    const again = await request.get(CACHED);
    for (const response of [first, again]) {
      expect(response.status()).toBe(200);
      const csp = response.headers()['content-security-policy']!;
      const { hashes, refused } = inlineScriptHashes(await response.text());
      expect(refused).toEqual([]);
      expect(hashes.length).toBeGreaterThan(0);
      expect(scriptSrc(csp)).toBe(["'self'", ...hashes].join(' '));
      expect(csp).not.toMatch(/nonce-|unsafe-eval|strict-dynamic/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
      expect(response.headers()['cache-control']).toContain('stale-while-revalidate');
    }
    // The same bytes for everyone: nothing per visitor, not even a nonce.
    expect(await again.text()).toBe(await first.text());
    expect(again.headers()['x-nextjs-cache']).toBe('HIT');
  });

  test('runs without a CSP violation and hydrates', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(CACHED);
    expect(response!.headers()['content-security-policy']).not.toContain('nonce-');
    await reactOwns(page, 'button[data-pressed]');
    await page.getByRole('button', { name: 'Pressed 0' }).click();
    await expect(page.getByRole('button', { name: 'Pressed 1' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test.describe("the shop's pages from the page cache", () => {
  // One of each kind: home, a hotel page, the parks listing, a park (its booking widget posts a
  // server action: React's form-replaying script), a tour, a city, an editorial page, the site map.
  for (const path of [
    '/es/',
    '/es/hotel-xcaret-mexico/',
    '/es/parques/',
    '/es/parques/xcaret-plus/',
    '/en/tours/xichen-deluxe/',
    '/pt/hoteis-em/playa-del-carmen/',
    '/en/faq/',
    '/pt/mapa-do-site/',
  ]) {
    test(`${path}: hashes of its inline scripts, kept by a CDN, alive without a violation`, async ({
      page,
      request,
      baseURL,
    }) => {
      // Other workers' back-office changes regenerate every cached page at any moment (one
      // revalidation for all, src/server/revalidate.ts): read until two reads in a row meet no
      // regeneration in between, then the second is the cache's, byte for byte the first.
      await expect(async () => {
        const first = await request.get(path);
        const again = await request.get(path);
        for (const response of [first, again]) {
          expect(response.status()).toBe(200);
          const csp = response.headers()['content-security-policy']!;
          const { hashes, refused } = inlineScriptHashes(await response.text());
          expect(refused).toEqual([]);
          expect(scriptSrc(csp)).toBe(["'self'", ...hashes].join(' '));
          expect(csp).not.toMatch(/nonce-|unsafe-eval|strict-dynamic/);
          expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
          // Nothing per visitor, not even a cookie: nginx and a CDN keep no response that sets one.
          expect(response.headers()['set-cookie']).toBeUndefined();
        }
        expect(again.headers()['x-nextjs-cache']).toBe('HIT');
        expect(await again.text()).toBe(await first.text());
        // Next.js's ETag (remembered per body, scripts/patch-next.mjs): the same on every visit,
        // and a browser's revalidation of the page it holds is answered 304, without the page.
        const etag = again.headers()['etag'];
        expect(etag).toMatch(/^"[0-9a-z]+"$/);
        expect(first.headers()['etag']).toBe(etag);
        const revalidated = await request.get(path, { headers: { 'if-none-match': etag! } });
        expect(revalidated.status()).toBe(304);
      }).toPass({ timeout: 30_000 });

      // In a browser: the header's islands come alive (the cart link, the currency picker).
      await acceptCookies(page, baseURL!);
      const violations = await watchViolations(page);
      // The header's islands ask for the visitor's state once the page is alive.
      const visitor = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/visitor/');
      await page.goto(path);
      expect((await visitor).ok()).toBe(true);
      await reactOwns(page, 'header');
      expect(await violations()).toEqual([]);
    });
  }
});

test('a made-up address under a cached page is a 404 that is not kept', async ({ request }) => {
  // Every address below /parques/ renders the park segment's 404: keeping each would let anyone
  // fill the page cache's disk with made-up addresses (src/lib/security/cache-handler.mjs).
  for (const path of ['/es/parques/no-existe-esto/', '/en/tours/no-such-tour/']) {
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()['x-nextjs-cache']).not.toBe('HIT');
      // Its policy still allows exactly its own scripts: the page comes alive and shows the 404.
      const { hashes, refused } = inlineScriptHashes(await response.text());
      expect(refused).toEqual([]);
      expect(scriptSrc(response.headers()['content-security-policy']!)).toBe(
        ["'self'", ...hashes].join(' '),
      );
    }
  }
});

test.describe('a page rendered per request', () => {
  for (const path of ['/es/carrito/', '/es/hoteles/']) {
    test(`${path} keeps its nonce, runs without a CSP violation and hydrates`, async ({
      page,
      baseURL,
    }) => {
      await acceptCookies(page, baseURL!);
      const violations = await watchViolations(page);
      const response = await page.goto(path);
      const csp = response!.headers()['content-security-policy']!;
      const nonce = /'nonce-([^']+)' 'strict-dynamic'/.exec(scriptSrc(csp))?.[1];
      expect(nonce).toBeTruthy();
      expect(response!.headers()['cache-control'] ?? '').not.toMatch(/s-maxage/);
      // Every script the server sent carries it (chunks the page loads later, such as the date
      // field's, are trusted through 'strict-dynamic' and carry none).
      const scripts = unnoncedScripts(await response!.text(), nonce!);
      expect(scripts.all).toBeGreaterThan(1);
      // The page shell's consent probe is the one without: its hash is in the policy.
      expect(scripts.without).toEqual([CONSENT_PROBE]);
      await reactOwns(page, 'header');
      expect(await violations()).toEqual([]);
    });
  }

  test('the back office keeps its nonce and runs without a CSP violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/admin/');
    expect(scriptSrc(response!.headers()['content-security-policy']!)).toMatch(
      /^'self' 'nonce-[^']+' 'strict-dynamic' 'sha256-[A-Za-z0-9+/]{43}='$/,
    );
    await reactOwns(page, 'form');
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('no per-request page is in the page cache of the build', () => {
    const manifest = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as {
      routes: Record<string, unknown>;
      dynamicRoutes: Record<string, unknown>;
    };
    const shopRoutes = [...Object.keys(manifest.routes), ...Object.keys(manifest.dynamicRoutes)]
      .filter((route) => route.startsWith('/[locale]') || /^\/(es|en|pt)(\/|$)/.test(route))
      .map((route) => route.replace('[locale]', 'es').replace(/\[(\w+)\]/g, 'x'));
    expect(shopRoutes).toContain('/es/e2e-cached');
    expect(shopRoutes.filter((route) => routeClass(route) !== 'cacheable')).toEqual([]);
  });
});

test('a change in the back office regenerates the cached page, with its new hashes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await createStaff(request, 'admin');
  await signInStaff(page, admin, '/admin/settings/');
  // The Canada line's punctuation only (other specs read the Mexico line), put back after.
  const phone = page.locator('form[data-phone="CA"]');
  const shown = phone.getByLabel('Número mostrado');
  const original = await shown.inputValue();
  const changed = original === '1 866 393 5158' ? '1-866-393-5158' : '1 866 393 5158';
  /** Saves the line, then reads the cached page: it shows the line, allowed its own scripts. */
  const saveAndRead = async (value: string) => {
    await shown.fill(value);
    await phone.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cambio guardado' })).toBeVisible({
      timeout: 20_000,
    });
    const response = await request.get(CACHED);
    const html = await response.text();
    expect(html).toContain(`data-phone="CA">${value}<`);
    const csp = response.headers()['content-security-policy']!;
    const { hashes, refused } = inlineScriptHashes(html);
    expect(refused).toEqual([]);
    expect(scriptSrc(csp)).toBe(["'self'", ...hashes].join(' '));
    expect((await request.get(CACHED)).headers()['x-nextjs-cache']).toBe('HIT');
    return csp;
  };
  const afterChange = await saveAndRead(changed);
  await page.goto('/admin/settings/');
  const afterRestore = await saveAndRead(original);
  expect(afterRestore).not.toBe(afterChange);
});
