import type { Metadata } from 'next';
import { hotelsListing } from '@/features/content/copy';
import { Hero } from '@/features/content/hero';
import { HotelCards } from '@/features/content/hotel-cards';
import { loadHotelCards } from '@/features/content/server';
import { pageMetadata } from '@/features/layout/metadata';
import { readLocale, type LocaleParams } from '../_components/locale';
import { Shell } from '../_components/shell';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocale(params);
  const copy = hotelsListing[locale];
  return pageMetadata({
    locale,
    href: '/xcaret-hotels',
    title: copy.title,
    description: copy.metaDescription,
  });
}

export default async function HotelsListingPage({ params }: LocaleParams) {
  const locale = await readLocale(params);
  const { hotels, formatPrice } = await loadHotelCards(locale);
  const copy = hotelsListing[locale];
  return (
    <Shell
      page="/xcaret-hotels"
      locale={locale}
      options={{ showBookingBox: true, bookingTabs: true }}
      hero={<Hero art="home" title={copy.title} intro={copy.intro} />}
    >
      <div className="container-page mt-12">
        <HotelCards hotels={hotels} locale={locale} formatPrice={formatPrice} headingLevel={2} />
      </div>
      {copy.sections.map((section) => (
        <section key={section.heading} className="container-page mt-14 max-w-4xl">
          <h2 className="text-3xl text-jungle">{section.heading}</h2>
          <div className="prose-copy mt-3 leading-relaxed">
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
        </section>
      ))}
    </Shell>
  );
}
