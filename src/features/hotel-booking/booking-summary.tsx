import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { BookingView } from '@/domain/stays';
import type { Locale } from '@/i18n/routing';
import { formatLongDate, formatResortDateTime, formatShortDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { freeCancellationDeadline, stayNights } from '@/domain/stays';
import { pendingMinor, summaryLines } from './booking-summary.rules';

type Props = {
  locale: Locale;
  booking: BookingView;
  /** Minor units of the booking's currency. */
  decimals: number;
  /** The tax breakdown of the total (composed by the route). */
  taxes?: ReactNode;
};

/** The stay, each room with its price per night, the promotion and the total charged. */
export async function BookingSummary({ locale, booking, decimals, taxes }: Props) {
  const t = await getTranslations({ locale, namespace: 'booking' });
  const tr = await getTranslations({ locale, namespace: 'ratePlans' });
  const th = await getTranslations({ locale, namespace: 'hotelResults' });
  const pending = pendingMinor(booking);
  const nights = stayNights(booking.checkIn, booking.checkOut);
  // Every amount in the charge currency, split from the charge so that the lines add up.
  const lines = summaryLines(booking);
  const money = (minor: number) =>
    formatMoney(minor, { iso: booking.currencyIso, decimals }, locale);
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-2xl border border-jungle/10 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="summary-title" className="text-2xl text-jungle">
        {t('summary')}
      </h2>
      <p className="mt-2 font-semibold">{booking.hotelName}</p>
      <p className="text-sm text-muted">
        {t('dates', {
          checkIn: formatShortDate(booking.checkIn, locale),
          checkOut: formatShortDate(booking.checkOut, locale),
          nights: nights.length,
        })}
      </p>
      <ol className="mt-4 space-y-4">
        {booking.rooms.map((room, i) => (
          <li key={i} className="border-t border-jungle/10 pt-3">
            <p className="font-semibold">
              {i + 1}. {room.roomTypeName[locale]}
            </p>
            <p className="text-sm text-muted">
              {t('adultsChildren', {
                adults: room.adults,
                children: room.childrenAges.length,
                ages: room.childrenAges.join(', '),
              })}
              {room.guestName ? ` · ${room.guestName}` : ''}
            </p>
            <p className="mt-1 text-sm" data-testid="room-policy">
              <span className="font-semibold">
                {room.policy.kind === 'flexible' ? tr('flexibleName') : tr('nonRefundableName')}
              </span>
              {' · '}
              {room.policy.kind === 'flexible'
                ? tr('policyFree', {
                    deadline: formatResortDateTime(
                      freeCancellationDeadline(booking.checkIn, room.policy)!,
                      locale,
                    ),
                    nights: room.policy.penaltyNights,
                  })
                : tr('policyNonRefundable')}
            </p>
            <details className="mt-1 text-sm">
              <summary className="cursor-pointer text-jungle">
                {t('roomTotal')}: {money(lines.rooms[i]!.totalMinor)}
              </summary>
              <table className="mt-2 w-full">
                <tbody>
                  {lines.rooms[i]!.nightsMinor.map((minor, n) => (
                    <tr key={n}>
                      <th scope="row" className="py-0.5 text-left font-normal text-muted">
                        {t('night', { date: formatLongDate(nights[n]!, locale) })}
                      </th>
                      <td className="text-right">{money(minor)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </li>
        ))}
      </ol>
      {lines.discountMinor > 0 && booking.promoCode && (
        <p className="mt-4 flex justify-between border-t border-jungle/10 pt-3 text-sm">
          <span>{t('discount', { code: booking.promoCode })}</span>
          <span>−{money(lines.discountMinor)}</span>
        </p>
      )}
      <p className="mt-4 flex justify-between border-t border-jungle/20 pt-3 text-lg font-semibold text-jungle">
        <span>{t('total')}</span>
        <span data-testid="booking-total">{money(lines.totalMinor)}</span>
      </p>
      {pending > 0 ? (
        <p className="mt-1 flex justify-between text-sm font-semibold">
          <span>{th('pendingAmount')}</span>
          <span data-testid="booking-pending">{money(pending)}</span>
        </p>
      ) : (
        booking.status === 'confirmed' && (
          <p className="mt-1 text-sm font-semibold text-jungle" data-testid="booking-paid">
            {th('paidInFull')}
          </p>
        )
      )}
      <p className="mt-1 text-xs text-muted">{t('charged', { currency: booking.currencyIso })}</p>
      {taxes}
    </section>
  );
}
