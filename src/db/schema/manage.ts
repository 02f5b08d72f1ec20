import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Signed links that open one booking or order without an account (issue 15). Only a hash of
 * the token is stored; a link serves one purpose, expires, and can be revoked.
 */
export const manageLinks = pgTable(
  'manage_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the token in the link (the token itself is never stored). */
    tokenHash: text('token_hash').notNull().unique(),
    /** What the link may do: manage (read, cancel, change) one trip. */
    purpose: text('purpose', { enum: ['manage'] }).notNull(),
    targetKind: text('target_kind', { enum: ['booking', 'order'] }).notNull(),
    /** The booking's or order's reference. */
    targetReference: text('target_reference').notNull(),
    /** Why it was made: a confirmation email, a "find my booking" request. */
    origin: text('origin', { enum: ['confirmation', 'lookup'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('manage_links_target').on(t.targetKind, t.targetReference)],
);
