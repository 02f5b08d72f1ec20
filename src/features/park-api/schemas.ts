import { z } from 'zod';
import { MAX_CART_PRODUCTS, MAX_PEOPLE_PER_ITEM } from '@/domain/cart';
import { ERROR_MESSAGES, type ParkApiErrorCode } from './errors';

/**
 * The park store API's contract: what it reads (query strings, path parameters, JSON bodies)
 * and what it answers. Handlers parse with these schemas, serializers are typed by them and
 * the OpenAPI section is generated from them (openapi.ts), so the three cannot drift apart.
 *
 * Shape checks only: the cart rules (an adult, a schedule, 5 products…) are the domain's,
 * which answers them with a CartError code the client can act on. The bounds below are looser
 * than the rules on purpose, so the client gets that precise code.
 */

/** The largest JSON body the API reads. */
export { MAX_BODY_BYTES } from '@/lib/json-api';
/** Carts created per client address and minute: each holds places, so flooding is refused. */
export const CARTS_PER_MINUTE = 20;
/** Places left at or below which a schedule shows "only N left" (never an exact stock count). */
export const FEW_PLACES_LEFT = 10;
/** Default window of the availability calendar when `to` is absent. */
export const DEFAULT_CALENDAR_DAYS = 31;
/** SPEC §4: an open ticket is valid 6 months from purchase. */
export const OPEN_TICKET_VALID_MONTHS = 6;

/** Schemas that become named OpenAPI components (`#/components/schemas/<id>`). */
export const parkRegistry = z.registry<{ id: string }>();

function component<T extends z.ZodType>(id: string, description: string, schema: T): T {
  const described = schema.meta({ description }) as T;
  parkRegistry.add(described, { id });
  return described;
}

// -------------------------------------------------------------------------------------------
// Pieces
// -------------------------------------------------------------------------------------------

