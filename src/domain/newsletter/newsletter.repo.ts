import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { newsletterSubscriptions } from '@/db/schema';

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
