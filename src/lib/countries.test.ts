import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY, visitorCountry } from './countries';

describe('visitorCountry (SPEC §3 client state: country, default USA)', () => {
  it('is the USA until the visitor chooses a country', () => {
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(visitorCountry(undefined)).toBe('US');
  });

  it('is the country the visitor chose', () => {
    expect(visitorCountry('MX')).toBe('MX');
    expect(visitorCountry('CO')).toBe('CO');
  });

  it.each(['', 'mx', 'XX', 'MEX', 'US; Path=/', '<script>', 'M'.repeat(10_000)])(
    'falls back to the USA for a cookie that names no country we offer: %s',
    (value) => expect(visitorCountry(value)).toBe('US'),
  );
});
