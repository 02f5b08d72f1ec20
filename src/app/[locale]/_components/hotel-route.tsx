import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HotelHero, HotelPageView } from '@/features/content/hotel-page-view';
import { loadHotel, loadHotelPage } from '@/features/content/server';
import { pageMetadata } from '@/features/layout/metadata';
import { readLocale, type LocaleParams } from './locale';
import { Shell } from './shell';

type HotelSlug = 'hotel-xcaret-mexico' | 'hotel-xcaret-arte' | 'la-casa-de-la-playa';

/** The three hotel pages share one route implementation. */
export function hotelRoute(slug: HotelSlug) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await readLocale(params);
    const hotel = await loadHotel(slug);
    if (!hotel) notFound();
    return pageMetadata({
      locale,
      href: `/${slug}`,
      title: hotel.name,
      description: hotel.content.tagline[locale],
    });
  }
  async function Page({ params }: LocaleParams) {
    const locale = await readLocale(params);
    const loaded = await loadHotelPage(slug, locale);
    if (!loaded) notFound();
    const { hotel, formatPrice, hero, gallery, photos } = loaded;
    return (
      <Shell
        page={`/${slug}`}
        locale={locale}
        options={{ showBookingBox: true, bookingTabs: true, subHeader: hotel.name }}
        hotelCode={hotel.code}
        hero={<HotelHero hotel={hotel} locale={locale} formatPrice={formatPrice} photo={hero} />}
      >
        <HotelPageView
          hotel={hotel}
          locale={locale}
          formatPrice={formatPrice}
          gallery={gallery}
          photos={photos}
        />
      </Shell>
    );
  }
  return { generateMetadata, Page };
}
