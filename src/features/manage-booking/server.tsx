import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import {
  lastParkDateChange,
  openTrip,
  parkDateOptions,
  quoteDateChange,
  quoteParkDateChange,
  type ManagedTrip,
} from '@/domain/manage';
import { findCurrency } from '@/domain/pricing';
import type { Locale } from '@/i18n/routing';
import { currentCustomer, getDb } from '@/server';
import { requestLink } from './actions';
import { LookupForm } from './lookup-form';
import { DateChangePanel } from './date-change-panel';
import { keptRoomIds } from './keep-rooms';
import { settleChangePayment, settleParkChangePayment } from './settle-change-payment';
import { ManageBookingView } from './manage-view';
import { ParkDatePanel } from './park-date-panel';
import { ManageParkOrderView } from './park-view';
import { ParkDaysPanel } from './park-days-panel';

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value.slice(0, 200) : undefined;

/**
 * The manage page's body (issue 15): with a signed link (`?t=`) or, for a logged-in owner,
 * a reference (`?ref=`), the trip; otherwise, or for a link that no longer opens anything,
 * the "find my booking" form.
 */
export async function ManageBookingPage({
  locale,
  query,
  extra,
}: {
  locale: Locale;
  query: Query;
  /** Panels of other slices for the opened trip (the route composes them: the invoice, …). */
  extra?: (trip: ManagedTrip, access: { token: string } | { ref: string }) => ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'manageBooking' });
  const token = one(query.t);
  const ref = one(query.ref);
  const db = await getDb();
  const customer = !token && ref ? await currentCustomer() : undefined;
  const open = () =>
    token
      ? openTrip(db, { token })
      : ref && customer
        ? openTrip(db, { reference: ref, userId: customer.id })
        : Promise.resolve(undefined);
  let trip = await open();
  // Back from the provider's page with a date change's difference: settled, then read again.
  const paymentKey = one(query.changePayment);
  const payment =
    trip?.kind === 'booking' && paymentKey
      ? await settleChangePayment(trip.booking.id, paymentKey)
      : undefined;
  // The same for a park visit's dearer date (decision 0036).
  const parkPaymentKey = one(query.parkPayment);
  const parkPayment =
    trip?.kind === 'order' && parkPaymentKey
      ? await settleParkChangePayment(trip.order.id, parkPaymentKey)
      : undefined;
  if (payment || parkPayment) trip = await open();

  if (trip?.kind === 'booking') {
    const currency = await findCurrency(db, trip.booking.currencyIso);
    const access = token ? { token } : { ref: ref! };
    const [checkIn, checkOut] = [one(query.checkIn), one(query.checkOut)];
    const keep = keptRoomIds([query.keep ?? []].flat(), one(query.rooms) === 'pick');
    const changeQuote =
      one(query.step) === 'change' && checkIn && checkOut
        ? await quoteDateChange(db, trip.booking.id, {
            checkIn,
            checkOut,
            ...(keep ? { keepRoomIds: keep } : {}),
          })
        : undefined;
    return withExtra(
      extra?.(trip, access),
      <ManageBookingView
        locale={locale}
        trip={trip}
        access={access}
        decimals={currency?.decimals ?? 2}
        confirming={one(query.step) === 'cancel'}
        done={one(query.done)}
        refused={one(query.refused)}
        itineraryPanel={
          <ParkDaysPanel
            db={db}
            locale={locale}
            trip={trip}
            access={access}
            done={one(query.done)}
            refused={one(query.parkDayRefused)}
            releaseRefused={one(query.parkDayKept)}
          />
        }
        changePanel={
          <DateChangePanel
            locale={locale}
            trip={trip}
            access={access}
            decimals={currency?.decimals ?? 2}
            quote={changeQuote}
            keep={keep}
            done={one(query.done)}
            refused={one(query.changeRefused)}
            payment={payment}
          />
        }
      />,
    );
  }
  if (trip?.kind === 'order') {
    const currency = await findCurrency(db, trip.order.currencyIso);
    const item = one(query.item);
    const access = token ? { token } : { ref: ref! };
    const dateStep = one(query.step) === 'park-date' ? item : undefined;
    const date = one(query.date);
    const [options, dateQuote, moved] = await Promise.all([
      dateStep ? parkDateOptions(db, trip.order.reference, dateStep) : undefined,
      dateStep && date
        ? quoteParkDateChange(db, trip.order.reference, { itemId: dateStep, visitDate: date })
        : undefined,
      one(query.done) === 'park-moved' && item ? lastParkDateChange(db, item) : undefined,
    ]);
    return withExtra(
      extra?.(trip, access),
      <ManageParkOrderView
        locale={locale}
        trip={trip}
        access={access}
        decimals={currency?.decimals ?? 2}
        confirming={one(query.step) === 'cancel' ? item : undefined}
        done={one(query.done)}
        refused={one(query.refused)}
        itemPanel={(visit) => (
          <ParkDatePanel
            locale={locale}
            item={visit}
            access={access}
            currency={{ iso: trip.order.currencyIso, decimals: currency?.decimals ?? 2 }}
            options={visit.id === dateStep ? options : undefined}
            quote={visit.id === dateStep ? dateQuote : undefined}
            moved={visit.id === item ? moved : undefined}
            refused={visit.id === item ? one(query.dateRefused) : undefined}
            payment={visit.id === parkPayment?.itemId ? parkPayment : undefined}
          />
        )}
      />,
    );
  }
  return (
    <div className="grid gap-6">
      {(token || ref) && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800"
        >
          {t('invalidLink')}
        </p>
      )}
      <section className="rounded-2xl border border-jungle/10 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-2xl text-jungle">{t('lookupTitle')}</h2>
        <p className="mt-2 mb-4 max-w-prose text-sm text-muted">{t('lookupIntro')}</p>
        <LookupForm
          locale={locale}
          action={requestLink}
          labels={{
            reference: t('reference'),
            email: t('email'),
            send: t('send'),
            sent: t('sent'),
            rateLimited: t('rateLimited'),
          }}
        />
      </section>
    </div>
  );
}

/** The trip's view, then the panels other slices add for it. */
const withExtra = (extra: ReactNode, view: ReactNode) =>
  extra ? (
    <div className="grid gap-6">
      {view}
      {extra}
    </div>
  ) : (
    view
  );
