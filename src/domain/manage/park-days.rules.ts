import { addDays, type ResortClock } from '@/lib/dates';
import { ageBands, saleWindow } from '@/domain/tickets/index.rules';

/**
 * Park days of a hotel stay (issue 15), the rules: which days of the stay a park day may be
 * on, who of the booking's guests goes in which ticket band, which schedule slot runs that day,
 * and why an included admission is refused. Pure: the use case (park-days.service) reads the
 * facts and writes.
 */

/** Why an included park day is refused; the page and the API name each. */
export type ParkDayRefusal =
  /** The booking is not a confirmed, paid stay (held, expired or cancelled). */
  | 'NOT_CONFIRMED'
  /** The hotel's plan does not include this park (it is sold through the cart). */
  | 'NOT_INCLUDED'
  /** The day is not a day of the stay (check-in through check-out, resort time). */
  | 'OUTSIDE_STAY'
  /** The day (or that day's slot) is over in the resort's time. */
  | 'PAST'
  /** The park does not open that day. */
  | 'CLOSED'
  /** The stay already has its admission to this park (one per park per guest per stay). */
  | 'ALREADY_RESERVED'
  /** A guest is younger than the park admits. */
  | 'TOO_YOUNG'
  /** Not enough places left that day. */
  | 'FULL'
  /** The request id already named a park day of another stay (a forged or reused id). */
  | 'REQUEST_ID_USED'
  /** Giving back: the stay has no park day with this id. */
  | 'NO_PARK_DAY'
  /** Giving back: a ticket of the day was already used at the gate. */
  | 'USED';

export class ParkDayRefused extends Error {
  constructor(readonly reason: ParkDayRefusal) {
    super(`Park day refused: ${reason}`);
    this.name = 'ParkDayRefused';
  }
}

/**
 * The days of a stay on which a park day may be: arrival through departure day (the guest is
 * at the resort both days), in the resort's calendar.
 */
