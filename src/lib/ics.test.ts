import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeIcsText, foldIcsLine } from './ics';

const NOW = new Date('2030-01-05T10:20:30Z');

/** The logical lines of a calendar (folded lines joined back). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('iCalendar files', () => {
  it('writes a valid VCALENDAR with one all-day VEVENT for a stay', () => {
    const ics = buildCalendar(
      [
        {
          uid: 'booking-HX123@xcaret',
          title: 'Hotel Xcaret México',
          startDate: '2030-02-10',
          endDate: '2030-02-13',
          location: 'Carretera Chetumal-Puerto Juárez km 282, Playa del Carmen',
        },
      ],
      NOW,
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/); // CRLF only
    const lines = unfold(ics);
    expect(lines).toContain('PRODID:-//Xcaret//Store//EN');
    expect(lines).toContain('DTSTART;VALUE=DATE:20300210');
    expect(lines).toContain('DTEND;VALUE=DATE:20300213');
    expect(lines).toContain('DTSTAMP:20300105T102030Z');
    expect(lines).toContain('UID:booking-HX123@xcaret');
    expect(lines).toContain('LOCATION:Carretera Chetumal-Puerto Juárez km 282\\, Playa del Carmen');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
  });

  it('writes timed visits in the resort time zone, with its VTIMEZONE', () => {
    const lines = unfold(
      buildCalendar(
        [
          {
            uid: 'a@x',
            title: 'Xplor',
            startDate: '2030-03-01',
            endDate: '2030-03-02',
            startTime: '09:00',
            endTime: '17:00',
          },
          {
            uid: 'b@x',
            title: 'Xoximilco',
            startDate: '2030-03-02',
            endDate: '2030-03-03',
            startTime: '19:00',
          },
        ],
        NOW,
      ),
    );
    expect(lines).toContain('TZID:America/Cancun');
    expect(lines).toContain('DTSTART;TZID=America/Cancun:20300301T090000');
    expect(lines).toContain('DTEND;TZID=America/Cancun:20300301T170000');
    expect(lines).toContain('DTSTART;TZID=America/Cancun:20300302T190000');
    expect(lines).toContain('DTEND;TZID=America/Cancun:20300302T200000');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  });

  it('escapes text values', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const lines = unfold(
      buildCalendar(
        [
          {
            uid: 'c@x',
            title: 'Xcaret; Plus, night',
            description: 'Line 1\nLine 2',
            startDate: '2030-01-01',
            endDate: '2030-01-02',
          },
        ],
        NOW,
      ),
    );
    expect(lines).toContain('SUMMARY:Xcaret\\; Plus\\, night');
    expect(lines).toContain('DESCRIPTION:Line 1\\nLine 2');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'á'.repeat(80)}`;
    const folded = foldIcsLine(long);
    for (const part of folded.split('\r\n'))
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });
});
