import type { Locale } from '@/i18n/paths';

/** Editorial copy of the content pages, one module per language. Plain data, no JSX. */
export type { Locale };
export type Localized<T> = Record<Locale, T>;

export type ContentItem = { title: string; text: string; meta?: string };
export type ContentSection = {
  heading: string;
  paragraphs: string[];
  items?: ContentItem[];
};
export type ContentPage = {
  title: string; // the page's single h1
  metaDescription: string; // <= 155 characters
  intro: string;
  sections: ContentSection[];
};
export type FaqPage = ContentPage & {
  questions: { q: string; a: string; topic: string }[];
};

/** The city landing pages (/hoteles-en/[city]/), in the order the site map lists them. */
export const CITY_SLUGS = ['playa-del-carmen', 'cancun', 'tulum', 'riviera-maya'] as const;
export type CitySlug = (typeof CITY_SLUGS)[number];

/**
 * Every content page's words in one language: a language's module (./es.ts, ./en.ts, ./pt.ts)
 * must give all of them, so a missing page or city fails the typecheck.
 */
export type ContentCopy = {
  home: ContentPage;
  hotelsListing: ContentPage;
  allFunInclusive: ContentPage;
  restaurants: ContentPage;
  bars: ContentPage;
  meetings: ContentPage;
  offers: ContentPage;
  weddings: ContentPage;
  spa: ContentPage;
  faq: FaqPage;
  privacy: ContentPage;
  terms: ContentPage;
  cities: Record<CitySlug, ContentPage>;
};
