import { createOTP } from '@better-auth/utils/otp';
import { generateRandomString, symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db, Tx } from '@/db/client';
import { staffAccounts, staffInvitations, staffTwoFactors, staffUsers } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { enqueue } from '@/domain/outbox';
import { normalizeEmail } from '@/lib/email';
import type { StaffAuth } from './auth';
import {
  inviteLinkExpiry,
  inviteRefusal,
  invitationState,
  staffPasswordRefusal,
  type InvitationState,
  type InviteRefusal,
} from './invite.rules';
import { randomSecret } from './staff.service';
import { base32, otpauthUri, type StaffLocale, type StaffRole } from './staff.rules';

/** The link's token as stored: its SHA-256, base64url. The token itself never rests anywhere. */
export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export type InviteOutcome =
  | { ok: true; userId: string; invitationId: string }
  | { ok: false; code: InviteRefusal | 'DUPLICATE' };

/**
 * Invites a member: their account (role, language; no password, no second factor, so it
 * cannot sign in), the invitation, and the email (outbox, sent in their language with a link
 * made at send time), in one transaction with its audit row.
 */
export async function inviteStaffMember(
  db: Db,
  actor: AuditActor,
  input: { email: string; name: string; role: StaffRole | string; locale: StaffLocale },
): Promise<InviteOutcome> {
  const email = normalizeEmail(input.email);
  const name = input.name.trim();
  const refusal = inviteRefusal({ email, name, role: input.role });
  if (refusal) return { ok: false, code: refusal };
  return db.transaction(async (tx): Promise<InviteOutcome> => {
    const [existing] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, email));
    if (existing) return { ok: false, code: 'DUPLICATE' };
    const userId = crypto.randomUUID();
    const invitationId = crypto.randomUUID();
    const inserted = await tx
      .insert(staffUsers)
      .values({
        id: userId,
        name,
        email,
        role: input.role,
        locale: input.locale,
        emailVerified: false,
        twoFactorEnabled: false,
        banned: false,
      })
      .onConflictDoNothing()
      .returning({ id: staffUsers.id });
    if (inserted.length === 0) return { ok: false, code: 'DUPLICATE' };
    await tx.insert(staffInvitations).values({ id: invitationId, userId, invitedBy: actor.id });
    await enqueue(tx, { kind: 'staff-invitation', payload: { invitationId } });
    await recordAudit(tx, actor, {
      action: 'staff.invite',
      entity: 'staff',
      entityId: userId,
      before: null,
      after: { email, name, role: input.role, locale: input.locale },
    });
    return { ok: true, userId, invitationId };
  });
}

/** The invitation of a member who has not accepted yet, with its account. */
async function pendingInvitation(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ invitation: staffInvitations, user: staffUsers })
    .from(staffInvitations)
    .innerJoin(staffUsers, eq(staffUsers.id, staffInvitations.userId))
    .where(and(eq(staffInvitations.userId, userId), isNull(staffInvitations.usedAt)))
    .for('update');
  return row;
}

export type InvitationChange =
  { ok: true; changed: boolean } | { ok: false; code: 'NOT_FOUND' | 'NOT_INVITED' | 'DISABLED' };

/**
 * Sends the invitation again: the current link stops working at once (its hash is dropped),
 * a revoked invitation opens again, and the email makes a new link. Audited.
 */
export async function resendStaffInvitation(
  db: Db,
  actor: AuditActor,
  userId: string,
): Promise<InvitationChange> {
  return db.transaction(async (tx): Promise<InvitationChange> => {
    const row = await pendingInvitation(tx, userId);
    if (!row) return { ok: false, code: 'NOT_INVITED' };
    if (row.user.banned) return { ok: false, code: 'DISABLED' };
    await tx
      .update(staffInvitations)
      .set({ tokenHash: null, pendingSecret: null, expiresAt: null, revokedAt: null })
      .where(eq(staffInvitations.id, row.invitation.id));
    await enqueue(tx, { kind: 'staff-invitation', payload: { invitationId: row.invitation.id } });
    await recordAudit(tx, actor, {
      action: 'staff.invite-resend',
      entity: 'staff',
      entityId: userId,
      before: { email: row.user.email, revoked: row.invitation.revokedAt !== null },
      after: { email: row.user.email, revoked: false },
    });
    return { ok: true, changed: true };
  });
}

