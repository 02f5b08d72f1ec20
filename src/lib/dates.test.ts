import { describe, expect, it } from 'vitest';
import { addDays, formatLongDate, formatShortDate } from './dates';

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
