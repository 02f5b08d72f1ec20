import 'server-only';
import { z } from 'zod';
import { setSetting, setSiteEnabled } from '@/domain/sites';
import { getDb, revalidateShopPages } from '@/server';

/**
 * Exists only for the end-to-end suite (E2E_TEST_ROUTES=1): switches an operator setting
 * (the calendar maintenance flag) or a site of the site list (the CONCENTRADOR entry that
 * turns personalization on) the way the back office would. A 404 everywhere else.
 */
const body = z.union([
  z.object({ key: z.enum(['calendar_maintenance']), value: z.boolean() }),
  z.object({ site: z.enum(['CONCENTRADOR']), enabled: z.boolean() }),
]);

export async function switchSettingForTests(request: Request): Promise<Response> {
  if (process.env.E2E_TEST_ROUTES !== '1') return new Response(null, { status: 404 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: 'bad request' }, { status: 400 });
  const db = await getDb();
  if ('site' in parsed.data) await setSiteEnabled(db, parsed.data.site, parsed.data.enabled);
  else await setSetting(db, parsed.data.key, parsed.data.value);
  // As the back office's settings actions do: the cached shop pages show both switches.
  revalidateShopPages('settings');
  return Response.json({ ok: true });
}
