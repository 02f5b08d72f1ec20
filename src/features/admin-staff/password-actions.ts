'use server';

import { headers } from 'next/headers';
import { changeOwnStaffPassword } from '@/domain/staff';
import { logger } from '@/lib/logger';
import { authorizeStaff, getDb, getStaffAuth } from '@/server';

export type PasswordFormState = { done?: boolean; error?: string };

const text = (form: FormData, name: string, max = 200) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

/**
 * A signed-in staff member changes their own password: current password and a TOTP code,
 * the other sessions end (this one stays). Any role; audited by the domain.
 */
export async function changeOwnPasswordAction(
  _previous: PasswordFormState,
  form: FormData,
): Promise<PasswordFormState> {
  const check = await authorizeStaff(null);
  if (!check.ok) return { error: 'FORBIDDEN' };
  const auth = await getStaffAuth();
  const session = await auth.api.getSession({ headers: await headers() });
  if (!session) return { error: 'FORBIDDEN' };
  try {
    const outcome = await changeOwnStaffPassword(await getDb(), auth, check.actor, {
      current: text(form, 'current'),
      next: text(form, 'next'),
      code: text(form, 'code', 12),
      keepSessionId: session.session.id,
    });
    return outcome.ok ? { done: true } : { error: outcome.code };
  } catch (error) {
    logger.error({ err: error }, 'staff password not changed');
    return { error: 'GENERAL_ERROR' };
  }
}
