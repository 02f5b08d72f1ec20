import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import { catalogues } from './catalogues';
import { defaultLocale, isLocale, type Locale } from './paths';

export { catalogues };

/** A locale we serve, or the default language for anything else (a row written long ago). */
export function catalogueLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/**
 * next-intl's translator on one namespace of the catalogue of `locale`, usable anywhere (no
 * request needed). A missing message or a broken ICU argument throws instead of printing the
 * key: in an email or a PDF that would reach a customer; the typecheck and
 * tests/unit/messages.test.ts make it a bug caught before.
 */
export function translator<N extends Namespace>(locale: string, namespace: N) {
  const l = catalogueLocale(locale);
  return createTranslator({
    locale: l,
    messages: catalogues[l],
    namespace,
    timeZone: 'America/Cancun',
    onError: (error) => {
      throw error;
    },
  });
}
