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
