import { getDb } from '@/server';
import { reportServerError } from '@/domain/logs';
import { StayError } from '@/domain/stays';
import * as api from '@/lib/json-api';
import { ApiError, ERROR_MESSAGES, STAY_ERROR_STATUS, type ApiErrorCode } from './errors';

export { json, parse, parseJsonBody, parseQuery } from '@/lib/json-api';

/** Internal ids never leave the server, even inside an error's detail. */
function publicDetail(detail?: Record<string, unknown>) {
  if (!detail) return undefined;
  const { roomTypeId: _internal, ...rest } = detail;
  return Object.keys(rest).length > 0 ? rest : undefined;
}

const conventions: api.ApiConventions = {
  visitorError: (error) =>
    error instanceof StayError
      ? new ApiError(STAY_ERROR_STATUS[error.code] ?? 400, error.code, publicDetail(error.detail))
      : undefined,
  message: (code) => ERROR_MESSAGES[code as ApiErrorCode],
  reportBug: (error, request) =>
    reportServerError(getDb, error, {
      method: request.method,
      path: new URL(request.url).pathname,
      section: 'hotel-api',
    }),
};

/**
 * Runs one hotel API endpoint: a StayError or ApiError becomes its code and English message;
 * anything else is a bug, logged and answered 500 without internals.
 */
export function respond(request: Request, handler: () => Promise<Response>): Promise<Response> {
  return api.respond(request, handler, conventions);
}
