import { checkoutOpenApiSection } from '@/features/checkout/openapi';
import { openApiDocument } from '@/features/hotel-api/openapi';
import { errorLogOpenApiSection } from '@/features/layout/error-log-openapi';
import { visitorOpenApiSection } from '@/features/layout/visitor-openapi';
import { manageOpenApiSection } from '@/features/manage-booking/openapi';
import { ticketsOpenApiSection } from '@/features/order-confirmation/tickets-openapi';
import { PARK_API_DESCRIPTION, parkOpenApiSection } from '@/features/park-api/openapi';
import { mergeOpenApi } from '@/lib/openapi';

/** The OpenAPI 3.1 document of the HTTP API: the hotel booking, park store, checkout, error-log, manage and visitor sections. */
export function GET() {
  const hotel = openApiDocument();
  const document = [
    parkOpenApiSection(),
    ticketsOpenApiSection(),
    checkoutOpenApiSection(),
    errorLogOpenApiSection(),
    manageOpenApiSection(),
    visitorOpenApiSection(),
  ].reduce(mergeOpenApi, hotel);
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
