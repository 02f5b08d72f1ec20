import { createTranslator } from 'next-intl';
import type { Locale } from './paths';

/**
 * Formats one ICU message template of the catalogues (plurals and selects included) in
 * `locale`: for client islands, which receive the few templates they need from the server
 * (`t.raw`) rather than a whole catalogue. The same engine as every other text, so a language
 * with other plural forms needs only its catalogue.
 */
export function formatTemplate(
  locale: Locale,
  template: string,
  values: Record<string, string | number> = {},
): string {
  const translate = createTranslator({
    locale,
    messages: { template },
    onError: (error) => {
      throw error;
    },
  }) as unknown as (key: 'template', values: Record<string, string | number>) => string;
  return translate('template', values);
}
