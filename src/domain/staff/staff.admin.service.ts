import { symmetricEncrypt } from 'better-auth/crypto';
import { and, asc, eq, like, or } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { staffAccounts, staffSessions, staffTwoFactors, staffUsers } from '@/db/schema';
import { staffStatus, type StaffStatus } from './invite.rules';
import { recordAudit, type AuditActor } from '@/domain/audit';
import type { StaffAuth } from './auth';
import { randomSecret } from './staff.service';
import { otpauthUri, staffChangeRefusal, type StaffChangeRefusal } from './staff.rules';

export type StaffRow = {
  id: string;
  name: string;
  email: string;
  role: string;
  disabled: boolean;
  twoFactorEnabled: boolean;
  locale: string;
  createdAt: Date;
  /** Invited (no password or second factor yet), active, or disabled. */
  status: StaffStatus;
};

export type StaffChangeOutcome =
  { ok: true; changed: boolean } | { ok: false; code: StaffChangeRefusal };

/** Every staff account with its role and status, by name. */
export async function listStaff(db: Db): Promise<StaffRow[]> {
  const rows = await db
    .select()
    .from(staffUsers)
    .orderBy(asc(staffUsers.name), asc(staffUsers.email));
  const withPassword = new Set(
    (
      await db
        .select({ userId: staffAccounts.userId })
        .from(staffAccounts)
        .where(eq(staffAccounts.providerId, 'credential'))
    ).map((a) => a.userId),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role ?? '',
    disabled: r.banned === true,
    twoFactorEnabled: r.twoFactorEnabled === true,
    locale: r.locale,
    createdAt: r.createdAt,
    status: staffStatus({
      banned: r.banned === true,
      twoFactorEnabled: r.twoFactorEnabled === true,
      hasPassword: withPassword.has(r.id),
    }),
  }));
}

/**
 * The target's row and the number of enabled admins, with every admin row locked: two admins
 * demoting each other at once cannot both succeed and leave nobody.
 */
async function lockForChange(tx: Tx, userId: string) {
  const admins = await tx
    .select({ id: staffUsers.id, banned: staffUsers.banned })
    .from(staffUsers)
    .where(or(eq(staffUsers.role, 'admin'), like(staffUsers.role, '%admin%')))
    .orderBy(asc(staffUsers.id))
    .for('update');
  const [target] = await tx
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.id, userId))
    .for('update');
  return { target, activeAdmins: admins.filter((a) => a.banned !== true).length };
}

/**
 * Gives a staff member another role (the admin plugin's `role` column, one of the access
 * control's roles), audited. Their open sessions carry on with the new role at once: every
 * request reads the role from the account.
 */
export async function setStaffRole(
  db: Db,
  actor: AuditActor,
  userId: string,
  role: string,
): Promise<StaffChangeOutcome> {
  return db.transaction(async (tx): Promise<StaffChangeOutcome> => {
    const { target, activeAdmins } = await lockForChange(tx, userId);
    if (!target) return { ok: false, code: 'NOT_FOUND' };
    const refusal = staffChangeRefusal(
      actor.id,
      { id: target.id, role: target.role, banned: target.banned === true },
      { role },
      activeAdmins,
    );
    if (refusal) return { ok: false, code: refusal };
    if (target.role === role) return { ok: true, changed: false };
    await tx
      .update(staffUsers)
      .set({ role, updatedAt: new Date() })
      .where(eq(staffUsers.id, userId));
    await recordAudit(tx, actor, {
      action: 'staff.role',
      entity: 'staff',
      entityId: userId,
      before: { email: target.email, role: target.role },
      after: { email: target.email, role },
    });
    return { ok: true, changed: true };
  });
}

/**
 * Disables or enables a staff account, audited. Disabling sets the admin plugin's `banned`
 * flag (Better Auth then refuses the sign-in) and deletes every session of the account in the
 * same transaction: the member's next request is anonymous.
 */
export async function setStaffDisabled(
  db: Db,
  actor: AuditActor,
  userId: string,
  disabled: boolean,
): Promise<StaffChangeOutcome> {
  return db.transaction(async (tx): Promise<StaffChangeOutcome> => {
    const { target, activeAdmins } = await lockForChange(tx, userId);
    if (!target) return { ok: false, code: 'NOT_FOUND' };
    const refusal = staffChangeRefusal(
      actor.id,
      { id: target.id, role: target.role, banned: target.banned === true },
      { disabled },
      activeAdmins,
    );
    if (refusal) return { ok: false, code: refusal };
    if ((target.banned === true) === disabled) return { ok: true, changed: false };
    await tx
      .update(staffUsers)
      .set({
        banned: disabled,
        banReason: disabled ? 'disabled in the back office' : null,
        banExpires: null,
        updatedAt: new Date(),
      })
      .where(eq(staffUsers.id, userId));
    if (disabled) await tx.delete(staffSessions).where(eq(staffSessions.userId, userId));
    await recordAudit(tx, actor, {
      action: disabled ? 'staff.disable' : 'staff.enable',
      entity: 'staff',
      entityId: userId,
      before: { email: target.email, disabled: target.banned === true },
      after: { email: target.email, disabled },
    });
    return { ok: true, changed: true };
  });
}

/**
 * Gives a staff member a new authenticator key (a lost phone): the old key stops working,
 * their sessions end, and the new key is returned once to hand over. Audited (without the key).
 */
export async function resetStaffSecondFactor(
  db: Db,
  auth: StaffAuth,
  actor: AuditActor,
  userId: string,
): Promise<
  | { ok: true; email: string; totpSecret: string; otpauth: string }
  | { ok: false; code: 'NOT_FOUND' }
> {
  const context = await auth.$context;
  const totpSecret = randomSecret();
  const secret = await symmetricEncrypt({ key: context.secretConfig, data: totpSecret });
  const backupCodes = await symmetricEncrypt({ key: context.secretConfig, data: '[]' });
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.id, userId))
      .for('update');
    if (!target) return { ok: false as const, code: 'NOT_FOUND' as const };
    await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, userId));
    await tx.insert(staffTwoFactors).values({
      id: crypto.randomUUID(),
      secret,
      backupCodes,
      userId,
      verified: true,
    });
    await tx
      .update(staffUsers)
      .set({ twoFactorEnabled: true, updatedAt: new Date() })
      .where(eq(staffUsers.id, userId));
    await tx.delete(staffSessions).where(and(eq(staffSessions.userId, userId)));
    await recordAudit(tx, actor, {
      action: 'staff.reset-2fa',
      entity: 'staff',
      entityId: userId,
      before: { email: target.email },
      after: { email: target.email, secondFactor: 'new key' },
    });
    return {
      ok: true as const,
      email: target.email,
      totpSecret,
      otpauth: otpauthUri(totpSecret, target.email),
    };
  });
}
