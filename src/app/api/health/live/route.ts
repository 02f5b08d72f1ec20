import { readiness } from '@/lib/readiness';

/**
 * Liveness: the process answers requests. It never touches the database, so a database that
 * is down or hung does not make a supervisor restart a healthy instance (readiness says that).
 */
export function GET() {
  return Response.json(
    { ok: true, database: readiness()?.status ?? 'starting', node: process.version },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
