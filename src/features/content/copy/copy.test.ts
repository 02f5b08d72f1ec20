import { describe, expect, it } from 'vitest';
import { hotels } from '@/db/seed/hotels';
import * as copy from '.';
import type { ContentPage } from '.';

const locales = ['es', 'en', 'pt'] as const;
const pages: [string, Record<(typeof locales)[number], ContentPage>][] = [
  ['allFunInclusive', copy.allFunInclusive],
  ['restaurants', copy.restaurants],
  ['bars', copy.bars],
  ['meetings', copy.meetings],
  ['offers', copy.offers],
  ['weddings', copy.weddings],
  ['spa', copy.spa],
  ['faq', copy.faq],
  ['privacy', copy.privacy],
  ['terms', copy.terms],
  ['home', copy.home],
  ['hotelsListing', copy.hotelsListing],
  ...copy.cities.map(
    (c) => [`city ${c.slug}`, c.page] as [string, Record<(typeof locales)[number], ContentPage>],
  ),
];

describe('editorial copy', () => {
  it.each(pages)(
    '%s exists in es, en and pt with a title, a short description and sections',
    (_name, page) => {
      for (const locale of locales) {
        expect(page[locale].title.length).toBeGreaterThan(3);
        expect(page[locale].metaDescription.length).toBeLessThanOrEqual(155);
        expect(page[locale].sections.length).toBeGreaterThan(0);
      }
      // Same structure in every language.
      expect(page.en.sections.length).toBe(page.es.sections.length);
      expect(page.pt.sections.length).toBe(page.es.sections.length);
    },
  );

  it('gives every hotel its restaurants and bars in every language (the hotel pages show them)', () => {
    for (const locale of locales) {
      for (const hotel of hotels) {
        const of = (page: ContentPage) =>
          page.sections.find((s) => s.heading === hotel.name)?.items ?? [];
        expect(
          of(copy.restaurants[locale]).length,
          `${hotel.name} restaurants ${locale}`,
        ).toBeGreaterThan(0);
        expect(of(copy.bars[locale]).length, `${hotel.name} bars ${locale}`).toBeGreaterThan(0);
      }
    }
  });
});
