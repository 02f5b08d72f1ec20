import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales, pathnames, type AppPathname } from './paths';

export {
  defaultLocale,
  isLocale,
  locales,
  parkLocales,
  pathnames,
  type AppPathname,
  type Locale,
} from './paths';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  // The language comes from the address only: a visitor who opens /en/… gets English.
  localeDetection: false,
  // So no locale cookie either (only detection would read it): a page the same for everyone is
  // sent without a Set-Cookie, which nginx's microcache and a CDN would refuse to keep.
  localeCookie: false,
  // The hreflang alternates are in each page's head (features/layout/metadata), right for
  // pages offered in fewer languages; a Link header would repeat them for any path, however
  // long (a 9 KB path made a 36 KB header that proxies refuse).
  alternateLinks: false,
  pathnames,
});

/** Pathnames without dynamic segments: usable as a plain string href. */
export type StaticPathname = Exclude<AppPathname, `${string}[${string}`>;
