import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { stayParkDays } from '@/db/schema';
import type { Lang2 } from '@/db/schema/types';
import { recordAudit, type AuditActor } from '@/domain/audit';
import {
  issueTicketsForCart,
  returnIncludedLine,
  sellIncludedLine,
  ticketsForOrder,
} from '@/domain/cart';
import { findProductById, includedProductIds, listProducts } from '@/domain/catalog';
import {
  closeIncludedOrder,
  lockBookingOrder,
  orderReferences,
  recordIncludedOrder,
} from '@/domain/orders';
import { enqueue } from '@/domain/outbox';
import { readBookingForSystem } from '@/domain/stays';
import { voidItemTickets, type ETicket } from '@/domain/tickets';
import { resortClock } from '@/lib/dates';
import { CANCEL_GUARD, STOCK_GUARD, type CancelGuard, type StockGuard } from '@/lib/stock-guard';
import {
  itinerary,
  openStayDays,
  ParkDayRefused,
  parkDaysLeavingStay,
  parkDayRefusal,
  parkDayReleaseRefusal,
  parkPeople,
  slotOn,
  type ItineraryEntry,
  type ParkPeople,
} from './park-days.rules';
import { REQUEST_ID } from '@/lib/request-id';

/** A request id: the client's own random name for one reservation (a UUID fits). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A park day of a stay as the trip page, the emails and the calendar file show it. */
export type ParkDay = {
  id: string;
  product: { id: number; code: string; name: Lang2; kind: 'park' | 'tour' };
  visitDate: string;
  /** The schedule's label ("8:30 - 22:30") and start (HH:MM). */
  schedule: string | null;
  startTime: string | null;
  people: ParkPeople;
  status: 'reserved' | 'cancelled';
  /** The park order of 0 that holds its e-tickets. */
  orderReference: string;
  included: true;
};

export type ParkDayOutcome = { parkDay: ParkDay; replayed: boolean };

/**
 * Reserves an admission a hotel's plan includes (issue 15: Hotel Xcaret México's All-Fun
 * Inclusive) for every guest of a confirmed stay, on a day of the stay, at no charge. One
 * transaction: the stay's paid order is locked (as a cancellation or a date change of the stay
 * locks it, so none runs alongside), the request id is looked up under the lock (a copy
 * replays), the rules are checked on the booking as it is now, the places are taken with the
 * same conditional update as any park sale and sold, a park order of 0 is written with the
 * sold line, its e-tickets are issued, the park day recorded, and the confirmation with the
 * updated itinerary and calendar file queued. Refusals are ParkDayRefused.
 */
export async function reserveIncludedParkDay(
  db: Db,
  input: { bookingId: string; productId: number; visitDate: string; requestId: string },
  { now = new Date(), stockGuard = STOCK_GUARD }: { now?: Date; stockGuard?: StockGuard } = {},
): Promise<ParkDayOutcome> {
  if (!REQUEST_ID.test(input.requestId)) throw new Error('A request id is 16 to 100 characters');
  if (!ISO_DATE.test(input.visitDate)) throw new ParkDayRefused('OUTSIDE_STAY');
  const replay = await parkDayOfRequest(db, input.requestId, input.bookingId);
  if (replay) return { parkDay: replay, replayed: true };
  const product = Number.isSafeInteger(input.productId)
    ? await findProductById(db, input.productId)
    : undefined;
  if (!product) throw new ParkDayRefused('NOT_INCLUDED');

  const done = await db.transaction(async (tx) => {
    const order = await lockBookingOrder(tx, input.bookingId);
    if (!order) throw new ParkDayRefused('NOT_CONFIRMED');
    const again = await parkDayOfRequest(tx, input.requestId, input.bookingId);
    if (again) return { id: again.id, replayed: true };
    const booking = await readBookingForSystem(tx, input.bookingId);
    if (!booking) throw new ParkDayRefused('NOT_CONFIRMED');
    const included = await includedProductIds(tx, booking.hotelCode);
    const live = await tx
      .select({ productId: stayParkDays.productId })
      .from(stayParkDays)
      .where(and(eq(stayParkDays.bookingId, booking.id), eq(stayParkDays.status, 'reserved')));
    const slot = slotOn(product.slots, input.visitDate);
    const refusal = parkDayRefusal({
      bookingStatus: booking.status,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      visitDate: input.visitDate,
      clock: resortClock(now),
      included: included.includes(product.id),
      slot,
      transportIncluded: product.transportIncluded,
      alreadyReserved: live.some((p) => p.productId === product.id),
    });
    if (refusal) throw new ParkDayRefused(refusal);
    const people = parkPeople(booking.rooms, product);
    if ('refused' in people) throw new ParkDayRefused(people.refused);
    const line = await sellIncludedLine(
      tx,
      { productId: product.id, visitDate: input.visitDate, slotId: slot!.id, ...people },
      { now, guard: stockGuard },
    );
    if (!line) throw new ParkDayRefused('FULL');
    const parkOrder = await recordIncludedOrder(tx, {
      cartId: line.cartId,
      itemIds: [line.itemId],
      buyer: {
        name: [booking.guest?.firstName, booking.guest?.lastName].filter(Boolean).join(' '),
        email: booking.guest?.email ?? '',
        phone: booking.guest?.phone ?? '',
      },
      locale: booking.locale,
      currencyIso: booking.currencyIso,
      now,
    });
    await issueTicketsForCart(tx, { orderId: parkOrder.id, cartId: line.cartId, purchasedAt: now });
    const [row] = await tx
      .insert(stayParkDays)
      .values({
        bookingId: booking.id,
        requestId: input.requestId,
        productId: product.id,
        visitDate: input.visitDate,
        slotId: slot!.id,
        orderId: parkOrder.id,
        cartItemId: line.itemId,
        ...people,
        createdAt: now,
      })
      .returning({ id: stayParkDays.id });
    // The confirmation again, read when sent: the itinerary and its calendar file with this day.
    await enqueue(tx, { kind: 'booking-confirmed', payload: { bookingId: booking.id } });
    return { id: row!.id, replayed: false };
  });
  const parkDay = (await parkDaysOf(db, input.bookingId)).find((p) => p.id === done.id)!;
  return { parkDay, replayed: done.replayed };
}

