import { locales } from '@/i18n/paths';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';
import { CITY_SLUGS, type ContentCopy, type Localized } from './types';

export type {
  CitySlug,
  ContentCopy,
  ContentItem,
  ContentPage,
  ContentSection,
  FaqPage,
  Locale,
  Localized,
} from './types';

/**
 * The content pages' words: one module per language (decision 0015). A language the route
 * table adds (@/i18n/paths) fails the typecheck here until its module exists.
 */
export const contentCopy: Localized<ContentCopy> = { es, en, pt };

/** One page in every language, as the routes take it. */
function localized<T>(pick: (copy: ContentCopy) => T): Localized<T> {
  return Object.fromEntries(locales.map((l) => [l, pick(contentCopy[l])])) as Localized<T>;
}
const page = <K extends keyof ContentCopy>(key: K) => localized((copy) => copy[key]);

export const home = page('home');
export const hotelsListing = page('hotelsListing');
export const allFunInclusive = page('allFunInclusive');
export const restaurants = page('restaurants');
export const bars = page('bars');
export const meetings = page('meetings');
export const offers = page('offers');
export const weddings = page('weddings');
export const spa = page('spa');
export const faq = page('faq');
export const privacy = page('privacy');
export const terms = page('terms');
export const cities = CITY_SLUGS.map((slug) => ({
  slug,
  page: localized((copy) => copy.cities[slug]),
}));
