import { getTranslations } from 'next-intl/server';
import { filterKeyOf, roomFilterOf, type HotelWithRooms } from '@/domain/catalog';
import { FEW_ROOMS_LEFT, type SearchResult, type HotelAvailability } from '@/domain/stays';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatShortDate } from '@/lib/dates';
import { RoomFilter } from './room-filter';
import { offerPrices } from './room-offer.rules';
import { searchQueryString, type SearchQuery } from './search-query';

type Props = {
  locale: Locale;
  query: SearchQuery;
  result: SearchResult;
  hotels: HotelWithRooms[];
  formatPrice: (usdCents: number) => string;
  /** Step 2's submit: holds the chosen rooms (the booking feature's server action). */
  holdAction: (form: FormData) => Promise<void>;
};

/** Step 2 of SPEC §2: per hotel, a room type for each requested room, priced for the stay. */
export async function SearchResults({
  locale,
  query,
  result,
  hotels,
  formatPrice,
  holdAction,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'search' });
  const nights = result.nights.length;
  const adults = query.rooms.reduce((n, r) => n + r.adults, 0);
  const children = query.rooms.reduce((n, r) => n + r.childrenAges.length, 0);
  const resultsPath = getPathname({ locale, href: '/hotels' });
  const withQuery = (changes: Partial<SearchQuery>) =>
    `${resultsPath}?${searchQueryString({ ...query, ...changes })}`;

  return (
    <section aria-labelledby="results-title" className="mt-10 space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="results-title" className="text-3xl text-jungle">
            {t('title')}
          </h2>
          <p className="mt-1 text-muted">
            {t('stay', {
              nights,
              checkIn: formatShortDate(query.checkIn!, locale),
              checkOut: formatShortDate(query.checkOut!, locale),
            })}{' '}
            · {t('party', { rooms: query.rooms.length, adults, children })}
          </p>
        </div>
        <PromoBar
          locale={locale}
          query={query}
          result={result}
          removeHref={withQuery({ promo: undefined })}
        />
      </div>
      {result.hotels.map((availability) => {
        const hotel = hotels.find((h) => h.code === availability.hotelCode)!;
        return (
          <HotelResult
            key={hotel.code}
            locale={locale}
            hotel={hotel}
            availability={availability}
            query={query}
            nights={nights}
            formatPrice={formatPrice}
            holdAction={holdAction}
            alternativeHref={(checkIn, checkOut) =>
              withQuery({ checkIn, checkOut, hotel: query.hotel })
            }
          />
        );
      })}
    </section>
  );
}

