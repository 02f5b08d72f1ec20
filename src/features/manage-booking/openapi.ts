import type { OpenApiSection } from '@/lib/openapi';
import { parkDaysPaths, parkDaysSchemas } from './park-days-openapi';
import { requestIdOpenApi } from '@/lib/request-id';
import { error, jsonContent, manageToken, ref, tags } from './openapi-parts';

/**
 * Manage my booking's section of the OpenAPI 3.1 document (issue 15): a trip read by its
 * signed link or by reference and email, and its cancellation as a preview/confirm pair.
 */
const token = manageToken(
  'The token of a signed manage link (the `t` of the link in the confirmation email or the "find my booking" email). Only its hash is stored; expired or revoked links open nothing.',
);
const selection = {
  description:
    'What to cancel: `all` (the hotel booking, or every park visit not cancelled yet) or the ids of park order items.',
  oneOf: [
    { const: 'all' },
    { type: 'array', items: { type: 'string', format: 'uuid' }, minItems: 1, maxItems: 10 },
  ],
  default: 'all',
};
const cancellation = {
  oneOf: [
    {
      type: 'object',
      required: ['ok'],
      properties: {
        ok: { const: true },
        refundMinor: { type: 'integer' },
        keptMinor: { type: 'integer' },
        refundEnds: {
          type: 'string',
          format: 'date-time',
          description: 'Park items: the first instant a refund is no longer given',
        },
      },
    },
    {
      type: 'object',
      required: ['ok', 'reason'],
      properties: {
        ok: { const: false },
        reason: {
          type: 'string',
          description:
            'OPEN_TICKET, TOO_LATE, USED (a ticket was used at the gate), ALREADY_CANCELLED, NOT_PAID, NO_ITEMS; for hotels NON_REFUNDABLE, STAY_STARTED, NOT_CONFIRMED.',
        },
      },
    },
  ],
};

const PARK_MOVE = {
  itemId: { type: 'string', format: 'uuid', description: 'The visit: an item of the order' },
  visitDate: { type: 'string', format: 'date' },
  slotId: { type: 'integer', description: "A schedule of the product (default: the visit's own)" },
};

const DATES = {
  checkIn: { type: 'string', format: 'date' },
  checkOut: { type: 'string', format: 'date' },
};
/** A date change's rooms to keep (issue 15: "or fewer rooms"). */
const KEEP_ROOMS = {
  keepRoomIds: {
    type: 'array',
    minItems: 1,
    maxItems: 20,
    items: { type: 'string', format: 'uuid' },
    description:
      "The booking's rooms to keep (their ids, as the trip's rooms list them); absent: every room. A dropped room's nights are released and its share of the price refunded by its cancellation policy (free within the change period). Dates may stay the same when rooms are dropped.",
  },
};
/** What a date change drops and releases, in its quote and outcome (decision 0037). */
const CHANGE_EFFECTS = {
  droppedRooms: {
    type: 'array',
    items: {
      type: 'object',
      required: ['id', 'roomTypeCode', 'adults', 'children'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        roomTypeCode: { type: 'string' },
        adults: { type: 'integer' },
        children: { type: 'integer' },
      },
    },
  },
  releasedParkDays: {
    type: 'array',
    description:
      "The stay's included park days the change cancels (tickets void, places back): those outside the new dates, or all when rooms are dropped.",
    items: {
      type: 'object',
      required: ['id', 'productId', 'productCode', 'name', 'visitDate'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        productId: { type: 'integer' },
        productCode: { type: 'string' },
        name: {
          type: 'object',
          properties: { es: { type: 'string' }, en: { type: 'string' } },
        },
        visitDate: { type: 'string', format: 'date' },
      },
    },
  },
};

