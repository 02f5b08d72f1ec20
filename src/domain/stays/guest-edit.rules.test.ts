import { describe, expect, it } from 'vitest';
import { resortMidnight } from '@/lib/dates';
import { guestEditRefusal, validateGuestEdit } from './guest-edit.rules';
import { REQUESTS_MAX } from './guest.rules';
import { quoteCancellation } from './policy.rules';

describe('validateGuestEdit', () => {
  it('takes the arrival time, the requests and a name per room, trimmed', () => {
    expect(
      validateGuestEdit(
        { arrivalTime: '18:00', requests: '  Cuna, por favor ', roomNames: [' ', 'Luis Pérez '] },
        2,
        'Ana López',
      ),
    ).toEqual({
      ok: true,
      edit: {
        arrivalTime: '18:00',
        requests: 'Cuna, por favor',
        roomNames: ['Ana López', 'Luis Pérez'],
      },
    });
  });

  it('refuses what the booking form refuses, all at once', () => {
    expect(
      validateGuestEdit(
        { arrivalTime: '18:30', requests: 'x'.repeat(REQUESTS_MAX + 1), roomNames: ['Ana'] },
        2,
        'Ana López',
      ),
    ).toEqual({
      ok: false,
      errors: { arrivalTime: 'INVALID_TIME', requests: 'TOO_LONG', room2: 'REQUIRED' },
    });
  });

  it('an arrival time may be left unknown, as in the booking form', () => {
    const result = validateGuestEdit({ arrivalTime: '' }, 1, 'Ana López');
    expect(result.ok && result.edit.arrivalTime).toBe('');
  });
});

describe('guestEditRefusal', () => {
  const booking = { status: 'confirmed', checkIn: '2030-03-10' };

  it('allows edits until the arrival day begins at the resort', () => {
    expect(guestEditRefusal(booking, new Date(resortMidnight('2030-03-10').getTime() - 1))).toBe(
      null,
    );
    expect(guestEditRefusal(booking, resortMidnight('2030-03-10'))).toBe('STAY_STARTED');
  });

  it('a cancelled booking refuses', () => {
    expect(guestEditRefusal({ ...booking, status: 'cancelled' }, new Date('2030-01-01'))).toBe(
      'NOT_CONFIRMED',
    );
  });

  it('starts when the cancellation says the stay started (one rule, stayStarted)', () => {
    const now = resortMidnight('2030-03-10');
    const cancel = quoteCancellation(
      {
        status: 'confirmed' as const,
        checkIn: booking.checkIn,
        totalMinor: 100,
        rooms: [
          {
            nightlyUsdCents: [100],
            policy: {
              kind: 'flexible' as const,
              discountPercent: 0,
              freeCancelDays: 3,
              penaltyNights: 1,
            },
          },
        ],
      },
      now,
    );
    expect(cancel).toEqual({ ok: false, reason: 'STAY_STARTED' });
    expect(guestEditRefusal(booking, now)).toBe('STAY_STARTED');
  });
});
