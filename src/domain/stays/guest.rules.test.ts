import { describe, expect, it } from 'vitest';
import {
  ARRIVAL_TIMES,
  NAME_MAX,
  REQUESTS_MAX,
  validateGuest,
  type GuestInput,
} from './guest.rules';

const valid: GuestInput = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  phone: '+52 998 123 4567',
  country: 'MX',
  arrivalTime: '15:00',
  requests: 'Late check-in',
};

const errorsOf = (input: GuestInput, rooms = 1) => {
  const result = validateGuest(input, rooms);
  return result.ok ? {} : result.errors;
};

describe('validateGuest', () => {
  it('accepts a complete guest, trimmed, with the lead guest in room 1', () => {
    const result = validateGuest(
      { ...valid, firstName: '  Ana ', lastName: ' López  ', email: ' Ana@Example.COM ' },
      1,
    );
    expect(result).toEqual({
      ok: true,
      guest: {
        firstName: 'Ana',
        lastName: 'López',
        email: 'ana@example.com',
        phone: '+52 998 123 4567',
        country: 'MX',
        arrivalTime: '15:00',
        requests: 'Late check-in',
      },
      roomNames: ['Ana López'],
    });
  });

  it('reports every error at once', () => {
    expect(errorsOf({}, 2)).toEqual({
      firstName: 'REQUIRED',
      lastName: 'REQUIRED',
      email: 'REQUIRED',
      phone: 'REQUIRED',
      country: 'REQUIRED',
      // The first room left blank is the lead guest's: the lead's name errors say it once.
      room2: 'REQUIRED',
    });
    expect(errorsOf({ ...valid, firstName: '', lastName: '', roomNames: [''] }, 1)).toEqual({
      firstName: 'REQUIRED',
      lastName: 'REQUIRED',
    });
    expect(
      errorsOf({
        ...valid,
        email: 'not-an-email',
        phone: 'call me',
        country: 'M1',
        arrivalTime: '15:30',
      }),
    ).toEqual({
      email: 'INVALID_EMAIL',
      phone: 'INVALID_PHONE',
      country: 'INVALID_COUNTRY',
      arrivalTime: 'INVALID_TIME',
    });
  });

  it("a phone left at its country's dialing code is missing, not invalid", () => {
    for (const phone of ['+52 ', '+1', ' +593 '])
      expect(errorsOf({ ...valid, phone })).toEqual({ phone: 'REQUIRED' });
  });

  it('treats blank fields as missing', () => {
    expect(errorsOf({ ...valid, firstName: '   ', email: ' ' })).toEqual({
      firstName: 'REQUIRED',
      email: 'REQUIRED',
    });
  });

  it('checks the email format', () => {
    for (const email of ['ana@example.com', 'a.b+c@mail.example.mx', 'ANA@EXAMPLE.ORG'])
      expect(errorsOf({ ...valid, email })).toEqual({});
    for (const email of [
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana@example.c',
      'a na@example.com',
      'ana@@example.com',
    ])
      expect(errorsOf({ ...valid, email }), email).toEqual({ email: 'INVALID_EMAIL' });
    expect(errorsOf({ ...valid, email: `${'a'.repeat(250)}@example.com` })).toEqual({
      email: 'TOO_LONG',
    });
  });

  it('checks the phone format: digits with spaces, dashes, dots and brackets, at least 7 digits', () => {
    for (const phone of ['+52 998 123 4567', '(998) 123-4567', '998.123.4567', '1234567'])
      expect(errorsOf({ ...valid, phone }), phone).toEqual({});
    for (const phone of [
      '123456',
      '+52 abc 1234',
      '(((((((',
      '------- ',
      '998/123/4567',
      '1234567890123456',
    ])
      expect(errorsOf({ ...valid, phone }), phone).toEqual({ phone: 'INVALID_PHONE' });
    expect(errorsOf({ ...valid, phone: '+52 998 123 4567 8901' })).toEqual({ phone: 'TOO_LONG' });
  });

  it('checks the country as a two-letter code, in any case', () => {
    const result = validateGuest({ ...valid, country: ' us ' }, 1);
    expect(result.ok && result.guest.country).toBe('US');
    expect(errorsOf({ ...valid, country: 'M1' })).toEqual({ country: 'INVALID_COUNTRY' });
    expect(errorsOf({ ...valid, country: 'M' })).toEqual({ country: 'INVALID_COUNTRY' });
    expect(errorsOf({ ...valid, country: 'MEX' }).country).toBeDefined();
  });

  it('takes an arrival time on the hour, or none', () => {
    expect(ARRIVAL_TIMES).toHaveLength(24);
    expect(ARRIVAL_TIMES[0]).toBe('00:00');
    expect(ARRIVAL_TIMES[23]).toBe('23:00');
    for (const arrivalTime of ['00:00', '15:00', '23:00', '', '  '])
      expect(errorsOf({ ...valid, arrivalTime }), arrivalTime).toEqual({});
    for (const arrivalTime of ['15:30', '24:00', '3pm', '9:00', '1500'])
      expect(errorsOf({ ...valid, arrivalTime }), arrivalTime).toEqual({
        arrivalTime: 'INVALID_TIME',
      });
    const { arrivalTime: _, ...withoutTime } = valid;
    const result = validateGuest(withoutTime, 1);
    expect(result.ok && result.guest.arrivalTime).toBe('');
  });

  it('limits the lengths of names, requests and room names', () => {
    expect(errorsOf({ ...valid, firstName: 'A'.repeat(NAME_MAX) })).toEqual({});
    expect(errorsOf({ ...valid, firstName: 'A'.repeat(NAME_MAX + 1) })).toEqual({
      firstName: 'TOO_LONG',
    });
    expect(errorsOf({ ...valid, lastName: 'B'.repeat(NAME_MAX + 1) })).toEqual({
      lastName: 'TOO_LONG',
    });
    expect(errorsOf({ ...valid, requests: 'x'.repeat(REQUESTS_MAX) })).toEqual({});
    expect(errorsOf({ ...valid, requests: 'x'.repeat(REQUESTS_MAX + 1) })).toEqual({
      requests: 'TOO_LONG',
    });
    expect(errorsOf({ ...valid, roomNames: ['', 'C'.repeat(NAME_MAX * 2)] }, 2)).toEqual({});
    expect(errorsOf({ ...valid, roomNames: ['', 'C'.repeat(NAME_MAX * 2 + 1)] }, 2)).toEqual({
      room2: 'TOO_LONG',
    });
  });

  it('names room 1 after the lead guest unless told otherwise; every other room needs a name', () => {
    const defaults = validateGuest({ ...valid, roomNames: ['  ', 'Luis Pérez'] }, 2);
    expect(defaults.ok && defaults.roomNames).toEqual(['Ana López', 'Luis Pérez']);
    const given = validateGuest({ ...valid, roomNames: [' Marta Ruiz ', 'Luis Pérez'] }, 2);
    expect(given.ok && given.roomNames).toEqual(['Marta Ruiz', 'Luis Pérez']);
    expect(errorsOf({ ...valid, roomNames: ['', 'Luis Pérez'] }, 3)).toEqual({
      room3: 'REQUIRED',
    });
    expect(errorsOf({ ...valid, roomNames: [] }, 3)).toEqual({
      room2: 'REQUIRED',
      room3: 'REQUIRED',
    });
    // Names beyond the booking's rooms are ignored.
    const extra = validateGuest({ ...valid, roomNames: ['', 'Luis', 'Nobody'] }, 2);
    expect(extra.ok && extra.roomNames).toEqual(['Ana López', 'Luis']);
  });
});
