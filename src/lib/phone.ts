import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';

/**
 * The international dialing code of a country ("52" for MX, "1" for US and CA), from the
 * maintained libphonenumber metadata; undefined for a code it does not know. Server-side: the
 * forms receive the codes of the countries they offer.
 */
export function dialingCode(country: string): string | undefined {
  return isSupportedCountry(country) ? getCountryCallingCode(country) : undefined;
}

/** Country options with their dialing codes, for a form whose phone follows its country. */
export function withDialingCodes<T extends { code: string }>(
  options: T[],
): (T & { dial?: string })[] {
  return options.map((option) => ({ ...option, dial: dialingCode(option.code) }));
}
