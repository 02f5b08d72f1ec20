import { z } from 'zod';
import { MAX_CART_PRODUCTS, MAX_PEOPLE_PER_ITEM } from '@/domain/cart';
import { PRODUCT_CALENDAR_MAX_DAYS } from '@/domain/tickets';
import { env } from '@/lib/env';
import {
  CARTS_PER_MINUTE,
  MAX_BODY_BYTES,
  availabilityQuery,
  cartIdParam,
  complementIdParam,
  currencyQuery,
  itemIdParam,
  parkRegistry,
  productCodeParam,
} from './schemas';

/**
 * The park store's section of the OpenAPI 3.1 document (paths, tag and component schemas),
 * generated from the zod schemas the handlers validate with. The served document
 * (/api/openapi.json) merges it with the hotel API's.
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

function componentSchemas(): Record<string, Json> {
  const { schemas } = z.toJSONSchema(parkRegistry, {
    io: 'input',
    override,
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Json> };
  return Object.fromEntries(Object.entries(schemas).map(([id, s]) => [id, withoutDialect(s)]));
}

function inlineSchema(schema: z.ZodType): Json {
  return withoutDialect(z.toJSONSchema(schema, { io: 'input', override }) as Json);
}

function parameter(
  name: string,
  location: 'query' | 'path',
  schema: Json,
  required: boolean,
): Json {
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

function queryParameters(schema: z.ZodObject): Json[] {
  const json = inlineSchema(schema) as { properties: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties).map(([name, property]) =>
    parameter(name, 'query', property, json.required?.includes(name) ?? false),
  );
}

const jsonContent = (schema: Json) => ({ 'application/json': { schema } });
const errorResponse = (description: string) => ({
  description,
  content: jsonContent(ref('ParkError')),
});

const internal = errorResponse('A fault on our side (INTERNAL_ERROR); nothing was changed.');
const invalid = errorResponse('Invalid request (INVALID_REQUEST with detail.issues).');
const currencyError = errorResponse('UNKNOWN_CURRENCY.');
const cartNotFound = errorResponse(
  'CART_NOT_FOUND: no cart with this id; CART_ITEM_NOT_FOUND: no such item in it.',
);
const bodyErrors = {
  '413': errorResponse(`Body larger than ${MAX_BODY_BYTES / 1024} KB (PAYLOAD_TOO_LARGE).`),
  '415': errorResponse('Not sent as Content-Type: application/json (UNSUPPORTED_MEDIA_TYPE).'),
};

/** The cart rules' refusals, by status (SPEC §5 and §8). */
const ruleErrors = {
  '400': errorResponse(
    'Invalid request (INVALID_REQUEST, INVALID_JSON) or an item the rules refuse: CART_NO_ADULT, CART_NO_SCHEDULE, CART_DATE_REQUIRED, CART_DATE_IN_PAST, CART_TOO_MANY_PEOPLE, CART_INFANTS_NOT_ADMITTED, CART_TRANSPORT_SAME_DAY.',
  ),
  '409': errorResponse(
    `A conflict with the cart or the stock: CART_NO_AVAILABILITY, CART_DUPLICATE, CART_SAME_DATES, CART_LIMIT (${MAX_CART_PRODUCTS} products), CART_ADMISSION_REQUIRED.`,
  ),
  '422': errorResponse(
    'CART_UNKNOWN_PRODUCT, CART_UNKNOWN_OPTION (detail.field: schedule, transport, food, photo, complement), CART_PRICE_UNAVAILABLE or UNKNOWN_CURRENCY.',
  ),
};

const cartParameters = () => [
  parameter('id', 'path', inlineSchema(cartIdParam), true),
  ...queryParameters(currencyQuery),
];
const itemParameters = () => [
  parameter('id', 'path', inlineSchema(cartIdParam), true),
  parameter('itemId', 'path', inlineSchema(itemIdParam), true),
  ...queryParameters(currencyQuery),
];

