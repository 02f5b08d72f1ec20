import 'server-only';
import { NextResponse } from 'next/server';
import { safeRedirectPath } from '@/lib/redirect';
import { getPathname } from '@/i18n/navigation';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { requestOrigin } from '@/lib/http';
import { logger } from '@/lib/logger';
import { getAuth, socialProviderButtons } from '@/server';

/**
 * Starts a social login: a plain GET link (no form, so the page's CSP `form-action 'self'`
 * never stands between the visitor and the provider, with or without JavaScript). Sets the
 * OAuth state cookie and sends the browser to the provider's authorization page.
 */
export async function startSocialLogin(request: Request, providerId: string): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const localeParam = query.get('locale');
  const locale: Locale = isLocale(localeParam) ? localeParam : routing.defaultLocale;
  const back = getPathname({ href: '/login', locale });
  // The host the visitor uses (BASE_URL when configured), never the server's internal one.
  const origin = requestOrigin(request.headers);
  const failed = () => NextResponse.redirect(new URL(`${back}?error=GENERAL_ERROR`, origin), 303);
  const provider = socialProviderButtons().find((p) => p.id === providerId);
  if (!provider || provider.mode === 'unavailable') return failed();
  const next = safeRedirectPath(query.get('next'), getPathname({ href: '/account', locale }));
  try {
    const auth = await getAuth();
    const answer = await auth.api.signInSocial({
      body: {
        // Without credentials in the demo, the provider's sandbox (decision 0022).
        provider: provider.mode === 'sandbox' ? `sandbox-${provider.id}` : provider.id,
        callbackURL: next,
        errorCallbackURL: back,
      },
      headers: request.headers,
    });
    if (!answer || !('url' in answer) || !answer.url) return failed();
    const target = new URL(answer.url);
    // Our own sandbox page speaks the language of the page the visitor came from.
    if (provider.mode === 'sandbox') target.searchParams.set('lang', locale);
    // The state cookie was set through next/headers (the nextCookies plugin): Next.js adds it
    // to this response.
    return NextResponse.redirect(target, 302);
  } catch (error) {
    logger.error({ err: error, provider: provider.id }, 'social sign-in failed');
    return failed();
  }
}
