import { z } from 'zod';
import { clientErrorLogSchema, MAX_ERROR_LOG_BYTES } from '@/domain/logs';
import type { OpenApiSection } from '@/lib/openapi';

type Json = Record<string, unknown>;
const jsonContent = (schema: Json) => ({ content: { 'application/json': { schema } } });

/** The request's schema, from the same zod schema that validates it: one rule, one source. */
function requestSchema(): Json {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(clientErrorLogSchema, {
    io: 'input',
  }) as Json;
  return schema;
}

const refusal = (description: string, codes: string[]) => ({
  description,
  ...jsonContent({
    type: 'object',
    properties: { error: { type: 'string', enum: codes } },
    required: ['error'],
  }),
});

/**
 * The error log's section of the OpenAPI document (SPEC §3, issue 19): what a browser reports
 * when one of its requests fails. Merged into /api/openapi.json.
 */
export function errorLogOpenApiSection(): OpenApiSection {
  return {
    tags: [
      {
        name: 'error-log',
        description:
          "Browsers report the requests that failed them; the server records them beside its own errors (SPEC §3's error log). Repeats of the same failure are counted, not stored again.",
      },
    ],
    paths: {
      '/api/v1/error-logs/': {
        post: {
          tags: ['error-log'],
          summary: 'Report a failed request from the browser',
          description: `The body is at most ${MAX_ERROR_LOG_BYTES / 1024} KB; 30 reports per minute per address.`,
          requestBody: {
            required: true,
            ...jsonContent({ $ref: '#/components/schemas/ClientErrorLog' }),
          },
          responses: {
            '201': {
              description: 'Recorded (or counted as a repeat of a recorded failure)',
              ...jsonContent({
                type: 'object',
                properties: { uuid: { type: 'string', format: 'uuid' } },
                required: ['uuid'],
              }),
            },
            '400': {
              description: 'Not a valid report: `issues` names the fields at fault',
              ...jsonContent({
                type: 'object',
                properties: {
                  error: { type: 'string' },
                  issues: { type: 'array', items: { type: 'string' } },
                },
                required: ['error'],
              }),
            },
            '413': refusal('The body is larger than the limit', ['PAYLOAD_TOO_LARGE']),
            '415': refusal('Not sent as application/json', ['UNSUPPORTED_MEDIA_TYPE']),
            '429': refusal('Too many reports from this address: see Retry-After', ['RATE_LIMITED']),
          },
        },
      },
    },
    components: { schemas: { ClientErrorLog: requestSchema() } },
  };
}
