import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { enquiries } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { redeemCaptcha, type CaptchaVerdict } from '@/domain/captcha';
import { hitRateLimit, type RateLimit } from '@/domain/limits';
import { enqueue } from '@/domain/outbox';
import {
  enquiryReference,
  validateEnquiry,
  type EnquiryFieldError,
  type EnquiryForm,
  type EnquiryStatus,
} from './enquiries.rules';

/** Enquiries per client address: a planner sending a few is fine, a script is not. */
export const ENQUIRY_RATE_LIMIT: RateLimit = { limit: 5, windowSeconds: 60 * 60 };

export type Enquiry = typeof enquiries.$inferSelect;

export type EnquiryOutcome =
  | { outcome: 'sent'; id: string; reference: string }
  | { outcome: 'invalid'; errors: EnquiryFieldError[] }
  | { outcome: 'captcha'; verdict: Exclude<CaptchaVerdict, 'verified'> }
  | { outcome: 'rate-limited'; retryAfterSeconds: number };

/**
 * Stores a visitor's enquiry and queues its two emails (the sales team's and the visitor's
 * acknowledgement) in the same transaction as the captcha is spent: an enquiry is stored and
 * mailed, or neither.
 */
export async function submitEnquiry(
  db: Db,
  request: { form: EnquiryForm; locale: string; clientIp: string; today: string },
  settings: { captchaSecret: string; now?: Date },
): Promise<EnquiryOutcome> {
  const check = validateEnquiry(request.form, request.today);
  if (!check.ok) return { outcome: 'invalid', errors: check.errors };
  const now = settings.now ?? new Date();
  const limit = await hitRateLimit(db, `enquiry:${request.clientIp}`, ENQUIRY_RATE_LIMIT, now);
  if (!limit.allowed)
    return { outcome: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
  const { captcha, ...v } = check.value;
  return db.transaction(async (tx): Promise<EnquiryOutcome> => {
    const verdict = await redeemCaptcha(tx, captcha, { secret: settings.captchaSecret });
    if (verdict !== 'verified') return { outcome: 'captcha', verdict };
    const id = randomUUID();
    const reference = enquiryReference(id);
    await tx.insert(enquiries).values({
      ...v,
      id,
      reference,
      locale: request.locale,
      createdAt: now,
      updatedAt: now,
    });
    await enqueue(tx, { kind: 'enquiry-email', payload: { enquiryId: id, to: 'sales' } });
    await enqueue(tx, { kind: 'enquiry-email', payload: { enquiryId: id, to: 'visitor' } });
    return { outcome: 'sent', id, reference };
  });
}

/** One enquiry (the emails read it when sent). */
export async function findEnquiry(db: Db | Tx, id: string): Promise<Enquiry | undefined> {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
  return row;
}

/** The back office's list: newest first, optionally one status only. */
export async function listEnquiries(
  db: Db,
  filter: { status?: EnquiryStatus; limit?: number } = {},
): Promise<Enquiry[]> {
  return db
    .select()
    .from(enquiries)
    .where(filter.status ? eq(enquiries.status, filter.status) : undefined)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(Math.min(Math.max(filter.limit ?? 200, 1), 500));
}

/**
 * Moves an enquiry to a status (sales' follow-up), with its audit row in the same
 * transaction. Setting the status it already has changes nothing and writes no row.
 */
export async function setEnquiryStatus(
  db: Db,
  actor: AuditActor,
  id: string,
  status: EnquiryStatus,
  now = new Date(),
): Promise<{ changed: boolean; found: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: enquiries.status, reference: enquiries.reference })
      .from(enquiries)
      .where(eq(enquiries.id, id))
      .for('update');
    if (!before) return { changed: false, found: false };
    const [row] = await tx
      .update(enquiries)
      .set({ status, updatedAt: now })
      .where(and(eq(enquiries.id, id), ne(enquiries.status, status)))
      .returning({ id: enquiries.id });
    if (!row) return { changed: false, found: true };
    await recordAudit(tx, actor, {
      action: 'enquiry.status',
      entity: 'enquiry',
      entityId: before.reference,
      before: { status: before.status },
      after: { status },
    });
    return { changed: true, found: true };
  });
}
