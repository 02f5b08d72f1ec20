import { getTranslations } from 'next-intl/server';
import { filterKeyOf, roomFilterOf, type HotelWithRooms } from '@/domain/catalog';
import {
  FEW_ROOMS_LEFT,
  type Discount,
  type HotelAvailability,
  type RatePlanKind,
  type RoomOption,
  type SearchResult,
} from '@/domain/stays';
import { ResponsivePicture } from '@/components/ui/picture';
import { pictureOf, type MediaItem } from '@/domain/media';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatShortDate } from '@/lib/dates';
import { env } from '@/lib/env';
import type { ReactNode } from 'react';
import { RoomFilter } from './room-filter';
import { RoomChoices, type RoomOptionView } from './room-options';
import { once, PRICE, pricesIn } from './message-templates';
import { offerPrices } from './room-offer.rules';
import { searchQueryString, type SearchQuery } from './search-query';
import { PromoDisclosure } from './promo-disclosure';
import { SearchSummary } from './search-summary';
import { StayChoice } from './stay-choice';

/** The visitor's currency, for the stay's total computed in the browser as rooms are chosen. */
export type ResultsCurrency = { iso: string; decimals: number; usdRate: string };

type Props = {
  locale: Locale;
  query: SearchQuery;
  result: SearchResult;
  hotels: HotelWithRooms[];
  formatPrice: (usdCents: number) => string;
  currency: ResultsCurrency;
  /** Step 2's submit: holds the chosen rooms (the booking feature's server action). */
  holdAction: (form: FormData) => Promise<void>;
  /** The room types' photographs from the media library, by room code (none: text only). */
  roomPhotos?: Map<string, MediaItem>;
};

/** How many children, named by the hotel when the search is for one (SPEC §3 age config). */
function childrenLabel(
  hotel: HotelWithRooms | undefined,
  count: number,
  locale: Locale,
  generic: string,
): string {
  if (!hotel) return generic;
  return (count === 1 ? hotel.childLabel : hotel.childrenLabel)[locale];
}

/** The key of a search's choices: its dates and party (a promo code or hotel keeps them). */
export function choiceKey(query: SearchQuery): string {
  return searchQueryString({ ...query, hotel: undefined, promo: undefined });
}

/**
 * The search in one line above the results (hotel, dates, nights, rooms and guests) with
 * "Modify search" opening the booking box: the rooms come first, on a desktop and a phone.
 */
export async function ResultsSearchSummary({
  locale,
  query,
  hotels,
  open,
  children,
}: {
  locale: Locale;
  query: SearchQuery;
  hotels: HotelWithRooms[];
  /** Open when the search has no result to show (an error, missing dates). */
  open: boolean;
  /** The booking box. */
  children: ReactNode;
}) {
  const [t, ts, tb] = await Promise.all([
    getTranslations({ locale, namespace: 'hotelResults' }),
    getTranslations({ locale, namespace: 'search' }),
    getTranslations({ locale, namespace: 'bookingBox' }),
  ]);
  const hotel = hotels.find((h) => h.code === query.hotel);
  const adults = query.rooms.reduce((n, r) => n + r.adults, 0);
  const kids = query.rooms.reduce((n, r) => n + r.childrenAges.length, 0);
  const nights =
    query.checkIn && query.checkOut
      ? Math.round((Date.parse(query.checkOut) - Date.parse(query.checkIn)) / 86_400_000)
      : 0;
  const summary =
    query.checkIn && query.checkOut && nights > 0
      ? t('summary', {
          hotel: hotel?.name ?? tb('allHotels'),
          stay: ts('stay', {
            nights,
            checkIn: formatShortDate(query.checkIn, locale),
            checkOut: formatShortDate(query.checkOut, locale),
          }),
          party: t('party', {
            rooms: query.rooms.length,
            adults,
            children: kids,
            label: childrenLabel(hotel, kids, locale, tb('children')),
          }),
        })
      : tb('title');
  return (
    <SearchSummary
      summary={summary}
      label={t('summaryLabel')}
      modify={ts('modify')}
      defaultOpen={open}
    >
      {children}
    </SearchSummary>
  );
}

