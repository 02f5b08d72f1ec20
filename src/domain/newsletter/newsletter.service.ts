import { normalizeEmail } from '@/lib/email';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { newsletterSubscriptions } from '@/db/schema';
import { redeemCaptcha, type CaptchaVerdict } from '@/domain/captcha';
import { hitRateLimit, type RateLimit } from '@/domain/limits';
import { enqueue } from '@/domain/outbox';
import type { NewsletterService } from './marketing';
import {
  findSubscription,
  findSubscriptionByEmail,
  listConfirmed,
  searchSubscriptions,
  type SubscriptionRow,
  type SubscriptionSearch,
} from './newsletter.repo';
import { recordAudit, type AuditActor } from '@/domain/audit';
import {
  subscribersCsv,
  validateSubscription,
  type NewsletterLanguage,
  type NewsletterSite,
  type SubscriptionFieldError,
  type SubscriptionForm,
} from './newsletter.rules';
import { readNewsletterToken } from './tokens';

/** Sign-ups per client address: a person fixing a typo is fine, a script is not. */
export const SUBSCRIBE_RATE_LIMIT: RateLimit = { limit: 10, windowSeconds: 10 * 60 };

/** The external service's identifiers recorded with every sign-up (SPEC §3, §7). */
export type NewsletterAccount = { clientId: string; externalKey: string; memberId: string };

export type SubscribeRequest = {
  form: SubscriptionForm;
  /** The consent texts exactly as the visitor saw them next to each checkbox. */
  consent: { acceptanceText: string; permissionText: string };
  clientIp: string;
};

export type SubscribeSettings = {
  account: NewsletterAccount;
  captchaSecret: string;
  now?: Date;
};

export type SubscribeOutcome =
  | { outcome: 'subscribed'; subscriptionId: string }
  | { outcome: 'invalid'; errors: SubscriptionFieldError[] }
  | { outcome: 'captcha'; verdict: Exclude<CaptchaVerdict, 'verified'> }
  | { outcome: 'duplicate' }
  | { outcome: 'rate-limited'; retryAfterSeconds: number };

/**
 * Signs a visitor up (SPEC §3, §5, §8), double opt-in: the subscription starts 'pending' and
 * a confirmation email goes out through the outbox, in the visitor's language. An address
 * already pending or confirmed is a duplicate ('Registered mail'); one that unsubscribed
 * before may sign up again. The captcha is spent in the same transaction as the sign-up.
 */
export async function subscribeToNewsletter(
  db: Db,
  request: SubscribeRequest,
  settings: SubscribeSettings,
): Promise<SubscribeOutcome> {
  const check = validateSubscription(request.form);
  if (!check.ok) return { outcome: 'invalid', errors: check.errors };
  const now = settings.now ?? new Date();
  const limit = await hitRateLimit(db, `newsletter:${request.clientIp}`, SUBSCRIBE_RATE_LIMIT, now);
  if (!limit.allowed)
    return { outcome: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
  const v = check.value;
  const fields = {
    firstName: v.firstName,
    lastName: v.lastName,
    country: v.country,
    site: v.site,
    language: v.language,
    status: 'pending' as const,
    acceptanceText: request.consent.acceptanceText,
    acceptedAt: now,
    permissionText: request.consent.permissionText,
    permissionGrantedAt: now,
    clientId: settings.account.clientId,
    externalKey: settings.account.externalKey,
    memberId: settings.account.memberId,
    confirmedAt: null,
    unsubscribedAt: null,
    updatedAt: now,
  };
  return db.transaction(async (tx): Promise<SubscribeOutcome> => {
    const verdict = await redeemCaptcha(tx, v.captcha, { secret: settings.captchaSecret });
    if (verdict !== 'verified') return { outcome: 'captcha', verdict };
    const existing = await findSubscriptionByEmail(tx, v.email);
    let subscriptionId: string | undefined;
    if (existing) {
      if (existing.status !== 'unsubscribed') return { outcome: 'duplicate' };
      const [row] = await tx
        .update(newsletterSubscriptions)
        .set(fields)
        .where(
          and(
            eq(newsletterSubscriptions.id, existing.id),
            eq(newsletterSubscriptions.status, 'unsubscribed'),
          ),
        )
        .returning({ id: newsletterSubscriptions.id });
      subscriptionId = row?.id;
    } else {
      const [row] = await tx
        .insert(newsletterSubscriptions)
        .values({ ...fields, email: v.email, createdAt: now })
        // A concurrent sign-up of the same address won: this one is the duplicate.
        .onConflictDoNothing({ target: newsletterSubscriptions.email })
        .returning({ id: newsletterSubscriptions.id });
      subscriptionId = row?.id;
    }
    if (!subscriptionId) return { outcome: 'duplicate' };
    await enqueue(tx, { kind: 'newsletter-confirmation', payload: { subscriptionId } });
    return { outcome: 'subscribed', subscriptionId };
  });
}

export type ConfirmOutcome =
  | { outcome: 'confirmed' | 'already-confirmed'; language: string }
  | { outcome: 'invalid' | 'expired' | 'unsubscribed' };

/** The double opt-in link: pending becomes confirmed, and the service is told (outbox). */
export async function confirmSubscription(
  db: Db,
  token: unknown,
  { secret, now = new Date() }: { secret: string; now?: Date },
): Promise<ConfirmOutcome> {
  const read = readNewsletterToken(token, 'confirm', secret, now);
  if (!read.ok) return { outcome: read.reason === 'expired' ? 'expired' : 'invalid' };
  return db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const [row] = await tx
      .update(newsletterSubscriptions)
      .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
      .where(
        and(
          eq(newsletterSubscriptions.id, read.subscriptionId),
          eq(newsletterSubscriptions.status, 'pending'),
        ),
      )
      .returning({ id: newsletterSubscriptions.id, language: newsletterSubscriptions.language });
    if (row) {
      await enqueue(tx, { kind: 'newsletter-sync', payload: { subscriptionId: row.id } });
      return { outcome: 'confirmed', language: row.language };
    }
    const current = await findSubscription(tx, read.subscriptionId);
    if (!current) return { outcome: 'invalid' };
    if (current.status === 'confirmed')
      return { outcome: 'already-confirmed', language: current.language };
    return { outcome: 'unsubscribed' };
  });
}

