import { getDb } from '@/server';
import { CartError } from '@/domain/cart';
import { reportServerError } from '@/domain/logs';
import { requestLanguage } from '@/lib/accept-language';
import * as api from '@/lib/json-api';
import {
  API_LANGUAGES,
  CART_ERROR_STATUS,
  ParkApiError,
  messageFor,
  type ParkApiErrorCode,
} from './errors';

export { json, parse, parseJsonBody, parseQuery } from '@/lib/json-api';

const conventions: api.ApiConventions = {
  visitorError: (error) =>
    error instanceof CartError
      ? new ParkApiError(CART_ERROR_STATUS[error.code] ?? 400, error.code, error.detail)
      : undefined,
  message: (code, detail, request) =>
    messageFor(code as ParkApiErrorCode, detail, requestLanguage(request, API_LANGUAGES, 'en')),
  reportBug: (error, request) =>
    reportServerError(getDb, error, {
      method: request.method,
      path: new URL(request.url).pathname,
      section: 'park-api',
    }),
};

/**
 * Runs one park API endpoint: a CartError or ParkApiError becomes its code and the SPEC §8
 * message in the language asked for (`locale`, else Accept-Language, else English); anything else is a bug, logged and answered 500 without internals.
 */
export function respond(request: Request, handler: () => Promise<Response>): Promise<Response> {
  return api.respond(request, handler, conventions);
}
