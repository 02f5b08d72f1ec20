import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { BookingView } from '@/domain/stays';
import type { Locale } from '@/i18n/routing';
import { formatLongDate, formatResortDateTime, formatShortDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import {
  depositSchedule,
  freeCancellationDeadline,
  pendingMinor,
  stayNights,
} from '@/domain/stays';
import { summaryLines } from './booking-summary.rules';

type Props = {
  locale: Locale;
  booking: BookingView;
  /** Minor units of the booking's currency. */
  decimals: number;
  /** The tax breakdown of the total (composed by the route). */
  taxes?: ReactNode;
  /**
   * What a confirmed booking's order took and gave back (issue 20: a deposit booking owes its
   * balance until it is paid) and the balance's day; absent: paid in full.
   */
  money?: {
    capturedMinor: number;
    refundedMinor: number;
    balanceDueAt: Date | null;
  };
  /** The request's time (the deposit's schedule before paying depends on it). */
  now?: Date;
};

/** The stay, each room with its price per night, the promotion and the total charged. */
export async function BookingSummary({
  locale,
  booking,
  decimals,
  taxes,
  money: paid,
  now = new Date(),
}: Props) {
  const t = await getTranslations({ locale, namespace: 'booking' });
  const tr = await getTranslations({ locale, namespace: 'ratePlans' });
  const th = await getTranslations({ locale, namespace: 'hotelResults' });
  const td = await getTranslations({ locale, namespace: 'deposits' });
  // SPEC §3 pending amount, one rule (deposit.rules): with a deposit, the balance until paid.
  const pending = pendingMinor({
    status: booking.status,
    totalMinor: booking.totalMinor,
    ...(paid ? { capturedMinor: paid.capturedMinor, refundedMinor: paid.refundedMinor } : {}),
  });
  // Before paying: what a deposit plan charges today and what later (issue 20).
  const schedule = booking.status === 'held' ? depositSchedule(booking, now) : null;
  const to = await getTranslations({ locale, namespace: 'offers' });
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
      {lines.discountMinor > 0 && (booking.promoCode || booking.offerKind) && (
        <p className="mt-4 flex justify-between border-t border-jungle/10 pt-3 text-sm">
          <span>
            {booking.promoCode
              ? t('discount', { code: booking.promoCode })
              : booking.offerKind === 'long_stay'
                ? to('applied.long_stay')
                : to('applied.early_booking')}
          </span>
          <span>−{money(lines.discountMinor)}</span>
        </p>
      )}
      <p className="mt-4 flex justify-between border-t border-jungle/20 pt-3 text-lg font-semibold text-jungle">
        <span>{t('total')}</span>
        <span data-testid="booking-total">{money(lines.totalMinor)}</span>
      </p>
      {schedule && (
        <p className="mt-1 text-sm font-semibold text-jungle" data-testid="booking-deposit">
          {td('todayThenBalance', {
            today: money(schedule.todayMinor),
            balance: money(schedule.balanceMinor),
            date: formatLongDate(schedule.dueOn, locale),
          })}
        </p>
      )}
      {pending > 0 ? (
        <p className="mt-1 flex justify-between gap-2 text-sm font-semibold">
          <span>
            {paid?.balanceDueAt
              ? td('balanceOn', { date: formatResortDateTime(paid.balanceDueAt, locale) })
              : th('pendingAmount')}
          </span>
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
