import { z } from 'zod';
import { CALENDAR_MAX_DAYS, MAX_NIGHTS, MAX_ROOMS } from '@/domain/stays';
import { env } from '@/lib/env';
import {
  HOLDS_PER_MINUTE,
  MAX_BODY_BYTES,
  apiRegistry,
  availabilityQuery,
  bookingSecretHeader,
  calendarQuery,
  referenceParam,
} from './schemas';

/**
 * The OpenAPI 3.1 document of the hotel booking API, generated from the zod schemas the
 * handlers validate with (JSON Schema 2020-12, which OpenAPI 3.1 uses as is).
 */

type Json = Record<string, unknown>;

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** Drops what only restates the type: safe-integer bounds, the regex behind a date format. */
const override: NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override'] = ({
  jsonSchema,
}) => {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  if (jsonSchema.format === 'date' || jsonSchema.format === 'date-time') delete jsonSchema.pattern;
};

function withoutDialect({ $schema: _dialect, $id: _id, ...schema }: Json): Json {
  return schema;
}

/** Named schemas, from the registry; request bodies are described as clients send them. */
function componentSchemas(): Record<string, Json> {
  const { schemas } = z.toJSONSchema(apiRegistry, {
    io: 'input',
    override,
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Json> };
  return Object.fromEntries(Object.entries(schemas).map(([id, s]) => [id, withoutDialect(s)]));
}

function inlineSchema(schema: z.ZodType): Json {
  return withoutDialect(z.toJSONSchema(schema, { io: 'input', override }) as Json);
}

/** A parameter: its description and example lifted from the schema to the parameter. */
function parameter(
  name: string,
  location: 'query' | 'path' | 'header',
  schema: Json,
  required: boolean,
) {
  const { description, examples, ...rest } = schema;
  return {
    name,
    in: location,
    required,
    description,
    schema: rest,
    ...(Array.isArray(examples) ? { example: examples[0] } : {}),
  };
}

/** One query parameter per property of a query schema. */
function queryParameters(schema: z.ZodObject): Json[] {
  const json = inlineSchema(schema) as { properties: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties).map(([name, property]) =>
    parameter(name, 'query', property, json.required?.includes(name) ?? false),
  );
}

const jsonContent = (schema: Json) => ({ 'application/json': { schema } });

const errorResponse = (description: string) => ({
  description,
  content: jsonContent(ref('Error')),
});

const commonErrors = {
  '400': errorResponse(
    'Invalid request (INVALID_REQUEST with detail.issues) or a stay the rules refuse (INVALID_DATES, CHECK_IN_IN_PAST, STAY_TOO_LONG, NO_ROOMS, TOO_MANY_ROOMS, ADULT_REQUIRED, TOO_MANY_CHILDREN, CHILD_AGE_OUT_OF_RANGE).',
  ),
  '500': errorResponse('A fault on our side (INTERNAL_ERROR); nothing was changed.'),
};

const bodyErrors = {
  '413': errorResponse(`Body larger than ${MAX_BODY_BYTES / 1024} KB (PAYLOAD_TOO_LARGE).`),
  '415': errorResponse('Not sent as Content-Type: application/json (UNSUPPORTED_MEDIA_TYPE).'),
};

const referenceParameters = [
  parameter('reference', 'path', inlineSchema(referenceParam), true),
  parameter('X-Booking-Secret', 'header', inlineSchema(bookingSecretHeader), true),
];

const notFound = errorResponse(
  'BOOKING_NOT_FOUND: no booking with this reference, or a missing or wrong secret (the two cannot be told apart).',
);

/** Paths as served: the site's URLs end with a slash; without it they redirect (308) here. */
export const API_PATHS = {
  availability: '/api/v1/availability/',
  calendar: '/api/v1/availability/calendar/',
  quotes: '/api/v1/quotes/',
  holds: '/api/v1/holds/',
  hold: '/api/v1/holds/{reference}/',
  booking: '/api/v1/bookings/{reference}/',
  openapi: '/api/openapi.json',
} as const;

export function openApiDocument() {
  const holdMinutes = env().HOTEL_HOLD_MINUTES;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Xcaret hotels booking API',
      version: '1.0.0',
      description: [
        'Search availability of the three hotels, price a stay, hold rooms pending payment, read and cancel a booking.',
        'Prices are integer US dollar cents (taxes included) and, next to them, minor units of the currency asked for (`currency`, ISO 4217; USD by default).',
        'Dates are YYYY-MM-DD in resort time (America/Cancun); a stay is [checkIn, checkOut).',
        `Limits: ${MAX_ROOMS} rooms, 3 children per room, ${MAX_NIGHTS} nights; holds last ${holdMinutes} minutes.`,
        'Errors are JSON `{error: {code, message, detail?}}` with a stable code.',
        'Mutations read only `Content-Type: application/json` bodies of at most 8 KB.',
        'Paths end with a slash; the same path without it answers 308 to it.',
      ].join('\n\n'),
    },
    tags: [{ name: 'stays', description: 'Hotel availability and bookings' }],
    paths: {
      [API_PATHS.availability]: {
        get: {
          tags: ['stays'],
          operationId: 'searchAvailability',
          summary: 'Availability and prices of a stay for a party, per hotel and room',
          parameters: queryParameters(availabilityQuery),
          responses: {
            '200': {
              description: 'Availability per hotel.',
              content: jsonContent(ref('SearchResponse')),
            },
            ...commonErrors,
            '422': errorResponse('UNKNOWN_HOTEL or UNKNOWN_CURRENCY.'),
          },
        },
      },
      [API_PATHS.calendar]: {
        get: {
          tags: ['stays'],
          operationId: 'availabilityCalendar',
          summary: `Nightly from-price and unavailable nights (up to ${CALENDAR_MAX_DAYS} nights)`,
          parameters: queryParameters(calendarQuery),
          responses: {
            '200': {
              description: 'One entry per night.',
              content: jsonContent(ref('CalendarResponse')),
            },
            ...commonErrors,
            '422': errorResponse('UNKNOWN_HOTEL or UNKNOWN_CURRENCY.'),
          },
        },
      },
      [API_PATHS.quotes]: {
        post: {
          tags: ['stays'],
          operationId: 'quoteStay',
          summary: 'Price a stay with chosen room types (nothing is held)',
          requestBody: { required: true, content: jsonContent(ref('StayRequest')) },
          responses: {
            '200': { description: 'The priced stay.', content: jsonContent(ref('Quote')) },
            ...commonErrors,
            ...bodyErrors,
            '422': errorResponse(
              'UNKNOWN_HOTEL, UNKNOWN_ROOM_TYPE, ROOM_TYPE_DOES_NOT_FIT, RATE_UNAVAILABLE, INVALID_PROMO or UNKNOWN_CURRENCY.',
            ),
          },
        },
      },
      [API_PATHS.holds]: {
        post: {
          tags: ['stays'],
          operationId: 'createHold',
          summary: `Hold the rooms of a stay pending payment (${holdMinutes} minutes)`,
          description: `Takes every room-night at once or none. Limited to ${HOLDS_PER_MINUTE} attempts per minute per client address. The secret in the answer is given once.`,
          requestBody: { required: true, content: jsonContent(ref('HoldRequest')) },
          responses: {
            '201': {
              description: 'Held.',
              headers: {
                Location: { description: 'The booking', schema: { type: 'string' } },
              },
              content: jsonContent(ref('Hold')),
            },
            ...commonErrors,
            ...bodyErrors,
            '409': errorResponse(
              'SOLD_OUT: some room-night was taken meanwhile; HOLD_LIMIT: this client already holds the most one client may hold at once; PROMO_USED_UP: the code has reached its usage limit; PROMO_CUSTOMER_LIMIT: this customer has used the code as often as it allows.',
            ),
            '422': errorResponse(
              'UNKNOWN_HOTEL, UNKNOWN_ROOM_TYPE, ROOM_TYPE_DOES_NOT_FIT, RATE_UNAVAILABLE, INVALID_PROMO, PROMO_SIGN_IN (a per-customer code needs a signed-in customer) or UNKNOWN_CURRENCY.',
            ),
            '429': {
              ...errorResponse('RATE_LIMITED'),
              headers: {
                'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
              },
            },
          },
        },
      },
      [API_PATHS.hold]: {
        delete: {
          tags: ['stays'],
          operationId: 'cancelHold',
          summary: 'Let a hold go before paying; its rooms go back on sale',
          parameters: referenceParameters,
          responses: {
            '204': { description: 'Cancelled.' },
            '404': notFound,
            '409': errorResponse('HOLD_EXPIRED: already expired, cancelled or confirmed.'),
            '500': commonErrors['500'],
          },
        },
      },
      [API_PATHS.booking]: {
        get: {
          tags: ['stays'],
          operationId: 'readBooking',
          summary: 'A booking, for the holder of its secret',
          parameters: referenceParameters,
          responses: {
            '200': { description: 'The booking.', content: jsonContent(ref('Booking')) },
            '404': notFound,
            '500': commonErrors['500'],
          },
        },
      },
      [API_PATHS.openapi]: {
        get: {
          tags: ['stays'],
          operationId: 'openApi',
          summary: 'This document',
          responses: { '200': { description: 'OpenAPI 3.1', content: { 'application/json': {} } } },
        },
      },
    },
    components: { schemas: componentSchemas() },
  };
}