/**
 * Revokes a pending invitation: its link opens nothing any more and the account is disabled
 * (re-enable it and send again to invite the person after all). Audited.
 */
export async function revokeStaffInvitation(
  db: Db,
  actor: AuditActor,
  userId: string,
): Promise<InvitationChange> {
  return db.transaction(async (tx): Promise<InvitationChange> => {
    const row = await pendingInvitation(tx, userId);
    if (!row) return { ok: false, code: 'NOT_INVITED' };
    if (row.invitation.revokedAt && row.user.banned) return { ok: true, changed: false };
    await tx
      .update(staffInvitations)
      .set({ revokedAt: new Date(), pendingSecret: null })
      .where(eq(staffInvitations.id, row.invitation.id));
    await tx
      .update(staffUsers)
      .set({ banned: true, banReason: 'invitation revoked', updatedAt: new Date() })
      .where(eq(staffUsers.id, userId));
    await recordAudit(tx, actor, {
      action: 'staff.invite-revoke',
      entity: 'staff',
      entityId: userId,
      before: { email: row.user.email, revoked: false },
      after: { email: row.user.email, revoked: true },
    });
    return { ok: true, changed: true };
  });
}

export type InvitationLink = {
  token: string;
  email: string;
  name: string;
  locale: StaffLocale;
  expiresAt: Date;
};

/**
 * Makes the link of an invitation's email, at send time (the outbox handler): a new token
 * whose hash replaces the previous one, a TOTP key to enrol (stored encrypted) and the
 * expiry. Nothing for an invitation used or revoked meanwhile (the email is then not sent).
 */
export async function issueInvitationLink(
  db: Db,
  auth: StaffAuth,
  invitationId: string,
  now: Date,
): Promise<InvitationLink | undefined> {
  const token = generateRandomString(43, 'a-z', 'A-Z', '0-9');
  const context = await auth.$context;
  const pendingSecret = await symmetricEncrypt({
    key: context.secretConfig,
    data: randomSecret(),
  });
  const expiresAt = inviteLinkExpiry(now);
  const [row] = await db
    .update(staffInvitations)
    .set({ tokenHash: hashInviteToken(token), pendingSecret, expiresAt })
    .where(
      and(
        eq(staffInvitations.id, invitationId),
        isNull(staffInvitations.usedAt),
        isNull(staffInvitations.revokedAt),
      ),
    )
    .returning({ userId: staffInvitations.userId });
  if (!row) return undefined;
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, row.userId));
  if (!user || user.banned) return undefined;
  return {
    token,
    email: user.email,
    name: user.name,
    locale: user.locale === 'en' ? 'en' : 'es',
    expiresAt,
  };
}

/** What the link's page shows: the form with the key to enrol, or why it opens nothing. */
export type OpenedInvitation =
  | {
      ok: true;
      name: string;
      email: string;
      locale: StaffLocale;
      /** The authenticator key in base32, and its otpauth:// link. */
      key: string;
      otpauth: string;
    }
  | { ok: false; code: Exclude<InvitationState, 'OPEN'> };

async function findByToken(db: Db, token: string) {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select({ invitation: staffInvitations, user: staffUsers })
    .from(staffInvitations)
    .innerJoin(staffUsers, eq(staffUsers.id, staffInvitations.userId))
    .where(eq(staffInvitations.tokenHash, hashInviteToken(token)));
  return row;
}

/** Reads a link: a forged, replaced, used, revoked or expired one reveals nothing. */
export async function openStaffInvitation(
  db: Db,
  auth: StaffAuth,
  token: string,
  now: Date,
): Promise<OpenedInvitation> {
  const row = await findByToken(db, token);
  const state = invitationState(
    row && { ...row.invitation, banned: row.user.banned === true },
    now,
  );
  if (state !== 'OPEN' || !row?.invitation.pendingSecret)
    return { ok: false, code: state === 'OPEN' ? 'INVALID' : state };
  const context = await auth.$context;
  const secret = await symmetricDecrypt({
    key: context.secretConfig,
    data: row.invitation.pendingSecret,
  });
  return {
    ok: true,
    name: row.user.name,
    email: row.user.email,
    locale: row.user.locale === 'en' ? 'en' : 'es',
    key: base32(secret),
    otpauth: otpauthUri(secret, row.user.email),
  };
}

