import 'server-only';
import { randomUUID } from 'node:crypto';
import { getTranslations } from 'next-intl/server';
import { CHANGE_HOLD_MINUTES } from '@/domain/manage';
import type { Locale } from '@/i18n/routing';
import { formatShortDate } from '@/lib/dates';
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
    <form action={payDateDifference} className="grid gap-3" data-testid="pay-difference">
      <p className="text-muted">{t('holdNote', { minutes: CHANGE_HOLD_MINUTES })}</p>
      <input type="hidden" name="locale" value={locale} />
      {'token' in access ? (
        <input type="hidden" name="token" value={access.token} />
      ) : (
        <input type="hidden" name="ref" value={access.ref} />
      )}
      <input type="hidden" name="requestId" value={randomUUID()} />
      <input type="hidden" name="checkIn" value={quote.checkIn} />
      <input type="hidden" name="checkOut" value={quote.checkOut} />
      <input type="hidden" name="expectedDifferenceMinor" value={String(quote.differenceMinor)} />
      {keep.map((id) => (
        <input key={id} type="hidden" name="keep" value={id} />
      ))}
      <button type="submit" className="btn-primary">
        {t('pay', { amount })}
      </button>
    </form>
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
  if (result.state === 'applied')
    return (
      <p
        role="status"
        data-testid="change-paid"
        className="mt-3 rounded-xl bg-jungle/10 px-4 py-3 font-semibold text-jungle"
      >
        {t('paid', { amount, dates })}
      </p>
    );
  return (
    <p
      role={result.state === 'released' ? 'alert' : 'status'}
      data-testid="change-unpaid"
      className={
        result.state === 'released'
          ? 'mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800'
          : 'mt-3 rounded-xl bg-sand/40 px-4 py-3 text-sm'
      }
    >
      {result.state === 'released' ? t('notPaid') : t('waiting', { dates })}
    </p>
  );
}
