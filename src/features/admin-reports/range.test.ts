import { describe, expect, it } from 'vitest';
import { reportRange, REPORT_MAX_DAYS } from './range';

describe('a report’s range', () => {
  const today = '2027-03-15';
  it('defaults to the last 30 days sold, the next 30 nights of occupancy', () => {
    expect(reportRange({}, 'past', today)).toEqual({ from: '2027-02-14', to: '2027-03-15' });
    expect(reportRange({}, 'future', today)).toEqual({ from: '2027-03-15', to: '2027-04-13' });
  });

  it('takes a range as given, turns an upside-down one round and caps it at a year', () => {
    expect(reportRange({ from: '2027-01-01', to: '2027-01-31' }, 'past', today)).toEqual({
      from: '2027-01-01',
      to: '2027-01-31',
    });
    expect(reportRange({ from: '2027-01-31', to: '2027-01-01' }, 'past', today)).toEqual({
      from: '2027-01-01',
      to: '2027-01-31',
    });
    const long = reportRange({ from: '2020-01-01', to: '2029-01-01' }, 'past', today);
    expect(long.from).toBe('2020-01-01');
    expect((Date.parse(long.to) - Date.parse(long.from)) / 86_400_000 + 1).toBe(REPORT_MAX_DAYS);
  });

  it('ignores what is not a date', () => {
    for (const bad of ['yesterday', '2027-13-45', '2027-02-30', "2027-01-01' OR 1=1"])
      expect(reportRange({ from: bad, to: '2027-03-01' }, 'past', today)).toEqual({
        from: '2027-02-14',
        to: '2027-03-01',
      });
    expect(reportRange({ from: ['2027-01-01', 'x'], to: '2027-02-30' }, 'past', today)).toEqual({
      from: '2027-01-01',
      to: '2027-03-15',
    });
    expect(reportRange({ from: '2027-13-45', to: '2027-02-30' }, 'past', today)).toEqual({
      from: '2027-02-14',
      to: '2027-03-15',
    });
  });
});