export function manageOpenApiSection(): OpenApiSection {
  return {
    tags: [
      {
        name: 'manage',
        description:
          "Manage my booking: a hotel booking (XH-…) or a park order (XO-…) opened without an account, its e-tickets, its cancellation within its policy, and a hotel stay's change of dates.",
      },
    ],
    components: {
      schemas: {
        ...parkDaysSchemas,
        TripError: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: {
                  type: 'string',
                  enum: [
                    'TRIP_NOT_FOUND',
                    'RATE_LIMITED',
                    'REFUND_CHANGED',
                    'CANCELLATION_REFUSED',
                    'DATE_CHANGE_REFUSED',
                    'DIFFERENCE_CHANGED',
                    'PAYMENT_NOT_FOUND',
                    'GUEST_CHANGE_REFUSED',
                    'PARK_DAY_REFUSED',
                    'PARK_DAY_NOT_FOUND',
                    'INVALID_FIELDS',
                    'INVALID_REQUEST',
                    'PAYLOAD_TOO_LARGE',
                    'INTERNAL_ERROR',
                  ],
                },
                message: { type: 'string' },
                detail: { type: 'object' },
              },
            },
          },
        },
        Trip: {
          type: 'object',
          required: ['kind', 'reference', 'status', 'currencyIso', 'paidMinor', 'balanceMinor'],
          properties: {
            kind: { type: 'string', enum: ['booking', 'order'] },
            reference: { type: 'string', examples: ['XO-7K2M9QPA', 'XH-4FJ8K2LM'] },
            status: { type: 'string' },
            currencyIso: { type: 'string' },
            paidMinor: { type: 'integer' },
            refundedMinor: { type: 'integer' },
            balanceMinor: { type: 'integer' },
            hotel: { type: 'string', description: 'Bookings only' },
            checkIn: { type: 'string', format: 'date' },
            checkOut: { type: 'string', format: 'date' },
            rooms: {
              type: 'array',
              description:
                "Bookings only: each room (`id` names it in a date change's `keepRoomIds`).",
              items: {
                type: 'object',
                properties: {
                  id: { type: 'string', format: 'uuid' },
                  roomType: { type: 'string' },
                  adults: { type: 'integer' },
                  childrenAges: { type: 'array', items: { type: 'integer' } },
                  policy: { type: 'string' },
                },
              },
            },
            items: {
              type: 'array',
              description:
                'Park orders only: each product and date, with its share of what was paid and its e-tickets.',
              items: {
                type: 'object',
                properties: {
                  id: { type: 'string', format: 'uuid' },
                  product: { type: 'object' },
                  visitDate: { type: ['string', 'null'], format: 'date' },
                  schedule: { type: ['string', 'null'] },
                  adults: { type: 'integer' },
                  children: { type: 'integer' },
                  infants: { type: 'integer' },
                  paidMinor: { type: 'integer' },
                  state: { type: 'string', enum: ['live', 'used', 'cancelled'] },
                  cancellation,
                  tickets: {
                    type: 'array',
                    items: {
                      type: 'object',
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
                },
              },
            },
            cancellation,
            ticketsPdf: {
              type: 'string',
              description: 'Park orders: the e-tickets PDF (send the same X-Manage-Token)',
            },
          },
        },
        CancellationOutcome: {
          type: 'object',
          required: ['reference', 'currencyIso', 'refundMinor', 'replayed'],
          properties: {
            reference: { type: 'string' },
            currencyIso: { type: 'string' },
            itemIds: { type: 'array', items: { type: 'string', format: 'uuid' } },
            refundMinor: { type: 'integer' },
            refundStatus: {
              type: ['string', 'null'],
              enum: ['pending', 'refunded', 'failed', null],
            },
            replayed: { type: 'boolean' },
          },
        },
        DateChangeQuote: {
          type: 'object',
          required: [
            'ok',
            'reference',
            'checkIn',
            'checkOut',
            'nights',
            'currencyIso',
            'currentTotalMinor',
            'newTotalMinor',
            'differenceMinor',
            'refundMinor',
            'payMinor',
            'droppedRooms',
            'releasedParkDays',
          ],
          properties: {
            ...CHANGE_EFFECTS,
            ok: { const: true },
            reference: { type: 'string' },
            checkIn: { type: 'string', format: 'date' },
            checkOut: { type: 'string', format: 'date' },
            nights: { type: 'integer' },
            currencyIso: { type: 'string' },
            currentTotalMinor: { type: 'integer' },
            newTotalMinor: { type: 'integer' },
            differenceMinor: {
              type: 'integer',
              description: 'New minus current: positive is owed by the guest, negative is refunded',
            },
            refundMinor: { type: 'integer' },
            payMinor: { type: 'integer' },
          },
        },
        WebCheckIn: {
          type: 'object',
          required: ['completed'],
          properties: {
            completed: { type: 'boolean' },
            idType: { type: 'string' },
            idNumber: { type: 'string', description: 'Masked: only the last characters' },
            preferences: { type: 'array', items: { type: 'string' } },
            completedAt: { type: 'string', format: 'date-time' },
            updatedAt: { type: 'string', format: 'date-time' },
          },
        },
        ParkDateChangePayment: {
          type: 'object',
          required: [
            'redirectUrl',
            'paymentKey',
            'payMinor',
            'currencyIso',
            'itemId',
            'visitDate',
            'slotId',
            'expiresAt',
            'replayed',
          ],
          properties: {
            redirectUrl: { type: 'string', format: 'uri' },
            paymentKey: { type: 'string' },
            payMinor: { type: 'integer' },
            currencyIso: { type: 'string' },
            itemId: { type: 'string' },
            visitDate: { type: 'string', format: 'date' },
            slotId: { type: 'integer' },
            expiresAt: { type: 'string', format: 'date-time' },
            replayed: { type: 'boolean' },
          },
        },
        DateChangePayment: {
          type: 'object',
          required: [
            'redirectUrl',
            'paymentKey',
            'payMinor',
            'currencyIso',
            'checkIn',
            'checkOut',
            'expiresAt',
            'replayed',
          ],
          properties: {
            redirectUrl: { type: 'string', format: 'uri' },
            paymentKey: { type: 'string' },
            payMinor: { type: 'integer' },
            currencyIso: { type: 'string' },
            checkIn: { type: 'string', format: 'date' },
            checkOut: { type: 'string', format: 'date' },
            expiresAt: { type: 'string', format: 'date-time' },
            replayed: { type: 'boolean' },
          },
        },
        DateChangeOutcome: {
          type: 'object',
          required: [
            'reference',
            'checkIn',
            'checkOut',
            'currencyIso',
            'differenceMinor',
            'refundMinor',
            'droppedRooms',
            'releasedParkDays',
            'replayed',
          ],
          properties: {
            ...CHANGE_EFFECTS,
            reference: { type: 'string' },
            checkIn: { type: 'string', format: 'date' },
            checkOut: { type: 'string', format: 'date' },
            currencyIso: { type: 'string' },
            differenceMinor: { type: 'integer' },
            refundMinor: { type: 'integer' },
            refundStatus: {
              type: ['string', 'null'],
              enum: ['pending', 'refunded', 'failed', null],
            },
            replayed: { type: 'boolean' },
          },
        },
        ParkDateChangeQuote: {
          type: 'object',
          required: [
            'ok',
            'reference',
            'itemId',
            'visitDate',
            'slotId',
            'currencyIso',
            'differenceMinor',
            'refundMinor',
            'payMinor',
            'droppedRooms',
            'releasedParkDays',
          ],
          properties: {
            ...CHANGE_EFFECTS,
            ok: { const: true },
            reference: { type: 'string' },
            itemId: { type: 'string', format: 'uuid' },
            visitDate: { type: 'string', format: 'date' },
            slotId: { type: 'integer' },
            currencyIso: { type: 'string' },
            differenceMinor: {
              type: 'integer',
              description: 'New minus current price: positive is owed, negative is given back',
            },
            refundMinor: { type: 'integer' },
            payMinor: { type: 'integer' },
          },
        },
        ParkDateChangeOutcome: {
          type: 'object',
          required: [
            'reference',
            'itemId',
            'visitDate',
            'currencyIso',
            'differenceMinor',
            'refundMinor',
            'replayed',
          ],
          properties: {
            reference: { type: 'string' },
            itemId: { type: 'string', format: 'uuid' },
            visitDate: { type: 'string', format: 'date' },
            slotId: { type: ['integer', 'null'] },
            currencyIso: { type: 'string' },
            differenceMinor: { type: 'integer' },
            refundMinor: { type: 'integer' },
            refundStatus: {
              type: ['string', 'null'],
              enum: ['pending', 'refunded', 'failed', null],
            },
            replayed: { type: 'boolean' },
          },
        },
      },
    },
    paths: {
      ...parkDaysPaths,
      '/api/v1/trips/current/': {
        get: {
          tags,
          operationId: 'getTrip',
          summary: 'The trip a signed manage link opens',
          parameters: [token],
          responses: {
            '200': { description: 'The trip', ...jsonContent(ref('Trip')) },
            '404': error('A bad, expired or revoked token (all alike)'),
          },
        },
      },
      '/api/v1/trips/lookup/': {
        post: {
          tags,
          operationId: 'lookupTrip',
          summary: 'A trip by its reference and email',
          description:
            'Shares the limits of the page\'s "find my booking": 5 tries per client address per 15 minutes, 3 per reference per hour. A pair that does not match answers like an unknown reference. Reading only: cancelling needs a signed link\'s token (proof of access to the mailbox).',
          requestBody: {
            required: true,
            ...jsonContent({
              type: 'object',
              required: ['reference', 'email'],
              properties: {
                reference: { type: 'string', maxLength: 40 },
                email: { type: 'string', maxLength: 254 },
              },
            }),
          },
          responses: {
            '200': { description: 'The trip', ...jsonContent(ref('Trip')) },
            '400': error('Not a reference and an email'),
            '404': error('No paid trip with this reference and email'),
            '429': error('Too many lookups (Retry-After)'),
          },
        },
      },
      '/api/v1/trips/current/cancellation-preview/': {
        post: {
          tags,
          operationId: 'previewTripCancellation',
          summary: 'What cancelling would refund now (changes nothing)',
          parameters: [token],
          requestBody: {
            required: true,
            ...jsonContent({ type: 'object', properties: { items: selection } }),
          },
          responses: {
            '200': {
              description: 'The refund and the items it covers',
              ...jsonContent({
                type: 'object',
                required: ['reference', 'currencyIso', 'itemIds', 'refundMinor'],
                properties: {
                  reference: { type: 'string' },
                  currencyIso: { type: 'string' },
                  itemIds: { type: 'array', items: { type: 'string', format: 'uuid' } },
                  refundMinor: { type: 'integer' },
                },
              }),
            },
            '404': error('A bad, expired or revoked token'),
            '409': error('Cannot be cancelled (detail.reason)'),
          },
        },
      },
      '/api/v1/trips/current/cancellations/': {
        post: {
          tags,
          operationId: 'confirmTripCancellation',
          summary: 'Cancel as previewed',
          description:
            "One transaction: the tickets of the cancelled visits void (a ticket already used at the gate refuses the cancellation), their places back on sale, the refund in the ledger, the email queued; the money goes back through the provider that took it. `requestId` is the client's own id: the same id again answers the first outcome (200, replayed) and refunds nothing more. A refund that differs from `expectedRefundMinor` (a deadline passed since the preview) is refused with REFUND_CHANGED.",
          parameters: [token],
          requestBody: {
            required: true,
            ...jsonContent({
              type: 'object',
              required: ['requestId', 'expectedRefundMinor'],
              properties: {
                items: selection,
                requestId: { ...requestIdOpenApi },
                expectedRefundMinor: { type: 'integer', minimum: 0 },
              },
            }),
          },
          responses: {
            '201': { description: 'Cancelled', ...jsonContent(ref('CancellationOutcome')) },
            '200': {
              description: 'A replay of a cancellation already made',
              ...jsonContent(ref('CancellationOutcome')),
            },
            '400': error('Not a valid request'),
            '404': error('A bad, expired or revoked token'),
            '409': error('REFUND_CHANGED, or cannot be cancelled (CANCELLATION_REFUSED)'),
          },
        },
      },
      '/api/v1/trips/current/date-change-quote/': {
        post: {
          tags,
          operationId: 'quoteTripDateChange',
          summary: 'What moving a hotel stay to new dates would cost (changes nothing)',
          description:
            "The same rooms, guests, rate plans and promotion priced on the new dates, in the booking's currency at its own rate. A flexible rate changes its dates free until its free-cancellation deadline; a non-refundable rate cannot change them; nothing changes once arrival day has begun at the resort. Fewer rooms: `keepRoomIds` names the rooms kept. Park days the change would cancel are listed in `releasedParkDays`. Refusals (409 DATE_CHANGE_REFUSED, detail.reason): NOT_CONFIRMED, STAY_STARTED, NON_REFUNDABLE, DEADLINE_PASSED, SAME_DATES, INVALID_DATES, INVALID_ROOMS, PROMO_NOT_VALID, NOT_AVAILABLE.",
          parameters: [token],
          requestBody: {
            required: true,
            ...jsonContent({
              type: 'object',
              required: ['checkIn', 'checkOut'],
              properties: { ...DATES, ...KEEP_ROOMS },
            }),
          },
          responses: {
            '200': { description: 'The quote', ...jsonContent(ref('DateChangeQuote')) },
            '400': error('Not two dates'),
            '404': error('A bad, expired or revoked token'),
            '409': error('The dates cannot change (DATE_CHANGE_REFUSED, detail.reason)'),
          },
        },
      },
      '/api/v1/trips/current/date-changes/': {
        post: {
          tags,
          operationId: 'applyTripDateChange',
          summary: 'Move a hotel stay to new dates as quoted',
          description:
            "One transaction: the booking's nights given back and the new ones taken, its dates and price updated, a lower price's difference written to the refund ledger, the updated confirmation (with its calendar file) queued; the money goes back through the provider that took it. `requestId` is the client's own id: the same id again answers the first outcome (200, replayed). A difference other than `expectedDifferenceMinor` (prices or the deadline moved since the quote) is refused with DIFFERENCE_CHANGED. A higher price is refused with DATE_CHANGE_REFUSED / PAYMENT_REQUIRED: its difference is paid through `/date-change-payments/`. The same transaction drops the rooms not in `keepRoomIds` and cancels the park days listed in the quote's `releasedParkDays` (decision 0037).",
          parameters: [token],
          requestBody: {
            required: true,
            ...jsonContent({
              type: 'object',
              required: ['checkIn', 'checkOut', 'requestId', 'expectedDifferenceMinor'],
              properties: {
                ...DATES,
                ...KEEP_ROOMS,
                requestId: { ...requestIdOpenApi },
                expectedDifferenceMinor: { type: 'integer' },
              },
            }),
          },
          responses: {
            '201': { description: 'Changed', ...jsonContent(ref('DateChangeOutcome')) },
            '200': {
              description: 'A replay of a change already made',
              ...jsonContent(ref('DateChangeOutcome')),
            },
            '400': error('Not a valid request'),
            '404': error('A bad, expired or revoked token'),
            '409': error('DIFFERENCE_CHANGED, or the dates cannot change (DATE_CHANGE_REFUSED)'),
          },
        },
      },
      '/api/v1/trips/current/park-date-quote/': {
        post: {
          tags,
          operationId: 'quoteParkDateChange',
          summary: 'What moving a park visit to another date would cost (changes nothing)',
          description:
            "One visit (an item of the park order) on another date, in its own schedule unless `slotId` names another of the product's. The new date's list prices for the same people, with the presale discount and extras bought, converted at the rate the order was charged. A visit moves free of charge until the product's deadline (N hours before it starts, resort time). Refusals (409 DATE_CHANGE_REFUSED, detail.reason): NOT_PAID, NO_ITEM, OPEN_TICKET, TOO_LATE, USED, ALREADY_CANCELLED, SAME_DATE, INVALID_DATE, NOT_AVAILABLE (closed, no price, or not enough places).",
          parameters: [token],
          requestBody: {
            required: true,
            ...jsonContent({
              type: 'object',
              required: ['itemId', 'visitDate'],
              properties: PARK_MOVE,
            }),
          },
          responses: {
            '200': { description: 'The quote', ...jsonContent(ref('ParkDateChangeQuote')) },
            '400': error('Not a valid request'),
            '404': error('A bad, expired or revoked token'),
            '409': error('The visit cannot move (DATE_CHANGE_REFUSED, detail.reason)'),
          },
        },
      },
      '/api/v1/trips/current/park-date-changes/': {
        post: {
          tags,
          operationId: 'applyParkDateChange',
          summary: 'Move a park visit to another date as quoted',
          description:
            "One transaction: the visit's e-tickets void (their QR answers cancelled at the gate) and new ones issued, its places given back on the old date and taken on the new one, a cheaper date's difference written to the refund ledger, the e-tickets email queued again; the money goes back through the provider that took it. `requestId` is the client's own id: the same id again answers the first outcome (200, replayed). A difference other than `expectedDifferenceMinor` is refused with DIFFERENCE_CHANGED. A dearer date is refused with DATE_CHANGE_REFUSED / PAYMENT_REQUIRED: its difference is paid through `/park-date-change-payments/`.",
          parameters: [token],
          requestBody: {
            required: true,
            ...jsonContent({
              type: 'object',
              required: ['itemId', 'visitDate', 'requestId', 'expectedDifferenceMinor'],
              properties: {
                ...PARK_MOVE,
                requestId: { ...requestIdOpenApi },
                expectedDifferenceMinor: { type: 'integer' },
              },
            }),
          },
          responses: {
            '201': { description: 'Moved', ...jsonContent(ref('ParkDateChangeOutcome')) },
            '200': {
              description: 'A replay of a change already made',
              ...jsonContent(ref('ParkDateChangeOutcome')),
            },
            '400': error('Not a valid request'),
            '404': error('A bad, expired or revoked token'),
            '409': error('DIFFERENCE_CHANGED, or the visit cannot move (DATE_CHANGE_REFUSED)'),
          },
        },
      },
      '/api/v1/trips/current/date-change-payments/': {
        post: {
          tags,
          operationId: 'payTripDateChange',
          summary: 'Hold a dearer change and open the payment of its difference',
          description:
            "For a quote with a positive difference. One transaction: the change is tried (the same rules, price and availability as the quote), the new nights the booking does not have yet are held for 15 minutes, and the difference becomes a payment of the booking's order on the provider's hosted page (`redirectUrl`). The booking changes only when that payment is captured (webhook or the guest's return, exactly once); a declined payment or the hold's expiry leaves the booking untouched and gives the nights back, and money captured after that is refunded. A new request for the same booking releases the hold of an earlier one. `requestId` is the client's own id: the same id again answers the same payment (200, replayed). The guest's return lands on the manage page with `changePayment=<paymentKey>`.",
          parameters: [token],
          requestBody: {
            required: true,
            ...jsonContent({
              type: 'object',
              required: ['checkIn', 'checkOut', 'requestId', 'expectedDifferenceMinor'],
              properties: {
                ...DATES,
                ...KEEP_ROOMS,
                requestId: { ...requestIdOpenApi },
                expectedDifferenceMinor: { type: 'integer', minimum: 1 },
                locale: { type: 'string', enum: ['es', 'en', 'pt'] },
              },
            }),
          },
          responses: {
            '201': {
              description: 'Held; pay on the page',
              ...jsonContent(ref('DateChangePayment')),
            },
            '200': {
              description: 'A replay: the same payment',
              ...jsonContent(ref('DateChangePayment')),
            },
            '400': error('Not a valid request'),
            '404': error('A bad, expired or revoked token'),
            '409': error('DIFFERENCE_CHANGED, or the dates cannot change (DATE_CHANGE_REFUSED)'),
          },
        },
      },
      '/api/v1/trips/current/park-date-change-payments/': {
        post: {
          tags,
          operationId: 'payParkDateChange',
          summary: "Hold a park visit's dearer date and open the payment of its difference",
          description:
            "For a park quote with a positive difference (decision 0036). One transaction: the move is tried (the same rules, price and places as the quote), the new date's places are held for 15 minutes, and the difference becomes a payment of the park order on the provider's hosted page (`redirectUrl`). The visit moves only when that payment is captured (webhook or the guest's return, exactly once): its e-tickets void and new ones issued, as a same-price move; a declined payment or the hold's expiry leaves the visit untouched and gives the places back, and money captured after that is refunded. A new request for the same visit releases the hold of an earlier one. `requestId` is the client's own id: the same id again answers the same payment (200, replayed). The guest's return lands on the manage page with `parkPayment=<paymentKey>`.",
          parameters: [token],
          requestBody: {
            required: true,
            ...jsonContent({
              type: 'object',
              required: ['itemId', 'visitDate', 'requestId', 'expectedDifferenceMinor'],
              properties: {
                ...PARK_MOVE,
                requestId: { ...requestIdOpenApi },
                expectedDifferenceMinor: { type: 'integer', minimum: 1 },
                locale: { type: 'string', enum: ['es', 'en', 'pt'] },
              },
            }),
          },
          responses: {
            '201': {
              description: 'Held; pay on the page',
              ...jsonContent(ref('ParkDateChangePayment')),
            },
            '200': {
              description: 'A replay: the same payment',
              ...jsonContent(ref('ParkDateChangePayment')),
            },
            '400': error('Not a valid request'),
            '404': error('A bad, expired or revoked token'),
            '409': error('DIFFERENCE_CHANGED, or the visit cannot move (DATE_CHANGE_REFUSED)'),
          },
        },
      },
      '/api/v1/trips/current/park-date-change-payments/{key}/': {
        get: {
          tags,
          operationId: 'readParkDateChangePayment',
          summary: "Where a park visit's difference payment stands",
          description:
            'Asks the provider first and applies its answer (the same settlement as the return from its page): `held` (waiting for the payment), `applied` (paid: the visit moved, new e-tickets issued), `released` (not paid, or paid too late and refunded: the visit kept its date).',
          parameters: [
            token,
            { name: 'key', in: 'path', required: true, schema: { type: 'string', maxLength: 120 } },
          ],
          responses: {
            '200': {
              description: 'The payment',
              ...jsonContent({
                type: 'object',
                required: ['state', 'itemId', 'payMinor', 'visitDate'],
                properties: {
                  state: { type: 'string', enum: ['held', 'applied', 'released'] },
                  itemId: { type: 'string' },
                  payMinor: { type: 'integer' },
                  visitDate: { type: 'string', format: 'date' },
                },
              }),
            },
            '404': error('A bad token, or no payment of this order with this key'),
          },
        },
      },
      '/api/v1/trips/current/guest-details/': {
        put: {
          tags,
          operationId: 'editTripGuestDetails',
          summary: "Change a hotel booking's arrival time, special requests and room guests' names",
          description:
            "The manage page's guest edit, with the booking form's own rules, audited as the guest. Until the stay starts; a cancelled booking is refused (409 GUEST_CHANGE_REFUSED, detail.reason). Invalid fields change nothing: 422 INVALID_FIELDS with each field's code in detail.errors (`roomNames.N` for a room).",
          parameters: [token],
          requestBody: {
            required: true,
            ...jsonContent({
              type: 'object',
              properties: {
                arrivalTime: { type: 'string', maxLength: 20, example: '15:00' },
                requests: { type: 'string', maxLength: 2000 },
                roomNames: { type: 'array', maxItems: 10, items: { type: 'string' } },
              },
            }),
          },
          responses: {
            '200': {
              description: 'Saved: the details as stored',
              ...jsonContent({ type: 'object' }),
            },
            '400': error('Not a valid request'),
            '404': error('A bad, expired or revoked token'),
            '409': error('GUEST_CHANGE_REFUSED (detail.reason)'),
            '422': error('INVALID_FIELDS (detail.errors)'),
          },
        },
      },
      '/api/v1/trips/current/check-in/': {
        get: {
          tags,
          operationId: 'readTripCheckIn',
          summary: "A hotel booking's web check-in (the document number masked)",
          parameters: [token],
          responses: {
            '200': {
              description: 'The check-in, or `completed: false`',
              ...jsonContent(ref('WebCheckIn')),
            },
            '404': error('A bad, expired or revoked token'),
          },
        },
        put: {
          tags,
          operationId: 'completeTripCheckIn',
          summary: 'Complete or replace the web check-in while its window is open',
          description:
            'From seven days before arrival until the end of the arrival day (else 409 GUEST_CHANGE_REFUSED / CHECK_IN_NOT_OPEN). The arrival time and room names go on the booking, the document and preferences into the check-in; audited with the number masked. Invalid fields: 422 INVALID_FIELDS.',
          parameters: [token],
          requestBody: {
            required: true,
            ...jsonContent({
              type: 'object',
              required: ['idType', 'idNumber'],
              properties: {
                arrivalTime: { type: 'string', maxLength: 20 },
                roomNames: { type: 'array', maxItems: 10, items: { type: 'string' } },
                idType: { type: 'string', enum: ['passport', 'national-id', 'driving-licence'] },
                idNumber: { type: 'string', maxLength: 60 },
                preferences: { type: 'array', maxItems: 10, items: { type: 'string' } },
              },
            }),
          },
          responses: {
            '200': { description: 'Saved (masked)', ...jsonContent(ref('WebCheckIn')) },
            '400': error('Not a valid request'),
            '404': error('A bad, expired or revoked token'),
            '409': error('GUEST_CHANGE_REFUSED (detail.reason)'),
            '422': error('INVALID_FIELDS (detail.errors)'),
          },
        },
      },
      '/api/v1/trips/current/date-change-payments/{key}/': {
        get: {
          tags,
          operationId: 'readTripDateChangePayment',
          summary: "Where a dearer change's payment stands",
          description:
            'Asks the provider first and applies its answer (the same settlement as the return from its page): `held` (waiting for the payment), `applied` (paid: the dates changed), `released` (not paid, or paid too late and refunded: the booking kept its dates).',
          parameters: [
            token,
            { name: 'key', in: 'path', required: true, schema: { type: 'string', maxLength: 120 } },
          ],
          responses: {
            '200': {
              description: 'The payment',
              ...jsonContent({
                type: 'object',
                required: ['state', 'payMinor', 'checkIn', 'checkOut'],
                properties: {
                  state: { type: 'string', enum: ['held', 'applied', 'released'] },
                  payMinor: { type: 'integer' },
                  ...DATES,
                },
              }),
            },
            '404': error('A bad token, or no payment of this trip with this key'),
          },
        },
      },
    },
  };
}
