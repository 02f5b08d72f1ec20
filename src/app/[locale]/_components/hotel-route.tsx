import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HotelHero, HotelPageView } from '@/features/content/hotel-page-view';
import { PreviewBanner } from '@/features/content/preview-banner';
import { loadHotel, loadHotelPage, wantsPreview } from '@/features/content/server';
import { pageMetadata } from '@/features/layout/metadata';
import { readLocale, type LocaleParams } from './locale';
import { PriceRates } from './price-rates';
import { Shell } from './shell';

type PageProps = LocaleParams & {
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
};

type HotelSlug = 'hotel-xcaret-mexico' | 'hotel-xcaret-arte' | 'la-casa-de-la-playa';

/** The three hotel pages share one route implementation. */
export function hotelRoute(slug: HotelSlug) {
  async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
    const locale = await readLocale(params);
    const loaded = await loadHotel(slug, locale, await wantsPreview(searchParams));
    if (!loaded) notFound();
    return pageMetadata({
      locale,
      href: `/${slug}`,
      title: loaded.hotel.name,
      description: loaded.hotel.content.tagline[locale],
      noIndex: loaded.preview || undefined,
    });
  }
  async function Page({ params, searchParams }: PageProps) {
    const locale = await readLocale(params);
    const loaded = await loadHotelPage(slug, locale, await wantsPreview(searchParams));
    if (!loaded) notFound();
    const { hotel, hero, gallery, photos, preview } = loaded;
    return (
      <PriceRates locale={locale}>
        <Shell
          page={`/${slug}`}
          locale={locale}
          options={{ showBookingBox: true, bookingTabs: true, subHeader: hotel.name }}
          hotelCode={hotel.code}
          hero={<HotelHero hotel={hotel} locale={locale} photo={hero} />}
        >
          {preview && <PreviewBanner locale={locale} />}
          <HotelPageView hotel={hotel} locale={locale} gallery={gallery} photos={photos} />
        </Shell>
      </PriceRates>
    );
  }
  return { generateMetadata, Page };
}
