import 'server-only';
import { getTranslations } from 'next-intl/server';
import { CHANGE_HOLD_MINUTES } from '@/domain/manage';
import type { Locale } from '@/i18n/routing';
import { formatLongDate } from '@/lib/dates';
import { DifferencePaymentForm, DifferencePaymentNotice } from './difference-payment';
import { payParkDifference } from './park-date-actions';
import type { ParkChangePaymentResult } from './settle-change-payment';

type Access = { token: string } | { ref: string };

/**
 * "Pay the difference and change the date" of a visit (decision 0036): the quoted date and
 * difference go to the provider's hosted page; the new date's places are held meanwhile.
 */
export async function PayParkDifferenceForm({
  locale,
  access,
  itemId,
  quote,
  amount,
}: {
  locale: Locale;
  access: Access;
  itemId: string;
  quote: { visitDate: string; differenceMinor: number };
  amount: string;
}) {
  const t = await getTranslations({ locale, namespace: 'parkPay' });
  return (
    <DifferencePaymentForm
      action={payParkDifference}
      testId="park-pay-difference"
      locale={locale}
      access={access}
      expectedDifferenceMinor={quote.differenceMinor}
      fields={{ itemId, visitDate: quote.visitDate }}
      holdNote={t('holdNote', { minutes: CHANGE_HOLD_MINUTES })}
    >
      {t('pay', { amount })}
    </DifferencePaymentForm>
  );
}

/** What came of the visit's difference payment the guest returned from. */
export async function ParkPaymentNotice({
  locale,
  result,
  amount,
}: {
  locale: Locale;
  result: ParkChangePaymentResult;
  amount: string;
}) {
  const t = await getTranslations({ locale, namespace: 'parkPay' });
  const date = formatLongDate(result.visitDate, locale);
  return (
    <DifferencePaymentNotice
      state={result.state}
      testIds={{ paid: 'park-change-paid', unpaid: 'park-change-unpaid' }}
      texts={{
        paid: t('paid', { amount, date }),
        notPaid: t('notPaid'),
        waiting: t('waiting', { date }),
      }}
      spacing="mb-3"
    />
  );
}
