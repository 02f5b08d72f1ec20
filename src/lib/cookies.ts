/** SPEC §3: client state that outlives a page lives in cookies for 7 days, path /. */
export const CLIENT_STATE_MAX_AGE = 604_800;

export const COOKIE = {
  currencyIso: 'currency_iso',
  currencyId: 'currency_id',
  consent: 'cookie_consent',
  /** SPEC §3 client state of the hotel booking: its reference and its secret token. */
  booking: 'booking',
  token: 'token',
  /** The park cart's id (HttpOnly; the cart itself lives in the database). */
  cart: 'cart',
} as const;

/** The consent choice is kept longer than the 7-day client state: half a year. */
export const CONSENT_MAX_AGE = 15_552_000;

/** A Set-Cookie string for document.cookie (client side, not httpOnly). */
export function clientCookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Writes a client-state cookie from the browser. */
export function writeClientCookie(
  name: string,
  value: string,
  maxAge: number,
  secure: boolean,
): void {
  document.cookie = clientCookie(name, value, maxAge, secure);
}