/** The park day a request id already reserved (a replay), or undefined. */
async function parkDayOfRequest(
  db: Db | Tx,
  requestId: string,
  bookingId: string,
): Promise<ParkDay | undefined> {
  const [row] = await db
    .select({ id: stayParkDays.id, bookingId: stayParkDays.bookingId })
    .from(stayParkDays)
    .where(eq(stayParkDays.requestId, requestId));
  if (!row) return undefined;
  // Another stay's request id answers nothing about this one (and says nothing of it).
  if (row.bookingId !== bookingId) throw new ParkDayRefused('REQUEST_ID_USED');
  return (await parkDaysOf(db as Db, bookingId)).find((p) => p.id === row.id);
}

/** A stay's park days (reserved and cancelled), in date order, with what the pages show. */
export async function parkDaysOf(db: Db, bookingId: string): Promise<ParkDay[]> {
  const rows = await db
    .select()
    .from(stayParkDays)
    .where(eq(stayParkDays.bookingId, bookingId))
    .orderBy(asc(stayParkDays.visitDate), asc(stayParkDays.createdAt));
  if (rows.length === 0) return [];
  const references = await orderReferences(
    db,
    rows.map((r) => r.orderId),
  );
  const products = new Map(
    await Promise.all(
      [...new Set(rows.map((r) => r.productId))].map(
        async (id) => [id, await findProductById(db, id)] as const,
      ),
    ),
  );
  return rows.map((row) => {
    const product = products.get(row.productId)!;
    const slot = product.slots.find((s) => s.id === row.slotId);
    return {
      id: row.id,
      product: { id: product.id, code: product.code, name: product.name, kind: product.kind },
      visitDate: row.visitDate,
      schedule: slot?.label ?? null,
      startTime: slot?.startTime ?? null,
      people: { adults: row.adults, children: row.children, infants: row.infants },
      status: row.status,
      orderReference: references.get(row.orderId) ?? '',
      included: true,
    };
  });
}

/**
 * Gives back a cancelled stay's park days, inside the cancellation's transaction (the stay's
 * order is already locked): each live one's e-tickets are voided, its places go back on sale,
 * its order of 0 is closed, and it is marked cancelled. A second call finds none live.
 */
export async function releaseParkDaysOfBooking(
  tx: Tx,
  bookingId: string,
  now: Date,
): Promise<number> {
  return (await releaseParkDays(tx, bookingId, now, (live) => live)).length;
}

/** A park day a date change gave back: what the quote, the outcome and the email name. */
export type ReleasedParkDay = {
  id: string;
  productId: number;
  productCode: string;
  name: Lang2;
  visitDate: string;
};

