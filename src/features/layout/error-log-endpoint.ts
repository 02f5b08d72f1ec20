import 'server-only';
import { NextResponse } from 'next/server';
import { hitRateLimit } from '@/domain/limits';
import { clientErrorLogSchema, MAX_ERROR_LOG_BYTES, recordErrorLog } from '@/domain/logs';
import { clientIp, readJsonLimited } from '@/lib/http';
import { getDb } from '@/server';

/** Browsers report failed requests here (SPEC §3 error log). Validated, size- and rate-limited. */
export async function postErrorLog(request: Request): Promise<Response> {
  const body = await readJsonLimited(request, MAX_ERROR_LOG_BYTES);
  if (!body.ok) {
    return NextResponse.json({ error: body.error }, { status: body.status });
  }
  const parsed = clientErrorLogSchema.safeParse(body.value);
  if (!parsed.success) {
    return NextResponse.json(
      { error: 'INVALID_ERROR_LOG', issues: parsed.error.issues.map((i) => i.path.join('.')) },
      { status: 400 },
    );
  }
  const db = await getDb();
  const limit = await hitRateLimit(db, `error-logs:${clientIp(request)}`, {
    limit: 30,
    windowSeconds: 60,
  });
  if (!limit.allowed) {
    return NextResponse.json(
      { error: 'RATE_LIMITED' },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    );
  }
  const uuid = await recordErrorLog(db, { ...parsed.data, origin: 'client' });
  return NextResponse.json({ uuid }, { status: 201 });
}