async function PromoBar({
  locale,
  query,
  result,
  removeHref,
}: {
  locale: Locale;
  query: SearchQuery;
  result: SearchResult;
  removeHref: string;
}) {
  const t = await getTranslations({ locale, namespace: 'search' });
  const promo = result.promo;
  if (promo) {
    return (
      <div
        role={promo.status === 'invalid' ? 'alert' : 'status'}
        className={`flex flex-wrap items-center gap-3 rounded-xl px-4 py-2 text-sm ${
          promo.status === 'invalid' ? 'bg-red-50 text-red-800' : 'bg-jungle/10 text-jungle'
        }`}
      >
        <span className="font-semibold">
          {promo.status === 'invalid'
            ? t('promoInvalid')
            : t('promoApplied', { code: promo.code, percent: promo.percentOff })}
        </span>
        <a href={removeHref} className="underline">
          {t('promoRemove')}
        </a>
      </div>
    );
  }
  // Applying a code re-runs the same search with it: every field of the query rides along.
  const hidden = new URLSearchParams(searchQueryString(query));
  return (
    <form
      action={getPathname({ locale, href: '/hotels' })}
      method="get"
      className="flex items-end gap-2"
    >
      {[...hidden].map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor="results-promo" className="field-label">
          {t('promoLabel')}
        </label>
        <input id="results-promo" name="promo" maxLength={20} className="field w-40 uppercase" />
      </div>
      <button type="submit" className="btn-secondary h-[2.9rem] px-4">
        {t('promoApply')}
      </button>
    </form>
  );
}

async function HotelResult({
  locale,
  hotel,
  availability,
  query,
  nights,
  formatPrice,
  holdAction,
  alternativeHref,
}: {
  locale: Locale;
  hotel: HotelWithRooms;
  availability: HotelAvailability;
  query: SearchQuery;
  nights: number;
  formatPrice: (usdCents: number) => string;
  holdAction: (form: FormData) => Promise<void>;
  alternativeHref: (checkIn: string, checkOut: string) => string;
}) {
  const t = await getTranslations({ locale, namespace: 'search' });
  const typeByCode = new Map(hotel.roomTypes.map((r) => [r.code, r]));
  const filter = roomFilterOf(hotel);
  const headingId = `hotel-${hotel.code}`;
  const bookable = availability.status === 'available';
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-jungle/10 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-jungle/10 bg-sand/40 px-5 py-4 sm:px-6">
        <div>
          <h3 id={headingId} className="font-display text-3xl font-semibold text-jungle">
            {hotel.name}
          </h3>
          <p className="text-sm text-muted">{hotel.content.tagline[locale]}</p>
        </div>
        {availability.fromTotalUsdCents !== undefined && (
          <p className="text-right">
            <span className="block text-lg font-semibold text-jungle">
              {t('fromTotal', { price: formatPrice(availability.fromTotalUsdCents) })}
            </span>
            <span className="text-xs text-muted">{t('taxesIncluded')}</span>
          </p>
        )}
      </div>
      <div className="px-5 py-5 sm:px-6">
        {availability.status === 'ages' && (
          <p>{t('hotelAges', { min: hotel.childrenMinAge, max: hotel.childrenMaxAge })}</p>
        )}
        {availability.status === 'no-fit' && <p>{t('hotelNoFit')}</p>}
        {availability.status === 'sold-out' && (
          <div className="mb-5 rounded-xl bg-sunset/10 px-4 py-3">
            <p className="font-semibold">{t('hotelSoldOut')}</p>
            {availability.alternatives.length > 0 ? (
              <>
                <p className="mt-1 text-sm">{t('alternatives')}</p>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {availability.alternatives.map((alt) => (
                    <li key={alt.checkIn}>
                      <a
                        href={alternativeHref(alt.checkIn, alt.checkOut)}
                        className="inline-block rounded-full border border-jungle/30 bg-white px-3 py-1 text-sm text-jungle"
                      >
                        {t('alternative', {
                          checkIn: formatShortDate(alt.checkIn, locale),
                          checkOut: formatShortDate(alt.checkOut, locale),
                          price: formatPrice(alt.fromTotalUsdCents),
                        })}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="mt-1 text-sm">{t('noAlternatives')}</p>
            )}
          </div>
        )}
        {(availability.status === 'available' || availability.status === 'sold-out') && (
          <form action={holdAction}>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="hotel" value={hotel.code} />
            <input type="hidden" name="checkIn" value={query.checkIn} />
            <input type="hidden" name="checkOut" value={query.checkOut} />
            <input
              type="hidden"
              name="promo"
              value={availability.promoApplied ? query.promo : ''}
            />
            <input type="hidden" name="party" value={JSON.stringify(query.rooms)} />
            <input
              type="hidden"
              name="back"
              value={`${getPathname({ locale, href: '/hotels' })}?${searchQueryString(query)}`}
            />
            <RoomFilter
              label={t('filter')}
              allLabel={t('filterAll')}
              categories={(filter?.categories ?? []).map((c) => ({
                key: c.key,
                label: c.name[locale],
              }))}
            >
              <div className="space-y-6">
                {availability.rooms.map(({ request, options }, i) => {
                  const n = i + 1;
                  const firstAvailable = options.find((o) => !o.soldOut);
                  return (
                    <fieldset key={n}>
                      <legend className="mb-2 font-semibold text-jungle">
                        {t('roomFor', {
                          n,
                          adults: request.adults,
                          children: request.childrenAges.length,
                          ages: request.childrenAges.join(', '),
                        })}
                      </legend>
                      <ul className="grid gap-2">
                        {options.map((option) => {
                          const type = typeByCode.get(option.roomTypeCode)!;
                          const id = `${hotel.code}-r${n}-${option.roomTypeCode}`;
                          const price = offerPrices(option, nights);
                          return (
                            <li
                              key={option.roomTypeCode}
                              data-category={filterKeyOf(filter, option.roomTypeCode)}
                            >
                              <label
                                htmlFor={id}
                                className={`flex cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border px-4 py-3 has-checked:border-jungle has-checked:bg-jungle/5 ${
                                  option.soldOut
                                    ? 'cursor-not-allowed border-stone-200 bg-stone-50 text-muted'
                                    : 'border-jungle/15'
                                }`}
                              >
                                <input
                                  id={id}
                                  type="radio"
                                  name={`room${n}`}
                                  value={option.roomTypeCode}
                                  disabled={option.soldOut}
                                  defaultChecked={option === firstAvailable}
                                  required
                                  className="h-4 w-4 accent-jungle"
                                />
                                <span className="min-w-48 flex-1">
                                  <span className="block font-semibold text-ink">
                                    {type.name[locale]}
                                  </span>
                                  <span className="block text-xs text-muted">
                                    {type.bed[locale]} · {t('size', { size: type.sizeM2 })}
                                  </span>
                                </span>
                                {option.soldOut ? (
                                  <span className="font-semibold text-sunset-700">
                                    {t('soldOut')}
                                  </span>
                                ) : (
                                  <span className="text-right">
                                    {price.beforeUsdCents !== undefined && (
                                      <span className="block text-xs text-muted line-through">
                                        {t('before', { price: formatPrice(price.beforeUsdCents) })}
                                      </span>
                                    )}
                                    <span className="block font-semibold text-jungle">
                                      {t('total', {
                                        price: formatPrice(price.totalUsdCents),
                                        nights,
                                      })}
                                    </span>
                                    <span className="block text-xs text-muted">
                                      {t('perNight', {
                                        price: formatPrice(price.perNightUsdCents),
                                      })}
                                    </span>
                                    {option.roomsLeft <= FEW_ROOMS_LEFT && (
                                      <span className="block text-xs font-semibold text-sunset-700">
                                        {t('fewLeft', { count: option.roomsLeft })}
                                      </span>
                                    )}
                                  </span>
                                )}
                              </label>
                            </li>
                          );
                        })}
                      </ul>
                    </fieldset>
                  );
                })}
              </div>
            </RoomFilter>
            <p className="mt-4 text-sm text-muted">
              {t('allFun')} · {t('taxesIncluded')}
            </p>
            {bookable && (
              <button type="submit" className="btn-primary mt-4">
                {t('reserve', { hotel: hotel.name })}
              </button>
            )}
          </form>
        )}
      </div>
    </article>
  );
}
