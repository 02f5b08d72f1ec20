import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './countries';
import { dialingCode, withDialingCodes } from './phone';
import { phoneForCountry, withoutLonePrefix } from './phone-prefix';

describe('dialing codes', () => {
  it('knows the codes of the countries our visitors come from', () => {
    expect(dialingCode('MX')).toBe('52');
    expect(dialingCode('US')).toBe('1');
    expect(dialingCode('CA')).toBe('1');
    expect(dialingCode('BR')).toBe('55');
    expect(dialingCode('GB')).toBe('44');
    expect(dialingCode('ES')).toBe('34');
  });

  it('has a code for every country a form offers, and none for a made-up one', () => {
    expect(COUNTRY_CODES.filter((code) => !dialingCode(code))).toEqual([]);
    expect(dialingCode('XX')).toBeUndefined();
    expect(dialingCode('')).toBeUndefined();
    expect(withDialingCodes([{ code: 'CO', name: 'Colombia' }])).toEqual([
      { code: 'CO', name: 'Colombia', dial: '57' },
    ]);
  });
});

describe('the phone prefix follows the country', () => {
  it('fills an empty field, and replaces a prefix alone', () => {
    expect(phoneForCountry('', '52')).toBe('+52 ');
    expect(phoneForCountry('+1 ', '52')).toBe('+52 ');
    expect(phoneForCountry('+1', '55')).toBe('+55 ');
    expect(phoneForCountry('  +593 ', '1')).toBe('+1 ');
  });

  it('never touches a number the visitor typed', () => {
    for (const typed of ['+1 305 555 0100', '998 123 4567', '5', '+52 9', 'abc'])
      expect(phoneForCountry(typed, '52')).toBe(typed);
  });

  it('a country without a code leaves the field empty rather than wrong', () => {
    expect(phoneForCountry('+52 ', undefined)).toBe('');
    expect(phoneForCountry('', undefined)).toBe('');
  });
});

describe('a prefix alone is no phone', () => {
  it('reads as empty; a number stays as typed', () => {
    for (const lone of ['+52 ', '+1', ' +593  ']) expect(withoutLonePrefix(lone)).toBe('');
    for (const number of ['+52 998 123 4567', '52', '+12345 6'])
      expect(withoutLonePrefix(number)).toBe(number);
  });
});
