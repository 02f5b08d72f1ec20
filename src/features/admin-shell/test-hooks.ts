import 'server-only';
import { z } from 'zod';
import { createStaffMember, STAFF_ROLES } from '@/domain/staff';
import { getDb, getStaffAuth } from '@/server';

/**
 * Exists only for the end-to-end suite (E2E_TEST_ROUTES=1): creates a staff member with a
 * role and a known TOTP secret, so a browser test signs in with a code it computes. A 404
 * everywhere else.
 */
const body = z.object({
  email: z.email(),
  name: z.string().min(1).max(100),
  password: z.string().min(12).max(128),
  role: z.enum(STAFF_ROLES),
  totpSecret: z.string().min(16).max(64),
  locale: z.enum(['es', 'en']).default('es'),
});

export async function createStaffForTests(request: Request): Promise<Response> {
  if (process.env.E2E_TEST_ROUTES !== '1') return new Response(null, { status: 404 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: 'bad request' }, { status: 400 });
  const created = await createStaffMember(await getDb(), await getStaffAuth(), parsed.data);
  return Response.json({ id: created.id });
}
