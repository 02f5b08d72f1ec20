import { checkoutOpenApiSection } from '@/features/checkout/openapi';
import { openApiDocument } from '@/features/hotel-api/openapi';
import { ticketsOpenApiSection } from '@/features/order-confirmation/tickets-openapi';
import { PARK_API_DESCRIPTION, parkOpenApiSection } from '@/features/park-api/openapi';
import { mergeOpenApi } from '@/lib/openapi';

/** The OpenAPI 3.1 document of the HTTP API: the hotel booking and park store sections. */
export function GET() {
  const hotel = openApiDocument();
  const document = mergeOpenApi(
    mergeOpenApi(mergeOpenApi(hotel, parkOpenApiSection()), ticketsOpenApiSection()),
    checkoutOpenApiSection(),
  );
  return Response.json(
    {
      ...document,
      info: {
        ...hotel.info,
        title: 'Xcaret hotels and parks API',
        description: `${hotel.info.description}\n\n${PARK_API_DESCRIPTION}`,
      },
    },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}
