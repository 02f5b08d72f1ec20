import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import {
  cartItemComplements,
  cartItems,
  etickets,
  productComplements,
  products,
  productScheduleSlots,
  productTransportZones,
} from '@/db/schema';
import { env } from '@/lib/env';
import { resortToday } from '@/lib/dates';
import {
  admitsOn,
  checkTicketToken,
  holdersOf,
  signTicketToken,
  ticketCode,
  ticketValidUntil,
  tokenHash,
  type HolderBand,
  type TicketClaims,
} from './eticket.rules';

/** An issued e-ticket with everything the PDF, the email and the gate show. */
export type ETicket = {
  id: string;
  /** The reference printed on the ticket (XT-…). */
  code: string;
  orderId: string;
  /** The signed token the QR code carries. */
  token: string;
  status: 'issued' | 'used' | 'void';
  product: { id: number; code: string; name: string; businessUnitCode: string };
  holderBand: HolderBand;
  /** 1-based position of the person within the cart item. */
  seat: number;
  /** Null for an open ticket. */
  visitDate: string | null;
  /** Last day the ticket admits (the visit date when dated). */
  validUntil: string;
  open: boolean;
  schedule: { label: string; startTime: string } | null;
  /** Extras bought with the item: transport zone, food, photo pack, complements. */
  transportZone: string | null;
  food: boolean;
  photo: boolean;
  complements: { es: string; en: string }[];
  cartItemId: string | null;
  createdAt: Date;
};

function claimsOf(row: {
  id: string;
  holderBand: HolderBand;
  visitDate: string | null;
  validUntil: string;
}): TicketClaims {
  return {
    ticketId: row.id,
    band: row.holderBand,
    open: row.visitDate === null,
    validUntil: row.validUntil,
  };
}

/**
 * Turns the items of a paid cart into e-tickets, inside the caller's capture transaction:
 * one per person (adults, children, infants) and item, dated tickets with their visit date
 * and schedule, open ones valid until 6 months after the purchase day (resort time).
 *
 * Idempotent per order: an order that already has tickets gets nothing new, and the unique
 * (order, item, seat) makes a concurrent second call insert nothing either. Call it before
 * the cart's items are removed (it reads them through `tx`).
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
  const already = await tx
    .select({ id: etickets.id })
    .from(etickets)
    .where(eq(etickets.orderId, input.orderId))
    .limit(1);
  if (already.length > 0) return { count: 0 };

  const items = await tx
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
  const purchaseDay = resortToday(input.purchasedAt);
  const secret = env().TICKET_SECRET;
  const rows: (typeof etickets.$inferInsert)[] = [];
  for (const item of items) {
    const visitDate = item.openTicket ? null : item.visitDate;
    const validUntil = ticketValidUntil(visitDate, purchaseDay);
    for (const { seat, band } of holdersOf(item)) {
      const id = randomUUID();
      const token = signTicketToken(
        { ticketId: id, band, open: visitDate === null, validUntil },
        secret,
      );
      rows.push({
        id,
        orderId: input.orderId,
        code: ticketCode(id),
        cartItemId: item.id,
        productId: item.productId,
        seat,
        holderBand: band,
        visitDate,
        slotId: visitDate === null ? null : item.slotId,
        validUntil,
        tokenHash: tokenHash(token),
        createdAt: input.purchasedAt,
      });
    }
  }
  if (rows.length === 0) return { count: 0 };
  const inserted = await tx
    .insert(etickets)
    .values(rows)
    .onConflictDoNothing({ target: [etickets.orderId, etickets.cartItemId, etickets.seat] })
    .returning({ id: etickets.id });
  return { count: inserted.length };
}

/** The tickets of an order, in cart order then seat, with their tokens (for the PDF). */
export async function ticketsForOrder(db: Db | Tx, orderId: string): Promise<ETicket[]> {
  const rows = await db
    .select({
      ticket: etickets,
      product: {
        id: products.id,
        code: products.code,
        name: products.name,
        businessUnitCode: products.businessUnitCode,
      },
      slot: { label: productScheduleSlots.label, startTime: productScheduleSlots.startTime },
      item: {
        food: cartItems.food,
        photo: cartItems.photo,
        createdAt: cartItems.createdAt,
      },
      zone: productTransportZones.name,
    })
    .from(etickets)
    .innerJoin(products, eq(products.id, etickets.productId))
    .leftJoin(productScheduleSlots, eq(productScheduleSlots.id, etickets.slotId))
    .leftJoin(cartItems, eq(cartItems.id, etickets.cartItemId))
    .leftJoin(productTransportZones, eq(productTransportZones.id, cartItems.transportZoneId))
    .where(eq(etickets.orderId, orderId))
    .orderBy(asc(cartItems.createdAt), asc(etickets.cartItemId), asc(etickets.seat));
  const itemIds = [...new Set(rows.map((r) => r.ticket.cartItemId).filter((id) => id !== null))];
  const extras = itemIds.length
    ? await db
        .select({ itemId: cartItemComplements.itemId, name: productComplements.name })
        .from(cartItemComplements)
        .innerJoin(productComplements, eq(productComplements.id, cartItemComplements.complementId))
        .where(inArray(cartItemComplements.itemId, itemIds))
        .orderBy(asc(productComplements.id))
    : [];
  const secret = env().TICKET_SECRET;
  return rows.map(({ ticket, product, slot, item, zone }) => ({
    id: ticket.id,
    code: ticket.code,
    orderId: ticket.orderId,
    token: signTicketToken(claimsOf(ticket), secret),
    status: ticket.status,
    product,
    holderBand: ticket.holderBand,
    seat: ticket.seat,
    visitDate: ticket.visitDate,
    validUntil: ticket.validUntil,
    open: ticket.visitDate === null,
    schedule: slot?.label ? { label: slot.label, startTime: slot.startTime } : null,
    transportZone: zone ?? null,
    food: item?.food ?? false,
    photo: item?.photo ?? false,
    complements: extras.filter((e) => e.itemId === ticket.cartItemId).map((e) => e.name),
    cartItemId: ticket.cartItemId,
    createdAt: ticket.createdAt,
  }));
}

