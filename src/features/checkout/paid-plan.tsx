import { getTranslations } from 'next-intl/server';
import { getDb, getVisitor } from '@/server';
import { latestOrderFor, paidInstallmentsOf, type OrderView } from '@/domain/orders';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/money';

/**
 * The instalment plan an order was paid with (bank, months, monthly amount), on the
 * confirmation pages; nothing for an order paid in full (paidInstallmentsOf, as the emails).
 */
export async function PaidPlan({ locale, order }: { locale: Locale; order: OrderView }) {
  const [t, plan, { currencies }] = await Promise.all([
    getTranslations({ locale, namespace: 'checkout' }),
    getDb().then((db) => paidInstallmentsOf(db, order)),
    getVisitor(),
  ]);
  if (!plan) return null;
  const currency = currencies.find((c) => c.iso === order.currencyIso) ?? {
    iso: order.currencyIso,
    decimals: 2,
  };
  return (
    <p className="text-sm font-semibold text-jungle" data-testid="paid-plan">
      {t('paidPlan', {
        bank: plan.bankName,
        months: plan.months,
        monthly: formatMoney(plan.monthlyMinor, currency, locale),
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