export type UnsubscribeOutcome = { outcome: 'unsubscribed' | 'already-unsubscribed' | 'invalid' };

/** The link in every newsletter email: one click takes the address off the list. */
export async function unsubscribeWithToken(
  db: Db,
  token: unknown,
  { secret, now = new Date() }: { secret: string; now?: Date },
): Promise<UnsubscribeOutcome> {
  const read = readNewsletterToken(token, 'unsubscribe', secret, now);
  if (!read.ok) return { outcome: 'invalid' };
  return db.transaction(async (tx): Promise<UnsubscribeOutcome> => {
    const current = await findSubscription(tx, read.subscriptionId);
    if (!current) return { outcome: 'invalid' };
    const changed = await markUnsubscribed(tx, current.id, now);
    return { outcome: changed ? 'unsubscribed' : 'already-unsubscribed' };
  });
}

async function markUnsubscribed(tx: Db | Tx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
    .where(
      and(eq(newsletterSubscriptions.id, id), ne(newsletterSubscriptions.status, 'unsubscribed')),
    )
    .returning({ id: newsletterSubscriptions.id });
  if (rows.length === 0) return false;
  await enqueue(tx, { kind: 'newsletter-sync', payload: { subscriptionId: id } });
  return true;
}

export type NewsletterPreference = {
  status: SubscriptionRow['status'];
  /** True once confirmed; a pending address is not yet receiving the newsletter. */
  subscribed: boolean;
};

/** For the account page: whether this address receives the newsletter (null: never signed up). */
export async function newsletterPreference(
  db: Db,
  email: string,
): Promise<NewsletterPreference | null> {
  const row = await findSubscriptionByEmail(db, normalizeEmail(email));
  if (!row) return null;
  return { status: row.status, subscribed: row.status === 'confirmed' };
}

/** What a sign-up from the account page knows about the customer. */
export type SubscriberProfile = {
  firstName: string;
  lastName: string;
  country: string;
  site: NewsletterSite;
  language: NewsletterLanguage;
  acceptanceText: string;
  permissionText: string;
  account: NewsletterAccount;
};

export type SetPreferenceOutcome =
  | { outcome: 'unchanged' | 'unsubscribed' | 'pending' }
  /** Subscribing an address that never signed up needs the profile (names, country, consent). */
  | { outcome: 'profile-required' };

/**
 * The account page's switch. Turning it off unsubscribes at once; turning it on (re)starts
 * the double opt-in: the address becomes pending and a confirmation email goes out.
 */
