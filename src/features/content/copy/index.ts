import { CITY_SLUGS, contentCopy, type ContentCopy, type Localized } from '@/domain/content';
import { locales } from '@/i18n/paths';

export {
  CITY_SLUGS,
  codeCopy,
  contentCopy,
  copyKind,
  type CitySlug,
  type ContentCopy,
  type ContentItem,
  type ContentPage,
  type ContentSection,
  type CopyKey,
  type FaqPage,
  type Locale,
  type Localized,
} from '@/domain/content';

/**
 * The code's copy of the content pages (now in the content context, src/domain/content/copy):
 * the seed of the editable content and the pages' fallback. The pages read the published
 * content through ../server (loadContentPage, loadFaqPage, loadCityPage); these per-page
 * bundles serve the site map and the copy's own tests.
 */
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