export function stayDays(checkIn: string, checkOut: string): string[] {
  const days: string[] = [];
  for (let day = checkIn; day <= checkOut; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The live park days a changed stay can no longer keep (decision 0037): a day that is not a day
 * of the new stay (`stayDays`), and every day when the change drops rooms (each park day admits
 * all the stay's guests, so its tickets would count guests who no longer stay). The others stay
 * as they are.
 */
export function parkDaysLeavingStay<T extends { visitDate: string }>(
  parkDays: readonly T[],
  next: { checkIn: string; checkOut: string },
  roomsDropped: boolean,
): T[] {
  if (roomsDropped) return [...parkDays];
  return parkDays.filter((d) => d.visitDate < next.checkIn || d.visitDate > next.checkOut);
}

/** The days of the stay still ahead (today included) at the resort's `today`. */
export function openStayDays(checkIn: string, checkOut: string, today: string): string[] {
  return stayDays(checkIn, checkOut).filter((day) => day >= today);
}

export type ParkPeople = { adults: number; children: number; infants: number };

/**
 * The booking's guests as one park's tickets: every room's adults, and each child by age in the
 * park's own bands (tickets' `ageBands`: 12 and over pays as an adult, the park's child band,
 * infants where the park admits them). A child younger than the park admits refuses the day.
 */
export function parkPeople(
  rooms: readonly { adults: number; childrenAges: readonly number[] }[],
  product: { childMinAge: number; infantsAdmitted: boolean },
): ParkPeople | { refused: 'TOO_YOUNG' } {
  const bands = ageBands(product);
  const people: ParkPeople = { adults: 0, children: 0, infants: 0 };
  for (const room of rooms) {
    people.adults += room.adults;
    for (const age of room.childrenAges) {
      if (age >= bands.adults.min) people.adults += 1;
      else if (age >= bands.children.min) people.children += 1;
      else if (bands.infants && age >= bands.infants.min && age <= bands.infants.max)
        people.infants += 1;
      else return { refused: 'TOO_YOUNG' };
    }
  }
  return people;
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
function isoWeekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The schedule slot of a product that runs on `date` (the first in the catalogue's order). */
export function slotOn<S extends { id: number; weekdays: readonly number[] }>(
  slots: readonly S[],
  date: string,
): S | undefined {
  const weekday = isoWeekdayOf(date);
  return slots.find((s) => s.weekdays.includes(weekday));
}

/**
 * Why an included park day cannot be reserved, or null. Checked in this order: the booking,
 * the plan, the day, the schedule, the one-per-park limit. Places are the capacity's to say.
 */
export function parkDayRefusal(facts: {
  bookingStatus: string;
  checkIn: string;
  checkOut: string;
  visitDate: string;
  clock: ResortClock;
  included: boolean;
  /** The slot that runs that day, if any: its start and whether the park includes transport. */
  slot: { startTime: string } | undefined;
  transportIncluded: boolean;
  alreadyReserved: boolean;
}): ParkDayRefusal | null {
  if (facts.bookingStatus !== 'confirmed') return 'NOT_CONFIRMED';
  if (!facts.included) return 'NOT_INCLUDED';
  if (!stayDays(facts.checkIn, facts.checkOut).includes(facts.visitDate)) return 'OUTSIDE_STAY';
  if (facts.visitDate < facts.clock.date) return 'PAST';
  if (!facts.slot) return 'CLOSED';
  const window = saleWindow(
    { date: facts.visitDate, startTime: facts.slot.startTime, transport: facts.transportIncluded },
    facts.clock,
  );
  if (window !== 'open') return 'PAST';
  if (facts.alreadyReserved) return 'ALREADY_RESERVED';
  return null;
}

/**
 * Why an included park day cannot be given back now, or null: until its slot starts on the
 * day itself (the same window as reserving it, so a guest never gives back a day they could
 * not take again), a stay that is still confirmed. A day already given back is not refused
 * here: the use case answers it as a replay.
 */
export function parkDayReleaseRefusal(facts: {
  bookingStatus: string;
  visitDate: string;
  clock: ResortClock;
  slot: { startTime: string } | undefined;
  transportIncluded: boolean;
}): ParkDayRefusal | null {
  if (facts.bookingStatus !== 'confirmed') return 'NOT_CONFIRMED';
  if (facts.visitDate < facts.clock.date) return 'PAST';
  if (!facts.slot) return facts.visitDate > facts.clock.date ? null : 'PAST';
  const window = saleWindow(
    { date: facts.visitDate, startTime: facts.slot.startTime, transport: facts.transportIncluded },
    facts.clock,
  );
  return window === 'open' ? null : 'PAST';
}

/** One line of a trip's itinerary: a day of the stay, or a park day. */
export type ItineraryEntry =
  | { kind: 'arrival' | 'night' | 'departure'; date: string }
  | { kind: 'park'; date: string; parkDayId: string };

/**
 * The stay and its park days as one itinerary, in date order: arrival, each further night,
 * departure; on each day the stay's line first, then that day's park days in the given order.
 */
export function itinerary(
  stay: { checkIn: string; checkOut: string },
  parkDays: readonly { id: string; visitDate: string }[],
): ItineraryEntry[] {
  const entries: ItineraryEntry[] = stayDays(stay.checkIn, stay.checkOut).map((date) => ({
    kind: date === stay.checkIn ? 'arrival' : date === stay.checkOut ? 'departure' : 'night',
    date,
  }));
  const order = (e: ItineraryEntry) => (e.kind === 'park' ? 1 : 0);
  return [
    ...entries,
    ...parkDays.map((p): ItineraryEntry => ({ kind: 'park', date: p.visitDate, parkDayId: p.id })),
  ]
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        a.entry.date.localeCompare(b.entry.date) ||
        order(a.entry) - order(b.entry) ||
        a.index - b.index,
    )
    .map((x) => x.entry);
}