/** Step 2 of SPEC §2: per hotel, a room type for each requested room, priced for the stay. */
export async function SearchResults({
  locale,
  query,
  result,
  hotels,
  formatPrice,
  currency,
  holdAction,
  roomPhotos,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'search' });
  const nights = result.nights.length;
  const resultsPath = getPathname({ locale, href: '/hotels' });
  const withQuery = (changes: Partial<SearchQuery>) =>
    `${resultsPath}?${searchQueryString({ ...query, ...changes })}`;

  return (
    <section aria-labelledby="results-title" className="mt-5 space-y-4 sm:mt-6 sm:space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <h2 id="results-title" className="text-2xl text-jungle sm:text-3xl">
          {t('title')}
        </h2>
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
            currency={currency}
            holdAction={holdAction}
            roomPhotos={roomPhotos}
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
  const to = await getTranslations({ locale, namespace: 'offers' });
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
            : promo.status === 'outdone'
              ? to('outdone', { code: promo.code })
              : promo.amount
                ? to('badge.codeAmount', { code: promo.code })
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
  const tr = await getTranslations({ locale, namespace: 'hotelResults' });
  return (
    <PromoDisclosure label={tr('havePromo')}>
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
    </PromoDisclosure>
  );
}

async function HotelResult({
  locale,
  hotel,
  availability,
  query,
  nights,
  formatPrice,
  currency,
  holdAction,
  alternativeHref,
  roomPhotos,
}: {
  roomPhotos?: Map<string, MediaItem>;
  locale: Locale;
  hotel: HotelWithRooms;
  availability: HotelAvailability;
  query: SearchQuery;
  nights: number;
  formatPrice: (usdCents: number) => string;
  currency: ResultsCurrency;
  holdAction: (form: FormData) => Promise<void>;
  alternativeHref: (checkIn: string, checkOut: string) => string;
}) {
  const [t, tr, tp, to] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    getTranslations({ locale, namespace: 'hotelResults' }),
    getTranslations({ locale, namespace: 'ratePlans' }),
    getTranslations({ locale, namespace: 'offers' }),
  ]);
  // What lowered a room's price: the best offer or the code (they never stack).
  const savingLabel = (applied: Discount) =>
    applied.source === 'offer'
      ? applied.kind === 'early_booking'
        ? to('badge.early_booking', { percent: applied.percentOff })
        : to('badge.long_stay', { percent: applied.percentOff })
      : applied.percentOff > 0
        ? to('badge.code', { percent: applied.percentOff, code: applied.code })
        : to('badge.codeAmount', { code: applied.code });
  const planName = (kind: RatePlanKind) =>
    kind === 'flexible' ? tp('flexibleName') : tp('nonRefundableName');
  const typeByCode = new Map(hotel.roomTypes.map((r) => [r.code, r]));
  const filter = roomFilterOf(hotel);
  const headingId = `hotel-${hotel.code}`;
  // The radios' words and prices, written here; RoomChoices (a client component) holds the
  // markup, so the RSC payload carries this data rather than every option's markup. Each
  // message is formatted once per page (pricesIn) rather than once per option and room.
  const price = pricesIn(formatPrice);
  const totalLabel = price(t('total', { price: PRICE, nights }));
  const perNightLabel = price(t('perNight', { price: PRICE }));
  const beforeLabel = price(t('before', { price: PRICE }));
  const otherRateLabel = once((kind: RatePlanKind) =>
    price(tp('otherRate', { plan: planName(kind), price: PRICE })),
  );
  const sizeLabel = once((size: number) => t('size', { size }));
  const fewLeftLabel = once((count: number) => t('fewLeft', { count }));
  const optionView = (option: RoomOption, options: RoomOption[]): RoomOptionView => {
    const type = typeByCode.get(option.roomTypeCode)!;
    const prices = offerPrices(option, nights);
    return {
      code: option.roomTypeCode,
      category: filterKeyOf(filter, option.roomTypeCode),
      name: type.name[locale],
      bed: type.bed[locale],
      size: sizeLabel(type.sizeM2),
      soldOut: option.soldOut,
      ...(option.applied && prices.beforeUsdCents !== undefined
        ? { saving: savingLabel(option.applied) }
        : {}),
      ...(prices.beforeUsdCents !== undefined
        ? { before: beforeLabel(prices.beforeUsdCents) }
        : {}),
      total: totalLabel(prices.totalUsdCents),
      perNight: perNightLabel(prices.perNightUsdCents),
      otherRates: option.rates.slice(1).map((rate) => ({
        plan: rate.plan,
        label: otherRateLabel(rate.kind)(rate.totalUsdCents),
      })),
      ...(option.roomsLeft <= FEW_ROOMS_LEFT ? { fewLeft: fewLeftLabel(option.roomsLeft) } : {}),
      totalUsdCents: prices.totalUsdCents,
      rates: JSON.stringify(Object.fromEntries(option.rates.map((r) => [r.plan, r.totalUsdCents]))),
      checked: option === options.find((o) => !o.soldOut),
    };
  };
  const plans = {
    legend: tp('legend'),
    items: availability.ratePlans.map((plan) => ({
      code: plan.code,
      name: planName(plan.kind),
      terms:
        plan.kind === 'flexible'
          ? tp('flexibleTerms', { days: plan.freeCancelDays, nights: plan.penaltyNights })
          : tp('nonRefundableTerms', { percent: plan.discountPercent }),
    })),
  };
  // Each photograph once per hotel, whatever the number of rooms that offer its room type.
  const photos: Record<string, ReactNode> = {};
  for (const code of new Set(
    availability.rooms.flatMap(({ options }) => options.map((o) => o.roomTypeCode)),
  )) {
    const photo = roomPhotos?.get(code);
    if (photo)
      photos[code] = (
        <ResponsivePicture
          picture={pictureOf(photo, locale)}
          sizes="8rem"
          decorative
          className="aspect-[3/2] h-auto w-full rounded-lg object-cover"
        />
      );
  }
  const bookable = availability.status === 'available';
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-jungle/10 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 border-b border-jungle/10 bg-sand/40 px-4 py-3 sm:px-6 sm:py-4">
        <div>
          <h3
            id={headingId}
            className="font-display text-2xl font-semibold text-jungle sm:text-3xl"
          >
            {hotel.name}
          </h3>
          <p className="text-xs text-muted sm:text-sm">{hotel.content.tagline[locale]}</p>
        </div>
        {availability.fromTotalUsdCents !== undefined && (
          <p className="sm:text-right">
            <span className="block font-semibold text-jungle sm:text-lg">
              {t('fromTotal', { price: formatPrice(availability.fromTotalUsdCents) })}
            </span>
            <span className="hidden text-xs text-muted sm:inline">{t('taxesIncluded')}</span>
          </p>
        )}
      </div>
      <div className="px-4 py-4 sm:px-6 sm:py-5">
        {availability.status === 'ages' && <p>{hotel.ageDescription[locale]}</p>}
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
            <StayChoice
              hotel={hotel.code}
              search={choiceKey(query)}
              locale={locale}
              currency={currency}
              secure={env().isHttps}
              initial={availability.rooms.flatMap(({ options }, i) => {
                // What the radios checked by default add up to, in the server's HTML: the
                // total box is there before the page hydrates, so nothing moves under a tap.
                const first = options.find((o) => !o.soldOut);
                if (!first) return [];
                const plan = availability.ratePlans[0]?.code;
                const rate = first.rates.find((r) => r.plan === plan);
                return [
                  {
                    room: i + 1,
                    code: first.roomTypeCode,
                    name: typeByCode.get(first.roomTypeCode)!.name[locale],
                    usdCents: rate?.totalUsdCents ?? offerPrices(first, nights).totalUsdCents,
                  },
                ];
              })}
              labels={{
                title: tr('choiceTitle'),
                total: tr('stayTotal', { nights }),
                room: tr('room', { n: '{n}' }),
                note: tr('stayTotalNote'),
              }}
            >
              <RoomFilter
                label={t('filter')}
                allLabel={t('filterAll')}
                categories={(filter?.categories ?? []).map((c) => ({
                  key: c.key,
                  label: c.name[locale],
                }))}
              >
                <RoomChoices
                  hotel={hotel.code}
                  rooms={availability.rooms.map(({ request, options }, i) => ({
                    legend: tr('roomFor', {
                      n: i + 1,
                      adults: request.adults,
                      children: request.childrenAges.length,
                      label: childrenLabel(hotel, request.childrenAges.length, locale, ''),
                      ages: request.childrenAges.join(', '),
                    }),
                    options: options.map((option) => optionView(option, options)),
                    ...(availability.ratePlans.length > 1 ? { plans } : {}),
                  }))}
                  photos={photos}
                  soldOutLabel={t('soldOut')}
                />
              </RoomFilter>
            </StayChoice>
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
