import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import { scriptElements } from '../../src/lib/security/inline-scripts.mjs';

// axe-core is injected as an init script (parsed by the page itself): several times faster
// on these 2-core machines than injecting it over the protocol after every navigation.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Each test is a traveller of its own, from an address of its own (what one address may hold
 * at once is capped): the address travels as X-Forwarded-For, which the server honours from
 * its one trusted proxy hop. A test that needs a given address still sets the header itself.
 */
function addressOf(testId: string): string {
  const hash = createHash('sha256').update(testId).digest();
  return `10.${hash[0]}.${hash[1]}.${1 + (hash[2]! % 254)}`;
}

/** Collects console errors and uncaught exceptions of a page; a test asserts they are none. */
export const test = base.extend<{ consoleErrors: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ 'x-forwarded-for': addressOf(testInfo.testId), ...extraHTTPHeaders });
  },
  page: async ({ page }, use) => {
    await page.addInitScript({ content: axeSource });
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** A page opened outside the fixture (a fresh browser context) gets axe-core as the fixture's do. */
export async function withAxe(page: Page): Promise<Page> {
  await page.addInitScript({ content: axeSource });
  return page;
}

type AxeResults = {
  violations: { id: string; impact?: string; help: string; nodes: { target: string[] }[] }[];
};

/** WCAG 2.2 AA violations of the current page, as DESIGN §8 asks (empty when it passes). */
export async function axeViolations(page: Page) {
  // Next streams a page's <title> with its metadata, after the content (and after a client
  // navigation, once the new payload is in): the page is judged once it has one, or after 5 s
  // without (then axe reports it missing).
  await page
    .waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 5_000 })
    .catch(() => undefined);
  // Colours are judged at rest: a button still fading after a click (CSS transitions) would
  // be measured between two colours.
  await page.evaluate(() => {
    if (document.getElementById('axe-no-transitions')) return;
    const style = document.createElement('style');
    style.id = 'axe-no-transitions';
    style.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}';
    document.head.append(style);
  });
  const results = await page.evaluate(() =>
    (
      window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<AxeResults> } }
    ).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    }),
  );
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
}

/**
 * The script elements of a page's HTML: how many, and the bodies of those whose tag does not
 * carry `nonce` (a per-request page's scripts all do, but the page shell's consent probe).
 */
export function unnoncedScripts(html: string, nonce: string) {
  const scripts = scriptElements(html);
  return {
    all: scripts.length,
    without: scripts
      .filter(({ attributes }) => !attributes.includes(` nonce="${nonce}"`))
      .map(({ body }) => body),
  };
}

/** Accepts the cookie banner ahead of time so it never covers what a test looks at. */
export async function acceptCookies(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
}

/**
 * Waits until React has hydrated the element `selector` names (its fiber is attached): events
 * sent before that go to the server's markup only, and a change handler would miss them.
 */
export async function reactOwns(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}
