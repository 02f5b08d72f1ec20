/** SPEC §3: client state that outlives a page lives in cookies for 7 days, path /. */
export const CLIENT_STATE_MAX_AGE = 604_800;

export const COOKIE = {
  currencyIso: 'currency_iso',
  currencyId: 'currency_id',
  consent: 'cookie_consent',
  /** SPEC §3 client state of the hotel booking: its reference and its secret token. */
  booking: 'booking',
  token: 'token',
  /**
   * SPEC §3 current room: the room being chosen in a multi-room search and the room types
   * chosen so far (readable by the page's script, so a reload or Back returns to them).
   */
  currentRoom: 'current_room',
  /**
   * SPEC §3 country (default USA): the visitor's country, the default of every country field;
   * set when the visitor chooses one in a form.
   */
  country: 'country',
  /** The park cart's id (HttpOnly; the cart itself lives in the database). */
  cart: 'cart',
} as const;

/**
 * Dispatched on `window` after the visitor chose another currency (the cookies are written
 * first): what shows prices in the visitor's currency in the browser listens to it.
 */
export const CURRENCY_CHANGE_EVENT = 'currencychange';

/** The consent choice is kept longer than the 7-day client state: half a year. */
export const CONSENT_MAX_AGE = 15_552_000;

/** A Set-Cookie string for document.cookie (client side, not httpOnly). */
export function clientCookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * SPEC §3 country: the visitor chose one in a form, so it becomes the default of every country
 * field (written in the browser: no server round trip that would re-render the form).
 */
export function rememberCountry(code: string): void {
  if (/^[A-Z]{2}$/.test(code))
    writeClientCookie(COOKIE.country, code, CLIENT_STATE_MAX_AGE, location.protocol === 'https:');
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

/** A cookie's value as the browser's script sees it (client side), or undefined. */
export function readClientCookie(name: string, cookieHeader = document.cookie): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
