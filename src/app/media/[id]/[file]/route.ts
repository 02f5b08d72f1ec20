import { serveMediaVariant } from '@/features/media/server';

/** GET /media/<id>/<width>.<avif|webp>: a media library rendition (see serveMediaVariant). */
export async function GET(_request: Request, context: RouteContext<'/media/[id]/[file]'>) {
  const { id, file } = await context.params;
  return serveMediaVariant(id, file);
}