export type AcceptOutcome =
  | { ok: true; email: string }
  | {
      ok: false;
      code: Exclude<InvitationState, 'OPEN'> | 'SHORT_PASSWORD' | 'WRONG_CODE';
    };

/**
 * Test seam: the concurrency control switches the claim's condition off to show what it
 * guards (two accounts from one link). Never set outside that test.
 */
export const inviteClaimGuard = { enabled: true };

/**
 * Accepts an invitation: the password (the staff rule, hashed by Better Auth) and the TOTP
 * key, confirmed by a code from the authenticator, become the account's, in one transaction
 * with its audit row. The link is claimed by one conditional update: of two accepts at once,
 * one sets up the account and the other is told the link was used.
 */
export async function acceptStaffInvitation(
  db: Db,
  auth: StaffAuth,
  input: { token: string; password: string; code: string; address?: string },
  now: Date,
): Promise<AcceptOutcome> {
  const row = await findByToken(db, input.token);
  const state = invitationState(
    row && { ...row.invitation, banned: row.user.banned === true },
    now,
  );
  if (state !== 'OPEN' || !row?.invitation.pendingSecret)
    return { ok: false, code: state === 'OPEN' ? 'INVALID' : state };
  const short = staffPasswordRefusal(input.password);
  if (short) return { ok: false, code: short };
  const context = await auth.$context;
  const secret = await symmetricDecrypt({
    key: context.secretConfig,
    data: row.invitation.pendingSecret,
  });
  const code = input.code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(code) || !(await createOTP(secret).verify(code, { window: 1 })))
    return { ok: false, code: 'WRONG_CODE' };
  const passwordHash = await context.password.hash(input.password);
  const stored = await symmetricEncrypt({ key: context.secretConfig, data: secret });
  const backupCodes = await symmetricEncrypt({ key: context.secretConfig, data: '[]' });
  const { user, invitation } = row;
  const claimed = await db.transaction(async (tx) => {
    const guard = inviteClaimGuard.enabled
      ? and(
          isNull(staffInvitations.usedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, now),
        )
      : undefined;
    const [claim] = await tx
      .update(staffInvitations)
      .set({ usedAt: now, pendingSecret: null })
      .where(
        and(
          eq(staffInvitations.id, invitation.id),
          eq(staffInvitations.tokenHash, hashInviteToken(input.token)),
          guard,
        ),
      )
      .returning({ id: staffInvitations.id });
    if (!claim) return false;
    await tx.insert(staffAccounts).values({
      id: crypto.randomUUID(),
      accountId: user.id,
      providerId: 'credential',
      userId: user.id,
      password: passwordHash,
    });
    await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, user.id));
    await tx.insert(staffTwoFactors).values({
      id: crypto.randomUUID(),
      secret: stored,
      backupCodes,
      userId: user.id,
      verified: true,
    });
    await tx
      .update(staffUsers)
      .set({ twoFactorEnabled: true, emailVerified: true, updatedAt: now })
      .where(eq(staffUsers.id, user.id));
    await recordAudit(
      tx,
      { id: user.id, email: user.email, role: user.role ?? '', address: input.address },
      {
        action: 'staff.invite-accept',
        entity: 'staff',
        entityId: user.id,
        before: { email: user.email, status: 'invited' },
        after: { email: user.email, status: 'active', secondFactor: 'enrolled' },
      },
    );
    return true;
  });
  if (claimed) return { ok: true, email: user.email };
  const [after] = await db
    .select({ invitation: staffInvitations, user: staffUsers })
    .from(staffInvitations)
    .innerJoin(staffUsers, eq(staffUsers.id, staffInvitations.userId))
    .where(eq(staffInvitations.id, invitation.id));
  const now2 = invitationState(
    after && { ...after.invitation, banned: after.user.banned === true },
    now,
  );
  return { ok: false, code: now2 === 'OPEN' ? 'INVALID' : now2 };
}
