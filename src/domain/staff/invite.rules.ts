import { isStaffRole, STAFF_PASSWORD_MIN } from './staff.rules';

/**
 * Staff invitations (issue 16): an admin names the member, their address and role; the member
 * gets an email with a single-use link that expires, chooses a password and enrols TOTP
 * before their first sign-in. The pure rules of it.
 */

/** How long an invitation link works after its email is made. */
export const INVITE_LINK_HOURS = 72;

/** Why an invitation was refused. */
export type InviteRefusal = 'INVALID_EMAIL' | 'INVALID_NAME' | 'UNKNOWN_ROLE';

/** A new member's details: an address (normalised by the caller), a one-line name, a role. */
export function inviteRefusal(input: {
  email: string;
  name: string;
  role: string;
}): InviteRefusal | undefined {
  if (!input.email) return 'INVALID_EMAIL';
  const name = input.name.trim();
  if (!name || name.length > 80 || /[\u0000-\u001f\u007f]/.test(name)) return 'INVALID_NAME';
  if (!isStaffRole(input.role)) return 'UNKNOWN_ROLE';
  return undefined;
}

/** The one staff password rule (the admin-created accounts', the CLI's and the invitations'). */
export function staffPasswordRefusal(password: string): 'SHORT_PASSWORD' | undefined {
  return password.length < STAFF_PASSWORD_MIN || password.length > 128
    ? 'SHORT_PASSWORD'
    : undefined;
}

/** What a link opens: the form, or why not. A forged or replaced link is `INVALID`. */
export type InvitationState = 'OPEN' | 'INVALID' | 'USED' | 'EXPIRED' | 'REVOKED';

export function invitationState(
  invitation:
    | { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date | null; banned: boolean }
    | undefined,
  now: Date,
): InvitationState {
  if (!invitation) return 'INVALID';
  if (invitation.usedAt) return 'USED';
  if (invitation.revokedAt || invitation.banned) return 'REVOKED';
  if (!invitation.expiresAt || invitation.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'OPEN';
}

/** When a link made now stops working. */
export function inviteLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + INVITE_LINK_HOURS * 3_600_000);
}

/** A staff account as the admin sees it. */
export type StaffStatus = 'invited' | 'active' | 'disabled';

/**
 * Disabled when banned; invited while it has no password or no second factor yet (it cannot
 * sign in); active otherwise.
 */
export function staffStatus(account: {
  banned: boolean;
  twoFactorEnabled: boolean;
  hasPassword: boolean;
}): StaffStatus {
  if (account.banned) return 'disabled';
  if (!account.hasPassword || !account.twoFactorEnabled) return 'invited';
  return 'active';
}
