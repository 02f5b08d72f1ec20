/** SPEC §1: personalization is on only when the site list has an enabled CONCENTRADOR. */
export function isPersonalizationEnabled(sites: { code: string; enabled: boolean }[]): boolean {
  return sites.some((s) => s.code === 'CONCENTRADOR' && s.enabled);
}

/** SPEC §8 calendar maintenance: customer service's lines for Mexico and the USA, in that order. */
export function maintenanceContacts<P extends { country: string }>(phones: P[]): P[] {
  return ['MX', 'US'].flatMap((country) => phones.filter((p) => p.country === country));
}

/** Why a settings form was refused (issue 16's site settings). */
export type SiteSettingRefusal = 'INVALID_TEXT' | 'INVALID_NUMBER' | 'NOT_FOUND';

type Lang3Text = { es: string; en: string; pt: string };
const LANGS = ['es', 'en', 'pt'] as const;

/** Control characters (other than none) have no place in a footer. */
const CONTROL = /[\u0000-\u001f\u007f]/;

function cleanText(value: string | undefined, max: number): string | undefined {
  const text = (value ?? '').trim().replace(/\s+/g, ' ');
  if (!text || text.length > max || CONTROL.test(text)) return undefined;
  return text;
}

/** A text in the three languages, each non-blank, at most `max` characters, on one line. */
export function checkLang3(
  fields: Record<string, string | undefined>,
  prefix: string,
  max: number,
): Lang3Text | undefined {
  const out: Partial<Lang3Text> = {};
  for (const lang of LANGS) {
    const text = cleanText(fields[`${prefix}${lang}`], max);
    if (!text) return undefined;
    out[lang] = text;
  }
  return out as Lang3Text;
}

/**
 * A footer phone line: its name in each language, the number as shown (digits, spaces,
 * dashes, parentheses, a leading +) and the number dialled (E.164: + and 8 to 15 digits).
 */
export function checkFooterPhone(
  fields: Record<string, string | undefined>,
):
  | { ok: true; value: { text: Lang3Text; displayNumber: string; dialNumber: string } }
  | { ok: false; code: SiteSettingRefusal } {
  const text = checkLang3(fields, 'text_', 40);
  if (!text) return { ok: false, code: 'INVALID_TEXT' };
  const display = cleanText(fields.displayNumber, 30);
  if (!display || !/^\+?[0-9][0-9 ()-]{5,28}[0-9]$/.test(display))
    return { ok: false, code: 'INVALID_NUMBER' };
  const dial = (fields.dialNumber ?? '').trim();
  if (!/^\+[1-9][0-9]{7,14}$/.test(dial)) return { ok: false, code: 'INVALID_NUMBER' };
  // The number shown and the number dialled are the same number.
  const shownDigits = display.replace(/\D/g, '');
  if (!dial.slice(1).endsWith(shownDigits.slice(-7))) return { ok: false, code: 'INVALID_NUMBER' };
  return { ok: true, value: { text, displayNumber: display, dialNumber: dial } };
}

/** Customer-service hours: one line per language, at most 200 characters. */
export function checkServiceHours(
  fields: Record<string, string | undefined>,
): { ok: true; value: Lang3Text } | { ok: false; code: SiteSettingRefusal } {
  const text = checkLang3(fields, 'text_', 200);
  return text ? { ok: true, value: text } : { ok: false, code: 'INVALID_TEXT' };
}
