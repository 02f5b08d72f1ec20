import type { OpenApiSection } from '@/lib/openapi';
import { locales } from '@/i18n/paths';
import { requestIdOpenApi } from '@/lib/request-id';

/**
 * The checkout's section of the OpenAPI 3.1 document (issue 5): starting a payment, its
 * status, the gateway's return, orders and their tickets, payment methods per currency, and
 * the payment providers' signed webhooks. Merged into /api/openapi.json.
 */
type Json = Record<string, unknown>;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const jsonContent = (schema: Json) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...jsonContent(ref('CheckoutError')) });
const tags = ['checkout'];
const invoiceParam = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string', format: 'uuid' },
  description: 'The invoice or credit note (as the confirmation page lists them).',
} as const;
const orderSecret = {
  name: 'X-Order-Secret',
  in: 'header',
  required: false,
  description:
    'The secret returned once when the order was created. Browsers may instead send the booking or cart cookie that named what the order paid for.',
  schema: { type: 'string', maxLength: 200 },
};
const referenceParam = {
  name: 'reference',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^XO-[A-Z2-9]{8}$' },
};
const keyParam = {
  name: 'key',
  in: 'path',
  required: true,
  description: 'The idempotency key the checkout was started with.',
  schema: { ...requestIdOpenApi },
};
const plan = {
  oneOf: [
    { type: 'object', properties: { kind: { const: 'full' } }, required: ['kind'] },
    {
      type: 'object',
      description: 'Interest-free months: MXN only, and a card issued in Mexico.',
      properties: {
        kind: { const: 'installments' },
        bankId: { type: 'integer' },
        months: { type: 'integer' },
      },
      required: ['kind', 'bankId', 'months'],
    },
    {
      type: 'object',
      description: 'Uplift financing: USD and CAD only.',
      properties: { kind: { const: 'uplift' } },
      required: ['kind'],
    },
  ],
};