/** Paths as served: the site's URLs end with a slash; without it they redirect (308) here. */
export const PARK_API_PATHS = {
  catalogue: '/api/v1/catalog/',
  availability: '/api/v1/products/{code}/availability/',
  carts: '/api/v1/carts/',
  cart: '/api/v1/carts/{id}/',
  items: '/api/v1/carts/{id}/items/',
  item: '/api/v1/carts/{id}/items/{itemId}/',
  complement: '/api/v1/carts/{id}/items/{itemId}/complements/{complementId}/',
  hold: '/api/v1/carts/{id}/hold/',
  checkout: '/api/v1/carts/{id}/checkout/',
} as const;

export const PARK_API_DESCRIPTION = [
  'Park store: the catalogue of parks, tours and activities, availability and prices per visit date, and carts.',
  `A cart is a package of at most ${MAX_CART_PRODUCTS} products with every SPEC rule checked on the server; refusals carry a CART_* code and the shop's message.`,
  'Messages are in the language asked for: the `locale` query parameter (es, en or pt), else the Accept-Language header, else English. Names and texts of the catalogue carry every language they exist in (es and en).',
  'A cart is named by its id, an unguessable random UUID returned once when the cart is created: it is a bearer capability, so whoever has it can read and change the cart. Keep it private (the web shop keeps the same id in an HttpOnly cookie).',
].join('\n\n');

