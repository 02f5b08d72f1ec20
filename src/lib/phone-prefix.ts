/**
 * SPEC §3 client state: the visitor's country is the default of the phone prefix. A phone field
 * that holds nothing, or only a dialing code, follows the country chosen; a number the visitor
 * typed is never touched. Pure, for the forms on both sides.
 */
export function phoneForCountry(current: string, dial: string | undefined): string {
  const value = current.trim();
  if (value !== '' && !/^\+\d{1,4}$/.test(value)) return current;
  return dial ? `+${dial} ` : value === '' ? current : '';
}

/** A phone field that holds only a dialing code ("+52 ") was left empty: it reads as ''. */
export function withoutLonePrefix(value: string): string {
  return /^\s*\+\d{1,4}\s*$/.test(value) ? '' : value;
}

/**
 * The site's one phone rule: a number as people write it, an optional leading + and 7 to 15
 * digits with spaces, dashes, dots or brackets between them (the guest form, the enquiries).
 */
export function isPlausiblePhone(value: string): boolean {
  if (!/^\+?[\d\s().-]{7,20}$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