export const isoDate = z.iso.date().meta({ description: 'A calendar date, YYYY-MM-DD.' });
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
const usdCents = z.number().int().meta({ description: 'US dollar cents, taxes included.' });
const count = z.number().int().min(0).max(99);
const code = (description: string, example: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .min(1)
    .max(40)
    .meta({ description, examples: [example] });
const Lang = z.object({ es: z.string(), en: z.string() }).meta({
  description: 'A text in Spanish and English (the park store is offered in both).',
});

/** Identical to the hotel API's components of the same name: the served document has one. */
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

const Price = z.object({ usdCents, price: Money });

// -------------------------------------------------------------------------------------------
// Requests
// -------------------------------------------------------------------------------------------

export const currencyQuery = z.object({ currency: currencyIso.optional() });

export const availabilityQuery = z.object({
  from: isoDate.optional().meta({
    description: 'First visit date shown, YYYY-MM-DD (today in America/Cancun if absent).',
  }),
  to: isoDate.optional().meta({
    description: `Day after the last date shown, YYYY-MM-DD (${DEFAULT_CALENDAR_DAYS} days after from if absent; at most 93 days).`,
  }),
  currency: currencyIso.optional(),
});

export const productCodeParam = code('Product code, e.g. XC-PLUS.', 'XC-PLUS');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const cartIdParam = z
  .string()
  .regex(UUID)
  .meta({
    description:
      'The cart id returned when it was created. Whoever has it can read and change the cart: keep it as you would a password.',
    examples: ['2f1d3c5e-8a7b-4c9d-9e0f-1a2b3c4d5e6f'],
  });
export const itemIdParam = z
  .string()
  .regex(UUID)
  .meta({ description: 'An item of the cart (its id in the cart).' });
export const complementIdParam = z.coerce
  .number()
  .int()
  .min(1)
  .max(1_000_000)
  .meta({ description: "A complement's id (from the catalogue).", examples: [3] });

const choices = {
  visitDate: isoDate.nullable().optional().meta({
    description:
      'Visit date, YYYY-MM-DD (America/Cancun). Required unless openTicket; null or absent with openTicket.',
  }),
  openTicket: z
    .boolean()
    .default(false)
    .meta({
      description: `An undated ticket at the open price, valid ${OPEN_TICKET_VALID_MONTHS} months from purchase. It holds no places.`,
    }),
  schedule: z
    .string()
    .trim()
    .max(10)
    .nullable()
    .optional()
    .meta({
      description: "A schedule code of the product (see the catalogue's schedules), e.g. 0830.",
      examples: ['0830'],
    }),
  adults: count.meta({ description: 'Adults (12 and over), at least 1.' }),
  children: count.default(0).meta({ description: "Children, in the product's children band." }),
  infants: count.default(0).meta({
    description: 'Infants (0-4), free, only where the product admits them.',
  }),
  transport: z
    .string()
    .trim()
    .toUpperCase()
    .max(10)
    .nullable()
    .optional()
    .meta({
      description:
        'A pick-up zone code of the product (CUN, PDC, RM, TUL…), or null. Not for a same-day visit.',
      examples: ['CUN'],
    }),
  food: z.boolean().default(false).meta({ description: "The product's food add-on." }),
  photo: z.boolean().default(false).meta({ description: "The product's photo pack." }),
};

export const ItemRequest = component(
  'CartItemRequest',
  `A product with the visitor's choices, to add to a cart (at most ${MAX_CART_PRODUCTS} products, ${MAX_PEOPLE_PER_ITEM} people per product).`,
  z.strictObject({
    product: code('Product code from the catalogue, e.g. XC-PLUS.', 'XC-PLUS'),
    ...choices,
  }),
);

export const ItemChanges = component(
  'CartItemChanges',
  'New choices for an item (the product stays). Fields absent keep their value; its places are given back and the new ones taken at once, or nothing changes.',
  z.strictObject({
    visitDate: choices.visitDate,
    openTicket: z.boolean().optional(),
    schedule: choices.schedule,
    adults: count.optional(),
    children: count.optional(),
    infants: count.optional(),
    transport: choices.transport,
    food: z.boolean().optional(),
    photo: z.boolean().optional(),
  }),
);

// -------------------------------------------------------------------------------------------
// Responses
// -------------------------------------------------------------------------------------------

export const ParkError = component(
  'ParkError',
  'Every park store error: a stable code to act on, an English message for people (the SPEC §8 wording for the cart rules), and details where useful.',
  z.object({
    error: z.object({
      code: z
        .enum(Object.keys(ERROR_MESSAGES) as [ParkApiErrorCode, ...ParkApiErrorCode[]])
        .meta({ description: 'What went wrong, stable: act on this, not on the message.' }),
      message: z.string(),
      detail: z.record(z.string(), z.unknown()).optional(),
    }),
  }),
);

const Schedule = z.object({
  code: z.string(),
  label: z.string(),
  startTime: z.string().meta({ description: 'HH:MM, resort time.' }),
  weekdays: z
    .array(z.number().int().min(1).max(7))
    .meta({ description: 'ISO weekdays it runs (1 = Monday … 7 = Sunday).' }),
});

const Complement = z.object({
  id: z.number().int(),
  idUpgrade: z.number().int(),
  code: z.string(),
  businessUnitCode: z.string(),
  name: Lang,
  nameUpgrade: Lang,
  infoDetails: z.object({ title: Lang, subtitle: Lang, description: Lang }),
  img: z.string(),
  priceUsdCents: usdCents.meta({ description: 'Per person (photo packs: per item).' }),
  price: Money,
});

export const ParkProduct = component(
  'ParkProduct',
  'A park, tour or activity with everything its booking widget offers.',
  z.object({
    code: z.string(),
    slug: z.string(),
    kind: z.enum(['park', 'tour']),
    businessUnit: z.object({ code: z.string(), name: z.string() }),
    name: Lang,
    title: Lang,
    listing: Lang,
    ageNote: Lang,
    scheduleText: Lang,
    logo: z.string(),
    ages: z.object({
      minAge: z.number().int().meta({ description: 'Youngest visitor admitted.' }),
      recommendedMinAge: z.number().int().nullable(),
      adults: z.object({ min: z.number().int() }),
      children: z.object({ min: z.number().int(), max: z.number().int() }),
      infants: z
        .object({ min: z.number().int(), max: z.number().int() })
        .nullable()
        .meta({ description: 'Free; null where the product admits no infants.' }),
    }),
    requiresAdmission: z.string().nullable().meta({
      description:
        'An activity with additional cost: the business unit whose park admission must be in the cart first.',
    }),
    transportIncluded: z.boolean(),
    snorkelDepositUsdCents: usdCents
      .nullable()
      .meta({ description: 'Refundable snorkel gear deposit paid at the park, where it applies.' }),
    schedules: z.array(Schedule),
    transportZones: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        priceUsdCents: usdCents.meta({ description: 'Per paying person.' }),
        price: Money,
      }),
    ),
    addOns: z.object({
      food: z
        .object({ name: Lang, priceUsdCents: usdCents, price: Money })
        .nullable()
        .meta({ description: 'Per paying person.' }),
      photo: Price.nullable().meta({ description: 'Per item.' }),
    }),
    complements: z.array(Complement),
    listPrices: z
      .object({
        adult: Price,
        child: Price,
        openTicketAdult: Price,
        openTicketChild: Price,
      })
      .meta({ description: 'Per person before presale and package discounts.' }),
  }),
);

