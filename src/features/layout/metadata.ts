import type { Metadata } from 'next';
import { getPathname } from '@/i18n/navigation';
import { locales, parkLocales, type AppPathname, type Locale } from '@/i18n/routing';
import { regionalLocales } from '@/i18n/paths';
import { env } from '@/lib/env';
import { trailingSlashTarget } from '@/lib/trailing-slash';

type Href = Parameters<typeof getPathname>[0]['href'];

const ogLocale = (locale: Locale) => regionalLocales[locale].replace('-', '_');

/**
 * The absolute address of a localized page, with the site's trailing slash: the routing
 * library writes a language's home as `/es`, which answers 308 (issue 19).
 */
export function absoluteUrl(locale: Locale, href: Href): string {
  const url = new URL(getPathname({ locale, href }), env().BASE_URL);
  url.pathname = trailingSlashTarget(url.pathname) ?? url.pathname;
  return url.toString();
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
