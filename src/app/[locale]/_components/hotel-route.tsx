import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { findHotelBySlug } from '@/domain/catalog';
import { HotelHero, HotelPageView } from '@/features/content/hotel-page-view';
import { pageMetadata } from '@/features/layout/metadata';
import { getVisitor, moneyFormatter } from '@/features/layout/visitor';
import { readLocale, type LocaleParams } from './locale';
import { Shell } from './shell';

type HotelSlug = 'hotel-xcaret-mexico' | 'hotel-xcaret-arte' | 'la-casa-de-la-playa';

/** The three hotel pages share one route implementation. */
export function hotelRoute(slug: HotelSlug) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await readLocale(params);
    const hotel = await findHotelBySlug(await getDb(), slug);
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
    const [hotel, { currency }] = await Promise.all([
      findHotelBySlug(await getDb(), slug),
      getVisitor(),
    ]);
    if (!hotel) notFound();
    const formatPrice = moneyFormatter(currency, locale);
    return (
      <Shell
        page={`/${slug}`}
        locale={locale}
        options={{ showBookingBox: true, bookingTabs: true, subHeader: hotel.name }}
        hotelCode={hotel.code}
        hero={<HotelHero hotel={hotel} locale={locale} formatPrice={formatPrice} />}
      >
        <HotelPageView hotel={hotel} locale={locale} formatPrice={formatPrice} />
      </Shell>
    );
  }
  return { generateMetadata, Page };
}
