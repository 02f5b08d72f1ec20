import { randomUUID } from 'node:crypto';
import { getTranslations } from 'next-intl/server';
import type { ManagedBooking } from '@/domain/manage';
import { bookingPending } from '@/domain/orders';
import { freeCancellationDeadline, stayNights } from '@/domain/stays';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatResortDateTime, formatShortDate, resortToday } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { cancelTrip } from './actions';
import { cardBrandName } from '@/domain/payments';
import { GuestPanels } from './guest-panels';

type Props = {
  locale: Locale;
  trip: ManagedBooking;
  /** How this page was opened: its token, or the reference (a logged-in owner). */
  access: { token: string } | { ref: string };
  decimals: number;
  /** The guest asked to cancel: show the refund and the confirm button. */
  confirming: boolean;
  /** What just happened (after the cancel form), and a refusal's reason. */
  done?: string;
  refused?: string;
  /** The "Change the dates" panel (date-change-panel.tsx), under the stay. */
  changePanel?: React.ReactNode;
  /** The trip's itinerary with its park days (park-days-panel.tsx), under the stay. */
  itineraryPanel?: React.ReactNode;
};

const REFUSALS = [
  'NON_REFUNDABLE',
  'STAY_STARTED',
  'NOT_CONFIRMED',
  'ALREADY_CANCELLED',
  'REFUND_FAILED',
] as const;
type Refusal = (typeof REFUSALS)[number];
const isRefusal = (value: string | undefined): value is Refusal =>
  (REFUSALS as readonly string[]).includes(value ?? '');

