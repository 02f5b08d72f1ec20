import type { z } from 'zod';
import { getDb } from '@/db/client';
import { recordErrorLog } from '@/domain/logs';
import { StayError } from '@/domain/stays';
import { readJsonLimited } from '@/lib/http';
import { logger } from '@/lib/logger';
import { ApiError, ERROR_MESSAGES, STAY_ERROR_STATUS, type ApiErrorCode } from './errors';
import { MAX_BODY_BYTES, type ApiErrorBody } from './schemas';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

function errorBody(code: ApiErrorCode, detail?: Record<string, unknown>): ApiErrorBody {
  return { error: { code, message: ERROR_MESSAGES[code], ...(detail ? { detail } : {}) } };
}

/** Internal ids never leave the server, even inside an error's detail. */
function publicDetail(detail?: Record<string, unknown>) {
  if (!detail) return undefined;
  const { roomTypeId: _internal, ...rest } = detail;
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/**
 * Runs one endpoint: whatever it throws becomes a JSON error. A visitor's mistake (StayError,
 * ApiError) gets its code and an English message; anything else is a bug: logged, written to
 * the error log, and answered 500 without internals.
 */
export async function respond(request: Request, handler: () => Promise<Response>) {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof ApiError)
      return json(errorBody(error.code, error.detail), error.status, error.headers);
    if (error instanceof StayError)
      return json(
        errorBody(error.code, publicDetail(error.detail)),
        STAY_ERROR_STATUS[error.code] ?? 400,
      );
    const path = new URL(request.url).pathname;
    logger.error({ err: error, path, method: request.method }, 'hotel API request failed');
    try {
      await recordErrorLog(await getDb(), {
        level: 'error',
        origin: 'server',
        type: 'route',
        description: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        section: 'hotel-api',
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
function invalid(error: z.ZodError): ApiError {
  return new ApiError(400, 'INVALID_REQUEST', {
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
  const parsed = schema.safeParse(params);
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
  if (mediaType !== 'application/json') throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
  const body = await readJsonLimited(request, MAX_BODY_BYTES);
  if (!body.ok) throw new ApiError(body.status, body.error);
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}
