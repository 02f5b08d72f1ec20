/**
 * Which pages are the same for every visitor (decision 0044). The one list the proxy, the
 * pages' cache exports and the browser test read.
 *
 * - `cacheable`: prerendered per language (and slug), regenerated when their data changes
 *   (src/server/revalidate.ts), sent with a Cache-Control a CDN or nginx may keep, and allowed
 *   their inline scripts by hash (src/lib/security/cache-handler.mjs).
 * - `per-request`: everything else (search results, booking, cart, checkout, account, sign-in,
 *   newsletter forms, the back office, the sandbox, developer pages): rendered per request with
 *   the request's CSP nonce.
 *
 * A page is served as cacheable only when it is BOTH declared here and prerendered by the
 * build (its path or pattern in `.next/prerender-manifest.json`): a declared page that still
 * reads a cookie stays per request with its nonce, and the browser test says so.
 */
import { locales, type AppPathname } from '@/i18n/paths';

export type RouteClass = 'cacheable' | 'per-request';

/** The internal paths (next-intl's keys, without the language) of the cacheable pages. */
export const CACHEABLE_PATHNAMES = [
  '/',
  '/xcaret-hotels',
  '/hotel-xcaret-mexico',
  '/hotel-xcaret-arte',
  '/la-casa-de-la-playa',
  '/all-fun-inclusive',
  '/restaurants',
  '/bars',
  '/meetings-events',
  '/special-offers',
  '/weddings',
  '/spa',
  '/hotels-in/[city]',
  '/parks',
  '/parks/[slug]',
  '/tours/[slug]',
  '/faq',
  '/privacy',
  '/terms',
  '/site-map',
] as const satisfies readonly AppPathname[];

export type CacheablePathname = (typeof CACHEABLE_PATHNAMES)[number];

/**
 * The end-to-end suite's probe of the mechanism (src/app/[locale]/e2e-cached, a 404 unless
 * E2E_TEST_ROUTES=1): cacheable whatever the shop's pages are.
 */
export const CACHEABLE_PROBES = ['/e2e-cached'] as const;

const LOCALE = `(?:${locales.join('|')})`;
/** `/parks/[slug]` → /^\/(?:es|en|pt)\/parks\/[^/]+\/?$/ */
const CACHEABLE_PATTERNS = [...CACHEABLE_PATHNAMES, ...CACHEABLE_PROBES].map(
  (pathname) =>
    new RegExp(`^/${LOCALE}${pathname === '/' ? '' : pathname.replace(/\[[^\]]+\]/g, '[^/]+')}/?$`),
);

/**
 * The class of a page by its internal path, as Next.js routes it after next-intl's rewrite:
 * `/es/parks/xcaret/` (not the visitor's `/es/parques/xcaret/`). Anything unknown is per
 * request: the safe default.
 */
export function routeClass(internalPath: string): RouteClass {
  return CACHEABLE_PATTERNS.some((pattern) => pattern.test(internalPath))
    ? 'cacheable'
    : 'per-request';
}

/**
 * How long a regenerated cacheable page is fresh, in seconds (`export const revalidate` of
 * each cacheable page: Next.js reads it statically, so the pages repeat the literal and a test
 * holds them to this). Data changes revalidate at once (src/server/revalidate.ts); this is the
 * ceiling for what nobody announces (a date passing).
 */
export const CACHEABLE_REVALIDATE_SECONDS = 3600;
