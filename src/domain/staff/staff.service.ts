import { symmetricEncrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { staffAccounts, staffTwoFactors, staffUsers } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { normalizeEmail } from '@/lib/email';
import type { StaffAuth } from './auth';
import {
  newStaffRefusal,
  otpauthUri,
  STAFF_PASSWORD_MIN,
  type NewStaffRefusal,
  type StaffRole,
} from './staff.rules';

/**
 * A new staff member was refused: by `newStaffRefusal` (the code says why), or because the
 * address already has an account (`DUPLICATE`).
 */
export class StaffInputError extends Error {
  constructor(readonly code: NewStaffRefusal | 'DUPLICATE') {
    super(
      code === 'SHORT_PASSWORD'
        ? `A staff password has ${STAFF_PASSWORD_MIN} to 128 characters`
        : `Staff member refused: ${code}`,
    );
    this.name = 'StaffInputError';
  }
}

export type NewStaffMember = {
  email: string;
  name: string;
  password: string;
  role: StaffRole;
  /** The TOTP secret (the authenticator's key before base32); generated when omitted. */
  totpSecret?: string;
  locale?: 'es' | 'en';
};

const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => SECRET_ALPHABET[b % SECRET_ALPHABET.length]).join('');
}

/**
 * Creates a staff member with a role and a second factor already enabled (staff never sign in
 * without one): the account, its password (hashed as Better Auth hashes it), the TOTP secret
 * (encrypted as the two-factor plugin stores it) and, when an admin did it, its audit row, in
 * one transaction: no account exists without its record. Returns the secret and its
 * otpauth:// URI for an authenticator app. `actor` is the admin who did it (audited); the
 * CLI passes none. An address already taken is refused (`DUPLICATE`).
 */
export async function createStaffMember(
  db: Db,
  auth: StaffAuth,
  input: NewStaffMember,
  actor?: AuditActor,
): Promise<{ id: string; totpSecret: string; otpauth: string }> {
  const email = normalizeEmail(input.email);
  const refusal = newStaffRefusal({ ...input, email });
  if (refusal) throw new StaffInputError(refusal);
  const totpSecret = input.totpSecret ?? randomSecret();
  const context = await auth.$context;
  const passwordHash = await context.password.hash(input.password);
  const secret = await symmetricEncrypt({ key: context.secretConfig, data: totpSecret });
  const backupCodes = await symmetricEncrypt({ key: context.secretConfig, data: '[]' });
  const name = input.name.trim();
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(staffUsers)
      .values({
        id,
        name,
        email,
        role: input.role,
        locale: input.locale ?? 'es',
        emailVerified: true,
        twoFactorEnabled: true,
        banned: false,
      })
      .onConflictDoNothing()
      .returning({ id: staffUsers.id });
    if (inserted.length === 0) throw new StaffInputError('DUPLICATE');
    await tx.insert(staffAccounts).values({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
    });
    await tx.insert(staffTwoFactors).values({
      id: crypto.randomUUID(),
      secret,
      backupCodes,
      userId: id,
      verified: true,
    });
    if (actor)
      await recordAudit(tx, actor, {
        action: 'staff.create',
        entity: 'staff',
        entityId: id,
        before: null,
        after: { email, name: input.name, role: input.role },
      });
  });
  return { id, totpSecret, otpauth: otpauthUri(totpSecret, email) };
}

/** The staff member's back-office language (their choice, es or en), audited like any change. */
export async function setStaffLocale(
  db: Db,
  actor: AuditActor,
  locale: 'es' | 'en',
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ locale: staffUsers.locale })
      .from(staffUsers)
      .where(eq(staffUsers.id, actor.id))
      .for('update');
    if (!before || before.locale === locale) return;
    await tx
      .update(staffUsers)
      .set({ locale, updatedAt: new Date() })
      .where(eq(staffUsers.id, actor.id));
    await recordAudit(tx, actor, {
      action: 'staff.language',
      entity: 'staff',
      entityId: actor.id,
      before,
      after: { locale },
    });
  });
}
