import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements } from 'better-auth/plugins/admin/access';

/**
 * Who may do what in the back office (issue 16). The statements are the resources and their
 * actions; each role is granted a subset. Every admin route, server action and endpoint asks
 * `staffMay(role, permission)` (through the server layer's `authorizeStaff`), and Better Auth's
 * admin plugin asks the same roles for its own endpoints (creating staff, roles, sessions).
 */
export const STAFF_STATEMENTS = {
  ...defaultStatements,
  inventory: ['read', 'update'],
  audit: ['read'],
  orders: ['read', 'refund'],
  outbox: ['read', 'retry'],
  tickets: ['scan'],
  content: ['update'],
  fiscal: ['read', 'update'],
  reports: ['read'],
  enquiries: ['read', 'update'],
  media: ['read', 'update'],
  newsletter: ['read', 'update'],
  promotions: ['read', 'update'],
  settings: ['read', 'update'],
  exchangeRates: ['update'],
} as const;

export const staffAccess = createAccessControl(STAFF_STATEMENTS);

export const STAFF_ROLES = ['admin', 'revenue', 'frontdesk', 'gate', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffRoles = {
  admin: staffAccess.newRole({
    ...adminAc.statements,
    inventory: ['read', 'update'],
    audit: ['read'],
    orders: ['read', 'refund'],
    outbox: ['read', 'retry'],
    tickets: ['scan'],
    content: ['update'],
    fiscal: ['read', 'update'],
    reports: ['read'],
    enquiries: ['read', 'update'],
    media: ['read', 'update'],
    newsletter: ['read', 'update'],
    promotions: ['read', 'update'],
    settings: ['read', 'update'],
    exchangeRates: ['update'],
  }),
  revenue: staffAccess.newRole({
    inventory: ['read', 'update'],
    reports: ['read'],
    promotions: ['read', 'update'],
    exchangeRates: ['update'],
  }),
  // A guest who asks the desk to be taken off the newsletter is served there.
  frontdesk: staffAccess.newRole({
    orders: ['read', 'refund'],
    enquiries: ['read', 'update'],
    newsletter: ['read', 'update'],
  }),
  gate: staffAccess.newRole({ tickets: ['scan'] }),
  content: staffAccess.newRole({
    content: ['update'],
    media: ['read', 'update'],
    newsletter: ['read', 'update'],
  }),
} satisfies Record<StaffRole, unknown>;

type Statements = typeof STAFF_STATEMENTS;
/** One permission: a resource and one of its actions. */
export type StaffPermission = {
  [R in keyof Statements]: `${R & string}:${Statements[R][number]}`;
}[keyof Statements];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether a role (as stored: one role, or several comma-separated) grants a permission. */
export function staffMay(role: string | null | undefined, permission: StaffPermission): boolean {
  const [resource, action] = permission.split(':') as [keyof Statements, string];
  for (const name of (role ?? '').split(',')) {
    if (!isStaffRole(name)) continue;
    const result = staffRoles[name].authorize({ [resource]: [action] } as never);
    if (result.success) return true;
  }
  return false;
}

/** Staff sessions last a working shift, not the customers' 30 days. */
export const STAFF_SESSION_HOURS = 8;

/** The back office's languages (the staff member's choice). */
export const STAFF_LOCALES = ['es', 'en'] as const;
export type StaffLocale = (typeof STAFF_LOCALES)[number];
export function staffLocale(value: unknown): StaffLocale {
  return value === 'en' ? 'en' : 'es';
}

export const STAFF_PASSWORD_MIN = 12;

/** Staff sign-in and second-factor attempts (stricter than the customers'). */
export const STAFF_SIGN_IN_LIMITS = {
  perIp: { limit: 30, windowSeconds: 600 },
  perAccount: { limit: 10, windowSeconds: 900 },
} as const;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 of a string's UTF-8 bytes (authenticator apps take keys in base32). */
export function base32(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The otpauth:// link an authenticator app scans (6 digits, 30 seconds, SHA-1). */
export function otpauthUri(secret: string, email: string): string {
  const issuer = 'Xcaret back office';
  const label = encodeURIComponent(`${issuer}:${email}`);
  return `otpauth://totp/${label}?secret=${base32(secret)}&issuer=${encodeURIComponent(issuer)}&digits=6&period=30`;
}

/** Why a change to a staff account was refused (issue 16's staff management). */
export type StaffChangeRefusal = 'SELF' | 'LAST_ADMIN' | 'UNKNOWN_ROLE' | 'NOT_FOUND';

/** Whether a stored role (one, or several comma-separated) includes admin. */
export function isAdminRole(role: string | null | undefined): boolean {
  return (role ?? '').split(',').includes('admin');
}

/**
 * Whether a change to a staff account may go ahead: nobody removes their own admin role or
 * disables themselves, and the last active admin is never demoted or disabled (the back
 * office would have nobody left to manage it). `activeAdmins` counts enabled admins now.
 */
export function staffChangeRefusal(
  actorId: string,
  target: { id: string; role: string | null; banned: boolean },
  change: { role: string } | { disabled: boolean },
  activeAdmins: number,
): StaffChangeRefusal | undefined {
  const losesAdmin =
    isAdminRole(target.role) &&
    !target.banned &&
    ('role' in change ? !isAdminRole(change.role) : change.disabled);
  if ('role' in change && !isStaffRole(change.role)) return 'UNKNOWN_ROLE';
  if ('disabled' in change && change.disabled && target.id === actorId) return 'SELF';
  if (losesAdmin && target.id === actorId) return 'SELF';
  if (losesAdmin && activeAdmins <= 1) return 'LAST_ADMIN';
  return undefined;
}

/** Why a new staff account was refused. */
export type NewStaffRefusal = 'INVALID_EMAIL' | 'INVALID_NAME' | 'SHORT_PASSWORD' | 'UNKNOWN_ROLE';

/**
 * A new staff member's details: a usable address (already normalised by the caller; empty
 * when it was not one), a name of 1 to 80 characters on one line, a password of at least
 * STAFF_PASSWORD_MIN characters (at most 128), and one of the roles.
 */
export function newStaffRefusal(input: {
  email: string;
  name: string;
  password: string;
  role: string;
}): NewStaffRefusal | undefined {
  if (!input.email) return 'INVALID_EMAIL';
  const name = input.name.trim();
  if (!name || name.length > 80 || /[\u0000-\u001f\u007f]/.test(name)) return 'INVALID_NAME';
  if (input.password.length < STAFF_PASSWORD_MIN || input.password.length > 128)
    return 'SHORT_PASSWORD';
  if (!isStaffRole(input.role)) return 'UNKNOWN_ROLE';
  return undefined;
}
