import { en } from './en';
import { es } from './es';
import { pt } from './pt';
import type { CitySlug, ContentCopy, Locale, Localized } from './types';

/**
 * The code's copy of the content pages, one module per language (decision 0015): since issue
 * 17 the seed of the editable content (decision 0035) and the pages' fallback while nothing
 * is stored. A language the route table adds fails the typecheck here until its module exists.
 */
export const contentCopy: Localized<ContentCopy> = { es, en, pt };

/** Which stored entry holds a page's copy: a page's key, or `city:<slug>`. */
export type CopyKey = Exclude<keyof ContentCopy, 'cities'> | `city:${CitySlug}`;

/** The kind of copy a page is (its schema and its place in the back office's list). */
export function copyKind(key: CopyKey): 'faq' | 'legal' | 'page' | 'city' {
  if (key === 'faq') return 'faq';
  if (key === 'privacy' || key === 'terms') return 'legal';
  return key.startsWith('city:') ? 'city' : 'page';
}

/** The code's copy of an entry by kind and key, or undefined when there is no such page. */
export function codeCopy(kind: string, key: string, locale: Locale): unknown {
  const copy = contentCopy[locale];
  if (kind === 'city')
    return Object.hasOwn(copy.cities, key) ? copy.cities[key as CitySlug] : undefined;
  return Object.hasOwn(copy, key) && key !== 'cities' ? copy[key as keyof ContentCopy] : undefined;
}
