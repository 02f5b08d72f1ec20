import 'server-only';
import { getTranslations } from 'next-intl/server';
import { CHANGE_HOLD_MINUTES } from '@/domain/manage';
import type { Locale } from '@/i18n/routing';
import { formatShortDate } from '@/lib/dates';
import { DifferencePaymentForm, DifferencePaymentNotice } from './difference-payment';
import { payDateDifference } from './pay-difference-actions';
import type { ChangePaymentResult } from './settle-change-payment';

export type { ChangePaymentResult } from './settle-change-payment';

type Access = { token: string } | { ref: string };

/** "Pay the difference and change the dates": the quoted dates and difference, to the provider. */
export async function PayDifferenceForm({
  locale,
  access,
  quote,
  amount,
  keep = [],
}: {
  locale: Locale;
  access: Access;
  quote: { checkIn: string; checkOut: string; differenceMinor: number; payMinor: number };
  amount: string;
  /** The rooms the change keeps, when it drops some. */
  keep?: readonly string[];
}) {
  const t = await getTranslations({ locale, namespace: 'manageStayDiff' });
  return (
    <DifferencePaymentForm
      action={payDateDifference}
      testId="pay-difference"
      locale={locale}
      access={access}
      expectedDifferenceMinor={quote.differenceMinor}
      fields={{ checkIn: quote.checkIn, checkOut: quote.checkOut, keep }}
      holdNote={t('holdNote', { minutes: CHANGE_HOLD_MINUTES })}
    >
      {t('pay', { amount })}
    </DifferencePaymentForm>
  );
}

/** What came of the difference payment the guest returned from. */
export async function ChangePaymentNotice({
  locale,
  result,
  amount,
}: {
  locale: Locale;
  result: ChangePaymentResult;
  amount: string;
}) {
  const t = await getTranslations({ locale, namespace: 'manageStayDiff' });
  const dates = `${formatShortDate(result.checkIn, locale)} – ${formatShortDate(result.checkOut, locale)}`;
  return (
    <DifferencePaymentNotice
      state={result.state}
      testIds={{ paid: 'change-paid', unpaid: 'change-unpaid' }}
      texts={{
        paid: t('paid', { amount, dates }),
        notPaid: t('notPaid'),
        waiting: t('waiting', { dates }),
      }}
      spacing="mt-3"
    />
  );
}
