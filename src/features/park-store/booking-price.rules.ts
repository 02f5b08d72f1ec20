/**
 * What the park booking widget and its printable quote show for a set of choices: the unit
 * prices that apply (open ticket, the chosen date's after presale, or the list price "from"),
 * the schedules running that day, the transport that applies, the bill's lines and their
 * total, and whether a price can be given at all (SPEC §8). Pure: the widget runs it on every
 * choice in the browser, the quote on the server, so both show the same numbers.
 */
import type { BookingChoices } from './booking-query';

/** What is known of the chosen date (a ProductDay of the tickets context). */
export type DayOffer = {
  /** Bookable: a price and a schedule with places. */
  available: boolean;
  /** After the presale discount of buying today, USD cents; null: no price that day. */
  adultUsdCents: number | null;
  childUsdCents: number | null;
  presalePercent: number;
  /** Places left per schedule slot; a slot missing does not run that day. */
  slots: { slotId: number; left: number }[];
};

export type Zone = { id: number; code: string; name: string; priceUsdCents: number };
export type Slot = { id: number; code: string; label: string };

/** The product as the widget prices it (USD cents). */
export type PricedProduct = {
  /** List prices ("from", before a date is chosen) and open-ticket prices. */
  prices: { adult: number; child: number; openAdult: number; openChild: number };
  slots: Slot[];
  zones: Zone[];
  food: { priceUsdCents: number } | null;
  photoUsdCents: number | null;
};

/** Below this many places left, a schedule says how many. */
export const FEW_PLACES = 30;

export type RunningSlot = Slot & {
  left: number;
  /** How the schedule reads: sold out, "N left", or its label alone. */
  availability: 'soldOut' | 'few' | 'plenty';
};

export type PriceLine =
  | { kind: 'adults' | 'children'; count: number; unitUsdCents: number; amountUsdCents: number }
  /** Infants enter free: the line names them without an amount. */
  | { kind: 'infants'; count: number; amountUsdCents: 0 }
  | { kind: 'transport'; zone: Zone; count: number; unitUsdCents: number; amountUsdCents: number }
  | { kind: 'food'; count: number; unitUsdCents: number; amountUsdCents: number }
  /** Once per booking. */
  | { kind: 'photo'; amountUsdCents: number };

export type BookingPrice = {
  /** Which prices apply: the open ticket's, the chosen date's, or the list price (an estimate). */
  basis: 'openTicket' | 'date' | 'from';
  adultUsdCents: number;
  childUsdCents: number;
  /** The presale discount in the date's prices (0 but for a date bought ahead). */
  presalePercent: number;
  /** A date is chosen and it is not on sale (closed, sold out, past the sale window). */
  dateClosed: boolean;
  /** The schedules that run on the chosen date, with their places. */
  running: RunningSlot[];
  /** The chosen schedule, when it runs that day and has places. */
  slot: RunningSlot | undefined;
  /** A visit today: no transport (SPEC §5). */
  sameDay: boolean;
  /** The transport zone that applies (none on a same-day visit). */
  zone: Zone | undefined;
  lines: PriceLine[];
  /** The lines added up: the same sum the cart charges (domain `itemTotal`). */
  totalUsdCents: number;
  /** SPEC §8: the price cannot be obtained for the chosen date; say so, show no number. */
  unavailable: boolean;
};

export function slotAvailability(left: number): RunningSlot['availability'] {
  return left <= 0 ? 'soldOut' : left < FEW_PLACES ? 'few' : 'plenty';
}

/**
 * Prices a set of choices. `day` is what is known of the chosen date: a DayOffer, null when
 * it is not on sale, undefined when not known (yet); `priceFailed` says its prices could not
 * be fetched.
 */
export function bookingPrice(
  product: PricedProduct,
  choices: BookingChoices,
  {
    today,
    day,
    priceFailed = false,
  }: { today: string; day: DayOffer | null | undefined; priceFailed?: boolean },
): BookingPrice {
  const dated = !choices.openTicket;
  const chosenDay = dated && choices.date ? day : undefined;
  const dateClosed =
    dated && choices.date !== '' && (day === null || (day !== undefined && !day.available));
  const running: RunningSlot[] = chosenDay
    ? product.slots.flatMap((slot) => {
        const places = chosenDay.slots.find((s) => s.slotId === slot.id);
        return places
          ? [{ ...slot, left: places.left, availability: slotAvailability(places.left) }]
          : [];
      })
    : [];
  // A product with one schedule has nothing to choose: it is taken when it runs with places.
  const only = product.slots.length === 1 && running.length === 1 ? running[0] : undefined;
  const slot =
    running.find((s) => s.code === choices.slot && s.left > 0) ??
    (only && only.left > 0 ? only : undefined);
  const sameDay = dated && choices.date === today;
  const zone = sameDay ? undefined : product.zones.find((z) => z.code === choices.transport);

  const datePrices =
    chosenDay &&
    chosenDay.available &&
    chosenDay.adultUsdCents !== null &&
    chosenDay.childUsdCents !== null
      ? {
          adult: chosenDay.adultUsdCents,
          child: chosenDay.childUsdCents,
          presale: chosenDay.presalePercent,
        }
      : undefined;
  const basis = choices.openTicket ? 'openTicket' : datePrices ? 'date' : 'from';
  const unit =
    basis === 'openTicket'
      ? { adult: product.prices.openAdult, child: product.prices.openChild, presale: 0 }
      : (datePrices ?? { adult: product.prices.adult, child: product.prices.child, presale: 0 });

  const people = choices.adults + choices.children;
  const lines: PriceLine[] = [
    {
      kind: 'adults',
      count: choices.adults,
      unitUsdCents: unit.adult,
      amountUsdCents: choices.adults * unit.adult,
    },
  ];
  if (choices.children > 0)
    lines.push({
      kind: 'children',
      count: choices.children,
      unitUsdCents: unit.child,
      amountUsdCents: choices.children * unit.child,
    });
  if (choices.infants > 0)
    lines.push({ kind: 'infants', count: choices.infants, amountUsdCents: 0 });
  // Transport and food are per paying person: infants ride and eat free.
  if (zone)
    lines.push({
      kind: 'transport',
      zone,
      count: people,
      unitUsdCents: zone.priceUsdCents,
      amountUsdCents: people * zone.priceUsdCents,
    });
  if (choices.food && product.food)
    lines.push({
      kind: 'food',
      count: people,
      unitUsdCents: product.food.priceUsdCents,
      amountUsdCents: people * product.food.priceUsdCents,
    });
  if (choices.photo && product.photoUsdCents !== null)
    lines.push({ kind: 'photo', amountUsdCents: product.photoUsdCents });

  const unavailable =
    dated &&
    choices.date !== '' &&
    (priceFailed ||
      (day != null && day.available && (day.adultUsdCents === null || day.childUsdCents === null)));

  return {
    basis,
    adultUsdCents: unit.adult,
    childUsdCents: unit.child,
    presalePercent: unit.presale,
    dateClosed,
    running,
    slot,
    sameDay,
    zone,
    lines,
    totalUsdCents: lines.reduce((sum, line) => sum + line.amountUsdCents, 0),
    unavailable,
  };
}
