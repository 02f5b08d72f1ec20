import type { ResortClock } from '@/lib/dates';

/** SPEC §5 park ages: adults 12+, children 5-11 (6-11 for Xenotes and Xichén), infants 0-4. */
export const ADULT_MIN_AGE = 12;
export const INFANT_MAX_AGE = 4;

export type AgeBands = {
  adults: { min: number };
  children: { min: number; max: number };
  /** Absent where the product admits no one under its minimum age (Xplor, Xavage: 5+). */
  infants?: { min: 0; max: number };
};

export function ageBands(product: { childMinAge: number; infantsAdmitted: boolean }): AgeBands {
  return {
    adults: { min: ADULT_MIN_AGE },
    children: { min: product.childMinAge, max: ADULT_MIN_AGE - 1 },
    // Infants up to the children's band: 0-4 where children start at 5; 0-5 at Xenotes, whose
    // children start at 6 and which only recommends 6 or older (a 5-year-old is not refused).
    ...(product.infantsAdmitted
      ? { infants: { min: 0, max: Math.max(INFANT_MAX_AGE, product.childMinAge - 1) } as const }
      : {}),
  };
}

/** The people an item brings (SPEC §5's limit per item counts them all). */
export type PartySize = { adults: number; children: number; infants: number };

/**
 * The places a dated visit takes from its time slot: one per person, infants included (they
 * ride free but stand in the park). An open ticket takes none; callers pass only dated lines.
 */
export function placesOf(party: PartySize): number {
  return party.adults + party.children + party.infants;
}

const DAY_MS = 86_400_000;

/** Whole days from `today` to `visit` (ISO dates). */
export function daysAhead(today: string, visit: string): number {
  return Math.round((Date.parse(`${visit}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

export type PresaleRule = { daysAhead: number; percentOff: number };

/** The presale discount for buying `days` ahead: the best rule reached (21 days, 7 days). */
export function presalePercent(rules: PresaleRule[], days: number): number {
  return rules
    .filter((r) => days >= r.daysAhead)
    .reduce((best, r) => Math.max(best, r.percentOff), 0);
}

export function discounted(usdCents: number, percentOff: number): number {
  return usdCents - Math.round((usdCents * percentOff) / 100);
}

export type PackageStep = { minProducts: number; percentOff: number };

/** The package discount for this many different products in the cart (0 below the first step). */
export function packagePercent(steps: PackageStep[], distinctProducts: number): number {
  return steps
    .filter((s) => distinctProducts >= s.minProducts)
    .reduce((best, s) => Math.max(best, s.percentOff), 0);
}

/** The choices and unit prices of one cart item (USD cents). */
export type ItemPricing = {
  adults: number;
  children: number;
  adultUsdCents: number;
  childUsdCents: number;
  presalePercent: number;
  /** Per person (adults and children; infants ride free). */
  transportUsdCents: number;
  foodUsdCents: number;
  /** Per item. */
  photoUsdCents: number;
  /** Per person, each complement added. */
  complementsUsdCents: number[];
};

export type ItemTotal = {
  admissionUsdCents: number;
  extrasUsdCents: number;
  totalUsdCents: number;
};

/**
 * An item's price: admission (after presale) for adults and children, then transport, food
 * and complements per paying person, and the photo pack once. Infants are free.
 */
export function itemTotal(p: ItemPricing): ItemTotal {
  const people = p.adults + p.children;
  const admissionUsdCents =
    p.adults * discounted(p.adultUsdCents, p.presalePercent) +
    p.children * discounted(p.childUsdCents, p.presalePercent);
  const perPerson =
    p.transportUsdCents + p.foodUsdCents + p.complementsUsdCents.reduce((a, b) => a + b, 0);
  const extrasUsdCents = people * perPerson + p.photoUsdCents;
  return { admissionUsdCents, extrasUsdCents, totalUsdCents: admissionUsdCents + extrasUsdCents };
}

/**
 * A complement's price for an item's visit date (SPEC §3: `price` fetched for the chosen
 * date): its list price scaled like the item's admission that day (seasons, Saturdays). The
 * item's adult price is the date's list price before presale; an open ticket has no date and
 * pays the list price.
 */
export function complementPriceForDate(
  listUsdCents: number,
  item: { openTicket: boolean; adultUsdCents: number },
  productListAdultUsdCents: number,
): number {
  if (item.openTicket || productListAdultUsdCents <= 0) return listUsdCents;
  return Math.round((listUsdCents * item.adultUsdCents) / productListAdultUsdCents);
}

/** Where a dated visit stands for sale: on sale, or why not. */
export type SaleWindow = 'open' | 'past' | 'transport-same-day' | 'started';

/**
 * Whether a schedule slot of `visit.date` is still on sale at `clock` (the resort's time). A
 * later day: yes; an earlier one: no. On the day itself: never with transport (SPEC §5:
 * "Transport is not available for same-day visits", whether the pick-up is chosen or included
 * in the price), and otherwise only until the slot starts (for a tour, its pick-up window).
 */
export function saleWindow(
  visit: { date: string; startTime: string; transport: boolean },
  clock: ResortClock,
): SaleWindow {
  if (visit.date !== clock.date) return visit.date > clock.date ? 'open' : 'past';
  if (visit.transport) return 'transport-same-day';
  return clock.time < visit.startTime ? 'open' : 'started';
}
