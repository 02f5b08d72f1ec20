import { placesOf } from '@/domain/tickets/index.rules';
import { splitMinor } from '@/lib/money';
import { CartError } from './errors';

/** SPEC §9: at most 5 products per package. */
export const MAX_CART_PRODUCTS = 5;
/** People per item bought online (groups go through the call centre). */
export const MAX_PEOPLE_PER_ITEM = 15;
/**
 * Places one client (address) may hold at once in one schedule slot, across its carts: two
 * full items' worth, or 5 % of a large slot (travellers share addresses behind a mobile
 * carrier's NAT, and a 3,000-place park day sees many of them). Ten carts of 15 would hold a
 * whole 150-place tour; groups call us.
 */
export const MAX_PLACES_PER_SLOT_PER_HOLDER = 2 * MAX_PEOPLE_PER_ITEM;
export const MAX_SLOT_SHARE_PER_HOLDER = 0.05;

/** The places one client may hold in a slot of `capacity` places. */
export function placesCapFor(capacity: number): number {
  return Math.max(MAX_PLACES_PER_SLOT_PER_HOLDER, Math.ceil(capacity * MAX_SLOT_SHARE_PER_HOLDER));
}
/** The longest a cart item holds its places, renewals included (a checkout adds its own window). */
export const MAX_HOLD_MINUTES = 120;

/**
 * Refuses taking `adding` places in a slot of `capacity` places where the client already holds
 * `held`.
 */
export function checkPlacesCap(held: number, adding: number, capacity: number): void {
  const max = placesCapFor(capacity);
  if (adding > 0 && held + adding > max) throw new CartError('CART_HOLD_LIMIT', { max });
}

/**
 * Until when a renewal may hold an item: another `holdMinutes` from now, but never past
 * MAX_HOLD_MINUTES after its places were taken.
 */
export function renewedUntil(heldSince: Date, now: Date, holdMinutes: number): Date {
  return new Date(
    Math.min(now.getTime() + holdMinutes * 60_000, heldSince.getTime() + MAX_HOLD_MINUTES * 60_000),
  );
}

/** What the rules need to know about an item already in the cart. */
export type CartLine = {
  id: string;
  productId: number;
  businessUnitCode: string;
  /** A park or tour admission (not an activity that needs one). */
  isAdmission: boolean;
  /** For an activity with additional cost: the business unit whose admission it needs. */
  requiresAdmission?: string | null;
  visitDate: string | null;
};

/** What the visitor asks to add (or what an edited item becomes). */
export type LineRequest = {
  product: {
    id: number;
    businessUnitCode: string;
    infantsAdmitted: boolean;
    /** The youngest visitor admitted (quoted when infants are refused). */
    minAge: number;
    /** A business unit whose admission must already be in the cart (activities with cost). */
    requiresAdmission: string | null;
  };
  visitDate: string | null;
  openTicket: boolean;
  slotChosen: boolean;
  adults: number;
  children: number;
  infants: number;
  /**
   * Where the chosen date and slot stand for sale at the resort's time (the tickets context's
   * saleWindow: a day that has begun sells no transport and no slot that has started).
   */
  window: 'open' | 'past' | 'transport-same-day' | 'started';
};

/**
 * SPEC §5's cart rules, in the order a visitor would fix them. `editing` is the id of the
 * item being changed (it does not count against itself). `today` is the resort's date.
 */
export function checkLine(
  lines: CartLine[],
  request: LineRequest,
  today: string,
  editing?: string,
): void {
  const others = lines.filter((l) => l.id !== editing);
  if (!editing && others.length >= MAX_CART_PRODUCTS) throw new CartError('CART_LIMIT');
  if (!Number.isInteger(request.adults) || request.adults < 1) throw new CartError('CART_NO_ADULT');
  for (const n of [request.children, request.infants])
    if (!Number.isInteger(n) || n < 0) throw new CartError('CART_GENERIC');
  if (placesOf(request) > MAX_PEOPLE_PER_ITEM)
    throw new CartError('CART_TOO_MANY_PEOPLE', { max: MAX_PEOPLE_PER_ITEM });
  if (request.infants > 0 && !request.product.infantsAdmitted)
    throw new CartError('CART_INFANTS_NOT_ADMITTED', { minAge: request.product.minAge });
  if (!request.openTicket) {
    if (!request.visitDate) throw new CartError('CART_DATE_REQUIRED');
    if (request.visitDate < today) throw new CartError('CART_DATE_IN_PAST');
    if (!request.slotChosen) throw new CartError('CART_NO_SCHEDULE');
    if (request.window === 'transport-same-day') throw new CartError('CART_TRANSPORT_SAME_DAY');
    if (request.window === 'started') throw new CartError('CART_NO_AVAILABILITY');
  }
  if (others.some((l) => l.productId === request.product.id)) {
    throw new CartError(editing ? 'CART_SAME_DATES' : 'CART_DUPLICATE');
  }
  const admission = request.product.requiresAdmission;
  // An activity with additional cost is done on its park's visit: sharing that admission's
  // date is the point, not a clash. Every other pair of products needs different dates.
  const companions = (l: CartLine) =>
    (admission && l.isAdmission && l.businessUnitCode === admission) ||
    (!admission && l.requiresAdmission === request.product.businessUnitCode);
  if (
    request.visitDate &&
    others.some((l) => l.visitDate === request.visitDate && !companions(l))
  ) {
    // Adding: the spec's "same product or same date"; editing an item onto another's date:
    // "the dates of the products can't be the same".
    throw new CartError(editing ? 'CART_SAME_DATES' : 'CART_DUPLICATE');
  }
  if (admission && !others.some((l) => admitsTo(l, admission, request.visitDate))) {
    throw new CartError('CART_ADMISSION_REQUIRED', { businessUnit: admission });
  }
}

