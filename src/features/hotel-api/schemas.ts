import { z } from 'zod';
import { MAX_CHILDREN_PER_ROOM, MAX_ROOMS, type RoomRequest } from '@/domain/stays';
import { ERROR_MESSAGES, type ApiErrorCode } from './errors';
import { locales, type Locale } from '@/i18n/paths';

/**
 * The hotel booking API's contract: what it reads (query strings, JSON bodies) and what it
 * answers. The handlers parse with these schemas, the serializers are typed by them, and
 * the OpenAPI document is generated from them (openapi.ts), so the three cannot drift apart.
 *
 * Shape checks only: the booking rules (at most 5 rooms, ages per hotel, dates in the future…)
 * are the domain's, which answers them with a StayError code the client can act on. The
 * bounds below are looser than the rules on purpose, so the client gets that precise code.
 */

/** The largest JSON body the API reads. */
export { MAX_BODY_BYTES } from '@/lib/json-api';
/** Holds attempted per client address and minute. */
export const HOLDS_PER_MINUTE = 20;

/** Schemas that become named OpenAPI components (`#/components/schemas/<id>`). */
export const apiRegistry = z.registry<{ id: string }>();

function component<T extends z.ZodType>(id: string, description: string, schema: T): T {
  const described = schema.meta({ description }) as T;
  apiRegistry.add(described, { id });
  return described;
}

// -------------------------------------------------------------------------------------------
// Pieces
// -------------------------------------------------------------------------------------------

export const isoDate = z.iso.date().meta({ description: 'A calendar date, YYYY-MM-DD.' });
const hotelCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Za-z]{2,6}$/)
  .meta({ description: 'Hotel code: HXM, HXA or LCDP.', examples: ['HXM'] });
const currencyIso = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Za-z]{3}$/)
  .meta({
    description:
      'ISO 4217 code of the currency to price in (one of the 17 offered). USD if absent.',
    examples: ['MXN'],
  });
const promoCode = z
  .string()
  .max(40)
  .meta({ description: 'Promotional code, as typed (case and spaces do not matter).' });
const integer = z.number().int().min(0).max(999);
const usdCents = z.number().int().meta({ description: 'US dollar cents, taxes included.' });

/** One room of the party as the query string writes it: adults, then `-age` per child. */
const ROOMS_PATTERN = /^\d{1,2}(?:-\d{1,2}){0,9}(?:,\d{1,2}(?:-\d{1,2}){0,9}){0,9}$/;

export function parseRoomsParam(value: string): RoomRequest[] {
  return value.split(',').map((room) => {
    const [adults, ...ages] = room.split('-').map(Number);
    return { adults: adults!, childrenAges: ages };
  });
}

export function roomsParamOf(rooms: RoomRequest[]): string {
  return rooms.map((r) => [r.adults, ...r.childrenAges].join('-')).join(',');
}

export const Money = component(
  'Money',
  'An amount in a currency: integer minor units and the number of minor digits (0 for JPY, KRW, CLP). 123456 with decimals 2 is 1,234.56.',
  z.object({
    minor: z.number().int(),
    iso: z.string().length(3),
    decimals: z.number().int().min(0).max(4),
  }),
);

export const Currency = component(
  'Currency',
  'The currency prices are given in, with the exchange rate used (units per US dollar).',
  z.object({
    iso: z.string().length(3),
    decimals: z.number().int(),
    usdRate: z.string().meta({ description: 'Units of this currency per US dollar (decimal).' }),
  }),
);

export const Room = component(
  'Room',
  'One room of the party: adults (1+) and the age of each child (up to 3).',
  z.object({
    adults: integer.meta({ description: 'Adults in the room, at least 1.' }),
    childrenAges: z
      .array(integer)
      .max(10)
      .meta({ description: `Age of each child, at most ${MAX_CHILDREN_PER_ROOM}.` }),
  }),
);

// -------------------------------------------------------------------------------------------
// Requests
// -------------------------------------------------------------------------------------------

export const availabilityQuery = z.object({
  hotel: hotelCode
    .optional()
    .meta({ description: 'One hotel (HXM, HXA, LCDP); every hotel if absent.' }),
  checkIn: isoDate.meta({ description: 'First night, YYYY-MM-DD (resort time, America/Cancun).' }),
  checkOut: isoDate.meta({
    description: 'Departure day, YYYY-MM-DD: the stay is [checkIn, checkOut).',
  }),
  rooms: z
    .string()
    .max(200)
    .regex(ROOMS_PATTERN)
    .default('2')
    .meta({
      description: `Rooms, comma-separated (up to ${MAX_ROOMS}); each is the number of adults followed by "-age" per child: "2-5,2" is two rooms, 2 adults and a 5-year-old, then 2 adults. Default "2".`,
      examples: ['2-5,2'],
    }),
  promo: promoCode.optional(),
  currency: currencyIso.optional(),
});

