import { requestIdOpenApi } from '@/lib/request-id';
import { error, jsonContent, manageToken, ref, tags } from './openapi-parts';
/**
 * The included park days' part of manage my booking's OpenAPI section (issue 15, decision
 * 0031): the offer and the days of a stay, reserving one, giving one back.
 */
const token = manageToken("The token of a hotel booking's signed manage link.");
const name = {
  type: 'object',
  required: ['es', 'en'],
  properties: { es: { type: 'string' }, en: { type: 'string' } },
};
const REFUSALS =
  'Refusals (409 PARK_DAY_REFUSED, detail.reason): NOT_CONFIRMED (not a confirmed stay, or the link opens a park order), NOT_INCLUDED (the plan does not include this park: buy it in the park store), OUTSIDE_STAY (not a day from arrival to departure), PAST (the day, or on the day itself its schedule, has begun, resort time; with transport, the day before), CLOSED (the park does not open that day), ALREADY_RESERVED (one admission per park per stay), TOO_YOUNG (a guest is younger than the park admits), FULL (not enough places that day), REQUEST_ID_USED (the request id named a park day of another stay).';

export const parkDaysSchemas = {
  ParkDay: {
    type: 'object',
    required: [
      'id',
      'product',
      'visitDate',
      'people',
      'status',
      'included',
      'orderReference',
      'tickets',
      'ticketsPdf',
    ],
    properties: {
      id: { type: 'string', format: 'uuid' },
      product: {
        type: 'object',
        required: ['id', 'code', 'name'],
        properties: { id: { type: 'integer' }, code: { type: 'string' }, name },
      },
      visitDate: { type: 'string', format: 'date' },
      schedule: { type: ['string', 'null'], examples: ['8:30 - 22:30'] },
      people: {
        type: 'object',
        required: ['adults', 'children', 'infants'],
        properties: {
          adults: { type: 'integer' },
          children: { type: 'integer' },
          infants: { type: 'integer' },
        },
      },
      status: {
        type: 'string',
        enum: ['reserved', 'cancelled'],
        description: 'cancelled: given back, or the stay was cancelled',
      },
      included: { const: true, description: "At no charge: the hotel's plan includes it" },
      orderReference: {
        type: 'string',
        description: 'The park order of 0 that holds its e-tickets (XO-…)',
      },
      tickets: {
        type: 'array',
        items: {
          type: 'object',
          required: ['code', 'holderBand', 'status', 'validUntil', 'qrToken'],
          properties: {
            code: { type: 'string' },
            holderBand: { type: 'string', enum: ['adult', 'child', 'infant'] },
            status: { type: 'string', enum: ['issued', 'used', 'void'] },
            validUntil: { type: 'string', format: 'date' },
            qrToken: {
              type: ['string', 'null'],
              description: "The QR code's content while the ticket admits",
            },
          },
        },
      },
      ticketsPdf: {
        type: ['string', 'null'],
        description:
          'While reserved: the e-tickets PDF (send the same X-Manage-Token, or `?t=` with it)',
      },
    },
  },
  ParkDayOutcome: {
    type: 'object',
    required: ['parkDay', 'replayed'],
    properties: { parkDay: ref('ParkDay'), replayed: { type: 'boolean' } },
  },
};

