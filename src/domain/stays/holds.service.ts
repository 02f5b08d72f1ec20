import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { bookingRooms, bookings } from '@/db/schema';
import { listHotelsWithRooms } from '@/domain/catalog';
import { priceIn, type CurrencyRate, type Price } from '@/domain/pricing';
import { STOCK_GUARD, type StockGuard } from '@/lib/stock-guard';
import { StayError } from './errors';
import { holdRoomNights, releaseRoomNights } from './inventory.repo';
import {
  bestDiscount,
  normalizePromoCode,
  promoApplies,
  type Discount,
  type OfferKind,
} from './promo.rules';
import {
  discountsFor,
  loadPricingTerms,
  PROMO_GUARD,
  takePromoUse,
  type PromoGuard,
} from './promotions.service';
import { DEFAULT_RATE_PLAN, planNightly, policyOf, type RatePolicy } from './policy.rules';
import { loadRatePlans, loadStayNights } from './stays.repo';
import {
  checkHolderCap,
  fitsRoomType,
  validateRooms,
  validateStay,
  type RoomRequest,
} from './stays.rules';

export const DEFAULT_HOLD_MINUTES = 15;

/** Holds made without a visitor currency (the API's default) are priced in US dollars. */
const USD: CurrencyRate = { id: 1, iso: 'USD', decimals: 2, usdRate: '1' };

export type HoldRequest = {
  hotelCode: string;
  checkIn: string;
  checkOut: string;
  /** Each room's type and rate plan (rate_plans.code; the flexible rate when absent). */
  rooms: (RoomRequest & { roomTypeCode: string; ratePlan?: string })[];
  promoCode?: string;
  userId?: string;
  /** Who asks (a hash of the client's address): what one client holds at once is capped. */
  holderKey?: string;
};

export type Hold = {
  bookingId: string;
  reference: string;
  /** Given once to the guest; only its hash is stored. */
  secret: string;
  expiresAt: Date;
  totalUsdCents: number;
  /** The amount to charge in the visitor's currency, fixed when the hold is made. */
  total: Price;
};

export type PricedRoom = {
  roomTypeCode: string;
  roomTypeId: number;
  adults: number;
  childrenAges: number[];
  nightlyUsdCents: number[];
  totalUsdCents: number;
  /** The rate plan chosen and its cancellation terms. */
  ratePlan: string;
  policy: RatePolicy;
  /** The offer or code that lowered this room's price (bestDiscount), when one did. */
  applied?: Discount;
};

