import { getTranslations } from 'next-intl/server';
import { BookingPaidPlan } from '@/features/checkout/paid-plan';
import { PaymentStep } from '@/features/checkout/payment-step';
import { chargeToday } from '@/features/hotel-booking/charge-today';
import { BookingFlow } from '@/features/hotel-booking/booking-flow';
import { BookingBox } from '@/features/hotel-search/booking-box';
import { StayErrorNotice } from '@/features/hotel-search/stay-error-notice';
import { linkGuestStateToCustomer } from '@/features/account/auth-server';
import { workInProgressLayout } from '@/features/layout/layout-options';
import { HotelArrival } from '@/features/order-confirmation/hotel-arrival';
import { BookingInvoiceRequest, StayTaxes, VisitaxNotice } from '@/features/fiscal';
import { SimplePage } from '@/features/layout/simple-page';
import { BookingSteps } from '../_components/booking-steps';
import { pagesMetadata } from '../_components/simple-route';
import { readLocale, type LocaleParams } from '../_components/locale';
import { Shell } from '../_components/shell';

type Props = LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = pagesMetadata({
  href: '/booking',
  title: 'booking',
  intro: 'bookingIntro',
  noIndex: true,
});

/** Payment and booking: steps 3 and 4 of SPEC §2 for the booking in the visitor's cookies. */
export default async function BookingPage({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  const query = await searchParams;
  await linkGuestStateToCustomer();
  const t = await getTranslations({ locale, namespace: 'pages' });
  const error = typeof query.error === 'string' ? query.error : undefined;
  return (
    <Shell locale={locale} page="/booking" options={workInProgressLayout}>
      <SimplePage title={t('booking')}>
        <BookingFlow
          locale={locale}
          editing={query.edit === '1'}
          steps={(current) => <BookingSteps locale={locale} current={current} />}
          searchBox={<BookingBox locale={locale} />}
          notice={error ? <StayErrorNotice locale={locale} code={error} /> : undefined}
          payment={(booking) => (
            <PaymentStep
              kind="hotel"
              locale={locale}
              currencyIso={booking.currencyIso}
              // A deposit plan charges its deposit today (issue 20, deposit.rules).
              totalMinor={chargeToday(booking)}
              outcome={typeof query.payment === 'string' ? query.payment : undefined}
            />
          )}
          // Once paid: how to get there, then the invoice (CFDI) on request.
          arrival={(booking) => (
            <>
              <HotelArrival locale={locale} hotelCode={booking.hotelCode} />
              <BookingInvoiceRequest locale={locale} bookingId={booking.id} />
            </>
          )}
          taxes={(booking) => <StayTaxes locale={locale} booking={booking} />}
          notices={(booking) => (
            <>
              <BookingPaidPlan locale={locale} bookingId={booking.id} />
              <VisitaxNotice locale={locale} residenceCountry={booking.guest?.country} />
            </>
          )}
        />
      </SimplePage>
    </Shell>
  );
}
