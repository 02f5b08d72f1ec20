import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db/client';
import { listHotelsWithRooms } from '@/domain/catalog';
import { searchAvailability, StayError, type SearchResult } from '@/domain/stays';
import { HotelCards } from '@/features/content/hotel-cards';
import { holdRooms } from '@/features/hotel-booking/actions';
import { BookingBox } from '@/features/hotel-search/booking-box';
import { parseSearchQuery, type SearchParams } from '@/features/hotel-search/search-query';
import { SearchResults } from '@/features/hotel-search/search-results';
import { StayErrorNotice } from '@/features/hotel-search/stay-error-notice';
import { SimplePage } from '@/features/layout/simple-page';
import { getVisitor, moneyFormatter } from '@/features/layout/visitor';
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
  const raw = await searchParams;
  const query = parseSearchQuery(raw);
  const t = await getTranslations({ locale, namespace: 'pages' });
  const db = await getDb();
  const [hotels, { currency }] = await Promise.all([listHotelsWithRooms(db), getVisitor()]);
  const formatPrice = moneyFormatter(currency, locale);

  let result: SearchResult | undefined;
  let error: { code: string; detail?: Record<string, unknown> } | undefined;
  const returned = typeof raw.error === 'string' ? raw.error : undefined;
  if (query.checkIn || query.checkOut) {
    if (!query.checkIn || !query.checkOut) error = { code: 'MISSING_DATES' };
    else if (query.missingAges.some((n) => n > 0)) error = { code: 'MISSING_AGES' };
    else {
      try {
        result = await searchAvailability(db, {
          hotelCode: query.hotel,
          checkIn: query.checkIn,
          checkOut: query.checkOut,
          rooms: query.rooms,
          promoCode: query.promo,
        });
      } catch (caught) {
        if (!(caught instanceof StayError)) throw caught;
        error = { code: caught.code, detail: caught.detail };
      }
    }
  }
  if (!error && returned) error = { code: returned };

  return (
    <Shell locale={locale} page="/hotels" options={{ noIndex: true }}>
      <SimplePage title={t('search')} intro={result ? undefined : t('searchIntro')}>
        <div className="mb-8">
          <BookingSteps locale={locale} current={result ? 2 : 1} />
        </div>
        {error && <StayErrorNotice locale={locale} code={error.code} detail={error.detail} />}
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
        {result ? (
          <SearchResults
            locale={locale}
            query={query}
            result={result}
            hotels={hotels}
            formatPrice={formatPrice}
            holdAction={holdRooms}
          />
        ) : (
          <div className="mt-10">
            <HotelCards
              hotels={hotels}
              locale={locale}
              formatPrice={formatPrice}
              headingLevel={2}
            />
          </div>
        )}
      </SimplePage>
    </Shell>
  );
}
