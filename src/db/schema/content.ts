import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The site's editable copy (issue 17, decision 0035): one entry per (kind, key, locale) whose
 * body is JSON checked by the kind's schema (src/domain/content). The published text is one
 * of the entry's versions; the draft is the entry's own, unpublished, column.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    /** The version the public pages show (null: none yet; the pages keep the code's copy). */
    publishedVersion: integer('published_version'),
    /** The unpublished edit (null: none), who saved it and when. */
    draft: jsonb('draft'),
    draftBy: text('draft_by'),
    draftAt: timestamp('draft_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_entries_ref').on(t.kind, t.key, t.locale)],
);

/**
 * Every published text of an entry, numbered 1, 2, 3… without gaps (append-only: the
 * migration's trigger refuses UPDATE and DELETE). A restore appends a copy of an old one.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id').notNull(),
    version: integer('version').notNull(),
    body: jsonb('body').notNull(),
    /** 'seed' for the code's copy, else the staff member's email. */
    createdBy: text('created_by').notNull(),
    /** The version this one restored (null: a publish or the seed). */
    restoredFrom: integer('restored_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_versions_entry_version').on(t.entryId, t.version),
    foreignKey({ columns: [t.entryId], foreignColumns: [contentEntries.id] }).onDelete('cascade'),
    check('content_versions_positive', sql`${t.version} > 0`),
  ],
);
