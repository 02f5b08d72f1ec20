import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** SPEC §3 error log record. */
export const errorLogs = pgTable(
  'error_logs',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    level: text('level', { enum: ['error', 'warn', 'info'] }).notNull(),
    application: text('application').notNull(),
    description: text('description').notNull(),
    section: text('section'),
    event: text('event'),
    method: text('method'),
    paths: jsonb('paths').$type<{ url?: string; baseUrl?: string; page?: string }>(),
    origin: text('origin', { enum: ['server', 'client'] }).notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload'),
    /**
     * The same failure again (same level, origin, type, description, section, event, method and
     * path) within ERROR_LOG_DEDUPE_MINUTES counts here instead of writing a new row.
     */
    fingerprint: text('fingerprint'),
    occurrences: integer('occurrences').notNull().default(1),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_logs_fingerprint').on(t.fingerprint, t.lastSeenAt)],
);
