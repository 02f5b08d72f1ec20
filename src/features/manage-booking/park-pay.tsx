import 'server-only';
import { randomUUID } from 'node:crypto';
import { getTranslations } from 'next-intl/server';
import { CHANGE_HOLD_MINUTES } from '@/domain/manage';
import type { Locale } from '@/i18n/routing';
import { formatLongDate } from '@/lib/dates';
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
    <form action={payParkDifference} className="grid gap-3" data-testid="park-pay-difference">
      <p className="text-muted">{t('holdNote', { minutes: CHANGE_HOLD_MINUTES })}</p>
      <input type="hidden" name="locale" value={locale} />
      {'token' in access ? (
        <input type="hidden" name="token" value={access.token} />
      ) : (
        <input type="hidden" name="ref" value={access.ref} />
      )}
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="visitDate" value={quote.visitDate} />
      <input type="hidden" name="requestId" value={randomUUID()} />
      <input type="hidden" name="expectedDifferenceMinor" value={String(quote.differenceMinor)} />
      <button type="submit" className="btn-primary">
        {t('pay', { amount })}
      </button>
    </form>
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
  if (result.state === 'applied')
    return (
      <p
        role="status"
        data-testid="park-change-paid"
        className="mb-3 rounded-xl bg-jungle/10 px-4 py-3 font-semibold text-jungle"
      >
        {t('paid', { amount, date })}
      </p>
    );
  return (
    <p
      role={result.state === 'released' ? 'alert' : 'status'}
      data-testid="park-change-unpaid"
      className={
        result.state === 'released'
          ? 'mb-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800'
          : 'mb-3 rounded-xl bg-sand/40 px-4 py-3'
      }
    >
      {result.state === 'released' ? t('notPaid') : t('waiting', { date })}
    </p>
  );
}
