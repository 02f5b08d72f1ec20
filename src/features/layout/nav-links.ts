import type { StaticPathname } from '@/i18n/routing';

export type NavLink = { href: StaticPathname; label: NavKey };
type NavKey =
  | 'hotels'
  | 'allFunInclusive'
  | 'restaurants'
  | 'bars'
  | 'spa'
  | 'weddings'
  | 'meetings'
  | 'offers'
  | 'parks'
  | 'faq';

/** The main menu, in the order the header shows it. */
export const mainNav: NavLink[] = [
  { href: '/xcaret-hotels', label: 'hotels' },
  { href: '/all-fun-inclusive', label: 'allFunInclusive' },
  { href: '/restaurants', label: 'restaurants' },
  { href: '/bars', label: 'bars' },
  { href: '/spa', label: 'spa' },
  { href: '/weddings', label: 'weddings' },
  { href: '/meetings-events', label: 'meetings' },
  { href: '/special-offers', label: 'offers' },
  { href: '/parks', label: 'parks' },
];
