import { NextResponse } from 'next/server';
import { sql } from 'drizzle-orm';
import { getDbHandle } from '@/db/client';

/** Liveness and readiness: the database answers. */
export async function GET() {
  const handle = await getDbHandle();
  await handle.db.execute(sql`select 1`);
  return NextResponse.json({ ok: true, engine: handle.engine, node: process.version });
}
