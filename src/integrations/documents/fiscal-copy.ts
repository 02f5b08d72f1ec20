import type { Locale } from '@/i18n/paths';
import { catalogueLocale, translator } from '@/i18n/translator';

/**
 * The fiscal texts (messages/*.json, namespace `fiscal`) for what is rendered outside a request:
 * emails, receipts and invoice PDFs, in the trip's language.
 */
export type DocLocale = Locale;

export function docLocale(locale: string): DocLocale {
  return catalogueLocale(locale);
}

export function fiscalCopy(locale: string) {
  return translator(locale, 'fiscal');
}
