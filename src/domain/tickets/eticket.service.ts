import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { etickets } from '@/db/schema';
import { findProductById, listProducts } from '@/domain/catalog';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { env } from '@/lib/env';
import { nullsLast } from '@/lib/sort';
import { resortToday } from '@/lib/dates';
import {
  admitsOn,
  gateInstant,
  checkTicketToken,
  holdersOf,
  normalizeTicketCode,
  signTicketToken,
  ticketCode,
  ticketValidUntil,
  tokenHash,
  type HolderBand,
  type TicketClaims,
  type GateTicket,
  type Redemption,
} from './eticket.rules';

export type { GateTicket, Redemption };
import type { Lang2 } from '@/db/schema/types';
import { CANCEL_GUARD, type CancelGuard } from '@/lib/stock-guard';

/** An issued e-ticket with everything the PDF, the email and the gate show. */
export type ETicket = {
  id: string;
  /** The reference printed on the ticket (XT-…). */
  code: string;
  orderId: string;
  /** The signed token the QR code carries. */
  token: string;
  status: 'issued' | 'used' | 'void';
  product: { id: number; code: string; name: Lang2; businessUnitCode: string };
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

/** A paid cart line, as much of it as its tickets need (the cart context reads it). */
export type TicketLine = {
  id: string;
  productId: number;
  visitDate: string | null;
  slotId: number | null;
  openTicket: boolean;
  adults: number;
  children: number;
  infants: number;
};

/**
 * Turns the paid lines of a cart into e-tickets, inside the caller's capture transaction:
 * one per person (adults, children, infants) and line, dated tickets with their visit date
 * and schedule, open ones valid until 6 months after the purchase day (resort time). The
 * cart context reads its lines and calls this (`issueTicketsForCart` in `@/domain/cart`).
 *
 * Idempotent per order: an order that already has tickets gets nothing new, and the unique
 * (order, item, seat) makes a concurrent second call insert nothing either.
 */
export async function issueTickets(
  tx: Tx,
  input: { orderId: string; purchasedAt: Date; lines: readonly TicketLine[] },
): Promise<{ count: number }> {
  const already = await tx
    .select({ id: etickets.id })
    .from(etickets)
    .where(eq(etickets.orderId, input.orderId))
    .limit(1);
  if (already.length > 0) return { count: 0 };

  const rows = ticketRows(input.orderId, input.purchasedAt, input.lines);
  if (rows.length === 0) return { count: 0 };
  const inserted = await tx
    .insert(etickets)
    .values(rows)
    .onConflictDoNothing({
      target: [etickets.orderId, etickets.cartItemId, etickets.seat],
      where: sql`${etickets.status} <> 'void'`,
    })
    .returning({ id: etickets.id });
  return { count: inserted.length };
}

/** The e-ticket rows of some lines: one per person, signed, dated as the line is. */
function ticketRows(
  orderId: string,
  purchasedAt: Date,
  lines: readonly TicketLine[],
  createdAt = purchasedAt,
): (typeof etickets.$inferInsert)[] {
  const purchaseDay = resortToday(purchasedAt);
  const secret = env().TICKET_SECRET;
  const rows: (typeof etickets.$inferInsert)[] = [];
  for (const item of lines) {
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
        orderId,
        code: ticketCode(id),
        cartItemId: item.id,
        productId: item.productId,
        seat,
        holderBand: band,
        visitDate,
        slotId: visitDate === null ? null : item.slotId,
        validUntil,
        tokenHash: tokenHash(token),
        createdAt,
      });
    }
  }
  return rows;
}

/**
 * New e-tickets for one line of a paid order whose visit moved (issue 15's date change), in
 * the caller's transaction, after its old tickets were voided (voidItemTickets): new ids,
 * codes and tokens for the same seats, dated as the line now is. The unique (order, item,
 * seat) among live tickets refuses a second live set.
 */
export async function reissueItemTickets(
  tx: Tx,
  input: { orderId: string; purchasedAt: Date; line: TicketLine; at: Date },
): Promise<{ count: number }> {
  const rows = ticketRows(input.orderId, input.purchasedAt, [input.line], input.at);
  if (rows.length === 0) return { count: 0 };
  const inserted = await tx.insert(etickets).values(rows).returning({ id: etickets.id });
  return { count: inserted.length };
}

/** An issued ticket, without what its cart line added (the cart context adds it). */
export type IssuedTicket = Omit<ETicket, 'transportZone' | 'food' | 'photo' | 'complements'>;

/**
 * The tickets of an order by line then seat, with their tokens, products and schedules (from
 * the catalogue's index). `ticketsForOrder` in `@/domain/cart` adds the lines' extras.
 */
