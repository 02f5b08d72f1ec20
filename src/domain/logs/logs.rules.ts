import { z } from 'zod';

/** The largest request body the error-log endpoint reads. */
export const MAX_ERROR_LOG_BYTES = 8 * 1024;

/** What a browser may report: SPEC §3 fields built from a failed request (method, url, base url). */
export const clientErrorLogSchema = z.strictObject({
  level: z.enum(['error', 'warn']).default('error'),
  description: z.string().trim().min(1).max(1000),
  section: z.string().max(100).optional(),
  event: z.string().max(100).optional(),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']).optional(),
  paths: z
    .strictObject({
      url: z.string().max(2000).optional(),
      baseUrl: z.string().max(2000).optional(),
      page: z.string().max(2000).optional(),
    })
    .optional(),
  type: z.enum(['request', 'render', 'script']).default('request'),
  payload: z.record(z.string(), z.unknown()).optional(),
});
export type ClientErrorLog = z.infer<typeof clientErrorLogSchema>;

export type ErrorLogInput = Omit<ClientErrorLog, 'type'> & {
  /** request, render or script from browsers; the route type (render, route, action…) on the server. */
  type: string;
  origin: 'server' | 'client';
  application?: string;
};

export const APPLICATION = 'xcaret-store';

/** A repeat of the same failure within this many minutes is counted, not written again. */
export const ERROR_LOG_DEDUPE_MINUTES = 10;
/** New error-log rows per minute, whatever their origin: a flood is counted, not stored. */
export const ERROR_LOG_ROWS_PER_MINUTE = 120;

/**
 * What makes two error-log records the same failure: everything but the time, the payload and
 * the query string of the path (a probe varying only those is one failure).
 */
export function errorLogFingerprintText(input: ErrorLogInput): string {
  const path = (input.paths?.url ?? input.paths?.page ?? '').split('?')[0]!.slice(0, 300);
  return JSON.stringify([
    input.level,
    input.origin,
    input.type,
    input.description.slice(0, 300),
    input.section ?? null,
    input.event ?? null,
    input.method ?? null,
    path,
  ]);
}
