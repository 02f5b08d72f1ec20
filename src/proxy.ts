import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, locales, routing } from '@/i18n/routing';
import { loopbackAlias } from '@/lib/http';
import { foreignLanguageTarget } from '@/lib/language-prefix';
import { readiness } from '@/lib/readiness';
import {
  bodyLimitFor,
  multipartBoundary,
  refuseEarly,
  wellFormedMultipart,
} from '@/lib/security/request-guard';
import { trailingSlashTarget } from '@/lib/trailing-slash';
import { routeClass } from '@/lib/route-classes';
import {
  contentSecurityPolicy,
  createNonce,
  permissionsPolicy,
  policySettings,
  staticSecurityHeaders,
} from '@/lib/security/headers';
import { buildPrerenderedPages } from '@/lib/security/prerendered';
import { unavailableJson, unavailablePage } from '@/lib/unavailable-page';

const handleI18nRouting = createIntlMiddleware(routing);

const settings = policySettings();
const { isDev, isHttps } = settings;
/** BASE_URL, when configured: the one host pages are served on (aliases are sent there). */
const canonical = process.env.BASE_URL ? new URL(process.env.BASE_URL) : undefined;
const fixedHeaders = staticSecurityHeaders({ isHttps });

/**
 * Runs before every request: language routing for pages, and the security headers for
 * pages, API, files and 404 alike. The nonce travels to the page renderer through the
 * request's Content-Security-Policy header, where Next.js looks for it. A page served from
 * the page cache (src/lib/route-classes.ts) gets no nonce: its own policy, with the hashes of
 * its inline scripts, comes with it from the cache (decision 0044).
 */
export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // Made when a response needs them: a page served from cache has neither.
  let nonceValue: string | undefined;
  let policy: string | undefined;
  const nonce = () => (nonceValue ??= createNonce());
  const cspOf = () => (policy ??= contentSecurityPolicy({ ...settings, nonce: nonce() }));

  let response: NextResponse | Response;
  /** The page comes from the page cache with its own hash policy. */
  let fromCache = false;
  const refused =
    refuseEarly({ method: request.method, pathname, headers: request.headers }) ??
    (await refuseMalformedForm(request, pathname));
  if (refused) {
    response = Response.json({ error: { code: refused.code } }, { status: refused.status });
    response.headers.set('Content-Security-Policy', cspOf());
    for (const [name, value] of Object.entries(fixedHeaders)) response.headers.set(name, value);
    return response;
  }
  const database = readiness()?.status;
  const needsDatabase =
    !pathname.startsWith('/_next/') &&
    !pathname.startsWith('/api/health/') &&
    !/\.[a-z0-9]+$/i.test(pathname);
  if (database && database !== 'ready' && needsDatabase) {
    // The database is starting, down or hung: a clear 503 at once, not a hanging request or
    // an error page (src/db/bootstrap.ts watches it and lifts this when it answers again).
    response = pathname.startsWith('/api/') ? unavailableJson() : unavailablePage(pathname);
    response.headers.set('Content-Security-Policy', cspOf());
    for (const [name, value] of Object.entries(fixedHeaders)) response.headers.set(name, value);
    return response;
  }
  const parkInPortuguese = /^\/pt\/(parks|tours)(\/.*)?$/.exec(pathname);
  const host = request.headers.get('host')?.toLowerCase();
  const slashed = trailingSlashTarget(pathname);
  const foreign =
    isPageRequest(pathname) && !pathname.startsWith('/sandbox/')
      ? foreignLanguageTarget(pathname, locales, defaultLocale)
      : null;
  if (slashed) {
    // The site's trailing-slash convention, with this response's security headers.
    response = NextResponse.redirect(
      new URL(`${slashed}${request.nextUrl.search}`, request.url),
      308,
    );
  } else if (
    canonical &&
    host &&
    host !== canonical.host &&
    !loopbackAlias(host, canonical.origin) &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    !pathname.startsWith('/_next/') &&
    !/\.[a-z0-9]+$/i.test(pathname)
  ) {
    // An alias (127.0.0.1 for localhost, www. for the apex, …): the visitor is sent to the
    // canonical host before any cookie is set, so the booking, cart and session cookies all
    // live on the host the payment page returns to.
    response = NextResponse.redirect(
      new URL(`${pathname}${request.nextUrl.search}`, canonical.origin),
      308,
    );
  } else if (foreign) {
    // A language we do not serve (/fr/) or a regional form of ours (/es-MX/): its page in ours.
    response = NextResponse.redirect(
      new URL(`${foreign}${request.nextUrl.search}`, request.url),
      308,
    );
  } else if (parkInPortuguese) {
    // The park store is offered in es and en only: Portuguese visitors get the English page.
    const url = request.nextUrl.clone();
    url.pathname = `/en/${parkInPortuguese[1]}${parkInPortuguese[2] ?? '/'}`;
    response = NextResponse.redirect(url, 308);
  } else if (/^\/admin(\/[^.]*)?$/.test(pathname)) {
    // The back office: no language routing (the staff member's own choice sets it), a nonce
    // like every page, and never indexed.
    const headers = new Headers(request.headers);
    headers.set('x-nonce', nonce());
    headers.set('content-security-policy', cspOf());
    response = NextResponse.next({ request: { headers } });
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  } else if (/^\/dev\/[^.]*$/.test(pathname)) {
    // Developer pages (the mailbox): no language routing, but a nonce like every page, or
    // the policy would block Next.js's own inline scripts.
    const headers = new Headers(request.headers);
    headers.set('x-nonce', nonce());
    headers.set('content-security-policy', cspOf());
    response = NextResponse.next({ request: { headers } });
  } else if (pathname.startsWith('/sandbox/')) {
    // The sandbox gateway's hosted payment page: not a page of the shop, no language prefix.
    // Its one inline script (the expiry's formatting) carries this response's nonce.
    const headers = new Headers(request.headers);
    headers.set('x-nonce', nonce());
    response = NextResponse.next({ request: { headers } });
  } else if (isPageRequest(pathname)) {
    const known = readsFromCache(request) ? cachedPageRoutes.get(pathname) : undefined;
    // Routed once without the nonce to learn the internal path (next-intl's rewrite
    // /es/hoteles-xcaret/ → /es/xcaret-hotels/); a per-request page is routed again with it.
    const routed = known === undefined ? handleI18nRouting(request) : undefined;
    if (known !== undefined) {
      // A cached page's address seen before: routed as next-intl routed it then.
      fromCache = true;
      response =
        known === pathname
          ? NextResponse.next()
          : NextResponse.rewrite(new URL(`${known}${request.nextUrl.search}`, request.url));
    } else if (routed && servedFromCache(request, routed)) {
      fromCache = true;
      rememberCachedPageRoute(pathname, routed);
      response = routed;
    } else {
      request.headers.set('x-nonce', nonce());
      request.headers.set('content-security-policy', cspOf());
      response = handleI18nRouting(request);
    }
  } else {
    response = NextResponse.next();
  }

  if (!fromCache) response.headers.set('Content-Security-Policy', cspOf());
  for (const [name, value] of Object.entries(fixedHeaders)) response.headers.set(name, value);
  response.headers.set('Permissions-Policy', permissionsPolicy(pathname));
  return response;
}

