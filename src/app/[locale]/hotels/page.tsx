import { getTranslations } from 'next-intl/server';
import { HotelCards } from '@/features/content/hotel-cards';
import { holdRooms } from '@/features/hotel-booking/actions';
import { BookingBox } from '@/features/hotel-search/booking-box';
import type { SearchParams } from '@/features/hotel-search/search-query';
import { ResultsSearchSummary, SearchResults } from '@/features/hotel-search/search-results';
import { runHotelSearch } from '@/features/hotel-search/server';
import { StayErrorNotice } from '@/features/hotel-search/stay-error-notice';
import { SimplePage } from '@/features/layout/simple-page';
import { BookingSteps } from '../_components/booking-steps';
import { pagesMetadata } from '../_components/simple-route';
import { readLocale, type LocaleParams } from '../_components/locale';
import { Shell } from '../_components/shell';

type Props = LocaleParams & { searchParams: Promise<SearchParams> };

// Result pages vary with the query: kept out of search engines.
export const generateMetadata = pagesMetadata({
  href: '/hotels',
  title: 'search',
  intro: 'searchIntro',
  noIndex: true,
});

export default async function SearchResultsPage({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  const { query, hotels, formatPrice, currency, result, error, roomPhotos } = await runHotelSearch(
    locale,
    await searchParams,
  );
  const t = await getTranslations({ locale, namespace: 'pages' });

  return (
    <Shell locale={locale} page="/hotels" options={{ noIndex: true }}>
      <SimplePage
        title={t('search')}
        intro={result ? undefined : t('searchIntro')}
        dense={!!result}
      >
        <div className={result ? 'mb-4 sm:mb-6' : 'mb-8'}>
          <BookingSteps locale={locale} current={result ? 2 : 1} />
        </div>
        {error && <StayErrorNotice locale={locale} code={error.code} detail={error.detail} />}
        {result ? (
          <>
            {/* One promo field: the results' own; the box keeps a valid code unseen. */}
            <ResultsSearchSummary locale={locale} query={query} hotels={hotels} open={!!error}>
              <BookingBox
                locale={locale}
                promoField={false}
                values={{
                  hotel: query.hotel,
                  checkIn: query.checkIn,
                  checkOut: query.checkOut,
                  rooms: query.rooms,
                  promo: result.promo?.status === 'invalid' ? undefined : query.promo,
                }}
              />
            </ResultsSearchSummary>
            <SearchResults
              locale={locale}
              query={query}
              result={result}
              hotels={hotels}
              formatPrice={formatPrice}
              currency={currency}
              holdAction={holdRooms}
              roomPhotos={roomPhotos}
            />
          </>
        ) : (
          <>
            <BookingBox
              locale={locale}
              values={{
                hotel: query.hotel,
                checkIn: query.checkIn,
                checkOut: query.checkOut,
                rooms: query.rooms,
                promo: query.promo,
              }}
            />
            <div className="mt-10">
              <HotelCards
                hotels={hotels}
                locale={locale}
                formatPrice={formatPrice}
                headingLevel={2}
              />
            </div>
          </>
        )}
      </SimplePage>
    </Shell>
  );
}
