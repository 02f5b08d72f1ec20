// TEMPORARY: replaced by helper B's implementation at merge
/**
 * Placeholders with the names and shapes helper B's e-tickets module exports (issue 5: one
 * e-ticket per person and product, PDF, park order email). They do nothing here so that the
 * orders service can call them inside its capture transaction; B's real implementation
 * replaces this whole file when the work is merged.
 */
import type { Db, Tx } from '@/db/client';

export type IssueTicketsInput = { orderId: string; cartId: string; purchasedAt: Date };
export type ParkOrderEmailInput = { orderId: string };
export type ETicket = { id: string; orderId: string };

// TEMPORARY: replaced by helper B's implementation at merge
export async function issueTicketsForCart(_tx: Tx, _input: IssueTicketsInput): Promise<void> {}

// TEMPORARY: replaced by helper B's implementation at merge
export async function enqueueParkOrderEmail(_tx: Tx, _input: ParkOrderEmailInput): Promise<void> {}

// TEMPORARY: replaced by helper B's implementation at merge
export async function ticketsForOrder(_db: Db, _orderId: string): Promise<ETicket[]> {
  return [];
}

// TEMPORARY: replaced by helper B's implementation at merge
export async function renderTicketsPdf(
  _tickets: readonly ETicket[],
  _locale: 'es' | 'en' | 'pt',
): Promise<Buffer> {
  return Buffer.from('%PDF-1.4\n% TEMPORARY placeholder: helper B renders the tickets\n%%EOF\n');
}
