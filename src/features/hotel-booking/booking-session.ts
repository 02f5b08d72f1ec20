import 'server-only';
import { cookies } from 'next/headers';
import { CLIENT_STATE_MAX_AGE, COOKIE } from '@/lib/cookies';
import { env } from '@/lib/env';

/**
 * The booking in progress lives in two cookies (SPEC §3: booking and token, 7 days, path /).
 * Both are HttpOnly: only the server reads them, so a script on the page cannot steal the
 * token that opens the booking.
 */
export async function rememberBooking(reference: string, secret: string): Promise<void> {
  const jar = await cookies();
  const options = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env().isHttps,
    path: '/',
    maxAge: CLIENT_STATE_MAX_AGE,
  };
  jar.set(COOKIE.booking, reference, options);
  jar.set(COOKIE.token, secret, options);
}

export async function currentBooking(): Promise<{ reference: string; secret: string } | undefined> {
  const jar = await cookies();
  const reference = jar.get(COOKIE.booking)?.value;
  const secret = jar.get(COOKIE.token)?.value;
  return reference && secret ? { reference, secret } : undefined;
}
