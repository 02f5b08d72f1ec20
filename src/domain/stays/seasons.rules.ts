import { addDays } from '@/lib/dates';
import {
  BULK_EDIT_MAX_DAYS,
  bulkEditDates,
  checkRate,
  isoWeekday,
  RATE_PERCENT_MAX,
  RATE_PERCENT_MIN,
  RevenueError,
  type RateCell,
} from './revenue.rules';

/**
 * A hotel's seasons (issue 16, docs/decisions/0038), pure: named ranges of nights with a kind
 * and a rate factor, never overlapping, and the one rule that derives a night's rates from
 * them (the seed opens the sale horizon with the same arithmetic, in SQL). A season change is a
 * rate edit of the nights it moves, written through the grid's bulk rate write (revenue.*).
 */
export const SEASON_KINDS = ['low', 'shoulder', 'high', 'holiday'] as const;
export type SeasonKind = (typeof SEASON_KINDS)[number];

export type Season = {
  /** Absent for a season not stored yet. */
  id?: number;
  name: string;
  kind: SeasonKind;
  /** First and last night, inclusive (Cancún dates). */
  startDate: string;
  endDate: string;
  /** Share of the room type's base rate, per mille (1250 = base rate × 1.25). */
  factorPerMille: number;
};

/** A night outside every season is sold at the room type's base rate. */
export const DEFAULT_FACTOR_PER_MILLE = 1000;
/** The bulk edit's ± % bounds as factors: from 0.10 to 6.00 of the base rate. */
export const FACTOR_MIN_PER_MILLE = 10 * (100 + RATE_PERCENT_MIN);
export const FACTOR_MAX_PER_MILLE = 10 * (100 + RATE_PERCENT_MAX);
export const SEASON_NAME_MAX = 60;
/** Friday and Saturday nights cost 5 % more than the season's rate (per mille). */
export const WEEKEND_PER_MILLE = 1050;

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** Checks one season's shape: name, kind, factor, and a range like a bulk edit's. */
export function checkSeason(season: Season): Season {
  const name = season.name.trim();
  if (name.length === 0 || name.length > SEASON_NAME_MAX)
    throw new RevenueError('INVALID_SEASON', { max: SEASON_NAME_MAX });
  if (!(SEASON_KINDS as readonly string[]).includes(season.kind))
    throw new RevenueError('INVALID_SEASON');
  const f = season.factorPerMille;
  if (!(Number.isInteger(f) && f >= FACTOR_MIN_PER_MILLE && f <= FACTOR_MAX_PER_MILLE))
    throw new RevenueError('INVALID_RATE');
  if (!ISO.test(season.startDate) || !ISO.test(season.endDate))
    throw new RevenueError('INVALID_RANGE');
  // The grid's range rule: a real, forward range of at most BULK_EDIT_MAX_DAYS nights.
  bulkEditDates(season.startDate, season.endDate, [1, 2, 3, 4, 5, 6, 7]);
  return { ...season, name };
}

/** Checks a hotel's whole list: every season valid, none overlapping. Sorted by start. */
export function checkSeasons(seasons: readonly Season[]): Season[] {
  const sorted = seasons.map(checkSeason).sort((a, b) => a.startDate.localeCompare(b.startDate));
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    const season = sorted[i]!;
    if (season.startDate <= previous.endDate)
      throw new RevenueError('SEASONS_OVERLAP', {
        first: previous.name,
        second: season.name,
        date: season.startDate,
      });
  }
  return sorted;
}

/** The factor of a night under a list of seasons (the base rate's outside every season). */
export function factorOn(seasons: readonly Season[], night: string): number {
  const season = seasons.find((s) => s.startDate <= night && night <= s.endDate);
  return season?.factorPerMille ?? DEFAULT_FACTOR_PER_MILLE;
}

/** The season kind of a night (the label room_rates keeps); low outside every season. */
export function kindOn(seasons: readonly Season[], night: string): SeasonKind {
  return seasons.find((s) => s.startDate <= night && night <= s.endDate)?.kind ?? 'low';
}

