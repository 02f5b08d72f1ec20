import 'server-only';
import { keyFromAddress, MEDIA_CONTENT_TYPES } from '@/domain/media';
import { mediaDeps } from '@/server';

/**
 * GET /media/<id>/<width>.<format>: one rendition, from the storage. A rendition never
 * changes (a new photograph is a new id), so it is cached for a year; its type is the one its
 * name gives (only AVIF or WebP exist), and nosniff forbids any other reading.
 */
export async function serveMediaVariant(id: string, file: string): Promise<Response> {
  const found = keyFromAddress(id, file);
  const missing = () =>
    new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  if (!found) return missing();
  const bytes = await mediaDeps().storage.get(found.key);
  if (!bytes) return missing();
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': MEDIA_CONTENT_TYPES[found.format],
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  });
}
