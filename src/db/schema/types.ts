import type { Locale } from '@/i18n/paths';

/** JSON column shapes shared by the schema files. */
/** A text in every language the route table serves (@/i18n/paths). */
export type Lang3 = Record<Locale, string>;
export type Lang2 = { es: string; en: string };
