import { z } from 'zod';

/**
 * A request id (an idempotency key): the client's own random name for one action, so that a
 * double submit, a retry or a second tab finds the first outcome instead of acting twice.
 * 16 to 100 letters, digits, '-' and '_' (a UUID fits); shorter ones would be guessable. The one
 * rule every form, API schema, OpenAPI document and use case checks a request id with.
 */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9_-]{16,100}$';
export const REQUEST_ID = new RegExp(REQUEST_ID_PATTERN);

export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID.test(value);
}

/** The request id field of a form or a JSON body. */
export const requestIdSchema = z.string().regex(REQUEST_ID);

/** The same rule in an OpenAPI schema. */
export const requestIdOpenApi = { type: 'string', pattern: REQUEST_ID_PATTERN } as const;
