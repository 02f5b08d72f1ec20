import type { AppPathname } from '@/i18n/routing';

/**
 * SPEC §3 client state "analytics page info (section, type)": what the personalization and
 * analytics service is told about each page it sees. Every route has an entry (the type
 * checker refuses a route without one) and every page hands its own to the layout.
 */
export type AnalyticsSection =
  | 'home'
  | 'hotels'
  | 'hotel-booking'
  | 'parks'
  | 'cart'
  | 'newsletter'
  | 'account'
  | 'information'
  | 'legal'
  | 'error';

export type AnalyticsPageType =
  | 'home'
  | 'listing'
  | 'detail'
  | 'search-results'
  | 'checkout'
  | 'form'
  | 'confirmation'
  | 'content'
  | 'not-found';

export type AnalyticsPageInfo = { section: AnalyticsSection; type: AnalyticsPageType };

const page = (section: AnalyticsSection, type: AnalyticsPageType): AnalyticsPageInfo => ({
  section,
  type,
});

export const analyticsPages = {
  '/': page('home', 'home'),
  '/xcaret-hotels': page('hotels', 'listing'),
  '/hotel-xcaret-mexico': page('hotels', 'detail'),
  '/hotel-xcaret-arte': page('hotels', 'detail'),
  '/la-casa-de-la-playa': page('hotels', 'detail'),
  '/hotels-in/[city]': page('hotels', 'listing'),
  '/all-fun-inclusive': page('hotels', 'content'),
  '/restaurants': page('hotels', 'content'),
  '/bars': page('hotels', 'content'),
  '/meetings-events': page('hotels', 'content'),
  '/special-offers': page('hotels', 'listing'),
  '/weddings': page('hotels', 'content'),
  '/spa': page('hotels', 'content'),
  '/hotels': page('hotel-booking', 'search-results'),
  '/booking': page('hotel-booking', 'checkout'),
  '/manage-booking': page('hotel-booking', 'detail'),
  '/parks': page('parks', 'listing'),
  '/parks/[slug]': page('parks', 'detail'),
  '/tours/[slug]': page('parks', 'detail'),
  '/cart': page('cart', 'listing'),
  '/cart/checkout': page('cart', 'checkout'),
  '/newsletter': page('newsletter', 'form'),
  '/newsletter/thank-you': page('newsletter', 'confirmation'),
  '/newsletter/already-subscribed': page('newsletter', 'confirmation'),
  '/newsletter/error': page('newsletter', 'confirmation'),
  '/newsletter/confirm': page('newsletter', 'confirmation'),
  '/newsletter/unsubscribe': page('newsletter', 'form'),
  '/login': page('account', 'form'),
  '/register': page('account', 'form'),
  '/forgot': page('account', 'form'),
  '/account': page('account', 'detail'),
  '/faq': page('information', 'content'),
  '/site-map': page('information', 'content'),
  '/privacy': page('legal', 'content'),
  '/terms': page('legal', 'content'),
} satisfies Record<AppPathname, AnalyticsPageInfo>;

/** The 404 page has no route of its own. */
export const notFoundPage = page('error', 'not-found');

/** The two shops of the group: the hotels' site and the park store. */
export type StoreSite = 'hotels' | 'parks';

/**
 * Which shop a page belongs to: the park store's listing, product pages, cart and checkout
 * are the parks' site; every other page is the hotels'. A newsletter sign-up records it.
 */
export function storeSite(page: AppPathname): StoreSite {
  const { section } = analyticsPages[page];
  return section === 'parks' || section === 'cart' ? 'parks' : 'hotels';
}
