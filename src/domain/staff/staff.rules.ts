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
  }),
  revenue: staffAccess.newRole({
    inventory: ['read', 'update'],
    reports: ['read'],
    promotions: ['read', 'update'],
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