export const CatalogueResponse = component(
  'Catalogue',
  'Every product on sale, with the discounts that apply to a cart.',
  z.object({
    currency: Currency,
    maxProducts: z.number().int().meta({ description: 'Products a cart (package) can hold.' }),
    openTicketValidMonths: z.number().int(),
    presale: z.array(z.object({ daysAhead: z.number().int(), percentOff: z.number().int() })).meta({
      description:
        'Buying at least daysAhead days before the visit takes percentOff off admissions.',
    }),
    packageDiscount: z
      .array(z.object({ minProducts: z.number().int(), percentOff: z.number().int() }))
      .meta({
        description:
          'Different products in one cart take percentOff off admissions (the highest step reached).',
      }),
    products: z.array(ParkProduct),
  }),
);

export const AvailabilityResponse = component(
  'ProductAvailability',
  'Per visit date: whether it can be booked, the schedules that run with their availability, and the price per person after the presale discount of buying today.',
  z.object({
    product: z.string(),
    from: isoDate,
    to: isoDate,
    today: isoDate.meta({ description: 'Today at the parks (America/Cancun).' }),
    currency: Currency,
    days: z.array(
      z.object({
        date: isoDate,
        available: z.boolean(),
        presalePercent: z.number().int(),
        presaleDaysAhead: z
          .number()
          .int()
          .nullable()
          .meta({ description: 'The presale reached (21 or 7 days ahead), or null.' }),
        adultUsdCents: usdCents.nullable(),
        childUsdCents: usdCents.nullable(),
        adult: Money.nullable(),
        child: Money.nullable(),
        schedules: z
          .array(
            z.object({
              code: z.string(),
              available: z.boolean(),
              fewLeft: z
                .number()
                .int()
                .nullable()
                .meta({
                  description: `Places left when ${FEW_PLACES_LEFT} or fewer, else null.`,
                }),
            }),
          )
          .meta({ description: 'The schedules that run that day; one missing does not.' }),
      }),
    ),
  }),
);

