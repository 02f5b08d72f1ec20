'use server';

import { headers } from 'next/headers';
import { hitRateLimit } from '@/domain/limits';
import { acceptStaffInvitation } from '@/domain/staff';
import { clientIpFromHeaders } from '@/lib/http';
import { logger } from '@/lib/logger';
import { getDb, getStaffAuth } from '@/server';

/**
 * What the invitation's form shows after posting: done, or the refusal with what was typed
 * (React empties a form after its action; the fields come back from here). Never a password:
 * it is not sent back to the page, the member types it again.
 */
export type AcceptFormState = { done?: boolean; error?: string; values?: { code: string } };

const text = (form: FormData, name: string, max = 200) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

/** Attempts per address: a six-digit code is not guessed through this form. */
const ACCEPT_LIMIT = { limit: 20, windowSeconds: 900 } as const;

/**
 * Accepts a staff invitation (public by design: the link's token is the credential): the
 * password and the TOTP key confirmed by a code. Everything is checked by the domain.
 */
export async function acceptInvitationAction(
  _previous: AcceptFormState,
  form: FormData,
): Promise<AcceptFormState> {
  const refused = (error: string): AcceptFormState => ({
    error,
    values: { code: text(form, 'code', 12) },
  });
  const db = await getDb();
  const address = clientIpFromHeaders(await headers());
  const limit = await hitRateLimit(db, `staff-invite:ip:${address}`, ACCEPT_LIMIT);
  if (!limit.allowed) return refused('GENERAL_ERROR');
  if (text(form, 'password') !== text(form, 'confirm')) return refused('MISMATCH');
  try {
    const outcome = await acceptStaffInvitation(
      db,
      await getStaffAuth(),
      {
        token: text(form, 'token'),
        password: text(form, 'password'),
        code: text(form, 'code', 12),
        address,
      },
      new Date(),
    );
    return outcome.ok ? { done: true } : refused(outcome.code);
  } catch (error) {
    logger.error({ err: error }, 'staff invitation not accepted');
    return refused('GENERAL_ERROR');
  }
}
