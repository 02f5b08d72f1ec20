import 'server-only';
import { nextCookies } from 'better-auth/next-js';
import { createCustomerAuth, type CustomerAuth, type SocialProviderId } from '@/domain/customers';
import {
  SANDBOX_PROVIDERS,
  sandboxOAuthProviders,
  type SandboxProvider,
} from '@/integrations/identity-sandbox';
import { env, type Env } from '@/lib/env';
import { getDb } from './database';

type Global = typeof globalThis & { __customerAuth?: Promise<CustomerAuth> };
const g = globalThis as Global;

function pair(id: string | undefined, secret: string | undefined) {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

/** The process-wide Better Auth instance, built on first use (the database opens lazily). */
export function getAuth(): Promise<CustomerAuth> {
  if (!g.__customerAuth) {
    const building = (async () => {
      const e = env();
      const oidc = pair(e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET);
      return createCustomerAuth(await getDb(), {
        baseUrl: e.BASE_URL,
        secret: e.AUTH_SECRET,
        secureCookies: e.isHttps,
        google: pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
        facebook: pair(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET),
        apple: pair(e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET),
        oidc:
          oidc && e.OIDC_DISCOVERY_URL
            ? { ...oidc, discoveryUrl: e.OIDC_DISCOVERY_URL }
            : undefined,
        oauthProviders: sandboxOAuthProviders({
          origin: new URL(e.BASE_URL).origin,
          secret: e.AUTH_SECRET,
          providers: sandboxedProviders(e),
        }),
        // Lets server actions set the session cookies; it must be the last plugin.
        plugins: [nextCookies()],
      });
    })();
    g.__customerAuth = building;
    // Never keep a failed build: the next request tries again.
    building.catch(() => {
      if (g.__customerAuth === building) g.__customerAuth = undefined;
    });
  }
  return g.__customerAuth;
}

const NAMES: Record<SandboxProvider, string> = {
  facebook: 'Facebook',
  google: 'Google',
  apple: 'Apple',
};

function hasCredentials(e: Env, provider: SandboxProvider): boolean {
  const [id, secret] = {
    facebook: [e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET],
    google: [e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET],
    apple: [e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET],
  }[provider];
  return Boolean(id && secret);
}

/** The providers SPEC §1 names that have no credentials and sign in through the sandbox. */
function sandboxedProviders(e: Env): SandboxProvider[] {
  return e.socialSandbox ? SANDBOX_PROVIDERS.filter((p) => !hasCredentials(e, p)) : [];
}

/**
 * How each social button works: `live`, the provider itself (its credentials are set);
 * `sandbox`, the app's sandbox sign-in page (a demo without credentials, decision 0022);
 * `unavailable`, shown disabled with a word (no credentials, no sandbox). Facebook, Google and
 * Apple are always listed (SPEC §1); the generic OpenID provider when it is configured.
 */
export type SocialButtonMode = 'live' | 'sandbox' | 'unavailable';
export function socialProviderButtons(): {
  id: SocialProviderId;
  name: string;
  mode: SocialButtonMode;
}[] {
  const e = env();
  const sandboxed = sandboxedProviders(e);
  const list: { id: SocialProviderId; name: string; mode: SocialButtonMode }[] =
    SANDBOX_PROVIDERS.map((id) => ({
      id,
      name: NAMES[id],
      mode: hasCredentials(e, id) ? 'live' : sandboxed.includes(id) ? 'sandbox' : 'unavailable',
    }));
  if (e.OIDC_DISCOVERY_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET)
    list.push({ id: 'oidc', name: e.OIDC_NAME, mode: 'live' });
  return list;
}