/** The manage page of a hotel booking (issue 15): the stay, the money, what can still be done. */
export async function ManageBookingView({
  locale,
  trip,
  access,
  decimals,
  confirming,
  done,
  refused,
  changePanel,
  itineraryPanel,
}: Props) {
  const [t, tb, tr, td] = await Promise.all([
    getTranslations({ locale, namespace: 'manageBooking' }),
    getTranslations({ locale, namespace: 'booking' }),
    getTranslations({ locale, namespace: 'ratePlans' }),
    getTranslations({ locale, namespace: 'deposits' }),
  ]);
  const { booking, money, cancel } = trip;
  // SPEC §3 pending amount (one rule): a deposit booking owes its balance until it is paid.
  const pending = money ? (bookingPending(booking, money)?.amountMinor ?? 0) : 0;
  const currency = { iso: booking.currencyIso, decimals };
  const amount = (minor: number) => formatMoney(minor, currency, locale);
  const nights = stayNights(booking.checkIn, booking.checkOut).length;
  const page = getPathname({ locale, href: '/manage-booking' });
  const query = (extra: Record<string, string> = {}) =>
    `${page}?${new URLSearchParams({
      ...('token' in access ? { t: access.token } : { ref: access.ref }),
      ...extra,
    })}`;
  const deadlines = booking.rooms
    .map((room) => freeCancellationDeadline(booking.checkIn, room.policy))
    .filter((d): d is Date => d !== null);
  const freeUntil = deadlines.length > 0 ? new Date(Math.min(...deadlines.map(Number))) : null;
  const lastRefund = money?.refunds.at(-1);
  const box = 'rounded-2xl border border-jungle/10 bg-white p-5 shadow-sm sm:p-6';

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="grid content-start gap-6">
        {done === 'cancelled' && (
          <p role="status" className="rounded-xl bg-jungle/10 px-4 py-3 font-semibold text-jungle">
            {lastRefund?.status === 'failed'
              ? t('refusal_REFUND_FAILED')
              : lastRefund
                ? t('cancelledNotice', { amount: amount(lastRefund.amountMinor) })
                : t('cancelledNoRefund')}
          </p>
        )}
        {isRefusal(refused) && (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800"
          >
            {t(`refusal_${refused}`)}
          </p>
        )}
        <section aria-labelledby="manage-stay" className={box}>
          <h2 id="manage-stay" className="text-2xl text-jungle">
            {t('stay')}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t('referenceLabel')}</dt>
            <dd className="font-mono" data-testid="manage-reference">
              {booking.reference}
            </dd>
            <dt className="text-muted">{t('statusLabel')}</dt>
            <dd className="font-semibold" data-testid="manage-status">
              {t(`status_${booking.status}`)}
            </dd>
          </dl>
          <p className="mt-3 font-semibold">{booking.hotelName}</p>
          <p className="text-sm text-muted">
            {tb('dates', {
              checkIn: formatShortDate(booking.checkIn, locale),
              checkOut: formatShortDate(booking.checkOut, locale),
              nights,
            })}
          </p>
          {booking.guest && (
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">{t('leadGuest')}</dt>
              <dd>
                {booking.guest.firstName} {booking.guest.lastName}
              </dd>
              {booking.guest.arrivalTime && (
                <>
                  <dt className="text-muted">{t('arrivalTime')}</dt>
                  <dd>{booking.guest.arrivalTime}</dd>
                </>
              )}
              {booking.guest.requests && (
                <>
                  <dt className="text-muted">{t('requests')}</dt>
                  <dd className="break-words">{booking.guest.requests}</dd>
                </>
              )}
            </dl>
          )}
          <ol className="mt-4 space-y-3">
            {booking.rooms.map((room, i) => {
              const deadline = freeCancellationDeadline(booking.checkIn, room.policy);
              return (
                <li key={i} className="border-t border-jungle/10 pt-3">
                  <p className="font-semibold">
                    {i + 1}. {room.roomTypeName[locale]}
                  </p>
                  <p className="text-sm text-muted">
                    {tb('adultsChildren', {
                      adults: room.adults,
                      children: room.childrenAges.length,
                      ages: room.childrenAges.join(', '),
                    })}
                    {room.guestName ? ` · ${room.guestName}` : ''}
                  </p>
                  <p className="mt-1 text-sm" data-testid="room-policy">
                    <span className="font-semibold">
                      {room.policy.kind === 'flexible'
                        ? tr('flexibleName')
                        : tr('nonRefundableName')}
                    </span>
                    {' · '}
                    {deadline
                      ? tr('policyFree', {
                          deadline: formatResortDateTime(deadline, locale),
                          nights: room.policy.penaltyNights,
                        })
                      : tr('policyNonRefundable')}
                  </p>
                </li>
              );
            })}
          </ol>
        </section>
        {itineraryPanel}
        {changePanel}
        <GuestPanels locale={locale} trip={trip} access={access} done={done} />
      </div>

      <div className="grid content-start gap-6">
        <section aria-labelledby="manage-payment" className={box}>
          <h2 id="manage-payment" className="text-2xl text-jungle">
            {t('payment')}
          </h2>
          {money ? (
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt>{t('paid')}</dt>
              <dd className="text-right tabular-nums">{amount(money.paidMinor)}</dd>
              {money.refunds
                .filter((refund) => refund.status !== 'failed')
                .map((refund) => (
                  <div key={refund.id} className="contents">
                    <dt>
                      {t('refundLine', {
                        date: formatShortDate(resortToday(refund.createdAt), locale),
                      })}
                      {refund.status === 'pending' ? ` (${t('refundPending')})` : ''}
                    </dt>
                    <dd className="text-right tabular-nums" data-testid="manage-refund">
                      −{amount(refund.amountMinor)}
                    </dd>
                  </div>
                ))}
              <dt className="border-t border-jungle/20 pt-1 font-semibold">{t('balance')}</dt>
              <dd
                className="border-t border-jungle/20 pt-1 text-right font-semibold tabular-nums"
                data-testid="manage-balance"
              >
                {amount(money.balanceMinor)}
              </dd>
              {pending > 0 && (
                <div className="contents">
                  <dt className="font-semibold text-jungle">
                    {money.balanceDue && money.balanceDue.status !== 'paid'
                      ? td('balanceOn', {
                          date: formatResortDateTime(money.balanceDue.dueAt, locale),
                        })
                      : td('receipt.pending')}
                  </dt>
                  <dd
                    className="text-right font-semibold tabular-nums text-jungle"
                    data-testid="manage-pending"
                  >
                    {amount(pending)}
                  </dd>
                </div>
              )}
            </dl>
          ) : null}
          {money?.balanceDue?.status === 'awaiting_payment' && (
            <p className="mt-2 rounded-xl bg-sand px-3 py-2 text-sm" role="status">
              {td('balanceAwaiting', {
                date: formatResortDateTime(
                  money.balanceDue.graceUntil ?? money.balanceDue.dueAt,
                  locale,
                ),
              })}
            </p>
          )}
          {money?.card && (
            <p className="mt-2 text-xs text-muted">
              {t('card', { brand: cardBrandName(money.card.brand), last4: money.card.last4 })}
            </p>
          )}
        </section>

        <section aria-labelledby="manage-actions" className={box}>
          <h2 id="manage-actions" className="text-2xl text-jungle">
            {t('whatNow')}
          </h2>
          {cancel.ok ? (
            <div className="mt-3 grid gap-3 text-sm">
              {freeUntil && cancel.free && (
                <p>{t('cancelFreeUntil', { deadline: formatResortDateTime(freeUntil, locale) })}</p>
              )}
              <p data-testid="cancel-quote">
                {t('cancelNow', { refund: amount(cancel.refundMinor) })}
                {cancel.keptMinor > 0 && (
                  <> {t('cancelKept', { kept: amount(cancel.keptMinor) })}</>
                )}
              </p>
              {confirming ? (
                <form action={cancelTrip} className="grid gap-3">
                  <p className="font-semibold">
                    {t('cancelQuestion', { reference: booking.reference })}
                  </p>
                  <input type="hidden" name="locale" value={locale} />
                  {'token' in access ? (
                    <input type="hidden" name="token" value={access.token} />
                  ) : (
                    <input type="hidden" name="ref" value={access.ref} />
                  )}
                  <input type="hidden" name="requestId" value={randomUUID()} />
                  <button type="submit" className="btn-primary">
                    {t('cancelConfirm', { refund: amount(cancel.refundMinor) })}
                  </button>
                  <a href={query()} className="text-center text-jungle underline">
                    {t('keep')}
                  </a>
                </form>
              ) : (
                <a href={query({ step: 'cancel' })} className="btn-secondary text-center">
                  {t('cancelButton')}
                </a>
              )}
            </div>
          ) : (
            <p className="mt-3 text-sm" data-testid="cancel-refusal">
              {booking.status === 'cancelled'
                ? t('refusal_ALREADY_CANCELLED')
                : t(`refusal_${cancel.reason}`)}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
