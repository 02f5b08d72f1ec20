const BASE = 'http://same-origin.invalid';

/**
 * The one rule for where a visitor may be sent back to (after login, from the payment page,
 * from a social login, from an email link): a path of our own origin, or `home`.
 *
 * What is judged is what is emitted: the candidate is parsed as a browser would (dot segments,
 * percent-encoded dots, backslashes taken as slashes), and the normalized path is accepted only
 * if it is a path that a browser reading it again would resolve to our origin, unchanged.
 * `/.//evil.example`, `/x/..//evil.example` and `/%2e%2e//evil.example` normalize to
 * `//evil.example` (another origin) and go home; so does anything with a scheme, a host,
 * control characters or a backslash.
 */
export function safeRedirectPath(raw: unknown, home: string): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return home;
  if (!raw.startsWith('/')) return home;
  // Browsers treat a backslash as a slash and drop tabs and newlines: `/\x`, `/\t/x` are `//x`.
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return home;
  let emitted: string;
  try {
    const url = new URL(raw, BASE);
    if (url.origin !== BASE) return home;
    emitted = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return home;
  }
  return isOwnPath(emitted) ? emitted : home;
}

/** A path that stays on our origin however a browser reads it, and reads back unchanged. */
function isOwnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(path))
    return false;
  try {
    const again = new URL(path, BASE);
    return again.origin === BASE && `${again.pathname}${again.search}${again.hash}` === path;
  } catch {
    return false;
  }
}