export type Quote = {
  hotelCode: string;
  checkIn: string;
  checkOut: string;
  nights: string[];
  rooms: PricedRoom[];
  /** The code typed, when it lowered some room's price. */
  promoCode?: string;
  /** The code's percentage (0 for an amount code or none). */
  percentOff: number;
  /** The automatic offer that lowered some room's price, when one did. */
  offer?: { id: number; kind: OfferKind; percentOff: number };
  /** Before the promotion. */
  fullTotalUsdCents: number;
  discountUsdCents: number;
  totalUsdCents: number;
  /** Whether every room can be held right now (a quote never holds anything). */
  available: boolean;
};

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newReference(): string {
  const bytes = randomBytes(8);
  return `XH-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Validates a stay with chosen room types and prices every night of every room, promotion
 * included. An invalid or inapplicable promotional code is an error here: the guest is
 * asked to remove it rather than pay a price they did not expect.
 */
export async function priceStay(db: Db | Tx, request: HoldRequest, now: Date) {
  const nights = validateStay(request.checkIn, request.checkOut, now);
  const hotel = (await listHotelsWithRooms(db)).find((h) => h.code === request.hotelCode);
  if (!hotel) throw new StayError('UNKNOWN_HOTEL');
  validateRooms(request.rooms, hotel);
  const typeByCode = new Map(hotel.roomTypes.map((t) => [t.code, t]));
  for (const room of request.rooms) {
    const type = typeByCode.get(room.roomTypeCode);
    if (!type) throw new StayError('UNKNOWN_ROOM_TYPE', { code: room.roomTypeCode });
    if (!fitsRoomType(room, type))
      throw new StayError('ROOM_TYPE_DOES_NOT_FIT', { code: room.roomTypeCode });
  }
  const promoCode = normalizePromoCode(request.promoCode);
  const terms = await loadPricingTerms(db, promoCode, now);
  // A typed code that does not apply is an error here, even when an offer would beat it.
  if (
    promoCode &&
    (!terms.code || !promoApplies(terms.code.promo, hotel.code, nights, terms.bookedOn))
  )
    throw new StayError('INVALID_PROMO');
  const discounts = discountsFor(terms, hotel.code, nights);
  const plans = (await loadRatePlans(db, [hotel.id])).get(hotel.id)!;
  const facts = await loadStayNights(
    db,
    [...new Set(request.rooms.map((r) => typeByCode.get(r.roomTypeCode)!.id))],
    request.checkIn,
    request.checkOut,
  );
  let fullTotalUsdCents = 0;
  const rooms: PricedRoom[] = request.rooms.map((room) => {
    const type = typeByCode.get(room.roomTypeCode)!;
    const full = facts.prices(type.id, nights, room);
    if (!full) throw new StayError('RATE_UNAVAILABLE', { code: type.code });
    // An unknown plan is a price this room type does not have.
    const plan = plans.find((p) => p.code === (room.ratePlan ?? DEFAULT_RATE_PLAN));
    if (!plan) throw new StayError('RATE_UNAVAILABLE', { code: type.code });
    // The plan's price is the room's price; the best saving comes off it (as search shows).
    const planned = planNightly(full, plan);
    fullTotalUsdCents += sum(planned);
    const { nightly: nightlyUsdCents, applied } = bestDiscount(planned, discounts);
    return {
      ...(applied ? { applied } : {}),
      roomTypeCode: type.code,
      roomTypeId: type.id,
      adults: room.adults,
      childrenAges: room.childrenAges,
      nightlyUsdCents,
      totalUsdCents: sum(nightlyUsdCents),
      ratePlan: plan.code,
      policy: policyOf(plan),
    };
  });
  const totalUsdCents = sum(rooms.map((r) => r.totalUsdCents));
  const codeUsed = rooms.some((r) => r.applied?.source === 'code');
  const offerUsed = rooms.find((r) => r.applied?.source === 'offer')?.applied;
  const quantities = new Map<number, number>();
  for (const r of rooms) quantities.set(r.roomTypeId, (quantities.get(r.roomTypeId) ?? 0) + 1);
  const available = [...quantities].every(
    ([id, quantity]) => facts.roomsLeft(id, nights) >= quantity,
  );
  const quote: Quote = {
    hotelCode: hotel.code,
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    nights,
    rooms,
    promoCode: codeUsed ? promoCode : undefined,
    percentOff: codeUsed && terms.code?.promo.kind === 'percent' ? terms.code.promo.percentOff : 0,
    ...(offerUsed?.source === 'offer'
      ? { offer: { id: offerUsed.offerId, kind: offerUsed.kind, percentOff: offerUsed.percentOff } }
      : {}),
    fullTotalUsdCents,
    discountUsdCents: fullTotalUsdCents - totalUsdCents,
    totalUsdCents,
    available,
  };
  return { hotel, quote, quantities };
}

/** Prices a stay with chosen room types without holding anything. */
export async function quoteStay(db: Db, request: HoldRequest, now = new Date()): Promise<Quote> {
  return (await priceStay(db, request, now)).quote;
}

/**
 * Holds the rooms of a booking pending payment: validates the stay and the guests, prices
 * every night, and takes the room-nights — one transaction, all or nothing (DESIGN §5).
 */
export async function createHold(
  db: Db,
  request: HoldRequest,
  {
    now = new Date(),
    holdMinutes = DEFAULT_HOLD_MINUTES,
    currency = USD,
    locale = 'es',
    stockGuard = STOCK_GUARD,
    promoGuard = PROMO_GUARD,
  }: {
    now?: Date;
    holdMinutes?: number;
    currency?: CurrencyRate;
    locale?: string;
    /** The concurrency control's seam (lib/stock-guard); production keeps the default. */
    stockGuard?: StockGuard;
    /** The promotional code's concurrency control seam; production keeps the default. */
    promoGuard?: PromoGuard;
  } = {},
): Promise<Hold> {
  return db.transaction(async (tx) => {
    const { hotel, quote, quantities } = await priceStay(tx, request, now);
    if (request.holderKey) {
      await checkHeldBy(tx, request.holderKey, quote.rooms.length * quote.nights.length, now);
    }
    // A limited code's use is taken here, under its row's lock: the price it gives is fixed now.
    if (quote.promoCode) await takePromoUse(tx, quote.promoCode, request.userId, promoGuard);
    // Take stock per room type in id order: concurrent bookings lock rows in the same order.
    for (const [roomTypeId, quantity] of [...quantities].sort(([a], [b]) => a - b)) {
      const taken = await holdRoomNights(
        tx,
        roomTypeId,
        request.checkIn,
        request.checkOut,
        quantity,
        stockGuard,
      );
      if (taken !== quote.nights.length) throw new StayError('SOLD_OUT', { roomTypeId });
    }

    const secret = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
    const total = priceIn(currency, quote.totalUsdCents);
    const [booking] = await tx
      .insert(bookings)
      .values({
        reference: newReference(),
        secretHash: hashSecret(secret),
        hotelId: hotel.id,
        status: 'held',
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        holdExpiresAt: expiresAt,
        totalUsdCents: quote.totalUsdCents,
        discountUsdCents: quote.discountUsdCents,
        promoCode: quote.promoCode ?? null,
        offerId: quote.offer?.id ?? null,
        currencyIso: total.iso,
        totalMinor: total.minor,
        locale,
        userId: request.userId ?? null,
        holderKey: request.holderKey ?? null,
      })
      .returning({ id: bookings.id, reference: bookings.reference });
    await tx.insert(bookingRooms).values(
      quote.rooms.map((room, position) => ({
        bookingId: booking!.id,
        position,
        roomTypeId: room.roomTypeId,
        adults: room.adults,
        childrenAges: room.childrenAges,
        nightlyUsdCents: room.nightlyUsdCents,
        ratePlanCode: room.ratePlan,
        ratePolicy: room.policy,
      })),
    );
    return {
      bookingId: booking!.id,
      reference: booking!.reference,
      secret,
      expiresAt,
      totalUsdCents: quote.totalUsdCents,
      total,
    };
  });
}

/**
 * What a client holds right now, checked against the cap before a new hold (one holder's holds
 * are serialised by an advisory lock on its key, so parallel requests cannot both pass).
 */
async function checkHeldBy(tx: Tx, holderKey: string, roomNights: number, now: Date) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`hold:${holderKey}`}, 0))`);
  const held = await tx
    .select({
      id: bookings.id,
      nights: sql<number>`(${bookings.checkOut} - ${bookings.checkIn})`,
      rooms: sql<number>`count(${bookingRooms.id})`,
    })
    .from(bookings)
    .innerJoin(bookingRooms, eq(bookingRooms.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.holderKey, holderKey),
        eq(bookings.status, 'held'),
        gt(bookings.holdExpiresAt, now),
      ),
    )
    .groupBy(bookings.id);
  checkHolderCap(
    {
      bookings: held.length,
      roomNights: held.reduce((sum, b) => sum + Number(b.nights) * Number(b.rooms), 0),
    },
    { roomNights },
  );
}

