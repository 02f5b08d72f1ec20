import 'server-only';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import {
  issueCode,
  renderSandboxSignIn,
  SANDBOX_PROVIDERS,
  sandboxCallbackPath,
  sandboxProviderId,
  type SandboxProvider,
  type SandboxSignInView,
} from '@/integrations/identity-sandbox';
import { routing, type Locale } from '@/i18n/routing';
import { requestLanguage } from '@/lib/accept-language';
import { normalizeEmail } from '@/lib/email';
import { env } from '@/lib/env';
import { readFormLimited } from '@/lib/http';
import { BODY_LIMITS } from '@/lib/security/request-guard';
import { socialProviderButtons } from './auth';

/**
 * The sandbox sign-in page (decision 0022), standing in for Facebook's, Google's and Apple's
 * authorization page in a demo without their credentials: GET shows it for a well-formed
 * authorization request of Better Auth's, POST signs the typed name and email into a short-lived
 * code and returns to Better Auth's callback of that provider (only there: the address is
 * rebuilt from our origin, never taken from the request), or cancels.
 */
const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
};

const NAMES: Record<SandboxProvider, string> = {
  facebook: 'Facebook',
  google: 'Google',
  apple: 'Apple',
};

/** The authorization request Better Auth sends (RFC 6749 §4.1.1 with PKCE, RFC 7636). */
const authorizationRequest = z.object({
  response_type: z.literal('code'),
  client_id: z.string().max(40),
  redirect_uri: z.string().max(400),
  state: z.string().min(8).max(500),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43,128}$/),
  code_challenge_method: z.literal('S256'),
  scope: z.string().max(200).optional(),
  lang: z.enum(routing.locales).optional(),
});
type AuthorizationRequest = z.infer<typeof authorizationRequest>;

function sandboxed(provider: string): SandboxProvider | undefined {
  const found = socialProviderButtons().find((b) => b.id === provider && b.mode === 'sandbox');
  return found && (SANDBOX_PROVIDERS as readonly string[]).includes(found.id)
    ? (found.id as SandboxProvider)
    : undefined;
}

/** The request, if it is Better Auth's for this provider and returns to its callback here. */
function checkRequest(
  provider: SandboxProvider,
  values: Record<string, string>,
): AuthorizationRequest | undefined {
  const parsed = authorizationRequest.safeParse(values);
  if (!parsed.success) return undefined;
  const origin = new URL(env().BASE_URL).origin;
  if (parsed.data.client_id !== sandboxProviderId(provider)) return undefined;
  if (parsed.data.redirect_uri !== `${origin}${sandboxCallbackPath(provider)}`) return undefined;
  return parsed.data;
}

async function page(
  request: Request,
  provider: SandboxProvider | undefined,
  lang: Locale | undefined,
  view: SandboxSignInView,
  status = 200,
): Promise<Response> {
  const locale = lang ?? requestLanguage(request, routing.locales, routing.defaultLocale);
  const t = await getTranslations({ locale, namespace: 'socialSandbox' });
  const html = renderSandboxSignIn({
    view,
    t: (key, values) => t(key as 'title', values as { provider: string }),
    lang: locale,
    provider: provider ? NAMES[provider] : '',
    home: `/${locale}/`,
  });
  return new Response(html, { status, headers: HEADERS });
}

const pick = (source: URLSearchParams) =>
  Object.fromEntries(
    Object.keys(authorizationRequest.shape).flatMap((name) => {
      const value = source.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );

/** GET /sandbox/sign-in/{provider}/?response_type=code&client_id=…&state=…&code_challenge=… */
export async function socialSandboxGet(request: Request, providerParam: string) {
  const provider = sandboxed(providerParam);
  const values = pick(new URL(request.url).searchParams);
  const checked = provider && checkRequest(provider, values);
  if (!provider || !checked) return page(request, provider, undefined, { kind: 'invalid' }, 400);
  return page(request, provider, checked.lang, { kind: 'form', request: values });
}

/** POST: continue with the typed name and email, or cancel. */
export async function socialSandboxPost(request: Request, providerParam: string) {
  const provider = sandboxed(providerParam);
  const read = await readFormLimited(request, BODY_LIMITS.sandbox);
  if (!read.ok)
    return new Response(read.error, {
      status: read.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  const form = read.value;
  const values = pick(form);
  const checked = provider && checkRequest(provider, values);
  if (!provider || !checked) return page(request, provider, undefined, { kind: 'invalid' }, 400);
  const back = new URL(checked.redirect_uri);
  back.searchParams.set('state', checked.state);
  if (form.get('action') === 'cancel') {
    back.searchParams.set('error', 'access_denied');
    return Response.redirect(back, 303);
  }
  const name = String(form.get('name') ?? '')
    .trim()
    .slice(0, 100);
  const typed = String(form.get('email') ?? '').slice(0, 254);
  const email = normalizeEmail(typed);
  const t = await getTranslations({
    locale: checked.lang ?? routing.defaultLocale,
    namespace: 'socialSandbox',
  });
  const errors = {
    ...(name ? {} : { name: t('nameRequired') }),
    ...(email ? {} : { email: t('emailInvalid') }),
  };
  if (Object.keys(errors).length > 0)
    return page(request, provider, checked.lang, {
      kind: 'form',
      request: values,
      errors,
      kept: { name, email: typed },
    });
  const code = issueCode(env().AUTH_SECRET, { provider, email, name }, checked.code_challenge);
  back.searchParams.set('code', code);
  return Response.redirect(back, 303);
}
