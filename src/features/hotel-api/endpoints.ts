import { getDb, getReadDb, type Db } from '@/server';
import { listHotels } from '@/domain/catalog';
import { hitRateLimit } from '@/domain/limits';
import { listCurrencies, type Currency } from '@/domain/pricing';
import {
  StayError,
  availabilityCalendar,
  cancelHold,
  createHold,
  quoteStay,
  readBooking,
  resortToday,
  searchAvailability,
  stayNights,
} from '@/domain/stays';
import { env } from '@/lib/env';
import { clientIp, holderKeyOf } from '@/lib/http';
import { ApiError } from './errors';
import { json, parseJsonBody, parseQuery, respond } from './http';
import {
  HOLDS_PER_MINUTE,
  HoldRequest,
  StayRequest,
  availabilityQuery,
  calendarQuery,
  parseRoomsParam,
} from './schemas';
import { bookingOut, calendarOut, holdOut, quoteOut, searchOut } from './serialize';

/**
 * The hotel booking API, one function per endpoint: parse and validate the request, call the
 * stays domain, serialize. Route files only bind these to paths and methods.
 */

/** Longest secret header read; the real ones are 32 characters. */
const MAX_SECRET_LENGTH = 200;
const MAX_REFERENCE_LENGTH = 40;

async function currencyFor(db: Db, iso = 'USD'): Promise<Currency> {
  const currency = (await listCurrencies(db)).find((c) => c.iso === iso);
  if (!currency) throw new ApiError(422, 'UNKNOWN_CURRENCY', { currency: iso });
  return currency;
}

/** GET /api/v1/availability */
export function getAvailability(request: Request): Promise<Response> {
  return respond(request, async () => {
    const query = parseQuery(request, availabilityQuery);
    const db = await getReadDb();
    const [currency, result] = await Promise.all([
      currencyFor(db, query.currency),
      searchAvailability(db, {
        hotelCode: query.hotel,
        checkIn: query.checkIn,
        checkOut: query.checkOut,
        rooms: parseRoomsParam(query.rooms),
        promoCode: query.promo,
      }),
    ]);
    return json(searchOut(query, result, currency));
  });
}

/** GET /api/v1/availability/calendar */
export function getCalendar(request: Request): Promise<Response> {
  return respond(request, async () => {
    const query = parseQuery(request, calendarQuery);
    const db = await getReadDb();
    if (query.hotel && !(await listHotels(db)).some((h) => h.code === query.hotel))
      throw new StayError('UNKNOWN_HOTEL');
    const [currency, days] = await Promise.all([
      currencyFor(db, query.currency),
      availabilityCalendar(db, { from: query.from, to: query.to, hotelCode: query.hotel }),
    ]);
    const nights = stayNights(query.from, query.to);
    return json(calendarOut(query, nights, days, resortToday(new Date()), currency));
  });
}

/** POST /api/v1/quotes */
export function postQuote(request: Request): Promise<Response> {
  return respond(request, async () => {
    const body = await parseJsonBody(request, StayRequest);
    const db = await getDb();
    const [currency, quote] = await Promise.all([
      currencyFor(db, body.currency),
      quoteStay(db, body),
    ]);
    return json(quoteOut(quote, currency));
  });
}

/** POST /api/v1/holds */
export function postHold(request: Request): Promise<Response> {
  return respond(request, async () => {
    const db = await getDb();
    // Every attempt counts, valid or not: holds take stock, so flooding is refused early.
    const limit = await hitRateLimit(db, `hotel-holds:${clientIp(request)}`, {
      limit: HOLDS_PER_MINUTE,
      windowSeconds: 60,
    });
    if (!limit.allowed)
      throw new ApiError(429, 'RATE_LIMITED', undefined, {
        'Retry-After': String(limit.retryAfterSeconds),
      });
    const { currency: iso, locale, ...stay } = await parseJsonBody(request, HoldRequest);
    const currency = await currencyFor(db, iso);
    const hold = await createHold(
      db,
      { ...stay, holderKey: holderKeyOf(clientIp(request)) },
      {
        currency,
        locale,
        holdMinutes: env().HOTEL_HOLD_MINUTES,
      },
    );
    return json(holdOut(hold), 201, {
      Location: `/api/v1/bookings/${encodeURIComponent(hold.reference)}/`,
    });
  });
}

/** The secret header, or nothing when it is missing or absurd (treated as a wrong secret). */
function secretOf(request: Request): string | undefined {
  const secret = request.headers.get('x-booking-secret')?.trim();
  return secret && secret.length <= MAX_SECRET_LENGTH ? secret : undefined;
}

/**
 * GET /api/v1/bookings/{reference} — for the holder of its secret, or the logged-in customer
 * it belongs to (`customerId`, from the session). A wrong secret, someone else's booking and
 * an unknown reference answer alike (404).
 */
export function getBooking(
  request: Request,
  reference: string,
  customerId?: string,
): Promise<Response> {
  return respond(request, async () => {
    const secret = secretOf(request);
    if ((!secret && !customerId) || reference.length > MAX_REFERENCE_LENGTH)
      throw new StayError('BOOKING_NOT_FOUND');
    const db = await getDb();
    const [booking, currencies] = await Promise.all([
      readBooking(db, reference, { secret, userId: customerId }),
      listCurrencies(db),
    ]);
    if (!booking) throw new StayError('BOOKING_NOT_FOUND');
    const decimals = currencies.find((c) => c.iso === booking.currencyIso)?.decimals ?? 2;
    return json(bookingOut(booking, decimals));
  });
}

/** DELETE /api/v1/holds/{reference} — lets a hold go; its rooms go back on sale at once. */
export function deleteHold(request: Request, reference: string): Promise<Response> {
  return respond(request, async () => {
    const secret = secretOf(request);
    if (!secret || reference.length > MAX_REFERENCE_LENGTH)
      throw new StayError('BOOKING_NOT_FOUND');
    await cancelHold(await getDb(), reference, { secret });
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  });
}
