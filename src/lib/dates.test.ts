import { describe, expect, it } from 'vitest';
import { addDays, formatLongDate, formatShortDate, resortClock, resortToday } from './dates';

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
