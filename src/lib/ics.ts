/**
 * iCalendar (RFC 5545) files for confirmation emails: one VEVENT per stay or visit, as
 * all-day events (DTSTART;VALUE=DATE) or at a local resort time (TZID America/Cancun, which
 * is UTC-5 all year: the VTIMEZONE below is complete).
 */

export type CalendarEvent = {
  /** Globally unique and stable: the same event sent twice updates, not duplicates. */
  uid: string;
  title: string;
  description?: string;
  location?: string;
  /** All-day from `startDate` to `endDate` (exclusive, as iCalendar wants), ISO dates. */
  startDate: string;
  endDate: string;
  /** A local start time (HH:MM) turns the all-day event into a timed one on startDate. */
  startTime?: string;
  /** Local end time (HH:MM) on the start day, with startTime; an hour after it when absent. */
  endTime?: string;
  url?: string;
};

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT. */
export function escapeIcsText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + one space). */
export function foldIcsLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charBytes = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + charBytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charBytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (iso: string) => iso.replaceAll('-', '');
const compactTime = (hhmm: string) => `${hhmm.replace(':', '').padStart(4, '0')}00`;

function stamp(now: Date): string {
  return `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

function addHour(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${String(Math.min(23, h + 1)).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** A complete VCALENDAR with the events, CRLF line ends, ready to attach as text/calendar. */
export function buildCalendar(events: CalendarEvent[], now = new Date()): string {
  const timed = events.some((e) => e.startTime);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Xcaret//Store//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (timed)
    lines.push(
      'BEGIN:VTIMEZONE',
      'TZID:America/Cancun',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0500',
      'TZNAME:EST',
      'END:STANDARD',
      'END:VTIMEZONE',
    );
  for (const event of events) {
    lines.push('BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${stamp(now)}`);
    if (event.startTime) {
      const day = compactDate(event.startDate);
      lines.push(
        `DTSTART;TZID=America/Cancun:${day}T${compactTime(event.startTime)}`,
        `DTEND;TZID=America/Cancun:${day}T${compactTime(event.endTime ?? addHour(event.startTime))}`,
      );
    } else {
      lines.push(
        `DTSTART;VALUE=DATE:${compactDate(event.startDate)}`,
        `DTEND;VALUE=DATE:${compactDate(event.endDate)}`,
      );
    }
    lines.push(`SUMMARY:${escapeIcsText(event.title)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
