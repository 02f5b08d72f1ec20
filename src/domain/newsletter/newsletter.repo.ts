import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { newsletterSubscriptions } from '@/db/schema';
import { containsPattern } from '@/lib/like';
import type { SubscriptionStatus } from './newsletter.rules';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

export async function findSubscriptionByEmail(
  db: Db | Tx,
  email: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row;
}

export async function findSubscription(
  db: Db | Tx,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  return row;
}

export async function listConfirmed(db: Db): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.status, 'confirmed'))
    .orderBy(asc(newsletterSubscriptions.confirmedAt), asc(newsletterSubscriptions.email));
}

export type SubscriptionSearch = {
  /** Part of an address or a name. */
  text?: string;
  status?: SubscriptionStatus;
};

function searchWhere(search: SubscriptionSearch): SQL | undefined {
  const where: SQL[] = [];
  const text = search.text?.trim().slice(0, 100);
  if (text) {
    const pattern = containsPattern(text);
    where.push(
      or(
        ilike(newsletterSubscriptions.email, pattern),
        ilike(newsletterSubscriptions.firstName, pattern),
        ilike(newsletterSubscriptions.lastName, pattern),
      )!,
    );
  }
  if (search.status) where.push(eq(newsletterSubscriptions.status, search.status));
  return where.length ? and(...where) : undefined;
}

/** Subscriptions matching a search, newest first, `limit` from `offset`, and how many match. */
export async function searchSubscriptions(
  db: Db,
  search: SubscriptionSearch,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<{ rows: SubscriptionRow[]; total: number }> {
  const where = searchWhere(search);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.email))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
