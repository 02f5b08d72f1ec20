import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * SPEC §3 newsletter sign-up: the form's fields, the site and language it came from, the
 * consent texts exactly as shown with the moment each was given, and the external service's
 * client id, external key and member id. Double opt-in: 'pending' until the emailed link is
 * opened. One row per address (stored lower-cased): a second sign-up is a duplicate.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    site: text('site').notNull(),
    language: text('language').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    acceptanceText: text('acceptance_text').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    permissionText: text('permission_text').notNull(),
    permissionGrantedAt: timestamp('permission_granted_at', { withTimezone: true }).notNull(),
    /** The email-marketing service's account, list and business unit (configuration). */
    clientId: text('client_id').notNull(),
    externalKey: text('external_key').notNull(),
    memberId: text('member_id').notNull(),
    /** The subscriber's id at the external service, once synchronised. */
    externalSubscriberId: text('external_subscriber_id'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_key').on(t.email),
    index('newsletter_subscriptions_status_idx').on(t.status),
    check('newsletter_subscriptions_email_lower', sql`${t.email} = lower(${t.email})`),
    check('newsletter_subscriptions_country_format', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('newsletter_subscriptions_language', sql`${t.language} in ('es', 'en', 'pt')`),
  ],
);

/**
 * ALTCHA challenges already redeemed: a solved challenge is accepted once. Rows can go once
 * `expiresAt` has passed, since the signature check refuses expired challenges anyway.
 */
export const captchaRedemptions = pgTable(
  'captcha_redemptions',
  {
    /** The challenge's HMAC signature: unique per challenge. */
    signature: text('signature').primaryKey(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_redemptions_expires_idx').on(t.expiresAt)],
);
