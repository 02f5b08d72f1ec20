import { randomUUID } from 'node:crypto';
import { getTranslations } from 'next-intl/server';
import {
  dateChangeEnds,
  dateChangeRefusal,
  type DateChangeQuote,
  type ManagedBooking,
} from '@/domain/manage';
import { DATE_CHANGE_REFUND } from '@/domain/orders';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatResortDateTime, formatShortDate, resortToday } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { changeTripDates } from './change-actions';
import { ChangeDatesFields } from './change-dates-fields';
import { keepFields } from './keep-rooms';
import { ChangePaymentNotice, PayDifferenceForm, type ChangePaymentResult } from './pay-difference';

const REFUSALS = [
  'NON_REFUNDABLE',
  'BALANCE_PENDING',
  'DEADLINE_PASSED',
  'STAY_STARTED',
  'NOT_CONFIRMED',
  'SAME_DATES',
  'INVALID_DATES',
  'PROMO_NOT_VALID',
  'NOT_AVAILABLE',
  'PAYMENT_REQUIRED',
  'DIFFERENCE_CHANGED',
  'INVALID_ROOMS',
] as const;
type Refusal = (typeof REFUSALS)[number];
const isRefusal = (value: string | undefined): value is Refusal =>
  (REFUSALS as readonly string[]).includes(value ?? '');

type Props = {
  locale: Locale;
  trip: ManagedBooking;
  access: { token: string } | { ref: string };
  decimals: number;
  /** The dates the guest asked about and what moving there costs (`?step=change`). */
  quote?: DateChangeQuote;
  /** The rooms the guest chose to keep (`?keep=`; absent: every room). */
  keep?: readonly string[];
  /** What just happened: `dates-changed`, or a refusal of the change. */
  done?: string;
  refused?: string;
  /** The difference payment the guest just returned from (`?changePayment=`), settled. */
  payment?: ChangePaymentResult;
};

/**
 * "Change the dates" on the manage page (issue 15): whether the booking may change and until
 * when, new dates in the booking box's date fields, the difference before confirming,
 * then the change. A page of its own steps (GET for the quote, a form for the change): it
 * works without JavaScript, and a reload never changes anything twice (the form's request id).
 */
