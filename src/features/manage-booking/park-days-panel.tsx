import { randomUUID } from 'node:crypto';
import { Download } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import {
  parkDaysOffer,
  parkDayTickets,
  type ManagedBooking,
  type ParkDay,
  type ParkDaysOffer,
} from '@/domain/manage';
import { getPathname } from '@/i18n/navigation';
import { parkLocale, type Locale } from '@/i18n/paths';
import { formatLongDate } from '@/lib/dates';
import type { Db } from '@/server';
import { releaseParkDay, reserveParkDay } from './park-days-actions';
import { ParkTickets } from './park-view';

type Props = {
  db: Db;
  locale: Locale;
  trip: ManagedBooking;
  access: { token: string } | { ref: string };
  done?: string;
  refused?: string;
  /** Why a park day could not be given back. */
  releaseRefused?: string;
};

/** Why a day is kept when its guest asks to give it back (releaseIncludedParkDay). */
const RELEASE_REFUSALS = ['NOT_CONFIRMED', 'PAST', 'USED', 'NO_PARK_DAY'] as const;
type ReleaseRefusal = (typeof RELEASE_REFUSALS)[number];
const isReleaseRefusal = (value: string | undefined): value is ReleaseRefusal =>
  (RELEASE_REFUSALS as readonly string[]).includes(value ?? '');

const REFUSALS = [
  'NOT_CONFIRMED',
  'NOT_INCLUDED',
  'OUTSIDE_STAY',
  'PAST',
  'CLOSED',
  'ALREADY_RESERVED',
  'TOO_YOUNG',
  'FULL',
] as const;
type Refusal = (typeof REFUSALS)[number];
const isRefusal = (value: string | undefined): value is Refusal =>
  (REFUSALS as readonly string[]).includes(value ?? '');

/** The park's name in the page's language (park names exist in es and en; pt reads en). */
const nameIn = (name: { es: string; en: string }, locale: Locale) =>
  locale === 'es' ? name.es : name.en;

/**
 * The trip's itinerary (issue 15): the stay's days and its park days in date order, and the
 * "add a park day" panel. Parks the hotel's plan includes (Hotel Xcaret México's All-Fun
 * Inclusive) are reserved here at no charge for every guest; every other park or tour opens
 * in the park store with a day of the stay and the guests filled in, and is paid in the cart.
 */