export function checkoutOpenApiSection(): OpenApiSection {
  return {
    tags: [
      {
        name: 'checkout',
        description:
          'Payments through the built-in sandbox gateway: the amount is recomputed on the server (a tampered amount, currency or plan is refused); an idempotency key makes retries safe (one order, one charge).',
      },
    ],
    paths: {
      '/api/v1/checkouts/': {
        post: {
          tags,
          summary:
            'Start (or resume, with the same idempotency key) the payment of a booking or cart',
          requestBody: { required: true, ...jsonContent(ref('CheckoutRequest')) },
          responses: {
            '201': {
              description: 'Order and payment attempt created',
              ...jsonContent(ref('CheckoutStarted')),
            },
            '200': {
              description: 'The key was seen: the same order and payment page',
              ...jsonContent(ref('CheckoutStarted')),
            },
            '400': error(
              'Tampered or invalid terms (AMOUNT_MISMATCH, PLAN_MISMATCH, METHOD_NOT_AVAILABLE, BUYER_INVALID…).',
            ),
            '404': error('ORDER_NOT_FOUND: no booking with this reference and secret.'),
            '409': error(
              'The booking or cart cannot be paid as it stands (hold ended, already paid).',
            ),
            '415': error('UNSUPPORTED_MEDIA_TYPE'),
          },
        },
      },
      '/api/v1/checkouts/{key}/': {
        get: {
          tags,
          summary: 'Where the payment started with this key stands',
          description:
            "Answers whoever may read the key's order: the header X-Order-Secret (given when the checkout started), its logged-in owner, or the browser whose cart or booking it pays for. A key alone proves nothing: anyone else gets 404, as for an unknown key.",
          parameters: [
            keyParam,
            {
              name: 'X-Order-Secret',
              in: 'header',
              required: false,
              schema: { type: 'string' },
              description: 'The order secret returned by POST /api/v1/checkouts/.',
            },
          ],
          responses: {
            '200': { description: 'Payment status', ...jsonContent(ref('PaymentStatus')) },
            '404': error('PAYMENT_NOT_FOUND'),
          },
        },
      },
      '/api/v1/checkouts/{key}/return/': {
        get: {
          tags,
          summary:
            "The gateway's return address: settles the payment and redirects to the shop page",
          parameters: [
            keyParam,
            {
              name: 'to',
              in: 'query',
              required: true,
              schema: { type: 'string' },
              description: 'A path of this site.',
            },
          ],
          responses: {
            '303': {
              description: 'To the page, with ?payment=paid|pending|cancelled|<failure code>',
            },
          },
        },
      },
      '/api/v1/orders/{reference}/': {
        get: {
          tags,
          summary: 'An order, for the holder of its secret',
          parameters: [referenceParam, orderSecret],
          responses: {
            '200': { description: 'The order', ...jsonContent(ref('Order')) },
            '404': error('ORDER_NOT_FOUND (a wrong secret and an unknown reference answer alike)'),
          },
        },
      },
      '/api/v1/orders/{reference}/tickets.pdf': {
        get: {
          tags,
          summary: 'The e-tickets of a paid park order (PDF)',
          parameters: [referenceParam, orderSecret],
          responses: {
            '200': { description: 'PDF', content: { 'application/pdf': {} } },
            '404': error('ORDER_NOT_FOUND'),
          },
        },
      },
      '/api/v1/orders/{reference}/receipt.pdf': {
        get: {
          tags,
          summary: 'The payment receipt of a paid order (PDF): lines, payment, refunds, taxes',
          parameters: [referenceParam, orderSecret],
          responses: {
            '200': { description: 'PDF', content: { 'application/pdf': {} } },
            '404': error('ORDER_NOT_FOUND'),
          },
        },
      },
      '/api/v1/orders/{reference}/invoices/{id}/xml/': {
        get: {
          tags,
          summary: 'A stamped CFDI 4.0 of the order (invoice or credit note): the XML of record',
          parameters: [referenceParam, invoiceParam, orderSecret],
          responses: {
            '200': { description: 'CFDI XML', content: { 'application/xml': {} } },
            '404': error('ORDER_NOT_FOUND (also for an invoice not stamped or of another order)'),
          },
        },
      },
      '/api/v1/orders/{reference}/invoices/{id}/pdf/': {
        get: {
          tags,
          summary: 'The printed representation of a stamped CFDI of the order (PDF)',
          parameters: [referenceParam, invoiceParam, orderSecret],
          responses: {
            '200': { description: 'PDF', content: { 'application/pdf': {} } },
            '404': error('ORDER_NOT_FOUND'),
          },
        },
      },
      '/api/v1/payment-methods/': {
        get: {
          tags,
          summary: "A currency's payment methods, interest-free instalments and Uplift estimate",
          parameters: [
            {
              name: 'currency',
              in: 'query',
              required: true,
              schema: { type: 'string', pattern: '^[A-Za-z]{3}$' },
            },
            {
              name: 'amount',
              in: 'query',
              required: false,
              schema: { type: 'integer', minimum: 0 },
              description: 'Total in minor units, for the monthly amounts.',
            },
          ],
          responses: {
            '200': { description: 'Methods and plans', ...jsonContent(ref('PaymentOptions')) },
            '422': error('UNKNOWN_CURRENCY'),
          },
        },
      },
      '/api/v1/currencies/': {
        get: {
          tags,
          summary: 'The 17 currencies',
          responses: {
            '200': {
              description: 'Currencies',
              ...jsonContent({ type: 'array', items: ref('CurrencyEntry') }),
            },
          },
        },
      },
      '/api/v1/payments/webhooks/{provider}/': {
        post: {
          tags,
          summary:
            "A payment provider's signed webhooks, verified by that provider: sandbox (header Sandbox-Signature: t=…,v1=HMAC-SHA256) or stripe (Stripe-Signature)",
          parameters: [
            {
              name: 'provider',
              in: 'path',
              required: true,
              schema: { type: 'string', enum: ['sandbox', 'stripe'] },
            },
            {
              name: 'Sandbox-Signature',
              in: 'header',
              required: false,
              schema: { type: 'string' },
            },
            { name: 'Stripe-Signature', in: 'header', required: false, schema: { type: 'string' } },
          ],
          requestBody: {
            required: true,
            description: "The provider's own event; the sandbox's is a WebhookEvent.",
            ...jsonContent(ref('WebhookEvent')),
          },
          responses: {
            '200': {
              description:
                'Acknowledged (applied, ignored as stale or not acted on, or a duplicate event id)',
            },
            '400': error('WEBHOOK_SIGNATURE_INVALID or WEBHOOK_TIMESTAMP_OUT_OF_TOLERANCE'),
            '404': error('NOT_FOUND: no such provider is configured'),
          },
        },
      },
    },
    components: {
      schemas: {
        CheckoutError: {
          type: 'object',
          properties: {
            error: {
              type: 'object',
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                detail: { type: 'object' },
              },
              required: ['code', 'message'],
            },
          },
          required: ['error'],
        },
        CheckoutRequest: {
          type: 'object',
          properties: {
            idempotencyKey: { ...requestIdOpenApi },
            kind: { enum: ['hotel', 'park'] },
            booking: {
              type: 'object',
              properties: { reference: { type: 'string' }, secret: { type: 'string' } },
              required: ['reference', 'secret'],
            },
            cartId: { type: 'string', format: 'uuid' },
            currency: { type: 'string', description: 'Park: the currency to pay in.' },
            amountMinor: {
              type: 'integer',
              description: 'What the page showed, in minor units: must equal the server total.',
            },
            currencyIso: { type: 'string' },
            plan,
            method: { enum: ['card', 'PP'] },
            buyer: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                email: { type: 'string' },
                phone: { type: 'string' },
              },
            },
            locale: { enum: [...locales] },
          },
          required: ['idempotencyKey', 'kind', 'amountMinor', 'currencyIso', 'method'],
        },
        CheckoutStarted: {
          type: 'object',
          properties: {
            order: {
              type: 'object',
              properties: { reference: { type: 'string' }, secret: { type: ['string', 'null'] } },
            },
            attempt: {
              type: 'object',
              properties: { id: { type: 'string' }, idempotencyKey: { type: 'string' } },
            },
            redirectUrl: { type: 'string', description: "The gateway's hosted payment page." },
            replayed: { type: 'boolean' },
          },
        },
        PaymentStatus: {
          type: 'object',
          properties: {
            status: {
              enum: [
                'pending',
                'requires_action',
                'authorized',
                'captured',
                'refunded',
                'failed',
                'expired',
              ],
            },
            failureCode: { type: ['string', 'null'] },
            method: { type: 'string' },
            plan,
            card: {
              type: ['object', 'null'],
              properties: { brand: { type: 'string' }, last4: { type: 'string' } },
            },
            order: {
              type: 'object',
              properties: { reference: { type: 'string' }, status: { type: 'string' } },
            },
          },
        },
        Order: {
          type: 'object',
          properties: {
            reference: { type: 'string' },
            kind: { enum: ['hotel', 'park'] },
            status: { enum: ['pending', 'authorized', 'paid', 'refunded', 'failed', 'expired'] },
            amountMinor: { type: 'integer' },
            currencyIso: { type: 'string' },
            buyer: { type: 'object' },
            createdAt: { type: 'string', format: 'date-time' },
            paidAt: { type: ['string', 'null'], format: 'date-time' },
            payment: { type: ['object', 'null'] },
          },
        },
        PaymentOptions: {
          type: 'object',
          properties: {
            currency: { type: 'object' },
            methods: { type: 'array', items: { type: 'object' } },
            installments: {
              type: ['object', 'null'],
              description:
                'headlineMonths, cardCountry and banks: each with id, name, logo, description (es, en and pt) and plans (months, monthlyMinor, firstMinor).',
            },
            uplift: { type: ['object', 'null'] },
          },
        },
        CurrencyEntry: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            iso: { type: 'string' },
            iso_code: { type: 'string' },
            name: { type: 'string' },
            names: { type: 'object', description: 'The name in es, en and pt.' },
            symbol: { type: 'string' },
            flag: { type: 'string' },
            decimals: { type: 'integer' },
          },
        },
        WebhookEvent: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            type: { type: 'string' },
            status: { type: 'string' },
            paymentId: { type: 'string' },
            orderRef: { type: 'string' },
            amountMinor: { type: 'integer' },
            currencyIso: { type: 'string' },
            occurredAt: { type: 'string', format: 'date-time' },
            card: { type: ['object', 'null'] },
            failureCode: { type: ['string', 'null'] },
          },
        },
      },
    },
  };
}
