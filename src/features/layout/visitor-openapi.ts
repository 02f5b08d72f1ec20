import { z } from 'zod';
import type { OpenApiSection } from '@/lib/openapi';

type Json = Record<string, unknown>;

/**
 * GET /api/v1/visitor/'s answer: what the page shell shows of the visitor (issue 18). Only the
 * signed-in customer's id (personalization identifies them by it) and name (the header greets
 * them), never their email; the number of items in the cart the cookie names.
 */
export const visitorSummarySchema = z
  .object({
    customer: z
      .object({ id: z.string(), name: z.string() })
      .strict()
      .nullable()
      .describe('The signed-in customer, or null'),
    cartCount: z.number().int().min(0).describe("The items in the visitor's cart (0 without one)"),
  })
  .strict();

export type VisitorSummary = z.infer<typeof visitorSummarySchema>;

/** The visitor section of the OpenAPI document, merged into /api/openapi.json. */
export function visitorOpenApiSection(): OpenApiSection {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(visitorSummarySchema, {
    io: 'output',
  }) as Json;
  return {
    tags: [
      {
        name: 'visitor',
        description:
          'What the page shell shows of the visitor: the pages are the same for everyone, and the browser asks for this once per page.',
      },
    ],
    paths: {
      '/api/v1/visitor/': {
        get: {
          tags: ['visitor'],
          summary: 'Who is signed in and how many items their cart holds',
          description:
            'Read from the session and cart cookies. Sent `Cache-Control: private, no-store`: no cache may keep or share it.',
          responses: {
            '200': {
              description: "The visitor's summary",
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/VisitorSummary' } },
              },
            },
          },
        },
      },
    },
    components: { schemas: { VisitorSummary: schema } },
  };
}
