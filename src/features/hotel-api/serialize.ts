import { priceIn, type CurrencyRate } from '@/domain/pricing';
import {
  FEW_ROOMS_LEFT,
  type BookingView,
  type CalendarDay,
  type Quote,
  type RoomOption,
  type SearchResult,
} from '@/domain/stays';
import type {
  BookingResponse,
  CalendarResponse,
  HoldResponse,
  MoneyOut,
  QuoteResponse,
  SearchResponse,
} from './schemas';

/**
 * Domain results as the API shows them: every price in US cents and in the requested
 * currency, internal ids left out. Typed by the response schemas the OpenAPI document shows.
 */

const money = (currency: CurrencyRate, usdCents: number): MoneyOut => priceIn(currency, usdCents);

export function currencyOut(currency: CurrencyRate) {
  return { iso: currency.iso, decimals: currency.decimals, usdRate: currency.usdRate };
}

function optionOut(currency: CurrencyRate, option: RoomOption) {
  return {
    roomTypeCode: option.roomTypeCode,
    categoryId: option.categoryId,
    nightlyUsdCents: option.nightlyUsdCents,
    totalUsdCents: option.totalUsdCents,
    fullTotalUsdCents: option.fullTotalUsdCents,
    total: money(currency, option.totalUsdCents),
    fullTotal: money(currency, option.fullTotalUsdCents),
    saving: option.applied
      ? {
          source: option.applied.source,
          kind: option.applied.source === 'offer' ? option.applied.kind : ('code' as const),
          percentOff: option.applied.percentOff,
          code: option.applied.source === 'code' ? option.applied.code : null,
        }
      : null,
    soldOut: option.soldOut,
    // Stock is shown only as scarcity ("only 3 left"), never as a count competitors can read.
    fewLeft: !option.soldOut && option.roomsLeft <= FEW_ROOMS_LEFT ? option.roomsLeft : null,
    rates: option.rates.map((rate) => ({
      plan: rate.plan,
      kind: rate.kind,
      discountPercent: rate.discountPercent,
      freeCancelDays: rate.freeCancelDays,
      totalUsdCents: rate.totalUsdCents,
      total: money(currency, rate.totalUsdCents),
    })),
  };
}

export function searchOut(
  stay: { checkIn: string; checkOut: string },
  result: SearchResult,
  currency: CurrencyRate,
): SearchResponse {
  return {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: result.nights,
    currency: currencyOut(currency),
    promo: result.promo ?? null,
    hotels: result.hotels.map((hotel) => ({
      hotelCode: hotel.hotelCode,
      status: hotel.status,
      promoApplied: hotel.promoApplied,
      fromTotalUsdCents: hotel.fromTotalUsdCents ?? null,
      fromTotal:
        hotel.fromTotalUsdCents === undefined ? null : money(currency, hotel.fromTotalUsdCents),
      rooms: hotel.rooms.map(({ request, options }) => ({
        request: { adults: request.adults, childrenAges: request.childrenAges },
        options: options.map((o) => optionOut(currency, o)),
      })),
      alternatives: hotel.alternatives.map((a) => ({
        ...a,
        fromTotal: money(currency, a.fromTotalUsdCents),
      })),
    })),
  };
}

export function calendarOut(
  query: { hotel?: string; from: string; to: string },
  nights: string[],
  days: CalendarDay[],
  today: string,
  currency: CurrencyRate,
): CalendarResponse {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const out = nights.map((date) => {
    const day = date < today ? undefined : byDate.get(date);
    const fromUsdCents = day?.fromUsdCents ?? null;
    return {
      date,
      fromUsdCents,
      from: fromUsdCents === null ? null : money(currency, fromUsdCents),
      fullUsdCents: fromUsdCents === null ? null : (day?.fullUsdCents ?? null),
      offer:
        fromUsdCents !== null && day?.offer
          ? { kind: day.offer.kind, percentOff: day.offer.percentOff }
          : null,
    };
  });
  return {
    hotelCode: query.hotel ?? null,
    from: query.from,
    to: query.to,
    currency: currencyOut(currency),
    days: out,
    unavailable: out.filter((d) => d.fromUsdCents === null).map((d) => d.date),
  };
}

export function quoteOut(quote: Quote, currency: CurrencyRate): QuoteResponse {
  return {
    hotelCode: quote.hotelCode,
    checkIn: quote.checkIn,
    checkOut: quote.checkOut,
    nights: quote.nights,
    currency: currencyOut(currency),
    rooms: quote.rooms.map((room) => ({
      roomTypeCode: room.roomTypeCode,
      adults: room.adults,
      childrenAges: room.childrenAges,
      nightlyUsdCents: room.nightlyUsdCents,
      totalUsdCents: room.totalUsdCents,
      total: money(currency, room.totalUsdCents),
    })),
    promoCode: quote.promoCode ?? null,
    percentOff: quote.percentOff,
    offer: quote.offer ? { kind: quote.offer.kind, percentOff: quote.offer.percentOff } : null,
    fullTotalUsdCents: quote.fullTotalUsdCents,
    discountUsdCents: quote.discountUsdCents,
    totalUsdCents: quote.totalUsdCents,
    // The same conversion createHold applies, so a quote and its hold agree to the unit.
    total: money(currency, quote.totalUsdCents),
    available: quote.available,
  };
}

export function holdOut(hold: {
  reference: string;
  secret: string;
  expiresAt: Date;
  total: MoneyOut;
  totalUsdCents: number;
}): HoldResponse {
  return {
    reference: hold.reference,
    secret: hold.secret,
    expiresAt: hold.expiresAt.toISOString(),
    total: { minor: hold.total.minor, iso: hold.total.iso, decimals: hold.total.decimals },
    totalUsdCents: hold.totalUsdCents,
  };
}

/** The booking for its holder: no internal id, owner id or payment reference. */
export function bookingOut(booking: BookingView, decimals: number): BookingResponse {
  return {
    reference: booking.reference,
    status: booking.status,
    hotelCode: booking.hotelCode,
    hotelName: booking.hotelName,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    holdExpiresAt: booking.holdExpiresAt.toISOString(),
    confirmedAt: booking.confirmedAt?.toISOString() ?? null,
    promoCode: booking.promoCode,
    totalUsdCents: booking.totalUsdCents,
    discountUsdCents: booking.discountUsdCents,
    total: { minor: booking.totalMinor, iso: booking.currencyIso, decimals },
    locale: booking.locale,
    guest: booking.guest,
    rooms: booking.rooms.map((room) => ({
      roomTypeCode: room.roomTypeCode,
      roomTypeName: room.roomTypeName,
      adults: room.adults,
      childrenAges: room.childrenAges,
      guestName: room.guestName,
      nightlyUsdCents: room.nightlyUsdCents,
    })),
  };
}
