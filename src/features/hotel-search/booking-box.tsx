import { ContactNotice } from '@/components/ui/contact-notice';
import { getTranslations } from 'next-intl/server';
import { getReadDb, siteChrome } from '@/server';
import { listHotels } from '@/domain/catalog';
import { maintenanceContacts } from '@/domain/sites';
import { MAX_CHILDREN_PER_ROOM, MAX_ROOMS, resortToday, type RoomRequest } from '@/domain/stays';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { ReactNode } from 'react';
import { BookingTabs } from './booking-tabs';
import { GuestFields } from './guest-fields';
import { MAX_ADULTS_PER_ROOM } from './search-query';
import { StayDates } from './stay-dates';

type Props = {
  locale: Locale;
  /** Preselects a hotel on its own page. */
  hotelCode?: string;
  tabs?: boolean;
  /**
   * The Hotel + Flight search (a slot: packages are another feature). With `tabs`, the box
   * offers it in a second tab.
   */
  flightPackage?: ReactNode;
  values?: {
    hotel?: string;
    checkIn?: string;
    checkOut?: string;
    rooms?: RoomRequest[];
    promo?: string;
  };
  /**
   * Without it the promo code rides along unseen (the results page has its own promo field:
   * one field per page).
   */
  promoField?: boolean;
};

/**
 * The booking box: hotel, dates, rooms with each room's guests and children's ages, promo
 * code. A GET form, so the search lives in the address (shareable, back button works); the
 * guest fields and the price calendar are small client islands on top of it.
 */
export async function BookingBox({
  locale,
  hotelCode,
  tabs,
  flightPackage,
  values = {},
  promoField = true,
}: Props) {
  const [t, tres, terr, tcal, hotels, chrome] = await Promise.all([
    getTranslations({ locale, namespace: 'bookingBox' }),
    getTranslations({ locale, namespace: 'hotelResults' }),
    getTranslations({ locale, namespace: 'errors' }),
    getTranslations({ locale, namespace: 'adminSeasons.calendar' }),
    getReadDb().then(listHotels),
    siteChrome(),
  ]);
  const action = getPathname({ locale, href: '/hotels' });
  const selectedHotel = values.hotel ?? hotelCode ?? '';
  const rooms = values.rooms?.length ? values.rooms : [{ adults: 2, childrenAges: [] }];
  const hotelSearch = chrome.calendarMaintenance ? (
    <ContactNotice
      title={t('maintenance')}
      text={t('maintenanceText')}
      lines={maintenanceContacts(chrome.phones).map((p) => ({
        key: p.country,
        label: p.text[locale],
        displayNumber: p.displayNumber,
        dialNumber: p.dialNumber,
      }))}
    />
  ) : (
    <form
      action={action}
      method="get"
      className="grid grid-cols-6 gap-3 lg:grid-cols-8 lg:items-start"
    >
      <GuestFields
        hotels={hotels.map((h) => ({
          code: h.code,
          name: h.name,
          minAge: h.childrenMinAge,
          maxAge: h.childrenMaxAge,
          childLabel: h.childLabel[locale],
          childrenLabel: h.childrenLabel[locale],
          ageDescription: h.ageDescription[locale],
        }))}
        hotel={selectedHotel}
        rooms={rooms}
        maxRooms={MAX_ROOMS}
        maxAdults={MAX_ADULTS_PER_ROOM}
        maxChildren={MAX_CHILDREN_PER_ROOM}
        labels={{
          hotel: t('hotel'),
          allHotels: t('allHotels'),
          rooms: t('rooms'),
          room: t('room', { n: '{n}' }),
          adults: t('adults'),
          children: t('children'),
          childAge: t('childAge', { n: '{n}' }),
          childAgeOf: tres('childAgeOf', { label: '{label}', n: '{n}' }),
          chooseAge: t('chooseAge'),
          ages: Array.from({ length: 18 }, (_, age) => t('age', { age })),
        }}
      >
        <StayDates
          locale={locale}
          today={resortToday(new Date())}
          checkIn={values.checkIn}
          checkOut={values.checkOut}
          hotelField="bb-hotel"
          labels={{
            checkIn: t('checkIn'),
            checkOut: t('checkOut'),
            calendar: t('calendar'),
            close: t('close'),
            title: t('calendarTitle'),
            help: t('calendarHelp'),
            currencyNote: t('calendarCurrency', { currency: '{currency}' }),
            from: t('calendarFrom', { price: '{price}' }),
            loading: t('calendarLoading'),
            done: t('calendarDone'),
            priceUnavailable: terr('priceUnavailable'),
            retry: tres('calendarRetry'),
            maintenance: t('maintenance'),
            maintenanceText: tres('calendarMaintenance'),
            fromNote: tcal('fromNote'),
            offerLegend: tcal('offerLegend'),
          }}
        />
      </GuestFields>
      {promoField ? (
        <div className="col-span-6 sm:col-span-3 lg:col-span-2 lg:pt-2">
          <label htmlFor="bb-promo" className="field-label">
            {t('promoCode')}
          </label>
          <input
            id="bb-promo"
            name="promo"
            type="text"
            autoComplete="off"
            maxLength={20}
            className="field uppercase"
            defaultValue={values.promo}
          />
        </div>
      ) : (
        values.promo && <input type="hidden" name="promo" value={values.promo} />
      )}
      <div className="col-span-6 flex sm:col-span-3 lg:col-span-2 lg:pt-7">
        <button type="submit" className="btn-primary h-[2.9rem] w-full">
          {t('search')}
        </button>
      </div>
    </form>
  );
  return (
    <section aria-labelledby="booking-box-title" className="container-page">
      <div className="rounded-2xl border border-jungle/10 bg-white p-4 shadow-lg sm:p-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="booking-box-title" className="text-2xl text-jungle">
            {t('title')}
          </h2>
        </div>
        {tabs && flightPackage ? (
          <BookingTabs
            labels={{
              tabs: (await getTranslations({ locale, namespace: 'flightPackage' }))('tabs'),
              hotel: t('tabHotel'),
              hotelFlight: t('tabHotelFlight'),
            }}
            hotel={hotelSearch}
            hotelFlight={flightPackage}
          />
        ) : (
          hotelSearch
        )}
      </div>
    </section>
  );
}
