import { getTranslations } from 'next-intl/server';
import { Price } from '@/components/price';
import { lowestRate, type HotelWithRooms } from '@/domain/catalog';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

type Props = {
  hotels: HotelWithRooms[];
  locale: Locale;
  /**
   * A per-request page (search results) formats the prices on the server; without it each
   * price is an island in the visitor's currency (cacheable pages, issue 18).
   */
  formatPrice?: (usdCents: number) => string;
  headingLevel?: 2 | 3;
};

/** The three hotels as cards (home page and hotels listing). */
export async function HotelCards({ hotels, locale, formatPrice, headingLevel = 3 }: Props) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const tl = await getTranslations({ locale, namespace: 'hotelsListing' });
  const terr = await getTranslations({ locale, namespace: 'errors' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {hotels.map((hotel) => {
        const from = lowestRate(hotel.roomTypes);
        return (
          <li
            key={hotel.code}
            className="group flex flex-col overflow-hidden rounded-2xl border border-jungle/10 bg-white shadow-sm"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- SVG artwork */}
            <img
              src={`/art/hero/${hotel.slug}.svg`}
              alt=""
              width={1600}
              height={700}
              loading="lazy"
              className="aspect-[16/9] w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <Heading className="font-display text-3xl font-semibold text-jungle">
                {hotel.name}
              </Heading>
              <p className="mt-2 text-sm text-muted">{hotel.content.tagline[locale]}</p>
              <p className="mt-3 text-xs text-muted">
                {tl('suites', { count: hotel.roomTypes.length })}
              </p>
              {from !== undefined ? (
                <p className="mt-4 text-sm">
                  <span className="font-semibold text-jungle">
                    {formatPrice ? (
                      t('from', { price: formatPrice(from) })
                    ) : (
                      <Price usdCents={from} template={t('from', { price: '{price}' })} />
                    )}
                  </span>{' '}
                  <span className="text-muted">{t('perNight')}</span>
                </p>
              ) : (
                <p className="mt-4 text-sm font-semibold text-muted">{terr('priceUnavailable')}</p>
              )}
              <Link
                href={`/${hotel.slug}` as '/hotel-xcaret-mexico'}
                className="btn-secondary mt-auto self-start"
                aria-label={`${t('seeHotel')}: ${hotel.name}`}
              >
                {t('seeHotel')}
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
