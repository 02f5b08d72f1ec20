import type { Db, Tx } from '@/db/client';
import { outbox } from '@/db/schema';

/** Kinds of deferred work and their payloads. */
export type OutboxMessage = { kind: 'booking-confirmed'; payload: { bookingId: string } };

/**
 * Records work to do once the caller's transaction commits (pass the transaction): if it
 * rolls back, the message disappears with it; if it commits, the delivery job will find it.
 */
export async function enqueue(tx: Db | Tx, message: OutboxMessage): Promise<void> {
  await tx.insert(outbox).values({ kind: message.kind, payload: message.payload });
}
