/** Calendar dates as ISO strings (YYYY-MM-DD), free of time zones. */

export function addDays(isoDate: string, days: number): string {
  const ms = Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** SPEC §9: DD/MM/YY in Spanish (and Portuguese), MM/DD/YY in English. */
export function formatShortDate(isoDate: string, locale: string): string {
  const [y, m, d] = isoDate.split('-');
  const yy = y!.slice(2);
  return locale === 'en' ? `${m}/${d}/${yy}` : `${d}/${m}/${yy}`;
}

/** A readable date with the weekday, in the page's language ("vie, 10 dic 2027"). */
export function formatLongDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The name of an ISO weekday (1 = Monday … 7 = Sunday) in `locale`, from Intl ("lunes"). */
export function weekdayName(isoWeekday: number, locale: string): string {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, isoWeekday)),
  );
}

/** "Today" at the resorts and parks (America/Cancun, UTC-5 all year), as an ISO date. */
export function resortToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Cancun' }).format(now);
}

/** The resort's clock: its date (ISO) and time of day (HH:MM, 24 h) in America/Cancun. */
export type ResortClock = { date: string; time: string };

/** The resorts' and parks' date and time of day at `now`. */
export function resortClock(now: Date): ResortClock {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Cancun',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return { date: resortToday(now), time };
}
