/**
 * What the back office's preview of an email may show (issue 17). The preview renders the
 * email from today's data without sending it, and staff must not get, through it, a link that
 * acts for the guest: a password-reset or sign-in link, a newsletter confirmation, a payment
 * link, a manage-booking token. So every link in a preview keeps where it goes (origin and
 * readable path) and loses what makes it work: each query value, and each path segment that
 * looks like a token (long, or mixing digits into a random-looking run).
 */

const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>()]+/gi;
const REDACTED = '…';

/** A path segment that reads as a secret rather than a word of the site's paths. */
function looksLikeToken(segment: string): boolean {
  if (segment.length >= 24) return true;
  // Words of our paths are letters and hyphens (es/en/pt slugs); references are short
  // uppercase codes (XC-ABC123) that identify, not authorise, and stay readable.
  if (segment.length >= 12 && /\d/.test(segment) && /[a-z]/.test(segment) && /[A-Z]/.test(segment))
    return true;
  return /^[A-Za-z0-9_-]{16,}$/.test(segment) && /\d/.test(segment);
}

/** One link with its query values and token-like path segments replaced by "…". */
export function redactLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return REDACTED;
  }
  const path = url.pathname
    .split('/')
    .map((segment) => (looksLikeToken(decodeSafe(segment)) ? REDACTED : segment))
    .join('/');
  const query = [...url.searchParams.keys()].map((key) => `${encodeURIComponent(key)}=${REDACTED}`);
  return `${url.origin}${path}${query.length ? `?${query.join('&')}` : ''}`;
}

function decodeSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Every absolute link of a text or an HTML body redacted (`&amp;` in HTML attributes is read
 * as the `&` it stands for). Fragments are dropped with the rest of what follows the path.
 */
export function redactLinks(body: string): string {
  return body.replace(URL_IN_TEXT, (match) => redactLink(match.replaceAll('&amp;', '&')));
}
