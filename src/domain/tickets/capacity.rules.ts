import {
  bulkEditDates,
  checkRate,
  RATE_MAX_CENTS,
  RATE_PERCENT_MAX,
  RATE_PERCENT_MIN,
  RevenueError,
} from '@/domain/stays/index.rules';

/**
 * The park grid's bulk edit (issue 16): a product's schedule slots, a date range and its
 * weekdays, and what to set — places on sale (never below held + sold), closed with a reason
 * shown to visitors, or open (which also opens a date that had no places yet), and the
 * admission prices of those dates (absolute, or ± %). Pure: the service loads, these rules
 * compute and check, the service writes in one transaction. The range, weekday and price
 * bounds are the hotel grid's own (revenue.rules).
 */
/** A text in Spanish and English (the park pages' languages). */
export type Lang2 = { es: string; en: string };

export type PriceChange =
  | { mode: 'absolute'; adultUsdCents: number; childUsdCents?: number }
  | { mode: 'percent'; percent: number };

export type ParkEdit = {
  slotIds: number[];
  from: string;
  to: string;
  weekdays: number[];
  total?: number;
  /** true: closed (with `reason`); false: open, creating the places of a date that has none. */
  closed?: boolean;
  reason?: Lang2;
  price?: PriceChange;
};

/** Places of one schedule on one date (the largest park sells a few thousand a day). */
export const MAX_PLACES_PER_SLOT = 20_000;
/** A reason shown to visitors stays one short sentence. */
export const REASON_MAX = 140;

/** A visitor-facing reason: trimmed, the Spanish one required, the English one its fallback. */
export function closingReason(reason: Partial<Lang2> | undefined): Lang2 {
  const es = (reason?.es ?? '').trim();
  const en = (reason?.en ?? '').trim() || es;
  const bad = (text: string) =>
    text.length === 0 || text.length > REASON_MAX || /[\u0000-\u001f\u007f<>]/.test(text);
  if (bad(es) || bad(en)) throw new RevenueError('INVALID_REASON', { max: REASON_MAX });
  return { es, en };
}

/** Checks the edit's shape and returns the dates it touches (range ∩ weekdays). */
export function parkEditDates(edit: ParkEdit): string[] {
  const dates = bulkEditDates(edit.from, edit.to, edit.weekdays);
  if (edit.slotIds.length === 0) throw new RevenueError('NO_SLOTS');
  if (edit.total === undefined && edit.closed === undefined && edit.price === undefined)
    throw new RevenueError('NOTHING_TO_CHANGE');
  if (
    edit.total !== undefined &&
    !(Number.isInteger(edit.total) && edit.total >= 0 && edit.total <= MAX_PLACES_PER_SLOT)
  )
    throw new RevenueError('INVALID_TOTAL', { max: MAX_PLACES_PER_SLOT });
  if (edit.closed === true) closingReason(edit.reason);
  const price = edit.price;
  if (price?.mode === 'percent') {
    const p = price.percent;
    if (!(Number.isFinite(p) && p >= RATE_PERCENT_MIN && p <= RATE_PERCENT_MAX && p !== 0))
      throw new RevenueError('INVALID_RATE');
  }
  if (price?.mode === 'absolute') {
    checkRate(price.adultUsdCents);
    if (price.childUsdCents !== undefined) checkChild(price.childUsdCents);
  }
  return dates;
}

function checkChild(cents: number) {
  // A child may enter free (0); never more than the grids' ceiling.
  if (!(Number.isInteger(cents) && cents >= 0 && cents <= RATE_MAX_CENTS))
    throw new RevenueError('INVALID_RATE');
}

export type CapacityCell = {
  slotId: number;
  date: string;
  total: number;
  held: number;
  sold: number;
  closed: boolean;
  closedReason: Lang2 | null;
};

/**
 * A slot-date after the edit. An existing one keeps at least its held + sold places; closing
 * records the reason, opening clears it. A missing one (no places that day) is created only
 * when the edit opens dates: with the places given or the slot's usual capacity.
 */
export function editedCapacity(
  cell: CapacityCell | undefined,
  edit: ParkEdit,
  slot: { id: number; capacity: number },
  date: string,
): CapacityCell | undefined {
  if (!cell) {
    if (edit.closed !== false) return undefined;
    const total = Math.min(edit.total ?? slot.capacity, MAX_PLACES_PER_SLOT);
    return { slotId: slot.id, date, total, held: 0, sold: 0, closed: false, closedReason: null };
  }
  const total = edit.total ?? cell.total;
  if (total < cell.held + cell.sold)
    throw new RevenueError('BELOW_COMMITTED', {
      date: cell.date,
      committed: cell.held + cell.sold,
    });
  const closed = edit.closed ?? cell.closed;
  const closedReason =
    edit.closed === true ? closingReason(edit.reason) : closed ? cell.closedReason : null;
  return { ...cell, total, closed, closedReason };
}

export type PriceCell = {
  date: string;
  adultUsdCents: number;
  childUsdCents: number;
};

/**
 * A date's admission prices after the edit: an absolute price sets the adult one (and the
 * child one when given); a percentage moves both, rounded to the cent. A date without prices
 * gets them only from an absolute change naming both.
 */
export function editedPrice(
  cell: PriceCell | undefined,
  change: PriceChange,
  date: string,
): PriceCell | undefined {
  if (change.mode === 'absolute') {
    if (!cell && change.childUsdCents === undefined) return undefined;
    const next = {
      date,
      adultUsdCents: change.adultUsdCents,
      childUsdCents: change.childUsdCents ?? cell!.childUsdCents,
    };
    checkRate(next.adultUsdCents);
    checkChild(next.childUsdCents);
    return next;
  }
  if (!cell) return undefined;
  const scale = (cents: number) => Math.round((cents * (100 + change.percent)) / 100);
  const next = {
    ...cell,
    adultUsdCents: scale(cell.adultUsdCents),
    childUsdCents: scale(cell.childUsdCents),
  };
  checkRate(next.adultUsdCents);
  checkChild(next.childUsdCents);
  return next;
}

/** Why a whole day is closed, for visitors: the reason of its closed slots, when all are. */
export function dayClosedReason(
  cells: { closed: boolean; closedReason: Lang2 | null }[],
): Lang2 | null {
  if (cells.length === 0 || cells.some((c) => !c.closed)) return null;
  return cells.find((c) => c.closedReason)?.closedReason ?? null;
}
