/** Small helpers for HTTP route handlers. */

export type JsonBody =
  | { ok: true; value: unknown }
  | {
      ok: false;
      status: 400 | 413 | 415;
      error: 'INVALID_JSON' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE';
    };

/** Reads a JSON body without ever holding more than `maxBytes` of it. */
export async function readJsonLimited(request: Request, maxBytes: number): Promise<JsonBody> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/json') && !type.startsWith('text/plain')) {
    return { ok: false, status: 415, error: 'UNSUPPORTED_MEDIA_TYPE' };
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return { ok: false, status: 413, error: 'PAYLOAD_TOO_LARGE' };
  if (!request.body) return { ok: false, status: 400, error: 'INVALID_JSON' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false, status: 413, error: 'PAYLOAD_TOO_LARGE' };
    }
    chunks.push(value);
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch {
    return { ok: false, status: 400, error: 'INVALID_JSON' };
  }
}

/** The client's address as the nearest proxy saw it (first X-Forwarded-For hop), else "local". */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'local';
}