/**
 * Whether a page request is answered from the page cache: a GET or HEAD (a form posted
 * without JavaScript renders the page per request) of a cacheable page that the build
 * prerendered, outside draft mode. Redirects and everything else keep the nonce policy.
 */
function servedFromCache(request: NextRequest, routed: Response): boolean {
  if (!readsFromCache(request) || routed.status !== 200) return false;
  const internalPath = internalPathOf(request.nextUrl.pathname, routed);
  return routeClass(internalPath) === 'cacheable' && buildPrerenderedPages()(internalPath);
}

/** A GET or HEAD outside draft mode (a content editor's preview renders per request). */
function readsFromCache(request: NextRequest): boolean {
  if (isDev || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  return !request.cookies.has('__prerender_bypass');
}

/** The path Next.js routes the request to: next-intl's rewrite, or the address itself. */
function internalPathOf(pathname: string, routed: Response): string {
  const rewrite = routed.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite).pathname : pathname;
}

/**
 * The internal path of each cached page's address, as next-intl routed its first visit. With
 * this site's routing (no domains, no language detection, no cookie, no Link header) its answer
 * to a GET depends on the path alone, so later visits skip it: next-intl copies every request
 * header to add X-NEXT-INTL-LOCALE, which Next.js then applies, and a prerendered page cannot
 * read headers anyway. Bounded, as the `[slug]` patterns match any slug.
 */
const cachedPageRoutes = new Map<string, string>();
const CACHED_PAGE_ROUTES_MAX = 2000;

function rememberCachedPageRoute(pathname: string, routed: Response): void {
  if (cachedPageRoutes.size >= CACHED_PAGE_ROUTES_MAX)
    cachedPageRoutes.delete(cachedPageRoutes.keys().next().value!);
  cachedPageRoutes.set(pathname, internalPathOf(pathname, routed));
}

/**
 * A multipart form posted to a page (a server action, or a form without JavaScript) whose body
 * does not have the shape its boundary promises is refused here: the framework's parser would
 * throw, answering 500. The body is read from a copy, within the page's body limit.
 */
async function refuseMalformedForm(request: NextRequest, pathname: string) {
  if (request.method !== 'POST' || pathname.startsWith('/api/') || !request.body) return null;
  const boundary = multipartBoundary(request.headers.get('content-type'));
  if (!boundary) return null;
  const reader = request.clone().body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > bodyLimitFor(pathname)) {
      await reader.cancel();
      return { status: 413 as const, code: 'PAYLOAD_TOO_LARGE' };
    }
    chunks.push(value);
  }
  return wellFormedMultipart(Buffer.concat(chunks).toString('latin1'), boundary)
    ? null
    : { status: 400 as const, code: 'BAD_REQUEST' };
}

function isPageRequest(pathname: string): boolean {
  return !(
    pathname.startsWith('/api/') ||
    pathname.startsWith('/_next/') ||
    pathname.startsWith('/dev/') ||
    /\.[a-z0-9]+$/i.test(pathname)
  );
}

export const config = {
  // Every path: headers must be on pages, API, static files and 404 alike.
  matcher: '/:path*',
};
