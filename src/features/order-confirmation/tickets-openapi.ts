import type { OpenApiSection } from '@/lib/openapi';

/**
 * The ticket verification endpoint's part of the OpenAPI document (under the park store's
 * tag): what a gate scanner asks about a QR code.
 */
export function ticketsOpenApiSection(): OpenApiSection {
  const claims = {
    type: 'object',
    required: ['code', 'product', 'holderBand', 'open', 'validUntil', 'status'],
    properties: {
      code: { type: 'string', examples: ['XT-1F3K9QW2MA'], description: 'Printed reference' },
      product: { type: 'string', examples: ['Xcaret Plus'] },
      holderBand: { type: 'string', enum: ['adult', 'child', 'infant'] },
      open: { type: 'boolean', description: 'An open ticket (no visit date)' },
      validUntil: {
        type: 'string',
        format: 'date',
        description: 'The visit date, or the last day of an open ticket (6 months from purchase)',
      },
      status: { type: 'string', enum: ['issued', 'used', 'void'] },
    },
  };
  return {
    components: {
      schemas: {
        TicketVerification: {
          oneOf: [
            {
              type: 'object',
              required: ['valid', 'ticket', 'admitsToday'],
              properties: {
                valid: { const: true },
                ticket: claims,
                admitsToday: {
                  type: 'boolean',
                  description:
                    'Unused, and today (America/Cancun) is its visit date or within its validity',
                },
              },
            },
            {
              type: 'object',
              required: ['valid', 'reason'],
              properties: {
                valid: { const: false },
                reason: {
                  type: 'string',
                  enum: ['malformed', 'signature', 'unknown'],
                  description:
                    'Not a ticket token, not signed by us, or signed but not issued here',
                },
              },
            },
          ],
        },
      },
    },
    paths: {
      '/api/v1/tickets/verify/': {
        get: {
          tags: ['parks'],
          operationId: 'verifyTicket',
          summary: 'Verify a scanned e-ticket QR code',
          description:
            'The token is the content of the QR code on an e-ticket: signed (HMAC-SHA256) by the store, so it is checked without trusting the client; the answer says for whom and which day, and whether it is still unused.',
          parameters: [
            {
              name: 'token',
              in: 'query',
              required: true,
              schema: { type: 'string', maxLength: 200 },
            },
          ],
          responses: {
            '200': {
              description: 'The verdict',
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/TicketVerification' },
                },
              },
            },
            '400': {
              description: 'No token, or a token too long to be one',
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/TicketVerification' },
                },
              },
            },
          },
        },
      },
    },
  };
}
