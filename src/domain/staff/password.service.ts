import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { staffAccounts, staffSessions, staffTwoFactors } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/domain/audit';
import type { StaffAuth } from './auth';
import { staffPasswordRefusal } from './invite.rules';

export type OwnPasswordOutcome =
  | { ok: true; sessionsEnded: number }
  | {
      ok: false;
      code: 'WRONG_PASSWORD' | 'WRONG_CODE' | 'SHORT_PASSWORD' | 'SAME_PASSWORD';
    };

/**
 * A signed-in staff member changes their own password (issue 16): the current password and a
 * code of their authenticator are required, the new one follows the staff rule and is hashed
 * by Better Auth, and every other session of the account ends, in one transaction with its
 * audit row (without any password). `keepSessionId` is the session the change is made from.
 */
export async function changeOwnStaffPassword(
  db: Db,
  auth: StaffAuth,
  actor: AuditActor,
  input: { current: string; next: string; code: string; keepSessionId: string },
): Promise<OwnPasswordOutcome> {
  const short = staffPasswordRefusal(input.next);
  if (short) return { ok: false, code: short };
  const context = await auth.$context;
  const [account] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.userId, actor.id), eq(staffAccounts.providerId, 'credential')));
  if (
    !account?.password ||
    !(await context.password.verify({ hash: account.password, password: input.current }))
  )
    return { ok: false, code: 'WRONG_PASSWORD' };
  if (input.next === input.current) return { ok: false, code: 'SAME_PASSWORD' };
  const [factor] = await db
    .select()
    .from(staffTwoFactors)
    .where(eq(staffTwoFactors.userId, actor.id));
  const code = input.code.replace(/\s+/g, '');
  const secret = factor
    ? await symmetricDecrypt({ key: context.secretConfig, data: factor.secret })
    : undefined;
  if (!secret || !/^\d{6}$/.test(code) || !(await createOTP(secret).verify(code, { window: 1 })))
    return { ok: false, code: 'WRONG_CODE' };
  const hash = await context.password.hash(input.next);
  return db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(eq(staffAccounts.id, account.id));
    const ended = await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.userId, actor.id), ne(staffSessions.id, input.keepSessionId)))
      .returning({ id: staffSessions.id });
    await recordAudit(tx, actor, {
      action: 'staff.password',
      entity: 'staff',
      entityId: actor.id,
      before: { email: actor.email },
      after: { email: actor.email, password: 'changed', otherSessionsEnded: ended.length },
    });
    return { ok: true as const, sessionsEnded: ended.length };
  });
}
