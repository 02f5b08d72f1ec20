import { openApiDocument } from '@/features/hotel-api/openapi';

/** The OpenAPI 3.1 document of the hotel booking API, built from its zod schemas. */
export function GET() {
  return Response.json(openApiDocument(), {
    headers: { 'Cache-Control': 'public, max-age=300' },
  });
}