/**
 * Gives back the park days a date change leaves behind (decision 0037), inside the change's
 * transaction, after its nights moved (the stay's order is already locked, as for a park day's
 * reservation, so none is reserved alongside): the live ones on a day outside the new stay, or
 * all when rooms are dropped (parkDaysLeavingStay), released as a cancellation releases them.
 */
export async function releaseParkDaysLeavingStay(
  tx: Tx,
  bookingId: string,
  next: { checkIn: string; checkOut: string },
  roomsDropped: boolean,
  now: Date,
): Promise<ReleasedParkDay[]> {
  const released = await releaseParkDays(tx, bookingId, now, (live) =>
    parkDaysLeavingStay(live, next, roomsDropped),
  );
  const out: ReleasedParkDay[] = [];
  for (const day of released) {
    const product = await findProductById(tx, day.productId);
    out.push({
      id: day.id,
      productId: day.productId,
      productCode: product?.code ?? '',
      name: product?.name ?? { es: '', en: '' },
      visitDate: day.visitDate,
    });
  }
  return out;
}

/** Releases the live park days `pick` chooses: tickets voided, places back, order closed. */
async function releaseParkDays(
  tx: Tx,
  bookingId: string,
  now: Date,
  pick: (live: (typeof stayParkDays.$inferSelect)[]) => (typeof stayParkDays.$inferSelect)[],
): Promise<(typeof stayParkDays.$inferSelect)[]> {
  const live = await tx
    .select()
    .from(stayParkDays)
    .where(and(eq(stayParkDays.bookingId, bookingId), eq(stayParkDays.status, 'reserved')))
    .orderBy(asc(stayParkDays.visitDate), asc(stayParkDays.createdAt))
    .for('update');
  const chosen = pick(live);
  // A stay cannot be cancelled or moved once it has begun, so none of these tickets is used.
  for (const day of chosen) await releaseParkDay(tx, day, now);
  return chosen;
}

/**
 * Gives back one park day, under its stay's lock: its e-tickets voided (a ticket used at the
 * gate refuses: nothing is changed), its places back on sale, its order of 0 closed, the day
 * marked cancelled. What every release (a cancellation, a date change, the guest's own) does.
 */
