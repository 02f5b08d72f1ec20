import { z } from 'zod';
import { getDb } from '@/db/client';
import { setSetting } from '@/domain/sites';

/**
 * Exists only for the end-to-end suite (E2E_TEST_ROUTES=1): switches an operator setting
 * (the calendar maintenance flag) the way the back office would. A 404 everywhere else.
 */
const body = z.object({ key: z.enum(['calendar_maintenance']), value: z.boolean() });

export async function POST(request: Request) {
  if (process.env.E2E_TEST_ROUTES !== '1') return new Response(null, { status: 404 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: 'bad request' }, { status: 400 });
  await setSetting(await getDb(), parsed.data.key, parsed.data.value);
  return Response.json({ ok: true });
}
