import { describe, expect, it } from 'vitest';
import { resortMidnight } from '@/lib/dates';
import {
  CHECK_IN_PREFERENCES,
  checkIdNumber,
  checkInWindow,
  checkPreferences,
  maskIdNumber,
  validateCheckIn,
  type CheckInInput,
} from './checkin.rules';
import { NAME_MAX } from './guest.rules';

const booking = { status: 'confirmed', checkIn: '2030-03-10' };
const at = (isoDate: string, minutes = 0) =>
  new Date(resortMidnight(isoDate).getTime() + minutes * 60_000);

describe('checkInWindow', () => {
  it('opens at 00:00 in Cancún seven days before arrival, not a minute earlier', () => {
    expect(checkInWindow(booking, at('2030-03-03', -1))).toEqual({
      state: 'not-yet',
      opensOn: '2030-03-03',
    });
    expect(checkInWindow(booking, at('2030-03-03')).state).toBe('open');
    // 05:00 UTC is midnight in Cancún (UTC-5): 04:59 UTC on the 3rd is still the 2nd there.
    expect(checkInWindow(booking, new Date('2030-03-03T04:59:00Z')).state).toBe('not-yet');
    expect(checkInWindow(booking, new Date('2030-03-03T05:00:00Z')).state).toBe('open');
  });

  it('stays open through the arrival day and closes at its end', () => {
    expect(checkInWindow(booking, at('2030-03-10', 23 * 60 + 59))).toEqual({
      state: 'open',
      closesAt: at('2030-03-11'),
    });
    expect(checkInWindow(booking, at('2030-03-11'))).toEqual({ state: 'closed' });
  });

  it('a booking not confirmed (cancelled, held) never opens', () => {
    for (const status of ['cancelled', 'held', 'expired'])
      expect(checkInWindow({ ...booking, status }, at('2030-03-08'))).toEqual({
        state: 'not-confirmed',
      });
  });
});

describe('identity document', () => {
  it('normalizes spaces, hyphens and case, and checks the shape of each type', () => {
    expect(checkIdNumber('passport', ' g12-345 678 ')).toEqual({ value: 'G12345678' });
    expect(checkIdNumber('passport', 'G1234567890').error).toBe('INVALID_ID_NUMBER');
    expect(checkIdNumber('passport', 'G123').error).toBe('INVALID_ID_NUMBER');
    expect(checkIdNumber('national-id', 'LOAA800101HQRPNN09')).toEqual({
      value: 'LOAA800101HQRPNN09',
    });
    expect(checkIdNumber('driving-licence', 'AB#1234').error).toBe('INVALID_ID_NUMBER');
    expect(checkIdNumber('driving-licence', '   ').error).toBe('REQUIRED');
    expect(checkIdNumber('national-id', 'X'.repeat(21)).error).toBe('TOO_LONG');
    expect(checkIdNumber('national-id', "1234'; DROP TABLE--").error).toBe('INVALID_ID_NUMBER');
  });

  it('masks all but the last three characters, and all of a short one', () => {
    expect(maskIdNumber('G12345678')).toBe('••••••678');
    expect(maskIdNumber('AB12')).toBe('••••');
    expect(maskIdNumber('G12345678')).not.toContain('12345');
  });
});

describe('checkPreferences', () => {
  it('keeps known preferences once, in the list order', () => {
    expect(checkPreferences(['quiet-room', 'high-floor', 'quiet-room'])).toEqual({
      value: ['high-floor', 'quiet-room'],
    });
    expect(checkPreferences(undefined)).toEqual({ value: [] });
    expect(
      checkPreferences([...CHECK_IN_PREFERENCES].filter((p) => p !== 'low-floor')).value,
    ).toHaveLength(CHECK_IN_PREFERENCES.length - 1);
  });

  it('refuses an unknown preference and a high and a low floor together', () => {
    expect(checkPreferences(['penthouse']).error).toBe('INVALID_PREFERENCE');
    expect(checkPreferences(['high-floor', 'low-floor']).error).toBe('INVALID_PREFERENCE');
  });
});

describe('validateCheckIn', () => {
  const valid: CheckInInput = {
    arrivalTime: '16:00',
    roomNames: ['', 'Luis Pérez'],
    idType: 'passport',
    idNumber: 'g1234567',
    preferences: ['quiet-room'],
  };

  it('accepts a complete check-in, the lead guest in the first room', () => {
    expect(validateCheckIn(valid, 2, 'Ana López')).toEqual({
      ok: true,
      checkIn: {
        arrivalTime: '16:00',
        roomNames: ['Ana López', 'Luis Pérez'],
        idType: 'passport',
        idNumber: 'G1234567',
        preferences: ['quiet-room'],
      },
    });
  });

  it('reports every error at once, with the booking form’s own rules for time and names', () => {
    const result = validateCheckIn(
      {
        arrivalTime: '15:30',
        roomNames: ['x'.repeat(NAME_MAX * 2 + 1)],
        idType: 'library-card',
        idNumber: '',
        preferences: ['penthouse'],
      },
      2,
      'Ana López',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        arrivalTime: 'INVALID_TIME',
        room1: 'TOO_LONG',
        room2: 'REQUIRED',
        idType: 'INVALID_ID_TYPE',
        idNumber: 'REQUIRED',
        preferences: 'INVALID_PREFERENCE',
      },
    });
  });

  it('needs the arrival time, which the booking form leaves optional', () => {
    expect(validateCheckIn({ ...valid, arrivalTime: '' }, 2, 'Ana López')).toEqual({
      ok: false,
      errors: { arrivalTime: 'REQUIRED' },
    });
  });
});