export async function issuedTickets(db: Db, orderId: string): Promise<IssuedTicket[]> {
  const rows = await db.select().from(etickets).where(eq(etickets.orderId, orderId));
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const details = new Map(
    await Promise.all(productIds.map(async (id) => [id, await findProductById(db, id)] as const)),
  );
  const secret = env().TICKET_SECRET;
  const tickets: IssuedTicket[] = [];
  for (const ticket of rows) {
    const detail = details.get(ticket.productId);
    if (!detail) continue; // a ticket always names a product (a foreign key)
    const slot = detail.slots.find((s) => s.id === ticket.slotId);
    tickets.push({
      id: ticket.id,
      code: ticket.code,
      orderId: ticket.orderId,
      token: signTicketToken(claimsOf(ticket), secret),
      status: ticket.status,
      product: {
        id: detail.id,
        code: detail.code,
        name: detail.name,
        businessUnitCode: detail.businessUnitCode,
      },
      holderBand: ticket.holderBand,
      seat: ticket.seat,
      visitDate: ticket.visitDate,
      validUntil: ticket.validUntil,
      open: ticket.visitDate === null,
      schedule: slot?.label ? { label: slot.label, startTime: slot.startTime } : null,
      cartItemId: ticket.cartItemId,
      createdAt: ticket.createdAt,
    });
  }
  return tickets.sort((a, b) => nullsLast(a.cartItemId, b.cartItemId) || a.seat - b.seat);
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
      /** The product's name in es and en (productName picks the language). */
      productName: Lang2 | null;
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
  const [ticket] = await db
    .select({ status: etickets.status, code: etickets.code, productId: etickets.productId })
    .from(etickets)
    .where(
      and(eq(etickets.tokenHash, tokenHash(token.trim())), eq(etickets.id, check.claims.ticketId)),
    );
  const product = ticket && (await listProducts(db)).find((p) => p.id === ticket.productId);
  const row = ticket && product && { ...ticket, productName: product.name };
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

/** What the gate scanned: the QR code's signed token, or the code printed under it, typed. */
export type GateScan = { token: string } | { code: string };

/** Who scanned, where, and which scan (the scanner's own id, for a retried request). */
export type GateContext = {
  now?: Date;
  /** The staff member at the gate; the admission and its audit row are written together. */
  actor?: AuditActor;
  /** The gate's name as the scanner gives it (trimmed, at most 40 characters). */
  gate?: string;
  /** The scanner's id for this scan: the same scan sent twice is admitted once, "valid" twice. */
  scanId?: string;
  /** When the scanner took it (a scan queued offline arrives later): see `gateInstant`. */
  scannedAt?: Date;
};

const gateColumns = {
  id: etickets.id,
  code: etickets.code,
  orderId: etickets.orderId,
  productId: etickets.productId,
  band: etickets.holderBand,
  seat: etickets.seat,
  cartItemId: etickets.cartItemId,
  visitDate: etickets.visitDate,
  validUntil: etickets.validUntil,
  status: etickets.status,
  usedAt: etickets.usedAt,
  usedBy: etickets.usedBy,
  usedGate: etickets.usedGate,
  usedScanId: etickets.usedScanId,
};

/**
 * Lets a ticket through the gate once (issue 17), whether its QR token was read or its printed
 * code typed: the one place the gate's rule lives (the scanner page's endpoint and any other
 * caller come here). Cancelled, then already used (when, by whom, at which gate), then the
 * date; a ticket for today becomes `used` with one conditional update (issued → used), so
 * twenty scanners reading the same code at once admit one person, and a copied code is
 * refused the second time with the time it was used. With an actor, the admission and its
 * audit row commit together.
 */
export async function redeemTicket(
  db: Db,
  scan: GateScan | string,
  { now: received = new Date(), actor, gate, scanId, scannedAt }: GateContext = {},
): Promise<Redemption> {
  // The moment the person stood at the gate, when the scanner's word for it is plausible.
  const now = gateInstant(received, scannedAt);
  const input = typeof scan === 'string' ? { token: scan } : scan;
  let where;
  if ('token' in input) {
    const check = checkTicketToken(input.token, env().TICKET_SECRET);
    if (!check.valid) return { admitted: false, reason: check.reason };
    where = and(
      eq(etickets.id, check.claims.ticketId),
      eq(etickets.tokenHash, tokenHash(input.token.trim())),
    );
  } else {
    const code = normalizeTicketCode(input.code);
    if (!code) return { admitted: false, reason: 'malformed' };
    where = eq(etickets.code, code);
  }
  const read = async () => (await db.select(gateColumns).from(etickets).where(where))[0];
  const row = await read();
  if (!row) return { admitted: false, reason: 'unknown' };
  const refusal = refusalOf(row, scanId);
  if (refusal) return refusal;
  const claims = claimsOf({ ...row, holderBand: row.band });
  if (!admitsOn(claims, resortToday(now)))
    return { admitted: false, reason: 'wrong-day', ticket: gateTicket(row) };

  const usedGate = gate?.trim().slice(0, 40) || null;
  const admit = async (tx: Tx | Db) => {
    const [used] = await tx
      .update(etickets)
      .set({
        status: 'used',
        usedAt: now,
        usedBy: actor?.email ?? null,
        usedGate,
        usedScanId: scanId ?? null,
      })
      .where(and(where, eq(etickets.status, 'issued')))
      .returning({ id: etickets.id });
    if (used && actor)
      await recordAudit(tx, actor, {
        action: 'ticket.redeem',
        entity: 'eticket',
        entityId: row.code,
        before: { status: 'issued' },
        after: {
          status: 'used',
          gate: usedGate,
          at: now.toISOString(),
          ...(now !== received ? { received: received.toISOString() } : {}),
        },
      });
    return Boolean(used);
  };
  const admitted = actor ? await db.transaction((tx) => admit(tx)) : await admit(db);
  if (admitted)
    return {
      admitted: true,
      code: row.code,
      band: row.band,
      ticket: gateTicket(row),
      replay: false,
    };
  // Another scanner won the race (or the ticket was cancelled meanwhile): say what it is now.
  const after = await read();
  return (after && refusalOf(after, scanId)) ?? { admitted: false, reason: 'unknown' };
}

type GateRow = Omit<GateTicket, 'band'> & {
  band: HolderBand;
  status: 'issued' | 'used' | 'void';
  usedAt: Date | null;
  usedBy: string | null;
  usedGate: string | null;
  usedScanId: string | null;
};

function gateTicket(row: GateRow): GateTicket {
  return {
    id: row.id,
    code: row.code,
    orderId: row.orderId,
    productId: row.productId,
    band: row.band,
    seat: row.seat,
    cartItemId: row.cartItemId,
    visitDate: row.visitDate,
    validUntil: row.validUntil,
  };
}

function refusalOf(row: GateRow, scanId: string | undefined): Redemption | undefined {
  if (row.status === 'void') return { admitted: false, reason: 'void', ticket: gateTicket(row) };
  if (row.status !== 'used') return undefined;
  if (scanId && row.usedScanId === scanId)
    return {
      admitted: true,
      code: row.code,
      band: row.band,
      ticket: gateTicket(row),
      replay: true,
    };
  return {
    admitted: false,
    reason: 'used',
    ticket: gateTicket(row),
    usedAt: row.usedAt,
    usedBy: row.usedBy,
    gate: row.usedGate,
  };
}

/** The status of each ticket of an order, by its cart item (what the manage page and API read). */
export type TicketState = {
  id: string;
  cartItemId: string | null;
  status: 'issued' | 'used' | 'void';
};

export function ticketStatesOf(db: Db | Tx, orderId: string): Promise<TicketState[]> {
  return db
    .select({ id: etickets.id, cartItemId: etickets.cartItemId, status: etickets.status })
    .from(etickets)
    .where(eq(etickets.orderId, orderId));
}

export type VoidOutcome =
  { ok: true; voided: number } | { ok: false; reason: 'USED' | 'ALREADY_CANCELLED' | 'NO_TICKETS' };

/**
 * Voids every ticket of some items of an order (a cancellation, issue 15), inside the caller's
 * transaction. The tickets are locked first, so a gate scan of one of them (redeemTicket's
 * conditional update issued → used) waits for this transaction and then finds it void, or
 * went first and this finds it used and refuses: an item with a used ticket is never
 * cancelled. The write is conditional too (issued → void). `guard: 'check-then-write'` (the
 * concurrency controls' seam, never production) reads without the lock and writes
 * unconditionally.
 */
export async function voidItemTickets(
  tx: Tx,
  orderId: string,
  itemIds: readonly string[],
  guard: CancelGuard = CANCEL_GUARD,
): Promise<VoidOutcome> {
  if (itemIds.length === 0) return { ok: false, reason: 'NO_TICKETS' };
  const mine = and(eq(etickets.orderId, orderId), inArray(etickets.cartItemId, [...itemIds]));
  const query = tx.select({ id: etickets.id, status: etickets.status }).from(etickets).where(mine);
  const rows = guard === 'row-lock' ? await query.for('update') : await query;
  if (rows.length === 0) return { ok: false, reason: 'NO_TICKETS' };
  if (rows.some((r) => r.status === 'used')) return { ok: false, reason: 'USED' };
  const issued = rows.filter((r) => r.status === 'issued').length;
  if (issued === 0) return { ok: false, reason: 'ALREADY_CANCELLED' };
  const voided = await tx
    .update(etickets)
    .set({ status: 'void' })
    .where(guard === 'row-lock' ? and(mine, eq(etickets.status, 'issued')) : mine)
    .returning({ id: etickets.id });
  return { ok: true, voided: voided.length };
}
