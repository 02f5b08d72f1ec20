import { CheckCircle2 } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getDb, getVisitor } from '@/server';
import { bookingMoney } from '@/domain/orders';
import { ARRIVAL_TIMES, readBooking, REQUESTS_MAX, type BookingView } from '@/domain/stays';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/money';
import { releaseBooking } from './actions';
import { currentBooking } from './booking-session';
import { BookingSummary } from './booking-summary';
import { countryOptions } from '@/lib/countries';
import { GuestForm } from './guest-form';
import { HoldCountdown } from '@/components/ui/hold-countdown';
import { FocusOnArrival } from '@/components/ui/focus-on-arrival';
import { withDialingCodes } from '@/lib/phone';

type Props = {
  locale: Locale;
  editing: boolean;
  /** The step indicator, given the current step (the route owns it). */
  steps: (current: 1 | 2 | 3 | 4) => ReactNode;
  /** Shown when there is no live booking: a way to start one. */
  searchBox: ReactNode;
  notice?: ReactNode;
  /** The payment step for a held booking with its guest details (composed by the route). */
  payment: (booking: BookingView) => ReactNode;
  /** Under the confirmation: how to get to the hotel and what to bring (composed by the route). */
  arrival?: (booking: BookingView) => ReactNode;
  /** The tax breakdown of the booking's total (composed by the route). */
  taxes?: (booking: BookingView) => ReactNode;
  /** Notices for the confirmed booking (the VISITAX for a guest from abroad). */
  notices?: (booking: BookingView) => ReactNode;
};

/**
 * The booking page: step 3 (guest details, then the payment hand-off) for a live hold,
 * step 4 (confirmation) once paid, and a way back to searching otherwise.
 */
