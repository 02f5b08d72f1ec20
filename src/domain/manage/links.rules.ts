/**
 * Signed manage links (issue 15), pure: what a token looks like, how it is hashed, and how
 * long a link lives. A link opens one booking or order for one purpose; only the hash of its
 * token is stored, so the table alone opens nothing.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { addDays, resortMidnight } from '@/lib/dates';

/** 32 random bytes, base64url: 43 characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A link sent on request ("find my booking") lives one day. */
export const LOOKUP_LINK_HOURS = 24;
/** A confirmation's link lives until this many days after the trip ends. */
export const CONFIRMATION_LINK_DAYS_AFTER_TRIP = 30;

export type LinkOrigin = 'confirmation' | 'lookup';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** Whether a string could be a token at all (junk is refused before any lookup). */
export function isTokenShape(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}

/**
 * When a link stops opening the trip: a day after a lookup, or 30 days after the trip's last
 * day (midnight at the resort) for the confirmation's own link.
 */
export function linkExpiry(origin: LinkOrigin, tripEnds: string, now: Date): Date {
  if (origin === 'lookup') return new Date(now.getTime() + LOOKUP_LINK_HOURS * 3_600_000);
  const end = resortMidnight(addDays(tripEnds, CONFIRMATION_LINK_DAYS_AFTER_TRIP + 1));
  // A trip already long over still gets a day to be looked at.
  return end.getTime() > now.getTime()
    ? end
    : new Date(now.getTime() + LOOKUP_LINK_HOURS * 3_600_000);
}

/** Whether a link found by its hash still opens its trip at `now`. */
export function linkUsable(
  link: { expiresAt: Date; revokedAt: Date | null; purpose: string },
  purpose: 'manage',
  now: Date,
): boolean {
  return (
    link.purpose === purpose && link.revokedAt === null && now.getTime() < link.expiresAt.getTime()
  );
}

/** A reference as typed: spaces and case do not matter (XH-…, XC-…). */
export function normalizeReference(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const ref = input.trim().toUpperCase();
  return /^[A-Z]{1,4}-[A-Z0-9]{4,20}$/.test(ref) ? ref : undefined;
}

/** An email as compared: trimmed, lower case; undefined when it cannot be one. */
export function normalizeEmail(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const email = input.trim().toLowerCase();
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : undefined;
}
