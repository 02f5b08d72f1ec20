import { getTranslations } from 'next-intl/server';
import { getDb, offeredCurrencies, siteChrome } from '@/server';
import { listHotels } from '@/domain/catalog';
import { packageHotel, type PackageSearchErrorCode } from '@/domain/packages';
import { resortToday } from '@/domain/stays';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { FlightPackageSearch } from './flight-package-search';

const ERROR_CODES: PackageSearchErrorCode[] = [
  'PACKAGE_ORIGIN_REQUIRED',
  'PACKAGE_MAX_PASSENGERS',
  'PACKAGE_HOTEL_REQUIRED',
  'PACKAGE_DATES_REQUIRED',
  'PACKAGE_CHECK_IN_PAST',
  'PACKAGE_DATES_ORDER',
  'PACKAGE_CHILD_AGE',
];

/**
 * The booking box's Hotel + Flight tab, flight booking version v1 (SPEC §2 layout option):
 * the search leaves for the external package search page configured by PACKAGE_SEARCH_URL
 * and PACKAGE_AFFILIATE_CODE, in the visitor's language and currency (read in the browser when
 * the search leaves: the panel is the same for everyone). Without a partner, the tab says
 * packages are not available online and gives the call centre.
 */
export async function FlightPackagePanel({
  locale,
  hotelCode,
}: {
  locale: Locale;
  hotelCode?: string;
}) {
  const [t, tb, hotels, currencies, chrome] = await Promise.all([
    getTranslations({ locale, namespace: 'flightPackage' }),
    getTranslations({ locale, namespace: 'bookingBox' }),
    getDb().then(listHotels),
    offeredCurrencies(),
    siteChrome(),
  ]);
  const { PACKAGE_SEARCH_URL, PACKAGE_AFFILIATE_CODE } = env();
  if (!PACKAGE_SEARCH_URL)
    // No partner configured: say so, with the call centre, instead of a search that fails.
    return (
      <div role="status" className="rounded-xl border border-jungle/10 bg-sand/60 p-4 text-sm">
        <p className="font-semibold text-jungle">{t('unavailableTitle')}</p>
        <p className="mt-1">{t('unavailable')}</p>
        <ul className="mt-2 space-y-1">
          {chrome.phones.map((p) => (
            <li key={p.dialNumber}>
              {p.text[locale]}:{' '}
              <a href={`tel:${p.dialNumber}`} className="font-semibold text-lagoon-800">
                {p.displayNumber}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  // Placeholders are left in for the form to fill ({min}, {max}, {query}, …).
  const keep = { min: '{min}', max: '{max}', count: '{count}', query: '{query}' };
  return (
    <FlightPackageSearch
      loading={t('loading')}
      locale={locale}
      currencies={currencies.map(({ id, iso }) => ({ id, iso }))}
      today={resortToday(new Date())}
      hotel={hotelCode ?? ''}
      hotels={hotels.map((h) => ({ name: h.name, ...packageHotel(h) }))}
      config={{ baseUrl: PACKAGE_SEARCH_URL, affiliateCode: PACKAGE_AFFILIATE_CODE }}
      labels={{
        origin: t('origin'),
        originPlaceholder: t('originPlaceholder'),
        noAirports: t('noAirports', keep),
        loadingAirports: t('loadingAirports'),
        destination: t('destination'),
        destinationValue: t('destinationValue'),
        hotel: tb('hotel'),
        checkIn: tb('checkIn'),
        checkOut: tb('checkOut'),
        rooms: tb('rooms'),
        room: tb('room', { n: '{n}' }),
        adults: tb('adults'),
        children: tb('children'),
        childAge: tb('childAge', { n: '{n}' }),
        chooseAge: tb('chooseAge'),
        ages: Array.from({ length: 18 }, (_, age) => tb('age', { age })),
        agesNote: t('agesNote', { ...keep, hotel: '{hotel}' }),
        passengers: t('passengers', keep),
        search: t('search'),
        leaving: t('leaving'),
        errors: Object.fromEntries(
          ERROR_CODES.map((code) => [code, t(`errors.${code}`, keep)]),
        ) as Record<PackageSearchErrorCode, string>,
      }}
    />
  );
}