export async function DateChangePanel({
  locale,
  trip,
  access,
  decimals,
  quote,
  keep,
  done,
  refused,
  payment,
}: Props) {
  const { booking, money } = trip;
  if (booking.status !== 'confirmed') return null;
  const [t, tb, tr] = await Promise.all([
    getTranslations({ locale, namespace: 'manageChange' }),
    getTranslations({ locale, namespace: 'bookingBox' }),
    getTranslations({ locale, namespace: 'stayChangeRooms' }),
  ]);
  const refusalText = (reason: Refusal | Exclude<typeof refusal, null>) =>
    reason === 'INVALID_ROOMS' ? tr('refusal_INVALID_ROOMS') : t(`refusal_${reason}`);
  const kept = quote?.ok ? keepFields(quote, keep) : [];
  const amount = (minor: number) =>
    formatMoney(minor, { iso: booking.currencyIso, decimals }, locale);
  const now = new Date();
  const refusal = dateChangeRefusal(
    booking,
    now,
    money && {
      capturedMinor: money.paidMinor,
      changeRefundedMinor: money.changeRefundedMinor,
      totalMinor: booking.totalMinor,
    },
  );
  const ends = dateChangeEnds(booking);
  const page = getPathname({ locale, href: '/manage-booking' });
  const accessFields =
    'token' in access ? (
      <input type="hidden" name="t" value={access.token} />
    ) : (
      <input type="hidden" name="ref" value={access.ref} />
    );
  const lastRefund = money?.refunds.at(-1);
  const box = 'rounded-2xl border border-jungle/10 bg-white p-5 shadow-sm sm:p-6';
  const shown = quote && !quote.ok ? quote.reason : isRefusal(refused) ? refused : null;

  return (
    <section aria-labelledby="manage-change" className={box} data-testid="date-change">
      <h2 id="manage-change" className="text-2xl text-jungle">
        {t('title')}
      </h2>
      {done === 'dates-changed' && (
        <p
          role="status"
          className="mt-3 rounded-xl bg-jungle/10 px-4 py-3 font-semibold text-jungle"
        >
          {lastRefund?.reason === DATE_CHANGE_REFUND && lastRefund.status !== 'failed'
            ? t('changedRefund', { amount: amount(lastRefund.amountMinor) })
            : t('changedNotice')}
        </p>
      )}
      {payment && (
        <ChangePaymentNotice locale={locale} result={payment} amount={amount(payment.payMinor)} />
      )}
      {refusal ? (
        <p className="mt-3 text-sm" data-testid="change-refusal">
          {refusalText(refusal)}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">{t('intro')}</p>
          {ends && (
            <p className="mt-2 text-sm">
              {t('freeUntil', {
                deadline: formatResortDateTime(new Date(ends.getTime() - 60_000), locale),
              })}
            </p>
          )}
          {shown && (
            <p
              role="alert"
              className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
            >
              {refusalText(shown)}
            </p>
          )}
          {quote?.ok ? (
            <div className="mt-4 grid gap-3 text-sm" data-testid="change-quote">
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                <dt>{t('newDates')}</dt>
                <dd className="text-right">
                  {formatShortDate(quote.checkIn, locale)} –{' '}
                  {formatShortDate(quote.checkOut, locale)}
                </dd>
                <dt>{t('currentTotal')}</dt>
                <dd className="text-right tabular-nums">{amount(quote.currentTotalMinor)}</dd>
                <dt>{t('newTotal')}</dt>
                <dd className="text-right tabular-nums">{amount(quote.newTotalMinor)}</dd>
              </dl>
              {quote.droppedRooms.length > 0 && (
                <p data-testid="change-dropped-rooms">
                  {quote.checkIn === booking.checkIn && quote.checkOut === booking.checkOut
                    ? `${tr('sameDatesDrop')} `
                    : ''}
                  {tr('droppedRooms', { count: quote.droppedRooms.length })}
                </p>
              )}
              {quote.releasedParkDays.length > 0 && (
                <div
                  className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3"
                  data-testid="change-released-park-days"
                >
                  <p className="font-semibold">{tr('releasedTitle')}</p>
                  <ul className="mt-1 list-disc pl-5">
                    {quote.releasedParkDays.map((d) => (
                      <li key={d.id}>
                        {tr('releasedLine', {
                          park: locale === 'es' ? d.name.es : d.name.en,
                          date: formatShortDate(d.visitDate, locale),
                        })}
                      </li>
                    ))}
                  </ul>
                  <p className="mt-1">{tr('releasedIntro')}</p>
                </div>
              )}
              <p className="font-semibold" data-testid="change-difference">
                {quote.payMinor > 0
                  ? t('toPay', { amount: amount(quote.payMinor) })
                  : quote.refundMinor > 0
                    ? t('refund', { amount: amount(quote.refundMinor) })
                    : t('samePrice')}
              </p>
              {quote.payMinor > 0 ? (
                <PayDifferenceForm
                  locale={locale}
                  access={access}
                  quote={quote}
                  amount={amount(quote.payMinor)}
                  keep={kept}
                />
              ) : (
                <form action={changeTripDates} className="grid gap-3">
                  <input type="hidden" name="locale" value={locale} />
                  {'token' in access ? (
                    <input type="hidden" name="token" value={access.token} />
                  ) : (
                    <input type="hidden" name="ref" value={access.ref} />
                  )}
                  <input type="hidden" name="requestId" value={randomUUID()} />
                  <input type="hidden" name="checkIn" value={quote.checkIn} />
                  <input type="hidden" name="checkOut" value={quote.checkOut} />
                  <input
                    type="hidden"
                    name="expectedDifferenceMinor"
                    value={String(quote.differenceMinor)}
                  />
                  {kept.map((id) => (
                    <input key={id} type="hidden" name="keep" value={id} />
                  ))}
                  <button type="submit" className="btn-primary">
                    {quote.refundMinor > 0
                      ? t('confirmRefund', { amount: amount(quote.refundMinor) })
                      : t('confirm')}
                  </button>
                </form>
              )}
            </div>
          ) : null}
          <form method="get" action={page} className="mt-4 grid grid-cols-6 gap-3">
            {accessFields}
            <input type="hidden" name="step" value="change" />
            <ChangeDatesFields
              locale={locale}
              today={resortToday(now)}
              checkIn={quote?.ok ? quote.checkIn : undefined}
              checkOut={quote?.ok ? quote.checkOut : undefined}
              labels={{ checkIn: tb('checkIn'), checkOut: tb('checkOut') }}
            />
            {booking.rooms.length > 1 && (
              <fieldset className="col-span-6 grid gap-2" data-testid="change-rooms">
                <input type="hidden" name="rooms" value="pick" />
                <legend className="text-sm font-semibold">{tr('roomsTitle')}</legend>
                <p className="text-sm text-muted">{tr('roomsHint')}</p>
                {booking.rooms.map((room, i) => (
                  <label key={room.id} className="flex items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="keep"
                      value={room.id}
                      defaultChecked={!keep || keep.includes(room.id)}
                      className="mt-1 h-4 w-4 accent-jungle"
                    />
                    <span>
                      {tr('room', {
                        number: i + 1,
                        roomType: room.roomTypeName[locale],
                        adults: room.adults,
                        children: room.childrenAges.length,
                      })}
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
            <button type="submit" className="btn-secondary col-span-6">
              {quote?.ok ? t('other') : t('see')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
