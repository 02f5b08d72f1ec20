/**
 * The booking widget's choices as they travel in the product page's address (a quote's link
 * restores them: `?date=2027-05-10&adults=2&children=1&slot=0830&transport=CUN&photo=1`).
 * Schedules and transport zones go by their codes, which read better than ids in a shared
 * link. Pure: the server reads the address with it, the widget writes it.
 */

export type BookingChoices = {
  /** ISO date, or '' before one is chosen (and with an open ticket). */
  date: string;
  openTicket: boolean;
  adults: number;
  children: number;
  infants: number;
  /** Schedule slot code, or ''. */
  slot: string;
  /** Transport zone code, or '' for none. */
  transport: string;
  food: boolean;
  photo: boolean;
};

/** What the address may name: the product's own options. */
export type QueryOptions = {
  today: string;
  maxDate: string;
  maxPeople: number;
  slotCodes: string[];
  zoneCodes: string[];
  infantsAdmitted: boolean;
  hasFood: boolean;
  hasPhoto: boolean;
};

type Params = Record<string, string | string[] | undefined>;

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The address's keys that carry a choice (the quote's own `quote` is not one). */
export const BOOKING_QUERY_KEYS = [
  'date',
  'open',
  'adults',
  'children',
  'infants',
  'slot',
  'transport',
  'food',
  'photo',
] as const;

/** SPEC §3 client state: 2 adults by default. */
export const DEFAULT_ADULTS = 2;

const first = (params: Params, key: string) => {
  const value = params[key];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

function count(raw: string, min: number, max: number, fallback: number): number {
  if (!/^\d{1,2}$/.test(raw)) return fallback;
  return Math.min(max, Math.max(min, Number(raw)));
}

function validDate(raw: string, today: string, maxDate: string): string {
  if (!ISO.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`))) return '';
  return raw >= today && raw <= maxDate ? raw : '';
}

/** Reads the choices from the address; anything the product does not offer is dropped. */
export function parseBookingQuery(params: Params, options: QueryOptions): BookingChoices {
  const openTicket = first(params, 'open') === '1';
  const slot = first(params, 'slot');
  const transport = first(params, 'transport');
  return {
    date: openTicket ? '' : validDate(first(params, 'date'), options.today, options.maxDate),
    openTicket,
    adults: count(first(params, 'adults'), 1, options.maxPeople, DEFAULT_ADULTS),
    children: count(first(params, 'children'), 0, options.maxPeople, 0),
    infants: options.infantsAdmitted ? count(first(params, 'infants'), 0, options.maxPeople, 0) : 0,
    slot: !openTicket && options.slotCodes.includes(slot) ? slot : '',
    transport: options.zoneCodes.includes(transport) ? transport : '',
    food: options.hasFood && first(params, 'food') === '1',
    photo: options.hasPhoto && first(params, 'photo') === '1',
  };
}

/** The address query of a set of choices (defaults left out), for the quote and its link. */
export function bookingQueryString(choices: BookingChoices, extra: Record<string, string> = {}) {
  const query = new URLSearchParams();
  if (choices.openTicket) query.set('open', '1');
  else if (choices.date) query.set('date', choices.date);
  query.set('adults', String(choices.adults));
  if (choices.children) query.set('children', String(choices.children));
  if (choices.infants) query.set('infants', String(choices.infants));
  if (choices.slot && !choices.openTicket) query.set('slot', choices.slot);
  if (choices.transport) query.set('transport', choices.transport);
  if (choices.food) query.set('food', '1');
  if (choices.photo) query.set('photo', '1');
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  return query.toString();
}
