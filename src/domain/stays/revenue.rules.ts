import { addDays } from '@/lib/dates';
import { MAX_NIGHTS, stayNights } from './stays.rules';

/**
 * The revenue grid's bulk edit (issue 16): a date range, the weekdays within it and the room
 * types, and what to set on each night — rooms to sell, stop-sell, the nightly rate (absolute
 * or ± %), the minimum stay. Pure: the service loads the nights, these rules compute and
 * validate the new values, the service writes them in one transaction.
 */
export type RateChange =
  { mode: 'absolute'; usdCents: number } | { mode: 'percent'; percent: number };

export type BulkEdit = {
  roomTypeIds: number[];
  /** First and last night, inclusive (ISO dates). */
  from: string;
  to: string;
  /** ISO weekdays (1 = Monday … 7 = Sunday) the edit applies to. */
  weekdays: number[];
  total?: number;
  closed?: boolean;
  rate?: RateChange;
  minStay?: number;
};

/** A bulk edit spans at most two years of nights. */
export const BULK_EDIT_MAX_DAYS = 731;
/** Rooms of one type on one night (the largest hotel has a few hundred). */
export const MAX_ROOMS_PER_TYPE = 2000;
export const RATE_PERCENT_MIN = -90;
export const RATE_PERCENT_MAX = 500;
/** A nightly rate in USD cents: from $1 to $100,000. */
export const RATE_MIN_CENTS = 100;
export const RATE_MAX_CENTS = 10_000_000;

export type RevenueErrorCode =
  | 'INVALID_RANGE'
  | 'NO_WEEKDAYS'
  | 'NO_ROOM_TYPES'
  | 'NOTHING_TO_CHANGE'
  | 'INVALID_TOTAL'
  | 'BELOW_COMMITTED'
  | 'INVALID_RATE'
  | 'INVALID_MIN_STAY'
  | 'NO_SLOTS'
  | 'INVALID_REASON'
  | 'INVALID_SEASON'
  | 'SEASONS_OVERLAP'
  | 'SEASON_NOT_FOUND';

export class RevenueError extends Error {
  constructor(
    readonly code: RevenueErrorCode,
    readonly detail?: Record<string, string | number>,
  ) {
    super(code);
    this.name = 'RevenueError';
  }
}

/** ISO weekday (1 = Monday … 7 = Sunday) of an ISO date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The dates a bulk edit touches: `from` to `to` inclusive (at most BULK_EDIT_MAX_DAYS), on
 * the chosen ISO weekdays. The one range rule of the hotel grid and the park grid.
 */
export function bulkEditDates(from: string, to: string, weekdayList: number[]): string[] {
  let nights: string[];
  try {
    nights = stayNights(from, addDays(to, 1));
  } catch {
    throw new RevenueError('INVALID_RANGE');
  }
  if (nights.length === 0 || nights.length > BULK_EDIT_MAX_DAYS)
    throw new RevenueError('INVALID_RANGE', { max: BULK_EDIT_MAX_DAYS });
  const weekdays = new Set(weekdayList.filter((d) => Number.isInteger(d) && d >= 1 && d <= 7));
  if (weekdays.size === 0) throw new RevenueError('NO_WEEKDAYS');
  return nights.filter((night) => weekdays.has(isoWeekday(night)));
}

/** Checks the edit's shape and returns the nights it touches (range ∩ weekdays). */
export function bulkEditNights(edit: BulkEdit): string[] {
  const nights = bulkEditDates(edit.from, edit.to, edit.weekdays);
  if (edit.roomTypeIds.length === 0) throw new RevenueError('NO_ROOM_TYPES');
  if (
    edit.total === undefined &&
    edit.closed === undefined &&
    edit.rate === undefined &&
    edit.minStay === undefined
  )
    throw new RevenueError('NOTHING_TO_CHANGE');
  if (
    edit.total !== undefined &&
    !(Number.isInteger(edit.total) && edit.total >= 0 && edit.total <= MAX_ROOMS_PER_TYPE)
  )
    throw new RevenueError('INVALID_TOTAL', { max: MAX_ROOMS_PER_TYPE });
  if (
    edit.minStay !== undefined &&
    !(Number.isInteger(edit.minStay) && edit.minStay >= 1 && edit.minStay <= MAX_NIGHTS)
  )
    throw new RevenueError('INVALID_MIN_STAY', { max: MAX_NIGHTS });
  if (edit.rate?.mode === 'percent') {
    const p = edit.rate.percent;
    if (!(Number.isFinite(p) && p >= RATE_PERCENT_MIN && p <= RATE_PERCENT_MAX && p !== 0))
      throw new RevenueError('INVALID_RATE');
  }
  if (edit.rate?.mode === 'absolute') checkRate(edit.rate.usdCents);
  return nights;
}

/** A price in USD cents within the grids' bounds ($1 to $100,000), else INVALID_RATE. */
export function checkRate(cents: number) {
  if (!(Number.isInteger(cents) && cents >= RATE_MIN_CENTS && cents <= RATE_MAX_CENTS))
    throw new RevenueError('INVALID_RATE');
}

export type InventoryCell = {
  roomTypeId: number;
  date: string;
  total: number;
  held: number;
  sold: number;
  closed: boolean;
  minStay: number;
};

/** A night's inventory after the edit; never fewer rooms than are already held and sold. */
export function editedInventory(cell: InventoryCell, edit: BulkEdit): InventoryCell {
  const total = edit.total ?? cell.total;
  if (total < cell.held + cell.sold)
    throw new RevenueError('BELOW_COMMITTED', {
      date: cell.date,
      roomTypeId: cell.roomTypeId,
      committed: cell.held + cell.sold,
    });
  return {
    ...cell,
    total,
    closed: edit.closed ?? cell.closed,
    minStay: edit.minStay ?? cell.minStay,
  };
}

export type RateCell = {
  roomTypeId: number;
  date: string;
  baseUsdCents: number;
  extraAdultUsdCents: number;
  childUsdCents: number;
};

/**
 * A night's rate after the edit. An absolute rate sets the two-adult rate; a percentage moves
 * the two-adult, extra-adult and child rates together, rounded to the cent.
 */
export function editedRate(cell: RateCell, change: RateChange): RateCell {
  if (change.mode === 'absolute') return { ...cell, baseUsdCents: change.usdCents };
  const scale = (cents: number) => Math.round((cents * (100 + change.percent)) / 100);
  const next = {
    ...cell,
    baseUsdCents: scale(cell.baseUsdCents),
    extraAdultUsdCents: scale(cell.extraAdultUsdCents),
    childUsdCents: scale(cell.childUsdCents),
  };
  checkRate(next.baseUsdCents);
  return next;
}

/** Whether a stay of `nights` may arrive on a night with this minimum stay. */
export function meetsMinStay(minStay: number, nights: number): boolean {
  return nights >= minStay;
}
