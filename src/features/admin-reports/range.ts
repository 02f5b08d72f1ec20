import { z } from 'zod';
import { addDays } from '@/lib/dates';

export type ReportQuery = Record<string, string | string[] | undefined>;

/** The longest range a report covers: a year and a day. */
export const REPORT_MAX_DAYS = 366;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;
const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The report's range from the query: [from, to] in resort days, by default the last 30 days for
 * what was sold and the next 30 nights for occupancy; a range upside down or over a year is
 * brought back to one that is not.
 */
export function reportRange(
  query: ReportQuery,
  kind: 'past' | 'future',
  today: string,
): { from: string; to: string } {
  // A real calendar day, or nothing (2027-02-30 is not one).
  const parse = (v: string | undefined) =>
    v !== undefined &&
    isoDate.safeParse(v).success &&
    !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
    new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v
      ? v
      : undefined;
  const fallback =
    kind === 'past'
      ? { from: addDays(today, -29), to: today }
      : { from: today, to: addDays(today, 29) };
  let from = parse(first(query.from)) ?? fallback.from;
  let to = parse(first(query.to)) ?? fallback.to;
  if (days(from, to) < 0) [from, to] = [to, from];
  if (days(from, to) >= REPORT_MAX_DAYS) to = addDays(from, REPORT_MAX_DAYS - 1);
  return { from, to };
}
