import 'server-only';
import { nextCookies } from 'better-auth/next-js';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { getDb } from '@/db/client';
import {
  claimGuestState,
  createCustomerAuth,
  type CustomerAuth,
  type SocialProviderId,
} from '@/domain/customers';
import { COOKIE } from '@/lib/cookies';
import { logger } from '@/lib/logger';
import { env } from '@/lib/env';

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

export type Customer = { id: string; name: string; email: string; createdAt: Date };

/** The logged-in customer of this request, or undefined (read once per request). */
export const currentCustomer = cache(async (): Promise<Customer | undefined> => {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: await headers() });
  if (!session) return undefined;
  const { id, name, email, createdAt } = session.user;
  return { id, name, email, createdAt };
});

/**
 * A booking or cart started while logged in belongs to the customer too: the booking and cart
 * pages call this, so what the browser holds (its cookies) joins the account. A no-op for
 * anonymous visitors and for what is already someone's.
 */
export async function linkGuestStateToCustomer(): Promise<void> {
  const customer = await currentCustomer();
  if (!customer) return;
  const jar = await cookies();
  try {
    await claimGuestState(await getDb(), customer.id, {
      cart: jar.get(COOKIE.cart)?.value,
      booking: jar.get(COOKIE.booking)?.value,
      token: jar.get(COOKIE.token)?.value,
    });
  } catch (error) {
    logger.error({ err: error }, 'could not link the booking or cart to the customer');
  }
}