export async function BookingFlow({
  locale,
  editing,
  steps,
  searchBox,
  notice,
  payment,
  arrival,
  taxes,
  notices,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'booking' });
  const session = await currentBooking();
  const db = await getDb();
  const booking = session
    ? await readBooking(db, session.reference, { secret: session.secret })
    : undefined;
  const now = requestTime();
  const live = booking?.status === 'held' && booking.holdExpiresAt.getTime() > now;

  if (!booking || !(live || booking.status === 'confirmed')) {
    const message =
      booking?.status === 'cancelled'
        ? t('released')
        : booking && booking.status !== 'confirmed'
          ? t('holdExpired')
          : t('start');
    return (
      <div className="space-y-8">
        {steps(1)}
        {notice}
        <p className={booking ? 'rounded-xl bg-sand px-4 py-3 font-semibold' : 'text-muted'}>
          {message}
        </p>
        {searchBox}
      </div>
    );
  }

  const { currencies, country } = await getVisitor();
  const currency = currencies.find((c) => c.iso === booking.currencyIso) ?? currencies[0]!;
  // What the order took so far (a deposit booking: its deposit until the balance is paid).
  const paid = booking.status === 'confirmed' ? await bookingMoney(db, booking.id) : undefined;
  const summary = (
    <BookingSummary
      locale={locale}
      booking={booking}
      decimals={currency.decimals}
      taxes={taxes?.(booking)}
      now={new Date(now)}
      money={
        paid && {
          capturedMinor: paid.paidMinor,
          // A date change's refund lowered the price itself: it is not owed back.
          refundedMinor: paid.refundedMinor - paid.changeRefundedMinor,
          balanceDueAt:
            paid.balanceDue && paid.balanceDue.status !== 'paid' ? paid.balanceDue.dueAt : null,
        }
      }
    />
  );
  const total = formatMoney(paid?.paidMinor ?? booking.totalMinor, currency, locale);

  if (booking.status === 'confirmed') {
    return (
      <div className="space-y-8">
        {steps(4)}
        <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
          <section aria-labelledby="confirmed-title" className="space-y-3">
            <FocusOnArrival targetId="confirmed-title" />
            <h2
              id="confirmed-title"
              tabIndex={-1}
              className="flex items-center gap-3 text-3xl text-jungle outline-none"
            >
              <CheckCircle2 aria-hidden className="text-lagoon" size={32} />
              {t('confirmedTitle')}
            </h2>
            <p>
              {t('reference')}:{' '}
              <strong data-testid="booking-reference" className="font-mono text-xl">
                {booking.reference}
              </strong>
            </p>
            {booking.guest && <p>{t('confirmedEmail', { email: booking.guest.email })}</p>}
            <p className="text-sm text-muted">
              {t('paid')}: {total}
            </p>
            {notices?.(booking)}
            <a href={getPathname({ locale, href: '/hotels' })} className="btn-secondary mt-4">
              {t('searchAgain')}
            </a>
          </section>
          {summary}
        </div>
        {arrival?.(booking)}
      </div>
    );
  }

  const countdown = (
    <HoldCountdown
      expiresAt={booking.holdExpiresAt.toISOString()}
      renderedAt={now}
      label={t('holdTimer', { time: '{time}' })}
      note={t('holdNote')}
      expired={t('holdExpired')}
    />
  );
  const askGuest = !booking.guest || editing;
  return (
    <div className="space-y-8">
      {steps(3)}
      {notice}
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          {countdown}
          {askGuest ? (
            <section aria-labelledby="guest-title">
              <h2 id="guest-title" className="mb-4 text-3xl text-jungle">
                {t('guestTitle')}
              </h2>
              <GuestForm
                locale={locale}
                labels={{
                  leadGuest: t('leadGuest'),
                  firstName: t('firstName'),
                  lastName: t('lastName'),
                  email: t('email'),
                  phone: t('phone'),
                  country: t('country'),
                  chooseCountry: t('chooseCountry'),
                  arrivalTime: t('arrivalTime'),
                  arrivalUnknown: t('arrivalUnknown'),
                  requests: t('requests'),
                  requestsHint: t('requestsHint', { max: REQUESTS_MAX }),
                  roomGuests: t('roomGuests'),
                  roomGuestHint: t('roomGuestHint'),
                  continue: t('continue'),
                  errorSummary: t.raw('errorSummary') as string,
                }}
                countries={withDialingCodes(countryOptions(locale))}
                arrivalTimes={ARRIVAL_TIMES}
                roomLabels={booking.rooms.map((room, i) =>
                  t('roomGuest', { n: i + 1, type: room.roomTypeName[locale] }),
                )}
                initial={initialValues(booking, country)}
                requestsMax={REQUESTS_MAX}
              />
            </section>
          ) : (
            <section aria-labelledby="payment-title" className="space-y-4">
              {/* After "Continue to payment" the page would keep the guest form's scroll and
                  focus on the body: the payment step's heading takes both (issue 14). */}
              <FocusOnArrival targetId="payment-title" />
              <h2 id="payment-title" tabIndex={-1} className="text-3xl text-jungle outline-none">
                {t('paymentTitle')}
              </h2>
              <p>
                {t('guestRecap', {
                  name: `${booking.guest!.firstName} ${booking.guest!.lastName}`,
                  email: booking.guest!.email,
                })}{' '}
                <a
                  href={`${getPathname({ locale, href: '/booking' })}?edit=1`}
                  className="text-jungle underline"
                >
                  {t('editGuest')}
                </a>
              </p>
              {payment(booking)}
            </section>
          )}
          <form action={releaseBooking}>
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className="text-sm text-muted underline">
              {t('release')}
            </button>
          </form>
        </div>
        {summary}
      </div>
    </div>
  );
}

/** The moment this request is served (a server component renders once per request). */
function requestTime(): number {
  return Date.now();
}

/** What the guest form starts with: the guest saved so far, else the visitor's country (SPEC §3). */
function initialValues(booking: BookingView, country: string): Record<string, string> {
  const values: Record<string, string> = { country, ...(booking.guest ?? {}) };
  booking.rooms.forEach((room, i) => {
    if (room.guestName) values[`roomName${i + 1}`] = room.guestName;
  });
  return values;
}
