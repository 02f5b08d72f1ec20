import type { Metadata } from 'next';
import { locales, parkLocales, type AppPathname, type Locale } from '@/i18n/routing';
import { absoluteUrl as absolutePageUrl, regionalLocales, type PageHref } from '@/i18n/paths';
import { env } from '@/lib/env';

type Href = AppPathname | PageHref;

const ogLocale = (locale: Locale) => regionalLocales[locale].replace('-', '_');

/**
 * The absolute address of a localized page on the public origin, from the one route table
 * (`i18n/paths`) that emails and jobs use too: the language prefix, the localized slugs and
 * the site's trailing slash (a language's home is `/es/`, never `/es`, which answers 308).
 */
export function absoluteUrl(locale: Locale, href: Href): string {
  return absolutePageUrl(
    env().BASE_URL,
    locale,
    typeof href === 'string' ? { pathname: href } : href,
  );
}

/** The languages a page exists in: the park store has no Portuguese pages. */
export function pageLocales(pathname: AppPathname): readonly Locale[] {
  return pathname.startsWith('/parks') || pathname.startsWith('/tours') ? parkLocales : locales;
}

/**
 * Title, description, canonical address and hreflang alternates of a page (DESIGN §6),
 * and `noindex` when the layout says so.
 */
export function pageMetadata(options: {
  locale: Locale;
  href: Href;
  title: string;
  description?: string;
  noIndex?: boolean;
}): Metadata {
  const { locale, href, title, description, noIndex } = options;
  const pathname = (typeof href === 'string' ? href : href.pathname) as AppPathname;
  const available = pageLocales(pathname);
  const languages = Object.fromEntries(available.map((l) => [l, absoluteUrl(l, href)]));
  return {
    title,
    description,
    alternates: {
      canonical: absoluteUrl(locale, href),
      languages: { ...languages, 'x-default': absoluteUrl(available[0]!, href) },
    },
    robots: noIndex ? { index: false, follow: false } : { index: true, follow: true },
    openGraph: {
      title,
      description,
      locale: ogLocale(locale),
      type: 'website',
      url: absoluteUrl(locale, href),
    },
  };
}