async function releaseParkDay(
  tx: Tx,
  day: typeof stayParkDays.$inferSelect,
  now: Date,
  guard: CancelGuard = CANCEL_GUARD,
): Promise<'released' | 'used'> {
  const voided = await voidItemTickets(tx, day.orderId, [day.cartItemId], guard);
  if (!voided.ok && voided.reason === 'USED') return 'used';
  await returnIncludedLine(tx, day.cartItemId);
  await closeIncludedOrder(tx, day.orderId, now);
  await tx
    .update(stayParkDays)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(eq(stayParkDays.id, day.id));
  return 'released';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Gives back one included park day of a confirmed stay before the visit (issue 15): a guest
 * who will not go returns the admissions so others can have the places. One transaction under
 * the same lock as reserving it, cancelling the stay or changing its dates (the stay's paid
 * order): the park day is read under the lock, the release window checked (until the slot
 * starts on the day itself), its e-tickets voided (a ticket used at the gate refuses), its
 * places back on sale, its order of 0 closed, the day marked cancelled, the change audited as
 * the actor, and the confirmation with the updated itinerary queued. Nothing was paid, so the
 * refund ledger has nothing to write. A day already given back answers as a replay.
 */
export async function releaseIncludedParkDay(
  db: Db,
  input: { bookingId: string; parkDayId: string; actor: AuditActor },
  { now = new Date(), guard = CANCEL_GUARD }: { now?: Date; guard?: CancelGuard } = {},
): Promise<ParkDayOutcome> {
  if (!UUID.test(input.parkDayId)) throw new ParkDayRefused('NO_PARK_DAY');
  const locked = guard === 'row-lock';
  const done = await db.transaction(async (tx) => {
    const order = await lockBookingOrder(tx, input.bookingId, locked);
    if (!order) throw new ParkDayRefused('NOT_CONFIRMED');
    const query = tx
      .select()
      .from(stayParkDays)
      .where(
        and(eq(stayParkDays.id, input.parkDayId), eq(stayParkDays.bookingId, input.bookingId)),
      );
    // `check-then-write` is the concurrency controls' seam (lib/stock-guard, decision 0016).
    const [day] = locked ? await query.for('update') : await query;
    if (!day) throw new ParkDayRefused('NO_PARK_DAY');
    if (day.status === 'cancelled') return { replayed: true };
    const booking = await readBookingForSystem(tx, input.bookingId);
    const product = await findProductById(tx, day.productId);
    const refusal = parkDayReleaseRefusal({
      bookingStatus: booking?.status ?? 'missing',
      visitDate: day.visitDate,
      clock: resortClock(now),
      slot: product?.slots.find((s) => s.id === day.slotId),
      transportIncluded: product?.transportIncluded ?? false,
    });
    if (refusal) throw new ParkDayRefused(refusal);
    if ((await releaseParkDay(tx, day, now, guard)) === 'used') throw new ParkDayRefused('USED');
    await recordAudit(tx, input.actor, {
      action: 'booking.park-day-release',
      entity: 'booking',
      entityId: booking?.reference ?? input.bookingId,
      before: {
        parkDay: day.id,
        productId: day.productId,
        visitDate: day.visitDate,
        status: 'reserved',
      },
      after: { parkDay: day.id, status: 'cancelled' },
    });
    await enqueue(tx, { kind: 'booking-confirmed', payload: { bookingId: input.bookingId } });
    return { replayed: false };
  });
  const parkDay = (await parkDaysOf(db, input.bookingId)).find((p) => p.id === input.parkDayId)!;
  return { parkDay, replayed: done.replayed };
}

/**
 * The e-tickets of a stay's park days, by park day id (the trip page's QR codes and the API's
 * tokens): each day's own line of its order of 0.
 */
export async function parkDayTickets(db: Db, bookingId: string): Promise<Map<string, ETicket[]>> {
  const rows = await db
    .select({
      id: stayParkDays.id,
      orderId: stayParkDays.orderId,
      cartItemId: stayParkDays.cartItemId,
    })
    .from(stayParkDays)
    .where(eq(stayParkDays.bookingId, bookingId));
  return new Map(
    await Promise.all(
      rows.map(async (row) => {
        const tickets = await ticketsForOrder(db, row.orderId);
        return [row.id, tickets.filter((t) => t.cartItemId === row.cartItemId)] as const;
      }),
    ),
  );
}

/** What the trip page offers a stay: its itinerary, and the park days it may still add. */
export type ParkDaysOffer = {
  parkDays: ParkDay[];
  itinerary: ItineraryEntry[];
  /** The days of the stay still ahead (a park day may be on any of them). */
  days: string[];
  /** Parks the hotel's plan includes and the stay has not used yet (free, reserved here). */
  included: { id: number; code: string; name: Lang2 }[];
  /** Parks and tours sold through the cart (with the stay's dates and people prefilled). */
  paid: { id: number; code: string; slug: string; kind: 'park' | 'tour'; name: Lang2 }[];
  /** The stay's guests as park tickets would count them (adults, and children by age). */
  guests: { adults: number; childrenAges: number[] };
};

/** The trip page's itinerary and add-a-park-day offer for a stay, at `now`. */
export async function parkDaysOffer(
  db: Db,
  booking: {
    id: string;
    status: string;
    hotelCode: string;
    checkIn: string;
    checkOut: string;
    rooms: readonly { adults: number; childrenAges: readonly number[] }[];
  },
  now = new Date(),
): Promise<ParkDaysOffer> {
  const [parkDays, includedIds, products] = await Promise.all([
    parkDaysOf(db, booking.id),
    includedProductIds(db, booking.hotelCode),
    listProducts(db),
  ]);
  const live = parkDays.filter((p) => p.status === 'reserved');
  const days =
    booking.status === 'confirmed'
      ? openStayDays(booking.checkIn, booking.checkOut, resortClock(now).date)
      : [];
  const used = new Set(live.map((p) => p.product.id));
  const byId = new Map(products.map((p) => [p.id, p]));
  return {
    parkDays: live,
    itinerary: itinerary(booking, live),
    days,
    included:
      days.length === 0
        ? []
        : includedIds
            .filter((id) => !used.has(id) && byId.has(id))
            .map((id) => {
              const p = byId.get(id)!;
              return { id: p.id, code: p.code, name: p.name };
            }),
    // Admissions, not activities that need one; the included ones are not sold again here.
    paid:
      days.length === 0
        ? []
        : products
            .filter((p) => p.requiresAdmission === null && !includedIds.includes(p.id))
            .map((p) => ({ id: p.id, code: p.code, slug: p.slug, kind: p.kind, name: p.name })),
    guests: {
      adults: booking.rooms.reduce((n, r) => n + r.adults, 0),
      childrenAges: booking.rooms.flatMap((r) => [...r.childrenAges]),
    },
  };
}