export async function ParkDaysPanel({
  db,
  locale,
  trip,
  access,
  done,
  refused,
  releaseRefused,
}: Props) {
  const { booking } = trip;
  const [t, tp] = await Promise.all([
    getTranslations({ locale, namespace: 'tripItinerary' }),
    getTranslations({ locale, namespace: 'parkDaysApi' }),
  ]);
  const [offer, tickets] = await Promise.all([
    parkDaysOffer(db, booking),
    parkDayTickets(db, booking.id),
  ]);
  // The e-tickets PDF opens with the stay's signed link (its park days' orders of 0 have no
  // secret of their own); a logged-in owner reads the QR codes here.
  const pdfHref = (day: ParkDay) =>
    'token' in access
      ? `/api/v1/orders/${encodeURIComponent(day.orderReference)}/tickets.pdf?${new URLSearchParams({ t: access.token })}`
      : undefined;
  const byId = new Map(offer.parkDays.map((p) => [p.id, p]));
  const box = 'rounded-2xl border border-jungle/10 bg-white p-5 shadow-sm sm:p-6';
  const people = (p: ParkDay['people']) =>
    t('people', { adults: p.adults, children: p.children, infants: p.infants });
  const under12 = offer.guests.childrenAges.filter((age) => age < 12).length;
  const parkAdults = offer.guests.adults + offer.guests.childrenAges.length - under12;
  const storeLink = (product: ParkDaysOffer['paid'][number]) =>
    getPathname({
      locale: parkLocale(locale),
      href: {
        pathname: product.kind === 'tour' ? '/tours/[slug]' : '/parks/[slug]',
        params: { slug: product.slug },
        query: {
          date: offer.days[0]!,
          adults: String(parkAdults),
          ...(under12 > 0 ? { children: String(under12) } : {}),
        },
      },
    });

  return (
    <section aria-labelledby="manage-itinerary" className={box} data-testid="itinerary">
      <h2 id="manage-itinerary" className="text-2xl text-jungle">
        {t('title')}
      </h2>
      {done === 'park-day' && (
        <p
          role="status"
          className="mt-3 rounded-xl bg-jungle/10 px-4 py-3 font-semibold text-jungle"
        >
          {t('reserved')}
        </p>
      )}
      {done === 'park-day-released' && (
        <p
          role="status"
          className="mt-3 rounded-xl bg-jungle/10 px-4 py-3 font-semibold text-jungle"
        >
          {tp('released')}
        </p>
      )}
      {isReleaseRefusal(releaseRefused) && (
        <p
          role="alert"
          className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {tp(`releaseRefused_${releaseRefused}`)}
        </p>
      )}
      {isRefusal(refused) && (
        <p
          role="alert"
          className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {t(`refusal_${refused}`)}
        </p>
      )}
      <ol className="mt-3 grid gap-2 text-sm" data-testid="itinerary-days">
        {offer.itinerary.map((entry, i) => {
          const day = entry.kind === 'park' ? byId.get(entry.parkDayId)! : undefined;
          return (
            <li
              key={i}
              className={`grid gap-x-3 sm:grid-cols-[10rem_1fr] ${
                day ? 'rounded-xl bg-sand px-3 py-2' : 'px-3'
              }`}
              data-kind={entry.kind}
            >
              <span className="text-muted">{formatLongDate(entry.date, locale)}</span>
              {day ? (
                <span>
                  <span className="font-semibold">{nameIn(day.product.name, locale)}</span>
                  {day.schedule ? ` · ${day.schedule}` : ''}
                  <br />
                  <span className="text-muted">
                    {people(day.people)} · {t('includedTag')} ·{' '}
                    <span className="font-mono whitespace-nowrap">{day.orderReference}</span>
                  </span>
                  <ParkTickets locale={locale} tickets={tickets.get(day.id) ?? []} />
                  {pdfHref(day) && (
                    <a
                      href={pdfHref(day)}
                      className="mt-3 inline-flex items-center gap-2 font-semibold text-jungle underline"
                      download
                    >
                      <Download aria-hidden size={16} />
                      {tp('ticketsPdf', { park: nameIn(day.product.name, locale) })}
                    </a>
                  )}
                  {day.status === 'reserved' && offer.days.includes(day.visitDate) && (
                    <form action={releaseParkDay} className="mt-3">
                      <input type="hidden" name="locale" value={locale} />
                      {'token' in access ? (
                        <input type="hidden" name="token" value={access.token} />
                      ) : (
                        <input type="hidden" name="ref" value={access.ref} />
                      )}
                      <input type="hidden" name="parkDayId" value={day.id} />
                      <button type="submit" className="btn-secondary text-sm">
                        {tp('giveBack', { park: nameIn(day.product.name, locale) })}
                      </button>
                      <span className="mt-1 block text-xs text-muted">{tp('giveBackHint')}</span>
                    </form>
                  )}
                </span>
              ) : (
                <span>{t(entry.kind, { hotel: booking.hotelName })}</span>
              )}
            </li>
          );
        })}
      </ol>

      {offer.days.length > 0 && (offer.included.length > 0 || offer.paid.length > 0) && (
        <div className="mt-5 border-t border-jungle/10 pt-4">
          <h3 className="text-lg font-semibold text-jungle">{t('addTitle')}</h3>
          {offer.included.length > 0 && (
            <form action={reserveParkDay} className="mt-3 grid gap-3 sm:grid-cols-2">
              <p className="text-sm sm:col-span-2">
                {t('includedIntro', { hotel: booking.hotelName })}
              </p>
              <input type="hidden" name="locale" value={locale} />
              {'token' in access ? (
                <input type="hidden" name="token" value={access.token} />
              ) : (
                <input type="hidden" name="ref" value={access.ref} />
              )}
              <input type="hidden" name="requestId" value={randomUUID()} />
              <div>
                <label htmlFor="park-day-product" className="field-label">
                  {t('park')}
                </label>
                <select id="park-day-product" name="productId" className="field" required>
                  {offer.included.map((p) => (
                    <option key={p.id} value={p.id}>
                      {nameIn(p.name, locale)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="park-day-date" className="field-label">
                  {t('day')}
                </label>
                <select id="park-day-date" name="visitDate" className="field" required>
                  {offer.days.map((d) => (
                    <option key={d} value={d}>
                      {formatLongDate(d, locale)}
                    </option>
                  ))}
                </select>
              </div>
              <p className="text-sm text-muted sm:col-span-2">
                {t('forGuests', {
                  adults: offer.guests.adults,
                  children: offer.guests.childrenAges.length,
                })}
              </p>
              <button type="submit" className="btn-primary sm:col-span-2">
                {t('reserveFree')}
              </button>
            </form>
          )}
          {offer.paid.length > 0 && (
            <div className="mt-4">
              <p className="text-sm">{t('paidIntro')}</p>
              <ul className="mt-2 flex flex-wrap gap-2 text-sm">
                {offer.paid.map((p) => (
                  <li key={p.id}>
                    <a
                      href={storeLink(p)}
                      className="inline-block rounded-full border border-jungle/20 px-3 py-1 text-jungle underline-offset-2 hover:underline"
                    >
                      {nameIn(p.name, locale)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
