import 'server-only';
import { cookies } from 'next/headers';
import { CLIENT_STATE_MAX_AGE, COOKIE } from '@/lib/cookies';
import { env } from '@/lib/env';

/**
 * The cart lives on the server; an HttpOnly cookie names it (7 days, path /, SPEC §3), so it
 * survives reloads and a script on the page cannot read or swap it.
 */
export async function currentCartId(): Promise<string | undefined> {
  const value = (await cookies()).get(COOKIE.cart)?.value;
  return value && /^[0-9a-f-]{36}$/.test(value) ? value : undefined;
}

export async function rememberCart(cartId: string): Promise<void> {
  (await cookies()).set(COOKIE.cart, cartId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env().isHttps,
    path: '/',
    maxAge: CLIENT_STATE_MAX_AGE,
  });
}
