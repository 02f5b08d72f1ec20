/** Calendar dates as ISO strings (YYYY-MM-DD), free of time zones. */
import { dateTimeFormat } from './intl-cache';

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
  return dateTimeFormat(locale, {
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
  return dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, isoWeekday)),
  );
}

/** "Today" at the resorts and parks (America/Cancun, UTC-5 all year), as an ISO date. */
export function resortToday(now: Date): string {
  return dateTimeFormat('en-CA', { timeZone: 'America/Cancun' }).format(now);
}

/** The resort's clock: its date (ISO) and time of day (HH:MM, 24 h) in America/Cancun. */
export type ResortClock = { date: string; time: string };

/** The resorts' and parks' date and time of day at `now`. */
export function resortClock(now: Date): ResortClock {
  const time = dateTimeFormat('en-GB', {
    timeZone: 'America/Cancun',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return { date: resortToday(now), time };
}

/**
 * A time of day ("15:00", the resort's clock) as the language writes it: 24 hours in Spanish
 * and Portuguese ("15:00"), 12 in English ("3:00 PM").
 */
export function formatTimeOfDay(time: string, locale: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`Bad time of day: ${time}`);
  return dateTimeFormat(locale === 'en' ? 'en-US' : locale, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: locale === 'en' ? 'h12' : 'h23',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1, Number(match[1]), Number(match[2]))));
}

/** The resorts' time zone (America/Cancun, UTC-5 all year since 2015). */
export const RESORT_TIME_ZONE = 'America/Cancun';

/** Minutes a time zone is ahead of UTC at `instant` (America/Cancun: -300). */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const name =
    dateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant a calendar day begins at the resorts (00:00 in America/Cancun). */
export function resortMidnight(isoDate: string, timeZone = RESORT_TIME_ZONE): Date {
  const utc = Date.parse(`${isoDate}T00:00:00Z`);
  const guess = new Date(utc - zoneOffsetMinutes(new Date(utc), timeZone) * 60_000);
  // A zone whose offset changes that night: measure again at the guessed instant.
  return new Date(utc - zoneOffsetMinutes(guess, timeZone) * 60_000);
}

/** An instant as the resorts' date and time, in the page's language ("17/12/26 23:59"). */
export function formatResortDateTime(instant: Date, locale: string): string {
  const clock = resortClock(instant);
  return `${formatShortDate(clock.date, locale)} ${clock.time}`;
}