export async function setNewsletterPreference(
  db: Db,
  email: string,
  subscribed: boolean,
  profile?: SubscriberProfile,
  now = new Date(),
): Promise<SetPreferenceOutcome> {
  const address = normalizeEmail(email);
  return db.transaction(async (tx): Promise<SetPreferenceOutcome> => {
    const current = await findSubscriptionByEmail(tx, address);
    if (!subscribed) {
      if (!current) return { outcome: 'unchanged' };
      return (await markUnsubscribed(tx, current.id, now))
        ? { outcome: 'unsubscribed' }
        : { outcome: 'unchanged' };
    }
    if (current && current.status !== 'unsubscribed') return { outcome: 'unchanged' };
    if (!profile) return { outcome: 'profile-required' };
    const fields = {
      firstName: profile.firstName,
      lastName: profile.lastName,
      country: profile.country,
      site: profile.site,
      language: profile.language,
      status: 'pending' as const,
      acceptanceText: profile.acceptanceText,
      acceptedAt: now,
      permissionText: profile.permissionText,
      permissionGrantedAt: now,
      ...profile.account,
      confirmedAt: null,
      unsubscribedAt: null,
      updatedAt: now,
    };
    const [row] = current
      ? await tx
          .update(newsletterSubscriptions)
          .set(fields)
          .where(eq(newsletterSubscriptions.id, current.id))
          .returning({ id: newsletterSubscriptions.id })
      : await tx
          .insert(newsletterSubscriptions)
          .values({ ...fields, email: address, createdAt: now })
          .returning({ id: newsletterSubscriptions.id });
    if (!row) throw new Error(`Could not save the subscription of ${address}`);
    await enqueue(tx, { kind: 'newsletter-confirmation', payload: { subscriptionId: row.id } });
    return { outcome: 'pending' };
  });
}

/** What the confirmation email needs (read by the outbox handler, outside any request). */
export async function readSubscriptionForMail(db: Db, id: string) {
  const row = await findSubscription(db, id);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    language: row.language as NewsletterLanguage,
    status: row.status,
  };
}

/**
 * Brings the external service in line with the subscription (outbox 'newsletter-sync'):
 * a confirmed subscriber is upserted, one who left is removed, a pending one waits.
 */
export async function syncSubscription(
  db: Db,
  id: string,
  service: NewsletterService,
  now = new Date(),
): Promise<'upserted' | 'removed' | 'skipped'> {
  const row = await findSubscription(db, id);
  if (!row || row.status === 'pending') return 'skipped';
  const subscriber = {
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    country: row.country,
    language: row.language,
    site: row.site,
    clientId: row.clientId,
    externalKey: row.externalKey,
    memberId: row.memberId,
    externalSubscriberId: row.externalSubscriberId,
  };
  if (row.status === 'unsubscribed') {
    await service.removeSubscriber(subscriber);
    await db
      .update(newsletterSubscriptions)
      .set({ syncedAt: now })
      .where(eq(newsletterSubscriptions.id, id));
    return 'removed';
  }
  const { externalSubscriberId } = await service.upsertSubscriber(subscriber);
  await db
    .update(newsletterSubscriptions)
    .set({ syncedAt: now, externalSubscriberId: externalSubscriberId ?? row.externalSubscriberId })
    .where(eq(newsletterSubscriptions.id, id));
  return 'upserted';
}

/** The CSV export of confirmed subscribers (npm run newsletter:export). */
export async function exportConfirmedSubscribers(db: Db): Promise<string> {
  return subscribersCsv(await listConfirmed(db));
}

/** At most this many rows in one back-office export. */
export const SUBSCRIBERS_EXPORT_MAX = 50_000;

/** The back office's list (issue 17): a page of a search, and how many match. */
export async function findSubscribers(
  db: Db,
  search: SubscriptionSearch,
  page: { limit: number; offset?: number },
) {
  return searchSubscriptions(db, search, page);
}

/** The back office's CSV of what a search shows (every page of it, up to the cap). */
export async function exportSubscribers(db: Db, search: SubscriptionSearch): Promise<string> {
  const { rows } = await searchSubscriptions(db, search, { limit: SUBSCRIBERS_EXPORT_MAX });
  return subscribersCsv(rows);
}

/**
 * Unsubscribes an address at its owner's request, by a staff member (issue 17: a guest who
 * asks by phone or email): the same change the email's link makes (the status, the external
 * service told through the outbox) with its audit row, in one transaction. Already
 * unsubscribed or unknown: nothing changes and nothing is audited.
 */
export async function unsubscribeOnRequest(
  db: Db,
  actor: AuditActor,
  id: string,
  now = new Date(),
): Promise<{ found: boolean; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: newsletterSubscriptions.id,
        email: newsletterSubscriptions.email,
        status: newsletterSubscriptions.status,
      })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, id))
      .for('update');
    if (!current) return { found: false, changed: false };
    const changed = await markUnsubscribed(tx, current.id, now);
    if (changed) {
      await recordAudit(tx, actor, {
        action: 'newsletter.unsubscribe',
        entity: 'newsletter_subscription',
        entityId: current.email,
        before: { status: current.status },
        after: { status: 'unsubscribed' },
      });
    }
    return { found: true, changed };
  });
}
