import 'server-only';
import { nextCookies } from 'better-auth/next-js';
import { createCustomerAuth, type CustomerAuth, type SocialProviderId } from '@/domain/customers';
import { env } from '@/lib/env';
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

/** The social providers whose buttons are shown (configured with an id and a secret). */
export function configuredSocialProviders(): { id: SocialProviderId; name: string }[] {
  const e = env();
  const list: { id: SocialProviderId; name: string }[] = [];
  if (e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET)
    list.push({ id: 'facebook', name: 'Facebook' });
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) list.push({ id: 'google', name: 'Google' });
  if (e.APPLE_CLIENT_ID && e.APPLE_CLIENT_SECRET) list.push({ id: 'apple', name: 'Apple' });
  if (e.OIDC_DISCOVERY_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET)
    list.push({ id: 'oidc', name: e.OIDC_NAME });
  return list;
}
