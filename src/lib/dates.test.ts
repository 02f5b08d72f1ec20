import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatLongDate,
  formatResortDateTime,
  formatShortDate,
  formatTimeOfDay,
  resortClock,
  resortMidnight,
  resortToday,
} from './dates';

describe('dates', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
  it('writes DD/MM/YY in Spanish and Portuguese, MM/DD/YY in English (SPEC §9)', () => {
    expect(formatShortDate('2027-12-05', 'es')).toBe('05/12/27');
    expect(formatShortDate('2027-12-05', 'pt')).toBe('05/12/27');
    expect(formatShortDate('2027-12-05', 'en')).toBe('12/05/27');
  });
  it('never shifts a date by the server time zone', () => {
    expect(formatLongDate('2027-01-01', 'en')).toContain('2027');
    expect(formatLongDate('2027-01-01', 'en')).toContain('Jan');
  });
});

describe('addDays', () => {
  it('moves a date by whole days across months, years and leap days', () => {
    expect(addDays('2030-01-31', 1)).toBe('2030-02-01');
    expect(addDays('2030-01-01', -1)).toBe('2029-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2030-03-10', 14)).toBe('2030-03-24');
  });
});

describe('resortToday', () => {
  it("is the date in America/Cancun (UTC-5), not the server's", () => {
    expect(resortToday(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
    expect(resortToday(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-23');
  });
});

describe('resortClock', () => {
  it.each([
    ['2030-03-10T14:15:00Z', '2030-03-10', '09:15'],
    ['2030-03-11T04:59:00Z', '2030-03-10', '23:59'],
    ['2030-03-11T05:00:00Z', '2030-03-11', '00:00'],
    // Cancún keeps UTC-5 all year: no daylight saving in July either.
    ['2030-07-01T17:30:00Z', '2030-07-01', '12:30'],
  ])('%s is %s %s at the resorts', (instant, date, time) => {
    expect(resortClock(new Date(instant))).toEqual({ date, time });
  });
});

describe('formatTimeOfDay', () => {
  it('writes 24 hours in Spanish and Portuguese, 12 in English', () => {
    expect(formatTimeOfDay('15:00', 'es')).toBe('15:00');
    expect(formatTimeOfDay('15:00', 'pt')).toBe('15:00');
    expect(formatTimeOfDay('09:05', 'es')).toBe('9:05');
    expect(formatTimeOfDay('15:00', 'en')).toMatch(/^3:00\sPM$/);
    expect(formatTimeOfDay('12:00', 'en')).toMatch(/^12:00\sPM$/);
    expect(formatTimeOfDay('00:30', 'en')).toMatch(/^12:30\sAM$/);
  });

  it('refuses what is not a time of day', () => {
    for (const bad of ['', '24:00', '7:00', '12:60', '12:00:00', 'noon'])
      expect(() => formatTimeOfDay(bad, 'es')).toThrow();
  });
});

describe('resortMidnight', () => {
  it('is 05:00 UTC at the resorts (UTC-5, no daylight saving), winter and summer', () => {
    expect(resortMidnight('2030-01-15').toISOString()).toBe('2030-01-15T05:00:00.000Z');
    expect(resortMidnight('2030-07-15').toISOString()).toBe('2030-07-15T05:00:00.000Z');
  });
  it('follows a zone that changes its offset (New York in winter and summer)', () => {
    expect(resortMidnight('2030-01-15', 'America/New_York').toISOString()).toBe(
      '2030-01-15T05:00:00.000Z',
    );
    expect(resortMidnight('2030-07-15', 'America/New_York').toISOString()).toBe(
      '2030-07-15T04:00:00.000Z',
    );
  });
  it('writes an instant as the resorts see it', () => {
    expect(formatResortDateTime(new Date('2030-03-11T04:59:00Z'), 'es')).toBe('10/03/30 23:59');
    expect(formatResortDateTime(new Date('2030-03-11T04:59:00Z'), 'en')).toBe('03/10/30 23:59');
  });
});