/** round(n / d) for non-negative integers, half up, exactly (no floating point). */
function divRound(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/**
 * THE season rate: a room type's rates on a night under a factor. Two adults: base × factor
 * (× 1.05 on Friday and Saturday nights); an extra adult 30 % and a child 15 % of base × factor;
 * rounded to the cent as the seed's SQL rounds (half up).
 */
export function seasonRate(
  baseRateUsdCents: number,
  factorPerMille: number,
  night: string,
): Omit<RateCell, 'roomTypeId' | 'date'> {
  const weekend = [5, 6].includes(isoWeekday(night)) ? WEEKEND_PER_MILLE : 1000;
  const scaled = baseRateUsdCents * factorPerMille;
  return {
    baseUsdCents: divRound(scaled * weekend, 1_000_000),
    extraAdultUsdCents: divRound(scaled * 300, 1_000_000),
    childUsdCents: divRound(scaled * 150, 1_000_000),
  };
}

const sameRate = (a: Omit<RateCell, 'roomTypeId' | 'date'>, b: RateCell) =>
  a.baseUsdCents === b.baseUsdCents &&
  a.extraAdultUsdCents === b.extraAdultUsdCents &&
  a.childUsdCents === b.childUsdCents;

export type SeasonRepricing = {
  /** The nights whose rates move (the grid's bulk rate write takes them as they are). */
  changed: RateCell[];
  /** Nights a person priced by hand in the grid (not the old season's rate): left alone. */
  kept: RateCell[];
};

/**
 * The rates a season change moves (docs/decisions/0038): for each night from `today` on whose
 * factor differs between the old and the new seasons, a rate that still equals the old
 * season's becomes the new season's; a rate set by hand in the grid (anything else) is kept.
 * Past nights never move; bookings keep the prices they were sold at (booking_rooms).
 */
export function repriceForSeasons(
  cells: readonly RateCell[],
  baseRateOf: ReadonlyMap<number, number>,
  before: readonly Season[],
  after: readonly Season[],
  today: string,
): SeasonRepricing {
  const changed: RateCell[] = [];
  const kept: RateCell[] = [];
  for (const cell of cells) {
    if (cell.date < today) continue;
    const base = baseRateOf.get(cell.roomTypeId);
    if (base === undefined) continue;
    const oldFactor = factorOn(before, cell.date);
    const newFactor = factorOn(after, cell.date);
    if (oldFactor === newFactor) continue;
    if (!sameRate(seasonRate(base, oldFactor, cell.date), cell)) {
      kept.push(cell);
      continue;
    }
    const next = { ...cell, ...seasonRate(base, newFactor, cell.date) };
    checkRate(next.baseUsdCents);
    changed.push(next);
  }
  return { changed, kept };
}

/** The nights two season lists may price differently: every night either list covers. */
export function nightsTouched(before: readonly Season[], after: readonly Season[]): string[] {
  const key = (s: Season) => `${s.startDate}|${s.endDate}|${s.factorPerMille}`;
  const unchanged = new Set(before.map(key).filter((k) => after.some((s) => key(s) === k)));
  const nights = new Set<string>();
  for (const season of [...before, ...after]) {
    if (unchanged.has(key(season))) continue;
    for (let d = season.startDate; d <= season.endDate; d = addDays(d, 1)) nights.add(d);
  }
  return [...nights].sort();
}

/** Splits a season in two: `[start, night - 1]` keeps it, `[night, end]` is a copy. */
export function splitSeason(season: Season, night: string): [Season, Season] {
  if (!ISO.test(night) || night <= season.startDate || night > season.endDate)
    throw new RevenueError('INVALID_RANGE');
  const { id: _id, ...copy } = season;
  return [
    { ...season, endDate: addDays(night, -1) },
    { ...copy, startDate: night },
  ];
}

export { BULK_EDIT_MAX_DAYS as SEASON_MAX_NIGHTS };
