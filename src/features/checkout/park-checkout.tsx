import { CheckCircle2 } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { getDb, getVisitor } from '@/server';
import { chargeLines, readCart, type CartView } from '@/domain/cart';
import { latestOrderFor, type OrderView } from '@/domain/orders';
import { emailDeliveryOf, type EmailDelivery } from '@/domain/outbox';
import { priceIn } from '@/domain/pricing';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { COOKIE } from '@/lib/cookies';
import { formatShortDate } from '@/lib/dates';
import { displayEmail } from '@/lib/email';
import { formatMoney } from '@/lib/money';
import { FocusOnArrival } from '@/components/ui/focus-on-arrival';
import { PaidPlan } from './paid-plan';
import { PaymentStep } from './payment-step';
import { parkLocale } from '@/i18n/paths';
import { parkPolicyText, productName } from '@/domain/catalog';
import { cardBrandName } from '@/domain/payments';

type Props = {
  locale: Locale;
  /** `?payment=` of the return from the gateway. */
  outcome?: string;
  /**
   * The confirmation's content for a paid order (how to get there, what to bring, the ticket list),
   * composed by the route.
   */
  confirmationExtras?: (order: OrderView) => ReactNode;
  /** The tax breakdown of the charge (composed by the route). */
  taxes?: TaxesSlot;
};

/** What a tax breakdown of the cart's charge needs. */
type TaxesSlot = (charge: {
  items: { productCode: string; weight: number }[];
  totalMinor: number;
  currencyIso: string;
  paidAt: Date | null;
}) => ReactNode;

/**
 * The park express checkout (/es/carrito/checkout/): the cart's summary, the buyer's details
 * and the payment step; once paid, the confirmation with the reference and what was bought.
 */
export async function ParkCheckout({ locale, outcome, confirmationExtras, taxes }: Props) {
  const t = await getTranslations({ locale, namespace: 'checkout' });
  const db = await getDb();
  const raw = (await cookies()).get(COOKIE.cart)?.value;
  const cartId = raw && /^[0-9a-f-]{36}$/.test(raw) ? raw : undefined;
  const { currency, currencies } = await getVisitor();

  const order = cartId ? await latestOrderFor(db, { cartId }) : undefined;
  if (order && order.status === 'paid') {
    const cart = await readCart(db, order.cartId!, new Date(), { includeSold: true });
    const paidIn = currencies.find((c) => c.iso === order.currencyIso) ?? currency;
    return (
      <section aria-labelledby="order-confirmed" className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-4">
          <FocusOnArrival targetId="order-confirmed" />
          <h2
            id="order-confirmed"
            tabIndex={-1}
            className="flex items-center gap-3 text-3xl text-jungle outline-none"
          >
            <CheckCircle2 aria-hidden className="text-lagoon" size={32} />
            {t('confirmedTitle')}
          </h2>
          <p>
            {t('reference')}:{' '}
            <strong data-testid="order-reference" className="font-mono text-xl">
              {order.reference}
            </strong>
          </p>
          <EmailNotice
            delivery={await emailDeliveryOf(db, 'park-order-confirmed', { orderId: order.id })}
            email={displayEmail(order.buyer.email)}
            locale={locale}
          />
          <p className="text-sm text-muted">
            {t('paid')}:{' '}
            <span data-testid="order-total">{formatMoney(order.amountMinor, paidIn, locale)}</span>
            {order.payment?.card &&
              ` · ${t('paidWith', {
                brand: cardBrandName(order.payment.card.brand),
                last4: order.payment.card.last4,
              })}`}
          </p>
          <PaidPlan locale={locale} order={order} />
          {/* The ticket list below carries the PDF; here, the way back to the parks. */}
          <div className="flex flex-wrap items-center gap-3">
            <Link href="/parks" locale={parkLocale(locale)} className="btn-secondary">
              {t('backToParks')}
            </Link>
          </div>
          {confirmationExtras?.(order)}
        </div>
        {cart && (
          <CartSummary
            cart={cart}
            locale={locale}
            title={t('bought')}
            paidIn={paidIn}
            chargedMinor={order.amountMinor}
            taxes={taxes}
            paidAt={order.paidAt}
          />
        )}
      </section>
    );
  }

  const cart = cartId ? await readCart(db, cartId) : undefined;
  if (!cart || cart.items.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-jungle/30 bg-white p-8">
        <p className="text-muted">{t('emptyCart')}</p>
        <Link href="/cart" className="btn-secondary mt-6">
          {t('toCart')}
        </Link>
      </div>
    );
  }
  if (cart.items.some((i) => i.status !== 'held')) {
    return (
      <div className="rounded-2xl border border-jungle/20 bg-white p-8">
        <p role="alert" className="font-semibold">
          {t('lapsed')}
        </p>
        <Link href="/cart" className="btn-secondary mt-6">
          {t('toCart')}
        </Link>
      </div>
    );
  }
  const total = priceIn(currency, cart.totalUsdCents).minor;
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
      <section aria-labelledby="checkout-payment" className="min-w-0 space-y-4">
        <h2 id="checkout-payment" className="text-3xl text-jungle">
          {t('title')}
        </h2>
        <PaymentStep
          kind="park"
          locale={locale}
          currencyIso={currency.iso}
          totalMinor={total}
          outcome={outcome}
          askBuyer
        />
      </section>
      <CartSummary
        cart={cart}
        locale={locale}
        title={t('summaryTitle')}
        paidIn={currency}
        chargedMinor={total}
        taxes={taxes}
        paidAt={null}
      />
    </div>
  );
}