export const parkDaysPaths = {
  '/api/v1/trips/current/park-days/': {
    get: {
      tags,
      operationId: 'listTripParkDays',
      summary: "A stay's park days and what it may still add",
      description:
        "The parks the hotel's plan includes and the stay has not used yet (Hotel Xcaret México's All-Fun Inclusive; none for other hotels), the days of the stay still ahead (arrival through departure, resort time; none once the stay is not confirmed), the guests as park tickets count them, the parks and tours sold through the cart instead, and every park day of the stay, reserved or given back, with its e-tickets.",
      parameters: [token],
      responses: {
        '200': {
          description: 'The offer and the park days',
          ...jsonContent({
            type: 'object',
            required: [
              'reference',
              'status',
              'checkIn',
              'checkOut',
              'days',
              'guests',
              'included',
              'paid',
              'parkDays',
            ],
            properties: {
              reference: { type: 'string' },
              status: { type: 'string' },
              checkIn: { type: 'string', format: 'date' },
              checkOut: { type: 'string', format: 'date' },
              days: { type: 'array', items: { type: 'string', format: 'date' } },
              guests: {
                type: 'object',
                required: ['adults', 'childrenAges'],
                properties: {
                  adults: { type: 'integer' },
                  childrenAges: { type: 'array', items: { type: 'integer' } },
                },
              },
              included: {
                type: 'array',
                description: 'Reserved here at no charge (POST with its productId)',
                items: {
                  type: 'object',
                  required: ['productId', 'code', 'name'],
                  properties: { productId: { type: 'integer' }, code: { type: 'string' }, name },
                },
              },
              paid: {
                type: 'array',
                description: 'Sold through the cart (the park catalogue and carts endpoints)',
                items: {
                  type: 'object',
                  required: ['code', 'kind', 'slug', 'name'],
                  properties: {
                    code: { type: 'string' },
                    kind: { type: 'string', enum: ['park', 'tour'] },
                    slug: { type: 'string' },
                    name,
                  },
                },
              },
              parkDays: { type: 'array', items: ref('ParkDay') },
            },
          }),
        },
        '404': error('A bad, expired or revoked token'),
        '409': error('The link opens a park order (PARK_DAY_REFUSED / NOT_CONFIRMED)'),
      },
    },
    post: {
      tags,
      operationId: 'reserveTripParkDay',
      summary: 'Reserve an included park day for every guest of the stay, at no charge',
      description: `One transaction under the stay's own lock (the one its cancellation and date change take): the places taken like any park sale, a park order of 0 written with its e-tickets, the updated confirmation (itinerary and calendar file) queued. Every guest of the booking goes, children in the park's own age bands. \`requestId\` is the client's own id: the same id again answers the first outcome (200, replayed). ${REFUSALS}`,
      parameters: [token],
      requestBody: {
        required: true,
        ...jsonContent({
          type: 'object',
          required: ['productId', 'visitDate', 'requestId'],
          properties: {
            productId: { type: 'integer', minimum: 1, description: 'From `included`' },
            visitDate: { type: 'string', format: 'date', description: 'From `days`' },
            requestId: { ...requestIdOpenApi },
          },
        }),
      },
      responses: {
        '201': { description: 'Reserved', ...jsonContent(ref('ParkDayOutcome')) },
        '200': {
          description: 'A replay of a reservation already made',
          ...jsonContent(ref('ParkDayOutcome')),
        },
        '400': error('Not a valid request'),
        '404': error('A bad, expired or revoked token'),
        '409': error('PARK_DAY_REFUSED (detail.reason)'),
      },
    },
  },
  '/api/v1/trips/current/park-days/{id}/': {
    delete: {
      tags,
      operationId: 'releaseTripParkDay',
      summary: 'Give an included park day back before the visit',
      description:
        "One transaction under the stay's lock: the day's e-tickets void (their QR answers cancelled at the gate), its places back on sale, its order of 0 closed, the change audited, the updated confirmation queued. Nothing was paid, so nothing is refunded. Until the day's schedule starts (resort time; the day before for a park with transport). A day already given back answers 200 with `replayed`. Refusals (409 PARK_DAY_REFUSED, detail.reason): NOT_CONFIRMED, PAST, USED (a ticket was used at the gate). Another stay's or an unknown id: 404 PARK_DAY_NOT_FOUND.",
      parameters: [
        token,
        { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
      ],
      responses: {
        '200': { description: 'Given back (or already)', ...jsonContent(ref('ParkDayOutcome')) },
        '404': error('A bad token, or no park day of this stay with this id'),
        '409': error('PARK_DAY_REFUSED (detail.reason)'),
      },
    },
  },
};
