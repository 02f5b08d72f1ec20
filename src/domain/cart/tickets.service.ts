import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { cartItemComplements, cartItems } from '@/db/schema';
import { findProductById } from '@/domain/catalog';
import { issuedTickets, issueTickets, type ETicket, type TicketLine } from '@/domain/tickets';
import { nullsLast } from '@/lib/sort';

/**
 * The tickets of a paid cart. The e-tickets are the tickets context's; the lines they come
 * from are ours, so the cart reads its lines and hands them over (the tickets context never
 * reads the cart's tables).
 */

/**
 * Turns the lines of a paid cart (all, or the ones the order paid for) into e-tickets, inside
 * the caller's capture transaction. Call it before the cart's lines are removed.
 */
export async function issueTicketsForCart(
  tx: Tx,
  input: {
    orderId: string;
    cartId: string;
    purchasedAt: Date;
    /** The items the order paid for; without it, every item of the cart. */
    itemIds?: readonly string[];
  },
): Promise<{ count: number }> {
  const lines = await tx
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, input.cartId),
        // A line that expired or was removed before the payment was never bought.
        input.itemIds ? inArray(cartItems.id, [...input.itemIds]) : undefined,
      ),
    )
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return issueTickets(tx, { orderId: input.orderId, purchasedAt: input.purchasedAt, lines });
}

/**
 * The tickets of an order, in cart order then seat, with their tokens (for the PDF) and what
 * each line added: transport zone, food, photo pack, complements. A ticket whose line is gone
 * (the cart was deleted) keeps its own data and has no extras.
 */
export async function ticketsForOrder(db: Db, orderId: string): Promise<ETicket[]> {
  const tickets = await issuedTickets(db, orderId);
  const itemIds = [...new Set(tickets.map((t) => t.cartItemId).filter((id) => id !== null))];
  const [lines, extras] = itemIds.length
    ? await Promise.all([
        db
          .select({
            id: cartItems.id,
            productId: cartItems.productId,
            food: cartItems.food,
            photo: cartItems.photo,
            transportZoneId: cartItems.transportZoneId,
            createdAt: cartItems.createdAt,
          })
          .from(cartItems)
          .where(inArray(cartItems.id, itemIds)),
        db
          .select({
            itemId: cartItemComplements.itemId,
            complementId: cartItemComplements.complementId,
          })
          .from(cartItemComplements)
          .where(inArray(cartItemComplements.itemId, itemIds)),
      ])
    : [[], []];
  const lineOf = new Map(lines.map((l) => [l.id, l]));
  const products = new Map(
    await Promise.all(
      [...new Set(lines.map((l) => l.productId))].map(
        async (id) => [id, await findProductById(db, id)] as const,
      ),
    ),
  );
  const withExtras = tickets.map((ticket): ETicket => {
    const line = ticket.cartItemId ? lineOf.get(ticket.cartItemId) : undefined;
    const product = line && products.get(line.productId);
    const chosen = new Set(
      extras.filter((e) => e.itemId === ticket.cartItemId).map((e) => e.complementId),
    );
    return {
      ...ticket,
      transportZone:
        product?.transportZones.find((z) => z.id === line?.transportZoneId)?.name ?? null,
      food: line?.food ?? false,
      photo: line?.photo ?? false,
      // The product's complements are ordered by id.
      complements: (product?.complements ?? []).filter((c) => chosen.has(c.id)).map((c) => c.name),
    };
  });
  const createdAt = (t: ETicket) =>
    (t.cartItemId ? lineOf.get(t.cartItemId)?.createdAt.getTime() : undefined) ?? null;
  return withExtras.sort(
    (a, b) =>
      nullsLast(createdAt(a), createdAt(b)) ||
      nullsLast(a.cartItemId, b.cartItemId) ||
      a.seat - b.seat,
  );
}

/**
 * Moves a sold line of a paid cart to another visit date and schedule (issue 15's date
 * change), in the caller's transaction, and returns it as its tickets need it (to issue the
 * new ones). Only a sold, dated line moves; its prices stay what was paid (the change's own
 * record says what the new date costs). Undefined when there is no such line.
 */
export async function moveSoldLine(
  tx: Tx,
  itemId: string,
  to: { visitDate: string; slotId: number },
): Promise<TicketLine | undefined> {
  const [line] = await tx
    .update(cartItems)
    .set({ visitDate: to.visitDate, slotId: to.slotId })
    .where(
      and(eq(cartItems.id, itemId), eq(cartItems.status, 'sold'), eq(cartItems.openTicket, false)),
    )
    .returning();
  return line;
}

/** A sold line's date, schedule and people as they are now (read in the caller's transaction). */
export async function soldLine(tx: Tx, itemId: string): Promise<TicketLine | undefined> {
  const [line] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.status, 'sold')));
  return line;
}
