import { getTranslations } from 'next-intl/server';
import { getDb, getVisitor } from '@/server';
import { latestOrderFor, type OrderView } from '@/domain/orders';
import { listInstallmentBanks, splitInstallments } from '@/domain/payments';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/money';

/**
 * The instalment plan an order was paid with (bank, months, monthly amount), on the
 * confirmation pages; nothing for an order paid in full. The monthly amount is the same split
 * the checkout offered (splitInstallments).
 */
export async function PaidPlan({ locale, order }: { locale: Locale; order: OrderView }) {
  const plan = order.payment?.plan;
  if (order.status !== 'paid' || plan?.kind !== 'installments') return null;
  const [t, banks, { currencies }] = await Promise.all([
    getTranslations({ locale, namespace: 'checkout' }),
    getDb().then(listInstallmentBanks),
    getVisitor(),
  ]);
  const currency = currencies.find((c) => c.iso === order.currencyIso) ?? {
    iso: order.currencyIso,
    decimals: 2,
  };
  const { monthlyMinor } = splitInstallments(order.amountMinor, plan.months);
  return (
    <p className="text-sm font-semibold text-jungle" data-testid="paid-plan">
      {t('paidPlan', {
        bank: banks.find((b) => b.id === plan.bankId)?.name ?? '',
        months: plan.months,
        monthly: formatMoney(monthlyMinor, currency, locale),
      })}
    </p>
  );
}

/** The plan of a confirmed hotel booking's order (the booking page's confirmation). */
export async function BookingPaidPlan({
  locale,
  bookingId,
}: {
  locale: Locale;
  bookingId: string;
}) {
  const order = await latestOrderFor(await getDb(), { bookingId });
  return order ? <PaidPlan locale={locale} order={order} /> : null;
}
