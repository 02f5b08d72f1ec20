import { createTranslator } from 'next-intl';
import en from '../../../messages/en.json';
import es from '../../../messages/es.json';
import pt from '../../../messages/pt.json';

/**
 * The fiscal texts (messages/*.json, namespace `fiscal`) for what is rendered outside a request:
 * emails, receipts and invoice PDFs, in the trip's language.
 */
export type DocLocale = 'es' | 'en' | 'pt';
const CATALOGUES = { es, en, pt } as const;

export function docLocale(locale: string): DocLocale {
  return locale === 'en' || locale === 'pt' ? locale : 'es';
}

export function fiscalCopy(locale: string) {
  const l = docLocale(locale);
  return createTranslator({ locale: l, messages: CATALOGUES[l], namespace: 'fiscal' });
}
