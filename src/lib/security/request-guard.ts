/**
 * Requests refused before any work is done, the same way on every path (the proxy calls this
 * first): a refusal is the client's fault, so it answers 4xx and leaves no error-log row.
 *
 * - A path longer than MAX_PATH_LENGTH (414): nothing of ours is that long, and a long path
 *   must not become long headers.
 * - A body declared longer than the path allows (413): forms and API bodies are small.
 * - A server action posted from another origin (403; Next.js would refuse it too, with a 500).
 * - A multipart form without a boundary (400).
 */
export const MAX_PATH_LENGTH = 2048;

/** Bytes a request body may have, by where it goes. */
export const BODY_LIMITS = {
  /** The sandbox gateway's hosted page: a card form. */
  sandbox: 16 * 1024,
  /** Payment webhooks. */
  webhook: 64 * 1024,
  /** The JSON API (each endpoint may accept less: 8 KB for most). */
  api: 64 * 1024,
  /** Pages: server actions and plain form posts. */
  page: 256 * 1024,
  /**
   * The media library's upload form (a photograph, up to 10 MB, checked again by the upload):
   * a little more than the photograph's own cap, so that a file a bit too big gets the
   * library's clear message rather than a bare 413.
   */
  mediaUpload: 16 * 1024 * 1024,
} as const;

/** The one endpoint that takes photographs. */
export const MEDIA_UPLOAD_PATH = '/api/admin/v1/media/';

export function bodyLimitFor(pathname: string): number {
  if (pathname.startsWith('/sandbox/')) return BODY_LIMITS.sandbox;
  if (pathname.startsWith('/api/v1/payments/webhooks/')) return BODY_LIMITS.webhook;
  if (pathname === MEDIA_UPLOAD_PATH) return BODY_LIMITS.mediaUpload;
  if (pathname.startsWith('/api/')) return BODY_LIMITS.api;
  return BODY_LIMITS.page;
}

export type Refusal = { status: 400 | 403 | 413 | 414; code: string };

export function refuseEarly(request: {
  method: string;
  pathname: string;
  headers: Headers;
}): Refusal | null {
  const { method, pathname, headers } = request;
  if (pathname.length > MAX_PATH_LENGTH) return { status: 414, code: 'URI_TOO_LONG' };
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null;
  const declared = headers.get('content-length');
  if (declared !== null) {
    const bytes = Number(declared);
    if (!Number.isSafeInteger(bytes) || bytes < 0) return { status: 400, code: 'BAD_REQUEST' };
    if (bytes > bodyLimitFor(pathname)) return { status: 413, code: 'PAYLOAD_TOO_LARGE' };
  }
  const type = (headers.get('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data') && !/;\s*boundary=("?)[^";]{1,70}\1/.test(type))
    return { status: 400, code: 'BAD_REQUEST' };
  if (headers.has('next-action')) {
    const origin = headers.get('origin');
    const host = (headers.get('x-forwarded-host') ?? headers.get('host') ?? '')
      .split(',')[0]!
      .trim();
    if (origin) {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        return { status: 403, code: 'FORBIDDEN' };
      }
      if (originHost !== host.toLowerCase()) return { status: 403, code: 'FORBIDDEN' };
    }
  }
  return null;
}

/** The boundary a multipart content type names, or null. */
export function multipartBoundary(contentType: string | null): string | null {
  const match = /^multipart\/form-data\s*;.*boundary=(?:"([^"]{1,70})"|([^";\s]{1,70}))/i.exec(
    contentType ?? '',
  );
  return match ? (match[1] ?? match[2])! : null;
}

/**
 * Whether a multipart body has the shape its boundary promises: a first delimiter (after an
 * optional preamble) and a closing one. A body without them is refused as sent (400) instead of
 * failing in the framework's parser (a 500 and an error-log row per request).
 */
export function wellFormedMultipart(body: string, boundary: string): boolean {
  const delimiter = `--${boundary}`;
  const first = body.indexOf(delimiter);
  if (first < 0 || (first > 0 && !body.slice(0, first).endsWith('\r\n'))) return false;
  return body.includes(`${delimiter}--`, first + delimiter.length);
}
