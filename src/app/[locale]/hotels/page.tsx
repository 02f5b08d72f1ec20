import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db/client';
import { listHotelsWithRooms } from '@/domain/catalog';
import { HotelCards } from '@/features/content/hotel-cards';
import { BookingBox } from '@/features/hotel-search/booking-box';
import { pageMetadata } from '@/features/layout/metadata';
import { SimplePage } from '@/features/layout/simple-page';
import { getVisitor, moneyFormatter } from '@/features/layout/visitor';
import { readLocale, type LocaleParams } from '../_components/locale';
import { Shell } from '../_components/shell';

type Props = LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages' });
  // Result pages vary with the query: kept out of search engines.
  return pageMetadata({
    locale,
    href: '/hotels',
    title: t('search'),
    description: t('searchIntro'),
    noIndex: true,
  });
}

export default async function SearchResultsPage({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: 'pages' });
  const [hotels, { currency }] = await Promise.all([
    listHotelsWithRooms(await getDb()),
    getVisitor(),
  ]);
  const value = (key: string) =>
    typeof query[key] === 'string' ? (query[key] as string) : undefined;
  return (
    <Shell locale={locale} options={{ noIndex: true }}>
      <SimplePage title={t('search')} intro={t('searchIntro')}>
        <BookingBox
          locale={locale}
          hotels={hotels.map((h) => ({ code: h.code, name: h.name }))}
          values={{
            hotel: value('hotel'),
            checkIn: value('checkIn'),
            checkOut: value('checkOut'),
            rooms: value('rooms'),
            adults: value('adults'),
            children: value('children'),
            promo: value('promo'),
          }}
        />
        <div className="mt-10">
          <HotelCards
            hotels={hotels}
            locale={locale}
            formatPrice={moneyFormatter(currency, locale)}
            headingLevel={2}
          />
        </div>
      </SimplePage>
    </Shell>
  );
}
