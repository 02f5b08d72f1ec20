import { TOKEN_PATTERN } from '@/domain/manage';

/**
 * What manage my booking's OpenAPI sections share (openapi.ts, park-days-openapi.ts): schema
 * references, JSON bodies, the error answer, the tag and the manage-token header, whose pattern
 * is the one the domain checks tokens with.
 */
export type Json = Record<string, unknown>;
export const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
export const jsonContent = (schema: Json) => ({ content: { 'application/json': { schema } } });
export const error = (description: string) => ({
  description,
  ...jsonContent(ref('TripError')),
});
export const tags = ['manage'];

/** The X-Manage-Token header parameter, described for the operation that takes it. */
export function manageToken(description: string) {
  return {
    name: 'X-Manage-Token',
    in: 'header',
    required: true,
    description,
    schema: { type: 'string', pattern: TOKEN_PATTERN.source },
  };
}
