/**
 * The shop's one inline script of its own, written in src/features/layout/page-shell.tsx.
 * Plain JavaScript without imports: the proxy's policy (headers.ts), the page cache's hashing
 * (inline-scripts.mjs, outside Next's bundler) and the page shell all read it here.
 *
 * Every page ships the cookie bar in its HTML, so a first visitor sees it at the first paint
 * (it used to appear only once the page's JavaScript ran: on a slow phone, seconds later, as
 * the page's largest paint). Before that paint, this script marks `<html>` when the visitor has
 * already chosen (the consent cookie, `cookie_consent`), and the stylesheet keeps the bar
 * hidden (globals.css); the bar's island then removes it. A constant, matched whole like
 * React's own; the page shell reads no nonce, so its hash is in the per-request policy too.
 */
export const CONSENT_PROBE =
  'if(/(?:^|;\\s*)cookie_consent=/.test(document.cookie))document.documentElement.setAttribute("data-cookie-choice","")';

/** `scriptHash(CONSENT_PROBE)` written out (no hashing in the proxy); a unit test holds them equal. */
export const CONSENT_PROBE_HASH = "'sha256-3UfXnC/c5xIH6MlhXzrwuoEX6+gkObWvSZLfUUrC+sU='";