export function parkOpenApiSection() {
  const holdMinutes = env().CART_HOLD_MINUTES;
  const tag = ['parks'];
  const complementOperation = (added: boolean) => ({
    tags: tag,
    operationId: added ? 'addComplement' : 'removeComplement',
    summary: added
      ? 'Add a complement to an item (hasBeenAdded becomes true)'
      : 'Remove a complement from an item (hasBeenAdded becomes false)',
    description: 'Idempotent. No body.',
    parameters: [
      ...itemParameters().slice(0, 2),
      parameter('complementId', 'path', inlineSchema(complementIdParam), true),
      ...queryParameters(currencyQuery),
    ],
    responses: {
      '200': { description: 'The cart.', content: jsonContent(ref('Cart')) },
      '400': invalid,
      '404': cartNotFound,
      '422': errorResponse('CART_UNKNOWN_OPTION: the product has no such complement.'),
      '500': internal,
    },
  });

  return {
    tags: [{ name: 'parks', description: 'Park and tour tickets: catalogue, availability, carts' }],
    paths: {
      [PARK_API_PATHS.catalogue]: {
        get: {
          tags: tag,
          operationId: 'parkCatalogue',
          summary:
            'Every park, tour and activity with ages, schedules, transport, add-ons, complements and list prices',
          parameters: queryParameters(currencyQuery),
          responses: {
            '200': { description: 'The catalogue.', content: jsonContent(ref('Catalogue')) },
            '400': invalid,
            '422': currencyError,
            '500': internal,
          },
        },
      },
      [PARK_API_PATHS.availability]: {
        get: {
          tags: tag,
          operationId: 'productAvailability',
          summary: `Availability and prices per visit date (up to ${PRODUCT_CALENDAR_MAX_DAYS} days)`,
          parameters: [
            parameter('code', 'path', inlineSchema(productCodeParam), true),
            ...queryParameters(availabilityQuery),
          ],
          responses: {
            '200': {
              description: 'One entry per date.',
              content: jsonContent(ref('ProductAvailability')),
            },
            '400': invalid,
            '404': errorResponse('PRODUCT_NOT_FOUND.'),
            '422': currencyError,
            '500': internal,
          },
        },
      },
      [PARK_API_PATHS.carts]: {
        post: {
          tags: tag,
          operationId: 'createCart',
          summary: 'Create a cart with its first product',
          description: `Checks every cart rule, prices the item for its date and holds its places for ${holdMinutes} minutes (open tickets hold none). At most ${MAX_PEOPLE_PER_ITEM} people per product. Limited to ${CARTS_PER_MINUTE} carts per minute per client address. The cart id in the answer is the cart's only key.`,
          parameters: queryParameters(currencyQuery),
          requestBody: { required: true, content: jsonContent(ref('CartItemRequest')) },
          responses: {
            '201': {
              description: 'Created.',
              headers: { Location: { description: 'The cart', schema: { type: 'string' } } },
              content: jsonContent(ref('CartCreated')),
            },
            ...ruleErrors,
            ...bodyErrors,
            '429': {
              ...errorResponse('RATE_LIMITED'),
              headers: {
                'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
              },
            },
            '500': internal,
          },
        },
      },
      [PARK_API_PATHS.cart]: {
        get: {
          tags: tag,
          operationId: 'readCart',
          summary: 'A cart with its items, complements, package discount and totals',
          parameters: cartParameters(),
          responses: {
            '200': { description: 'The cart.', content: jsonContent(ref('Cart')) },
            '400': invalid,
            '404': errorResponse('CART_NOT_FOUND.'),
            '422': currencyError,
            '500': internal,
          },
        },
      },
      [PARK_API_PATHS.items]: {
        post: {
          tags: tag,
          operationId: 'addCartItem',
          summary: 'Add a product to a cart',
          description: `Every cart rule; the item's places are held for ${holdMinutes} minutes.`,
          parameters: cartParameters(),
          requestBody: { required: true, content: jsonContent(ref('CartItemRequest')) },
          responses: {
            '201': { description: 'Added.', content: jsonContent(ref('CartItemAdded')) },
            ...ruleErrors,
            '404': errorResponse('CART_NOT_FOUND.'),
            ...bodyErrors,
            '500': internal,
          },
        },
      },
      [PARK_API_PATHS.item]: {
        patch: {
          tags: tag,
          operationId: 'updateCartItem',
          summary: "Change an item's choices",
          description:
            "Its places are given back and the new ones taken in one step; a refusal changes nothing. Moving it onto another item's date is CART_SAME_DATES.",
          parameters: itemParameters(),
          requestBody: { required: true, content: jsonContent(ref('CartItemChanges')) },
          responses: {
            '200': { description: 'The cart.', content: jsonContent(ref('Cart')) },
            ...ruleErrors,
            '404': cartNotFound,
            ...bodyErrors,
            '500': internal,
          },
        },
        delete: {
          tags: tag,
          operationId: 'removeCartItem',
          summary: 'Remove an item; its places go back on sale',
          description:
            'Activities with additional cost that needed its park admission leave with it.',
          parameters: itemParameters(),
          responses: {
            '200': { description: 'Removed.', content: jsonContent(ref('CartItemsRemoved')) },
            '400': invalid,
            '404': cartNotFound,
            '500': internal,
          },
        },
      },
      [PARK_API_PATHS.complement]: {
        put: complementOperation(true),
        delete: complementOperation(false),
      },
      [PARK_API_PATHS.hold]: {
        put: {
          tags: tag,
          operationId: 'renewCartHold',
          summary: `Hold the cart's dated items for another ${holdMinutes} minutes`,
          description:
            'Expired items try to take their places again; those whose places are gone stay expired and are counted as unavailable. No body.',
          parameters: cartParameters(),
          responses: {
            '200': { description: 'Renewed.', content: jsonContent(ref('CartHoldRenewed')) },
            '400': invalid,
            '404': errorResponse('CART_NOT_FOUND.'),
            '409': errorResponse('CART_PAYMENT_PENDING: a payment for the cart is under way.'),
            '500': internal,
          },
        },
      },
      [PARK_API_PATHS.checkout]: {
        delete: {
          tags: tag,
          operationId: 'abandonCartCheckout',
          summary: 'Abandon the payment under way for the cart',
          description:
            'A cart is frozen while a checkout pays for it (checkoutUntil). This ends the pending order (money the gateway might still capture for it is refunded, never sold) so that the cart can change again. A payment already authorized is being captured and cannot be abandoned (409 PAYMENT_IN_PROGRESS). No body.',
          parameters: cartParameters(),
          responses: {
            '200': {
              description: 'No payment is under way any more.',
              content: jsonContent(ref('CartCheckoutAbandoned')),
            },
            '400': invalid,
            '404': errorResponse('CART_NOT_FOUND.'),
            '409': errorResponse('PAYMENT_IN_PROGRESS: the payment is being captured.'),
            '500': internal,
          },
        },
      },
    },
    components: { schemas: componentSchemas() },
  };
}
