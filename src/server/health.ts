import 'server-only';
import { getDbHandle } from './database';
import { pingDatabase } from '@/db/bootstrap';
import { readiness, RETRY_AFTER_SECONDS } from '@/lib/readiness';

/**
 * 200 when the instance's database was prepared and answers a trivial statement within 2 s;
 * else 503 with Retry-After. Never waits longer, whatever the database does: a load balancer
 * or supervisor asking gets the truth at once.
 */
export async function databaseReadiness(): Promise<Response> {
  const state = readiness();
  const headers = { 'Cache-Control': 'no-store' };
  const answers = state?.status === 'ready' && (await pingDatabase(2_000));
  if (!answers)
    return Response.json(
      { ok: false, status: state?.status ?? 'starting', node: process.version },
      { status: 503, headers: { ...headers, 'Retry-After': String(RETRY_AFTER_SECONDS) } },
    );
  const { engine } = await getDbHandle();
  return Response.json({ ok: true, status: 'ready', engine, node: process.version }, { headers });
}
