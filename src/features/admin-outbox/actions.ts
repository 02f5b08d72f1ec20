'use server';

import { getTranslations } from 'next-intl/server';
import { recordAudit } from '@/domain/audit';
import { retryMessage } from '@/domain/outbox';
import { adminLocale, authorizeStaff, getDb } from '@/server';

export type RetryState = { ok?: boolean; message?: string; at?: number };

/**
 * Puts a failed message back in the queue through the outbox's own retry (admin), audited in
 * the same transaction; the delivery job sends it within seconds.
 */
export async function retryAction(_prev: RetryState, form: FormData): Promise<RetryState> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'admin.outbox' });
  const check = await authorizeStaff('outbox:retry');
  if (!check.ok) return { ok: false, message: t('forbidden'), at: Date.now() };
  const id = String(form.get('id') ?? '');
  const db = await getDb();
  const moved = await db.transaction(async (tx) => {
    const done = await retryMessage(tx, id);
    if (done)
      await recordAudit(tx, check.actor, {
        action: 'outbox.retry',
        entity: 'outbox',
        entityId: id,
        before: { status: 'failed' },
        after: { status: 'pending' },
      });
    return done;
  });
  // The row stays on screen with this answer (it would vanish from the failed list with the
  // answer if the page were refreshed); the lists show its new state on the next visit.
  return moved
    ? { ok: true, message: t('retried'), at: Date.now() }
    : { ok: false, message: t('notFailed'), at: Date.now() };
}
