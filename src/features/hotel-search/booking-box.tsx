import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

type Props = {
  locale: Locale;
  hotels: { code: string; name: string }[];
  /** Preselects a hotel on its own page. */
  hotelCode?: string;
  tabs?: boolean;
  values?: Partial<
    Record<'hotel' | 'checkIn' | 'checkOut' | 'rooms' | 'adults' | 'children' | 'promo', string>
  >;
};

/**
 * The booking box: hotel, dates, rooms and guests, promo code. A plain GET form so that the
 * search lives in the address (shareable, back button works) and works without JavaScript.
 */
export async function BookingBox({ locale, hotels, hotelCode, tabs, values = {} }: Props) {
  const t = await getTranslations({ locale, namespace: 'bookingBox' });
  const action = getPathname({ locale, href: '/hotels' });
  const selectedHotel = values.hotel ?? hotelCode ?? '';
  return (
    <section aria-labelledby="booking-box-title" className="container-page">
      <div className="rounded-2xl border border-jungle/10 bg-white p-4 shadow-lg sm:p-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="booking-box-title" className="text-2xl text-jungle">
            {t('title')}
          </h2>
          {tabs && (
            <div className="flex rounded-full bg-sand p-1 text-sm font-semibold">
              <span aria-current="true" className="rounded-full bg-jungle px-4 py-1.5 text-white">
                {t('tabHotel')}
              </span>
              <span className="px-4 py-1.5 text-jungle">{t('tabHotelFlight')}</span>
            </div>
          )}
        </div>
        <form
          action={action}
          method="get"
          className="grid grid-cols-6 gap-3 lg:grid-cols-[1.8fr_1.15fr_1.15fr_0.75fr_0.75fr_0.75fr_1.1fr_auto] lg:items-end"
        >
          <div className="col-span-6 lg:col-span-1">
            <label htmlFor="bb-hotel" className="field-label">
              {t('hotel')}
            </label>
            <select id="bb-hotel" name="hotel" defaultValue={selectedHotel} className="field">
              <option value="">{t('allHotels')}</option>
              {hotels.map((h) => (
                <option key={h.code} value={h.code}>
                  {h.name}
                </option>
              ))}
            </select>
          </div>
          <div className="col-span-3 lg:col-span-1">
            <label htmlFor="bb-checkin" className="field-label">
              {t('checkIn')}
            </label>
            <input
              id="bb-checkin"
              name="checkIn"
              type="date"
              className="field"
              defaultValue={values.checkIn}
            />
          </div>
          <div className="col-span-3 lg:col-span-1">
            <label htmlFor="bb-checkout" className="field-label">
              {t('checkOut')}
            </label>
            <input
              id="bb-checkout"
              name="checkOut"
              type="date"
              className="field"
              defaultValue={values.checkOut}
            />
          </div>
          <NumberSelect
            id="bb-rooms"
            name="rooms"
            label={t('rooms')}
            min={1}
            max={5}
            value={values.rooms ?? '1'}
          />
          <NumberSelect
            id="bb-adults"
            name="adults"
            label={t('adults')}
            min={1}
            max={6}
            value={values.adults ?? '2'}
          />
          <NumberSelect
            id="bb-children"
            name="children"
            label={t('children')}
            min={0}
            max={3}
            value={values.children ?? '0'}
          />
          <div className="col-span-6 sm:col-span-3 lg:col-span-1">
            <label htmlFor="bb-promo" className="field-label">
              {t('promoCode')}
            </label>
            <input
              id="bb-promo"
              name="promo"
              type="text"
              autoComplete="off"
              className="field"
              defaultValue={values.promo}
            />
          </div>
          <button
            type="submit"
            className="btn-primary col-span-6 h-[2.9rem] sm:col-span-3 lg:col-span-1"
          >
            {t('search')}
          </button>
        </form>
      </div>
    </section>
  );
}

function NumberSelect(props: {
  id: string;
  name: string;
  label: string;
  min: number;
  max: number;
  value: string;
}) {
  const options = Array.from({ length: props.max - props.min + 1 }, (_, i) => props.min + i);
  return (
    <div className="col-span-2 lg:col-span-1">
      <label htmlFor={props.id} className="field-label">
        {props.label}
      </label>
      <select id={props.id} name={props.name} defaultValue={props.value} className="field">
        {options.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
