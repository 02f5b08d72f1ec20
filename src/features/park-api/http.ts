import type { z } from 'zod';
import { getDb } from '@/db/client';
import { CartError } from '@/domain/cart';
import { recordErrorLog } from '@/domain/logs';
import { readJsonLimited } from '@/lib/http';
import { logger } from '@/lib/logger';
import { CART_ERROR_STATUS, ParkApiError, messageFor, type ParkApiErrorCode } from './errors';
import { MAX_BODY_BYTES, type ParkErrorBody } from './schemas';

/**
 * The park API's request and answer plumbing (the hotel API has its own: features never
 * import each other). Every answer is JSON; every error is `{error: {code, message, detail?}}`.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

function errorBody(code: ParkApiErrorCode, detail?: Record<string, unknown>): ParkErrorBody {
  return {
    error: { code, message: messageFor(code, detail), ...(detail ? { detail } : {}) },
  };
}

/**
 * Runs one endpoint: whatever it throws becomes a JSON error. A visitor's mistake (CartError,
 * ParkApiError) gets its code and the English message; anything else is a bug: logged,
 * written to the error log, and answered 500 without internals.
 */
export async function respond(request: Request, handler: () => Promise<Response>) {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof ParkApiError)
      return json(errorBody(error.code, error.detail), error.status, error.headers);
    if (error instanceof CartError)
      return json(errorBody(error.code, error.detail), CART_ERROR_STATUS[error.code] ?? 400);
    const path = new URL(request.url).pathname;
    logger.error({ err: error, path, method: request.method }, 'park API request failed');
    try {
      await recordErrorLog(await getDb(), {
        level: 'error',
        origin: 'server',
        type: 'route',
        description: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        section: 'park-api',
        method: request.method.toUpperCase() as 'GET',
        paths: { url: path },
      });
    } catch (logError) {
      logger.error({ err: logError }, 'could not write the error log');
    }
    return json(errorBody('INTERNAL_ERROR'), 500);
  }
}

/** Zod issues as `detail.issues`: where and what, never the value sent. */
function invalid(error: z.ZodError): ParkApiError {
  return new ParkApiError(400, 'INVALID_REQUEST', {
    issues: error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    })),
  });
}

/** The query string, validated. Repeated parameters: the first counts. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    if (!(key in params) && value !== '') params[key] = value;
  }
  return parse(schema, params);
}

/** Any value (path parameters, a query), validated: a mismatch is INVALID_REQUEST. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

/**
 * A mutation's JSON body, validated. Only `Content-Type: application/json` is read: a
 * cross-site HTML form cannot send it, and a cross-site script cannot without a CORS
 * preflight this API never grants, which keeps mutations CSRF-safe.
 */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/json') throw new ParkApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
  const body = await readJsonLimited(request, MAX_BODY_BYTES);
  if (!body.ok) throw new ParkApiError(body.status, body.error);
  return parse(schema, body.value);
}