export const calendarQuery = z.object({
  hotel: hotelCode
    .optional()
    .meta({ description: 'One hotel (HXM, HXA, LCDP); every hotel if absent.' }),
  from: isoDate.meta({ description: 'First night shown, YYYY-MM-DD.' }),
  to: isoDate.meta({
    description: 'Day after the last night shown, YYYY-MM-DD (at most 93 nights).',
  }),
  currency: currencyIso.optional(),
});

export const StayRequest = component(
  'StayRequest',
  'A stay with a room type chosen for each room.',
  z.object({
    hotelCode,
    checkIn: isoDate,
    checkOut: isoDate,
    rooms: z
      .array(
        Room.extend({
          roomTypeCode: z
            .string()
            .min(1)
            .max(40)
            .meta({ description: 'A room type of this hotel, e.g. HXM-GVS.' }),
          ratePlan: z.string().min(1).max(40).optional().meta({
            description:
              "One of the hotel's rate plans (RoomOption.rates[].plan): flexible (default) or non-refundable.",
          }),
        }),
      )
      .max(20)
      .meta({ description: `The rooms, 1 to ${MAX_ROOMS}.` }),
    promoCode: promoCode.optional(),
    currency: currencyIso.optional(),
  }),
);

export const HoldRequest = component(
  'HoldRequest',
  'A stay to hold pending payment; the same as a quote, plus the language of the confirmation.',
  StayRequest.extend({
    locale: z
      .enum(locales)
      .default('es')
      .meta({ description: 'Language of the confirmation email (default es).' }),
  }),
);

export const bookingSecretHeader = z
  .string()
  .min(1)
  .max(200)
  .meta({ description: 'The secret returned once when the hold was made.' });

export const referenceParam = z
  .string()
  .max(40)
  .meta({ description: 'Booking reference, e.g. XH-7K2M9QHR.', examples: ['XH-7K2M9QHR'] });

// -------------------------------------------------------------------------------------------
// Responses
// -------------------------------------------------------------------------------------------

export const ApiError = component(
  'Error',
  'Every error: a stable code to act on, an English message for people, and field details where useful.',
  z.object({
    error: z.object({
      code: z
        .enum(Object.keys(ERROR_MESSAGES) as [ApiErrorCode, ...ApiErrorCode[]])
        .meta({ description: 'What went wrong, stable: act on this, not on the message.' }),
      message: z.string(),
      detail: z.record(z.string(), z.unknown()).optional(),
    }),
  }),
);

const RoomOption = component(
  'RoomOption',
  'A room type that takes a requested room, priced for the whole stay after any promotion.',
  z.object({
    roomTypeCode: z.string(),
    categoryId: z.number().int().meta({ description: 'Room filter category.' }),
    nightlyUsdCents: z.array(usdCents).meta({ description: 'Per night, after the promotion.' }),
    totalUsdCents: usdCents,
    fullTotalUsdCents: usdCents.meta({ description: 'Before the promotion.' }),
    total: Money,
    fullTotal: Money,
    saving: z
      .object({
        source: z.enum(['offer', 'code']),
        kind: z.enum(['early_booking', 'long_stay', 'code']),
        percentOff: z.number().int(),
        code: z.string().nullable(),
      })
      .nullable()
      .meta({
        description:
          'What lowers the first rate: the best of the automatic offers (early booking, long stay) and the code; they never stack.',
      }),
    soldOut: z.boolean(),
    fewLeft: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Rooms left when 5 or fewer ("only N left"), else null.' }),
    rates: z
      .array(
        z.object({
          plan: z.string().meta({ description: 'Rate plan code, sent back as rooms[].ratePlan.' }),
          kind: z.enum(['flexible', 'non_refundable']),
          discountPercent: z.number().int(),
          freeCancelDays: z.number().int().meta({
            description:
              'Flexible: free cancellation until 23:59 resort time, N days before arrival.',
          }),
          totalUsdCents: usdCents,
          total: Money,
        }),
      )
      .meta({
        description: "The room on each of the hotel's rate plans (the first is the price above).",
      }),
  }),
);

const HotelAvailability = component(
  'HotelAvailability',
  'One hotel: available (every room can be booked), sold-out (room types fit but not enough are free; see alternatives), no-fit (no room type takes some room) or ages (a child is outside the hotel ages: Arte and La Casa de la Playa take 16-17 only).',
  z.object({
    hotelCode: z.string(),
    status: z.enum(['available', 'sold-out', 'no-fit', 'ages']),
    promoApplied: z.boolean(),
    fromTotalUsdCents: usdCents.nullable().meta({
      description: 'The cheapest way to book every room, when available.',
    }),
    fromTotal: Money.nullable(),
    rooms: z.array(
      z.object({
        request: Room,
        options: z.array(RoomOption).meta({ description: 'Cheapest available first.' }),
      }),
    ),
    alternatives: z
      .array(
        z.object({
          checkIn: isoDate,
          checkOut: isoDate,
          fromTotalUsdCents: usdCents,
          fromTotal: Money,
        }),
      )
      .meta({ description: 'Nearby stays of the same length that can be booked (sold-out only).' }),
  }),
);