/**
 * Where the confirmation email stands: sent, still on its way, or failed for good (then the
 * buyer is told at once, with the tickets right below, so a paid order never goes silent).
 */
async function EmailNotice({
  delivery,
  email,
  locale,
}: {
  delivery: EmailDelivery | undefined;
  email: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'checkout' });
  if (delivery === 'failed')
    return (
      <p
        role="alert"
        data-testid="order-email"
        className="rounded-xl border border-sunset/40 bg-sunset/10 px-4 py-3 font-semibold text-sunset-700"
      >
        {t('emailFailed', { email })}
      </p>
    );
  return (
    <p data-testid="order-email">
      {delivery === 'sent' ? t('emailSent', { email }) : t('emailSending', { email })}
    </p>
  );
}

async function CartSummary({
  cart,
  locale,
  title,
  paidIn,
  chargedMinor,
  taxes,
  paidAt,
}: {
  cart: CartView;
  locale: Locale;
  title: string;
  paidIn: Parameters<typeof priceIn>[0] & { iso: string; decimals: number };
  /** What is (or was) charged for the cart, in `paidIn`: the lines are split from it. */
  chargedMinor: number;
  taxes?: TaxesSlot;
  paidAt: Date | null;
}) {
  const t = await getTranslations({ locale, namespace: 'checkout' });
  const tc = await getTranslations({ locale, namespace: 'cart' });
  const tp = await getTranslations({ locale, namespace: 'parkPolicy' });
  const lines = chargeLines(cart, chargedMinor);
  // The terms as they stand now, before paying and on the paid order's page alike.
  const termsAt = new Date();
  const money = (minor: number) => formatMoney(minor, paidIn, locale);
  const lineOf = (id: string) => lines.items.find((l) => l.id === id)!.minor;
  const discounted = cart.items
    .filter((i) => cart.packageItemIds.includes(i.id))
    .map((i) => productName(i.product, locale));
  return (
    <aside
      aria-labelledby="checkout-summary"
      className="rounded-2xl border border-jungle/10 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="checkout-summary" className="text-2xl text-jungle">
        {title}
      </h2>
      <ul className="mt-4 space-y-3 text-sm">
        {cart.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4">
            <span>
              <span className="block font-semibold">{productName(item.product, locale)}</span>
              <span className="block text-muted">
                {item.openTicket || !item.visitDate
                  ? t('openTicket')
                  : formatShortDate(item.visitDate, locale)}
                {' · '}
                {t('people', { adults: item.adults, children: item.children })}
              </span>
              <span className="block text-xs text-muted" data-testid="summary-policy">
                {parkPolicyText(
                  tp,
                  { visitDate: item.openTicket ? null : item.visitDate },
                  {
                    changeFreeHours: item.product.changeFreeHours,
                    refundDays: item.product.refundDays,
                  },
                  termsAt,
                  locale,
                )}
              </span>
            </span>
            <span className="tabular-nums" data-testid="summary-item">
              {money(lineOf(item.id))}
            </span>
          </li>
        ))}
        {lines.discountMinor > 0 && (
          <li className="flex justify-between gap-4 text-lagoon-800">
            <span>
              {tc('packageDiscountOn', {
                percent: cart.packagePercent,
                names: new Intl.ListFormat(locale, { type: 'conjunction' }).format(discounted),
              })}
            </span>
            <span className="tabular-nums" data-testid="summary-discount">
              −{money(lines.discountMinor)}
            </span>
          </li>
        )}
      </ul>
      <div className="mt-4 flex justify-between gap-4 border-t border-jungle/20 pt-3 text-lg font-semibold text-jungle">
        <span>{t('total')}</span>
        <span className="tabular-nums" data-testid="summary-total">
          {money(lines.totalMinor)}
        </span>
      </div>
      {taxes?.({
        items: cart.items.map((i) => ({
          productCode: i.product.code,
          weight: i.total.totalUsdCents,
        })),
        totalMinor: lines.totalMinor,
        currencyIso: paidIn.iso,
        paidAt,
      })}
    </aside>
  );
}
