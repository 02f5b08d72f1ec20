import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { env, isLoopback } from './env';

/** Small helpers for HTTP route handlers. */

export type JsonBody =
  | { ok: true; value: unknown }
  | {
      ok: false;
      status: 400 | 413 | 415;
      error: 'INVALID_JSON' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE';
    };

/**
 * The body of a request, never holding more than `maxBytes` of it: a declared length over the
 * limit is refused before reading, and a body that turns out longer is cut off at the limit.
 * Every route that reads a body reads it through here (or the JSON and form readers below).
 */
export async function readBodyLimited(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; bytes: Buffer } | { ok: false; status: 413 }> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, bytes: Buffer.alloc(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false, status: 413 };
    }
    chunks.push(value);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

/** Reads a JSON body without ever holding more than `maxBytes` of it. */
export async function readJsonLimited(request: Request, maxBytes: number): Promise<JsonBody> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/json') && !type.startsWith('text/plain')) {
    return { ok: false, status: 415, error: 'UNSUPPORTED_MEDIA_TYPE' };
  }
  const body = await readBodyLimited(request, maxBytes);
  if (!body.ok) return { ok: false, status: 413, error: 'PAYLOAD_TOO_LARGE' };
  try {
    return { ok: true, value: JSON.parse(body.bytes.toString('utf8')) };
  } catch {
    return { ok: false, status: 400, error: 'INVALID_JSON' };
  }
}

/** Reads an `application/x-www-form-urlencoded` body (a plain HTML form) within `maxBytes`. */
export async function readFormLimited(
  request: Request,
  maxBytes: number,
): Promise<
  | { ok: true; value: URLSearchParams }
  | { ok: false; status: 413 | 415; error: 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' }
> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded'))
    return { ok: false, status: 415, error: 'UNSUPPORTED_MEDIA_TYPE' };
  const body = await readBodyLimited(request, maxBytes);
  if (!body.ok) return { ok: false, status: 413, error: 'PAYLOAD_TOO_LARGE' };
  return { ok: true, value: new URLSearchParams(body.bytes.toString('utf8')) };
}

/**
 * The client's address: the X-Forwarded-For entry added by the outermost trusted proxy,
 * `hops` entries from the right (TRUSTED_PROXY_HOPS). Entries to its left were sent by the
 * client and are ignored: taking the first one would let anyone pick a fresh rate-limit
 * bucket per request. Without the header (no proxy, and `next start` did not fill it),
 * X-Real-IP, else "local".
 */
export function clientIpFromHeaders(headers: Headers, hops = env().TRUSTED_PROXY_HOPS): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > 0) return entries[Math.max(0, entries.length - hops)]!;
  return headers.get('x-real-ip')?.trim() || 'local';
}

/** `clientIpFromHeaders` for a route handler's request. */
export function clientIp(request: Request, hops?: number): string {
  return clientIpFromHeaders(request.headers, hops);
}

/**
 * The key under which what one client holds at once is counted (hotel holds, park places): a
 * hash of its address, IPv6 taken by its /64 (one home or phone gets a whole /64, so counting
 * single IPv6 addresses would count nothing). Not reversible from the database at a glance.
 */
export function holderKeyOf(ip: string): string {
  let scope = ip.trim().toLowerCase();
  if (isIP(scope) === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(scope);
    scope = mapped ? mapped[1]! : expandIpv6(scope).slice(0, 4).join(':') + '::/64';
  }
  return createHash('sha256').update(`holder:${scope}`).digest('hex').slice(0, 32);
}

function expandIpv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = address.includes('::') ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(zeros).fill('0'), ...right].map((g) =>
    (g || '0').replace(/^0+(?=.)/, ''),
  );
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin of the site as this visitor reaches it, for the addresses we send their browser
 * to (the payment page and its way back, a social login's way back): BASE_URL when it is
 * configured (the proxy has already sent any alias host there, before a cookie was set), else
 * the host the request came in on — `npm start` on a laptop answers on localhost, 127.0.0.1 and
 * its network name alike, and the visitor's cookies live on the one they used. Links in emails
 * always use BASE_URL.
 */
export function requestOrigin(headers: Headers, settings = env()): string {
  const host = headers.get('host')?.trim() ?? '';
  if (!HOST.test(host)) return new URL(settings.BASE_URL).origin;
  if (settings.baseUrlConfigured && !loopbackAlias(host, settings.BASE_URL))
    return new URL(settings.BASE_URL).origin;
  const proto =
    headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return `${proto}://${host.toLowerCase()}`;
}

/**
 * Whether `host` is another loopback name for a loopback BASE_URL on the same port
 * (`localhost:3000` for `http://127.0.0.1:3000`): the same server on the same machine, which
 * Next.js cannot redirect between (it calls every loopback host localhost), so the visitor is
 * served on the one they use.
 */
export function loopbackAlias(host: string, baseUrl: string): boolean {
  try {
    const asked = new URL(`http://${host}`);
    const base = new URL(baseUrl);
    const port = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');
    return isLoopback(asked.hostname) && isLoopback(base.hostname) && port(asked) === port(base);
  } catch {
    return false;
  }
}