export type TicketVerification =
  | { valid: false; reason: 'malformed' | 'signature' | 'unknown' }
  | {
      valid: true;
      claims: TicketClaims;
      /** Whether it admits today (resort date) by its date alone. */
      admitsToday: boolean;
      /** From the database when reachable: issued, used or void. */
      status: 'issued' | 'used' | 'void' | null;
      code: string | null;
      productName: string | null;
    };

/**
 * Checks a scanned token. The signature alone proves the ticket is ours and says its band
 * and dates (a gate can do this offline with the secret); with `db` the row adds its status
 * (used, void) and product. A well-signed token without a row (another environment's
 * secret reused, or a voided-and-deleted ticket) is reported as unknown.
 */
export async function verifyTicketToken(
  token: string,
  { db, now = new Date() }: { db?: Db; now?: Date } = {},
): Promise<TicketVerification> {
  const check = checkTicketToken(token, env().TICKET_SECRET);
  if (!check.valid) return check;
  const admitsToday = admitsOn(check.claims, resortToday(now));
  if (!db)
    return {
      valid: true,
      claims: check.claims,
      admitsToday,
      status: null,
      code: null,
      productName: null,
    };
  const [row] = await db
    .select({
      status: etickets.status,
      code: etickets.code,
      productName: products.name,
      id: etickets.id,
    })
    .from(etickets)
    .innerJoin(products, eq(products.id, etickets.productId))
    .where(
      and(eq(etickets.tokenHash, tokenHash(token.trim())), eq(etickets.id, check.claims.ticketId)),
    );
  if (!row) return { valid: false, reason: 'unknown' };
  return {
    valid: true,
    claims: check.claims,
    admitsToday,
    status: row.status,
    code: row.code,
    productName: row.productName,
  };
}

export type Redemption =
  | { admitted: true; code: string; band: HolderBand }
  | {
      admitted: false;
      reason: 'malformed' | 'signature' | 'unknown' | 'used' | 'void' | 'wrong-day';
      usedAt?: Date | null;
    };

/**
 * Lets a ticket through the gate once: a verified token for today becomes `used` with one
 * conditional update (issued → used), so two scanners reading the same code at once admit
 * one person, and a copied code is refused the second time with the time it was used.
 */
export async function redeemTicket(
  db: Db,
  token: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<Redemption> {
  const check = checkTicketToken(token, env().TICKET_SECRET);
  if (!check.valid) return { admitted: false, reason: check.reason };
  if (!admitsOn(check.claims, resortToday(now))) return { admitted: false, reason: 'wrong-day' };
  const where = and(
    eq(etickets.id, check.claims.ticketId),
    eq(etickets.tokenHash, tokenHash(token.trim())),
  );
  const [used] = await db
    .update(etickets)
    .set({ status: 'used', usedAt: now })
    .where(and(where, eq(etickets.status, 'issued')))
    .returning({ code: etickets.code, band: etickets.holderBand });
  if (used) return { admitted: true, code: used.code, band: used.band };
  const [row] = await db
    .select({ status: etickets.status, usedAt: etickets.usedAt })
    .from(etickets)
    .where(where);
  if (!row) return { admitted: false, reason: 'unknown' };
  return row.status === 'void'
    ? { admitted: false, reason: 'void' }
    : { admitted: false, reason: 'used', usedAt: row.usedAt };
}