/**
 * Expires holds whose time is up and gives their room-nights back. Safe with several app
 * instances: each batch locks its bookings with SKIP LOCKED. Returns how many expired.
 */
export async function expireHolds(db: Db, now = new Date(), batchSize = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id, checkIn: bookings.checkIn, checkOut: bookings.checkOut })
      .from(bookings)
      .where(and(eq(bookings.status, 'held'), lt(bookings.holdExpiresAt, now)))
      .orderBy(asc(bookings.holdExpiresAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const rooms = await tx
      .select()
      .from(bookingRooms)
      .where(
        inArray(
          bookingRooms.bookingId,
          due.map((b) => b.id),
        ),
      );
    for (const booking of due) {
      const quantities = new Map<number, number>();
      for (const r of rooms.filter((x) => x.bookingId === booking.id)) {
        quantities.set(r.roomTypeId, (quantities.get(r.roomTypeId) ?? 0) + 1);
      }
      for (const [roomTypeId, quantity] of [...quantities].sort(([a], [b]) => a - b)) {
        await releaseRoomNights(tx, roomTypeId, booking.checkIn, booking.checkOut, quantity);
      }
    }
    await tx
      .update(bookings)
      .set({ status: 'expired', updatedAt: now })
      .where(
        inArray(
          bookings.id,
          due.map((b) => b.id),
        ),
      );
    return due.length;
  });
}