/** Whether a cart line is an admission to `unit` valid on `date` (an open ticket: any date). */
function admitsTo(line: CartLine, unit: string, date: string | null): boolean {
  return (
    line.isAdmission &&
    line.businessUnitCode === unit &&
    (line.visitDate === null || date === null || line.visitDate === date)
  );
}

/**
 * Activities left without the admission they need once `removedId` goes: they leave the cart
 * with it (they cannot be visited without it).
 */
export function dependentsOf(
  lines: CartLine[],
  removedId: string,
  requires: Map<number, string | null>,
) {
  const rest = lines.filter((l) => l.id !== removedId);
  return rest.filter((l) => {
    const unit = requires.get(l.productId);
    return unit && !rest.some((o) => admitsTo(o, unit, l.visitDate));
  });
}

/** Every field of a cart item that its price depends on (or that the sale delivers). */
export type PricedItem = {
  id: string;
  productId: number;
  visitDate: string | null;
  slotId: number | null;
  adults: number;
  children: number;
  infants: number;
  transportZoneId: number | null;
  food: boolean;
  photo: boolean;
  openTicket: boolean;
  adultUsdCents: number;
  childUsdCents: number;
  transportUsdCents: number;
  foodUsdCents: number;
  photoUsdCents: number;
  presalePercent: number;
  heldPlaces: number;
};

export type PricedComplement = { itemId: string; complementId: number; priceUsdCents: number };

const PRICED_FIELDS = [
  'id',
  'productId',
  'visitDate',
  'slotId',
  'adults',
  'children',
  'infants',
  'transportZoneId',
  'food',
  'photo',
  'openTicket',
  'adultUsdCents',
  'childUsdCents',
  'transportUsdCents',
  'foodUsdCents',
  'photoUsdCents',
  'presalePercent',
  'heldPlaces',
] as const satisfies readonly (keyof PricedItem)[];

/**
 * The canonical text of what a cart sells and at what price: its items (every priced field,
 * in id order) and their complements. Two carts sell the same thing at the same price exactly
 * when their texts are equal; the orders service keeps its hash with the amount it charges and
 * refuses to sell a cart whose text changed since (SPEC: the price a visitor saw is charged).
 */
export function pricedCartText(
  items: readonly PricedItem[],
  complements: readonly PricedComplement[],
): string {
  const byId = [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return JSON.stringify(
    byId.map((item) => [
      ...PRICED_FIELDS.map((field) => item[field]),
      complements
        .filter((c) => c.itemId === item.id)
        .map((c) => [c.complementId, c.priceUsdCents])
        .sort((a, b) => a[0]! - b[0]!),
    ]),
  );
}

/** What a cart's summary shows in the currency of the charge: lines that add up exactly. */
export type ChargeLines = {
  /** Per item, in the cart's order: its price before the package discount. */
  items: { id: string; minor: number }[];
  /** The package discount (0 when there is none), shown as a line of its own. */
  discountMinor: number;
  /** What is charged: the items less the discount, to the unit. */
  totalMinor: number;
};

/**
 * The lines of a cart in the currency it is (or was) charged in. `chargedMinor` is the total
 * charged (or to be charged), the cart's USD total converted once; the items and the package
 * discount are split from it in proportion to their USD prices, so that in every currency,
 * those without decimals included, the items less the discount make the total to the unit
 * (converting each line on its own would not: each rounds by itself).
 */
export function chargeLines(
  cart: {
    items: readonly { id: string; total: { totalUsdCents: number } }[];
    packageDiscountUsdCents: number;
    totalUsdCents: number;
  },
  chargedMinor: number,
): ChargeLines {
  const discountMinor =
    cart.packageDiscountUsdCents > 0 && cart.totalUsdCents > 0
      ? Math.round((chargedMinor * cart.packageDiscountUsdCents) / cart.totalUsdCents)
      : 0;
  const parts = splitMinor(
    chargedMinor + discountMinor,
    cart.items.map((i) => i.total.totalUsdCents),
  );
  return {
    items: cart.items.map((item, n) => ({ id: item.id, minor: parts[n]! })),
    discountMinor,
    totalMinor: chargedMinor,
  };
}
