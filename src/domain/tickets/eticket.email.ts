import type { Tx } from '@/db/client';
import { enqueue, type ParkOrderEmailPayload } from '@/domain/outbox';

/**
 * Queues the park order's confirmation email in the caller's transaction (the capture): it
 * exists if and only if the order is paid, and the outbox job sends it once, with the
 * tickets' PDF and a calendar file rendered when it is sent.
 */
export async function enqueueParkOrderEmail(tx: Tx, input: ParkOrderEmailPayload): Promise<void> {
  await enqueue(tx, { kind: 'park-order-confirmed', payload: { ...input } });
}
