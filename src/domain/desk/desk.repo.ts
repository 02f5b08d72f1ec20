import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { orderNotes } from '@/db/schema';

export type OrderNote = typeof orderNotes.$inferSelect;

export async function insertNote(
  tx: Tx,
  values: { orderId: string; authorId: string; authorEmail: string; text: string; at: Date },
): Promise<OrderNote> {
  const [row] = await tx
    .insert(orderNotes)
    .values({
      orderId: values.orderId,
      authorId: values.authorId,
      authorEmail: values.authorEmail,
      text: values.text,
      createdAt: values.at,
    })
    .returning();
  return row!;
}

export function notesOf(db: Db | Tx, orderId: string): Promise<OrderNote[]> {
  return db
    .select()
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt));
}
