import 'server-only';
import { z } from 'zod';
import { MAX_ATTEMPTS, recordFailedMessage } from '@/domain/outbox';
import { isValidEmail } from '@/lib/email';
import { getDb } from '@/server';

const body = z.object({ to: z.string().refine(isValidEmail), error: z.string().max(200) });

/**
 * Exists only for the end-to-end suite (E2E_TEST_ROUTES=1): an "account exists" email to `to`
 * that failed for good with `error`, as if the mail server had refused it eight times; the
 * queue's retry then sends it. A 404 everywhere else.
 */
export async function failedEmailForTests(request: Request): Promise<Response> {
  if (process.env.E2E_TEST_ROUTES !== '1') return new Response(null, { status: 404 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: 'bad request' }, { status: 400 });
  const id = await recordFailedMessage(
    await getDb(),
    {
      kind: 'account-email',
      payload: {
        template: 'account-exists',
        to: parsed.data.to,
        name: 'Ana',
        // A link with a value the queue's preview must hide (admin-outbox.spec).
        url: 'http://localhost/en/forgot/?ref=e2e-secret-value',
        locale: 'en',
      },
    },
    parsed.data.error,
    MAX_ATTEMPTS,
  );
  return Response.json({ id });
}
