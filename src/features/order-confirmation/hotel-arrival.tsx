import { MapPin, Phone, Plane } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/server';
import { listHotels } from '@/domain/catalog';
import type { Locale } from '@/i18n/routing';
import { formatTimeOfDay } from '@/lib/dates';

/**
 * The confirmation page's block for a confirmed hotel booking: the address, the way from
 * Cancún airport and the transfer the All-Fun Inclusive plan includes, the front desk's phone,
 * the hotel's check-in and check-out times, and what to bring.
 */
export async function HotelArrival({ locale, hotelCode }: { locale: Locale; hotelCode: string }) {
  const [t, contact] = await Promise.all([
    getTranslations({ locale, namespace: 'orderConfirmation' }),
    getTranslations({ locale, namespace: 'hotelContact' }),
  ]);
  const hotel = (await listHotels(await getDb())).find((h) => h.code === hotelCode);
  if (!hotel) return null;
  const bring = [
    t('hotelBring1'),
    // A hotel that receives adults and young adults only (Arte and La Casa de la Playa take
    // guests from 16): ages are checked at arrival.
    ...(hotel.childrenMinAge > 0
      ? [t('hotelBringAdults', { min: hotel.childrenMinAge, max: hotel.childrenMaxAge })]
      : []),
    t('hotelBring2'),
    t('hotelBring3'),
    t('hotelBring4'),
    t('hotelBring5'),
  ];
  return (
    <section
      aria-labelledby="arrival-title"
      className="rounded-2xl border border-jungle/10 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="arrival-title" className="text-2xl text-jungle">
        {t('hotelTitle')}
      </h2>
      <h3 className="mt-4 text-xl text-jungle">{t('gettingThere')}</h3>
      <p className="mt-2 flex gap-2 text-sm">
        <MapPin aria-hidden size={18} className="mt-0.5 shrink-0 text-lagoon" />
        <span>
          <strong>{hotel.name}.</strong> {t('hotelAddress', { address: hotel.address })}
        </span>
      </p>
      {hotel.phoneDisplay && hotel.phoneDial && (
        <p className="mt-2 flex gap-2 text-sm">
          <Phone aria-hidden size={18} className="mt-0.5 shrink-0 text-lagoon" />
          <span>
            {contact('phone')}:{' '}
            <a href={`tel:${hotel.phoneDial}`} className="font-semibold text-jungle underline">
              {hotel.phoneDisplay}
            </a>
          </span>
        </p>
      )}
      <p className="mt-2 flex gap-2 text-sm">
        <Plane aria-hidden size={18} className="mt-0.5 shrink-0 text-lagoon" />
        <span>
          {t('hotelAirport')} {t('hotelTransfer')}
        </span>
      </p>
      <p className="mt-2 text-sm text-muted" data-testid="hotel-check-times">
        {t('hotelCheckTimes', {
          checkIn: formatTimeOfDay(hotel.checkInTime, locale),
          checkOut: formatTimeOfDay(hotel.checkOutTime, locale),
        })}
      </p>
      <h3 className="mt-5 text-xl text-jungle">{t('bring')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
        {bring.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
