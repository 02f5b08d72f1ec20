/** Countries offered for the guest's residence (ISO 3166-1 alpha-2), named by Intl. */
export const COUNTRY_CODES: readonly string[] = (
  'AR AU AT BS BE BZ BO BR CA CL CN CO CR CU CZ DK DO EC EG SV FI FR DE GR GT HN HK HU IS IN ' +
  'ID IE IL IT JM JP KR LU MY MX MA NL NZ NI NO PA PY PE PH PL PT PR RO RU SA SG ZA ES SE CH ' +
  'TW TH TT TR UA AE GB US UY VE VN'
).split(' ');

/** SPEC §3 client state: the country of a visitor who has not chosen one (the USA). */
export const DEFAULT_COUNTRY = 'US';

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODES.includes(value);
}

/** SPEC §3 client state: the country cookie when it names a country we offer, else the USA. */
export function visitorCountry(cookie: string | undefined): string {
  return cookie !== undefined && isCountryCode(cookie) ? cookie : DEFAULT_COUNTRY;
}

export function countryOptions(locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
