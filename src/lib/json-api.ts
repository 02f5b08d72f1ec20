import type { z } from 'zod';
import { readJsonLimited } from './http';

/**
 * The plumbing of the JSON APIs (hotel and park): answers, validation of queries and bodies,
 * and turning whatever a handler throws into `{error: {code, message, detail?}}`. Each API
 * says how its domain's errors map to HTTP and what their messages are.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Bodies larger than this are refused (413) before they are parsed. */
export const MAX_BODY_BYTES = 8 * 1024;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** An answer other than success, raised anywhere in a handler and rendered by `respond`. */
export class ApiError<Code extends string = string> extends Error {
  constructor(
    readonly status: number,
    readonly code: Code,
    readonly detail?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export type ApiConventions = {
  /** A domain error a visitor caused, as an ApiError; undefined for anything else (a bug). */
  visitorError: (error: unknown) => ApiError | undefined;
  /**
   * The message of a code (placeholders filled from `detail`), in the language the request
   * asks for where the API speaks more than one.
   */
  message: (code: string, detail: Record<string, unknown> | undefined, request: Request) => string;
  /** A bug: log it and keep it in the error log. */
  reportBug: (error: unknown, request: Request) => Promise<void>;
};

function errorBody(
  conventions: ApiConventions,
  request: Request,
  code: string,
  detail?: Record<string, unknown>,
) {
  return {
    error: {
      code,
      message: conventions.message(code, detail, request),
      ...(detail ? { detail } : {}),
    },
  };
}

/**
 * Runs one endpoint: a visitor's mistake gets its code, status and message; anything else is
 * a bug, reported and answered 500 without internals.
 */
export async function respond(
  request: Request,
  handler: () => Promise<Response>,
  conventions: ApiConventions,
): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    const known = error instanceof ApiError ? error : conventions.visitorError(error);
    if (known)
      return json(
        errorBody(conventions, request, known.code, known.detail),
        known.status,
        known.headers,
      );
    await conventions.reportBug(error, request);
    return json(errorBody(conventions, request, 'INTERNAL_ERROR'), 500);
  }
}

/** Zod issues as `detail.issues`: where and what, never the value sent. */
function invalid(error: z.ZodError): ApiError {
  return new ApiError(400, 'INVALID_REQUEST', {
    issues: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
}

/** Any value (path parameters, a query), validated: a mismatch is INVALID_REQUEST. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

/** The query string, validated. Repeated parameters: the first counts. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    if (!(key in params) && value !== '') params[key] = value;
  }
  return parse(schema, params);
}

/**
 * A mutation's JSON body, validated. Only `Content-Type: application/json` is read: a
 * cross-site HTML form cannot send it, and a cross-site script cannot without a CORS
 * preflight these APIs never grant, which keeps mutations CSRF-safe.
 */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/json') throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
  const body = await readJsonLimited(request, MAX_BODY_BYTES);
  if (!body.ok) throw new ApiError(body.status, body.error);
  return parse(schema, body.value);
}