export const SearchResponse = component(
  'SearchResponse',
  'Availability of a stay for a party, per hotel and room. Nothing is held.',
  z.object({
    checkIn: isoDate,
    checkOut: isoDate,
    nights: z.array(isoDate),
    currency: Currency,
    promo: z
      .object({
        code: z.string(),
        status: z.enum(['applied', 'outdone', 'invalid']),
        percentOff: z.number().int(),
        amount: z.object({ minor: z.number().int(), iso: z.string() }).optional(),
      })
      .nullable()
      .meta({
        description:
          'The promotional code asked for: applied, outdone (valid, but an automatic offer saves more everywhere; offers and codes never stack) or invalid.',
      }),
    hotels: z.array(HotelAvailability),
  }),
);

export const CalendarResponse = component(
  'CalendarResponse',
  'Per night: the price a search shows for a one-night stay of two adults starting that night — the lowest rate among room types with a room left, on the first rate plan, after the automatic offers that apply to it (early booking counts the days from today to that night; a long-stay offer only when one night reaches its minimum, so longer stays may cost less per night). Null and listed in unavailable when no room is left (sold out, closed, past or not on sale yet).',
  z.object({
    hotelCode: z.string().nullable(),
    from: isoDate,
    to: isoDate,
    currency: Currency,
    days: z.array(
      z.object({
        date: isoDate,
        fromUsdCents: usdCents.nullable().meta({ description: 'After the offer, if any.' }),
        from: Money.nullable(),
        fullUsdCents: usdCents
          .nullable()
          .meta({ description: 'Before the offer (equal to fromUsdCents without one).' }),
        offer: z
          .object({ kind: z.enum(['early_booking', 'long_stay']), percentOff: z.number().int() })
          .nullable()
          .meta({ description: 'The automatic offer in the price, when one applies.' }),
      }),
    ),
    unavailable: z.array(isoDate),
  }),
);

export const QuoteResponse = component(
  'Quote',
  'A priced stay. Nothing is held: the rooms may be gone when the hold is asked for.',
  z.object({
    hotelCode: z.string(),
    checkIn: isoDate,
    checkOut: isoDate,
    nights: z.array(isoDate),
    currency: Currency,
    rooms: z.array(
      Room.extend({
        roomTypeCode: z.string(),
        nightlyUsdCents: z.array(usdCents),
        totalUsdCents: usdCents,
        total: Money,
      }),
    ),
    promoCode: z.string().nullable(),
    percentOff: z.number().int(),
    offer: z
      .object({ kind: z.enum(['early_booking', 'long_stay']), percentOff: z.number().int() })
      .nullable()
      .meta({ description: 'The automatic offer applied, when it saves more than any code.' }),
    fullTotalUsdCents: usdCents.meta({ description: 'Before the promotion.' }),
    discountUsdCents: usdCents,
    totalUsdCents: usdCents,
    total: Money.meta({
      description:
        'The amount a hold made now would charge, in the chosen currency (the stay total converted once, not the sum of converted rooms).',
    }),
    available: z.boolean().meta({ description: 'Whether every room could be held right now.' }),
  }),
);

export const HoldResponse = component(
  'Hold',
  'Rooms held pending payment until expiresAt. The secret is shown once: keep it to read or cancel the booking.',
  z.object({
    reference: z.string(),
    secret: z.string(),
    expiresAt: z.iso.datetime(),
    total: Money,
    totalUsdCents: usdCents,
  }),
);

export const BookingResponse = component(
  'Booking',
  'A booking as its holder sees it.',
  z.object({
    reference: z.string(),
    status: z.enum(['held', 'confirmed', 'expired', 'cancelled']),
    hotelCode: z.string(),
    hotelName: z.string(),
    checkIn: isoDate,
    checkOut: isoDate,
    holdExpiresAt: z.iso.datetime(),
    confirmedAt: z.iso.datetime().nullable(),
    promoCode: z.string().nullable(),
    totalUsdCents: usdCents,
    discountUsdCents: usdCents,
    total: Money.meta({ description: 'The amount charged, fixed when the hold was made.' }),
    locale: z.string(),
    guest: z
      .object({
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        phone: z.string(),
        country: z.string(),
        arrivalTime: z.string(),
        requests: z.string(),
      })
      .nullable(),
    rooms: z.array(
      Room.extend({
        roomTypeCode: z.string(),
        roomTypeName: z.object(
          Object.fromEntries(locales.map((l) => [l, z.string()])) as Record<Locale, z.ZodString>,
        ),
        guestName: z.string().nullable(),
        nightlyUsdCents: z.array(usdCents),
      }),
    ),
  }),
);

export type MoneyOut = z.infer<typeof Money>;
export type SearchResponse = z.infer<typeof SearchResponse>;
export type CalendarResponse = z.infer<typeof CalendarResponse>;
export type QuoteResponse = z.infer<typeof QuoteResponse>;
export type HoldResponse = z.infer<typeof HoldResponse>;
export type BookingResponse = z.infer<typeof BookingResponse>;
export type ApiErrorBody = z.infer<typeof ApiError>;