const CartItem = component(
  'CartItem',
  "One product of a cart with the visitor's choices and the prices fixed when it was added (USD cents).",
  z.object({
    id: z.string(),
    product: z.object({
      code: z.string(),
      slug: z.string(),
      kind: z.enum(['park', 'tour']),
      name: Lang,
    }),
    visitDate: isoDate.nullable(),
    openTicket: z.boolean(),
    schedule: z.object({ code: z.string(), label: z.string(), startTime: z.string() }).nullable(),
    adults: z.number().int(),
    children: z.number().int(),
    infants: z.number().int(),
    transport: z.object({ code: z.string(), name: z.string() }).nullable(),
    food: z.boolean(),
    photo: z.boolean(),
    status: z.enum(['held', 'expired']).meta({
      description:
        'held: its places are kept until holdExpiresAt. expired: they were given back; renew the hold to try to take them again.',
    }),
    holdExpiresAt: z.iso.datetime().nullable(),
    presalePercent: z.number().int(),
    unitPrices: z
      .object({
        adultUsdCents: usdCents,
        childUsdCents: usdCents,
        transportUsdCents: usdCents,
        foodUsdCents: usdCents,
        photoUsdCents: usdCents,
      })
      .meta({
        description:
          'Admission per person before presale; transport and food per paying person; photo per item.',
      }),
    complements: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        name: Lang,
        priceUsdCents: usdCents,
        hasBeenAdded: z.boolean(),
      }),
    ),
    admissionUsdCents: usdCents,
    extrasUsdCents: usdCents,
    totalUsdCents: usdCents,
    total: Money,
  }),
);

export const CartResponse = component(
  'Cart',
  'A cart (a package of at most 5 products) with its totals. The package discount applies to admissions.',
  z.object({
    id: z.string(),
    currency: Currency,
    items: z.array(CartItem),
    subtotalUsdCents: usdCents,
    packagePercent: z.number().int(),
    packageDiscountUsdCents: usdCents,
    totalUsdCents: usdCents,
    subtotal: Money,
    packageDiscount: Money,
    total: Money.meta({
      description: 'The total converted once (not the sum of converted items).',
    }),
    holdExpiresAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'When the first live hold ends (the countdown), or null.' }),
    checkoutUntil: z.iso.datetime().nullable().meta({
      description:
        'While a checkout is paying for the cart: until when. Meanwhile every change is refused with CART_PAYMENT_PENDING (409); DELETE /api/v1/carts/{id}/checkout/ abandons the payment. Null: the cart can change.',
    }),
  }),
);

export const CartCreatedResponse = component(
  'CartCreated',
  'A new cart with its first product. Keep cartId: it is the only key to the cart.',
  z.object({ cartId: z.string(), itemId: z.string(), cart: CartResponse }),
);

export const CheckoutAbandonedResponse = component(
  'CartCheckoutAbandoned',
  'Whether a payment was under way, and the cart, which can change again.',
  z.object({ abandoned: z.boolean(), cart: CartResponse }),
);

export const ItemAddedResponse = component(
  'CartItemAdded',
  'The item added and the cart as it now stands.',
  z.object({ itemId: z.string(), cart: CartResponse }),
);

export const ItemsRemovedResponse = component(
  'CartItemsRemoved',
  'The items removed (the one asked for, and activities that needed its admission) and the cart.',
  z.object({ removed: z.array(z.string()), cart: CartResponse }),
);

export const HoldRenewedResponse = component(
  'CartHoldRenewed',
  'Dated items held again for the hold time; unavailable counts expired items whose places are gone; capped counts items already held for the longest a cart may hold them (buy them, or add them again).',
  z.object({
    renewed: z.number().int(),
    unavailable: z.number().int(),
    capped: z.number().int(),
    cart: CartResponse,
  }),
);

export type MoneyOut = z.infer<typeof Money>;
export type ItemRequest = z.output<typeof ItemRequest>;
export type ItemChanges = z.output<typeof ItemChanges>;
export type ParkErrorBody = z.infer<typeof ParkError>;
export type ParkProductOut = z.infer<typeof ParkProduct>;
export type CatalogueResponse = z.infer<typeof CatalogueResponse>;
export type AvailabilityResponse = z.infer<typeof AvailabilityResponse>;
export type CartResponse = z.infer<typeof CartResponse>;
