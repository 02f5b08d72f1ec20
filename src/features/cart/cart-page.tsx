import { ArrowRight, CheckCircle2, Info, ShoppingBag } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import type { Messages } from 'next-intl';
import { getDb, getVisitor, moneyFormatter } from '@/server';
import {
  cartMessageValues,
  chargeLines,
  MAX_CART_PRODUCTS,
  MAX_HOLD_MINUTES,
  parkToday,
  type CartView,
} from '@/domain/cart';
import { listProducts } from '@/domain/catalog';
import { frozenCartCharge } from '@/domain/orders';
import { listPresaleRules } from '@/domain/tickets';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { formatMoney } from '@/lib/money';
import { priceIn } from '@/domain/pricing';
import { abandonCheckoutAction, renewHoldAction, undoRemoveAction } from './cart-actions';
import { decodeUndo, readNotice, UNDO_COOKIE, type CartNotice } from './cart-forms';
import { CartItemCard } from './cart-item-card';
import { HoldCountdown } from '@/components/ui/hold-countdown';
import { SubmitButton } from './submit-button';
import { visitorCart } from './visitor-cart';
import { parkLocale } from '@/i18n/paths';
import { productName } from '@/domain/catalog';

type Props = {
  locale: Locale;
  /** The page's query: the notice a remove, a renew or a refused change left. */
  query: Record<string, string | string[] | undefined>;
};

/** The park cart (SPEC §2): items, complements, totals, the hold countdown, the way to pay. */
export async function CartPage({ locale, query }: Props) {
  const cart = await visitorCart();
  const notice = readNotice(query);
  const parksLocale = parkLocale(locale);
  const now = requestTime();
  return (
    <div className="space-y-6">
      {notice && <Notice locale={locale} notice={notice} />}
      {!cart || cart.items.length === 0 ? (
        <EmptyCart locale={locale} parksLocale={parksLocale} />
      ) : (
        <FullCart
          locale={locale}
          parksLocale={parksLocale}
          cart={cart}
          now={now}
          renewFailed={notice?.kind === 'renewed' && notice.unavailable > 0}
        />
      )}
    </div>
  );
}

/** The moment this request is served (a server component renders once per request). */
function requestTime(): number {
  return Date.now();
}

async function Notice({ locale, notice }: { locale: Locale; notice: CartNotice }) {
  const t = await getTranslations({ locale, namespace: 'cart' });
  if (notice.kind === 'error') {
    const te = await getTranslations({ locale, namespace: 'cartErrors' });
    // A code from the query string: only one the catalogue names is shown.
    const known = notice.code as keyof Messages['cartErrors'];
    const code = te.has(known) ? known : 'CART_GENERIC';
    return (
      <p
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-800"
      >
        {te(code, cartMessageValues)}
      </p>
    );
  }
  let text: string;
  let warn = false;
  // A removal can be undone for a short while (the cookie's life, UNDO_SECONDS).
  const canUndo =
    notice.kind === 'removed' && decodeUndo((await cookies()).get(UNDO_COOKIE)?.value).length > 0;
  if (notice.kind === 'removed') {
    const products = await listProducts(await getDb());
    const nameOf = (id: number) => {
      const product = products.find((p) => p.id === id);
      return product && productName(product, locale);
    };
    const also = notice.alsoProductIds.map(nameOf).filter((n): n is string => Boolean(n));
    text = t('removed', { product: nameOf(notice.productId) ?? '' });
    if (also.length)
      text += ` ${t('removedAlso', {
        names: new Intl.ListFormat(locale, { type: 'conjunction' }).format(also),
        count: also.length,
      })}`;
  } else if (notice.kind === 'abandoned') {
    text = t('abandoned');
  } else if (notice.kind === 'restored') {
    text = t('restored');
  } else {
    text = t('renewed', { minutes: env().CART_HOLD_MINUTES });
    if (notice.unavailable > 0) {
      warn = true;
      text += ` ${t('renewedUnavailable', { count: notice.unavailable })}`;
    }
    if (notice.capped > 0) {
      warn = true;
      text += ` ${t('renewedCapped', { count: notice.capped, hours: MAX_HOLD_MINUTES / 60 })}`;
    }
  }
  return (
    <div
      role="status"
      className={`flex items-start gap-2 rounded-xl px-4 py-3 font-semibold ${
        warn ? 'bg-sunset/10 text-sunset-700' : 'bg-lagoon/10 text-lagoon-800'
      }`}
    >
      {warn ? (
        <Info aria-hidden size={20} className="mt-0.5 shrink-0" />
      ) : (
        <CheckCircle2 aria-hidden size={20} className="mt-0.5 shrink-0" />
      )}
      <span className="flex-1">{text}</span>
      {canUndo && (
        <form action={undoRemoveAction} className="shrink-0">
          <input type="hidden" name="locale" value={locale} />
          <SubmitButton className="rounded-full border border-current px-3 py-0.5 text-sm underline-offset-2 hover:underline">
            {t('undo')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}

async function EmptyCart({ locale, parksLocale }: { locale: Locale; parksLocale: 'es' | 'en' }) {
  const t = await getTranslations({ locale, namespace: 'cart' });
  return (
    <section
      aria-labelledby="cart-empty-title"
      className="mx-auto max-w-xl rounded-2xl border border-jungle/10 bg-white px-6 py-12 text-center shadow-sm"
    >
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-sand text-jungle">
        <ShoppingBag aria-hidden size={28} />
      </span>
      <h2 id="cart-empty-title" className="mt-4 text-3xl text-jungle">
        {t('emptyTitle')}
      </h2>
      <p className="mt-2 text-muted">{t('emptyText', cartMessageValues)}</p>
      <Link href="/parks" locale={parksLocale} className="btn-primary mt-6">
        {t('browseParks')}
        <ArrowRight aria-hidden size={16} />
      </Link>
    </section>
  );
}

async function FullCart({
  locale,
  parksLocale,
  cart,
  now,
  renewFailed,
}: {
  locale: Locale;
  parksLocale: 'es' | 'en';
  cart: CartView;
  now: number;
  /** A renewal just failed for the expired items: their places are gone. */
  renewFailed: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'cart' });
  const visitor = await getVisitor();
  // A cart frozen for payment shows what that payment charges, in its currency; any other
  // cart, its total in the visitor's currency. Items less the discount make the total.
  const charge = await frozenCartCharge(await getDb(), cart);
  const currency =
    (charge && visitor.currencies.find((c) => c.iso === charge.currencyIso)) || visitor.currency;
  const formatPrice = moneyFormatter(currency, locale);
  const lines = chargeLines(
    cart,
    charge?.amountMinor ?? priceIn(currency, cart.totalUsdCents).minor,
  );
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const lineOf = (id: string) => lines.items.find((l) => l.id === id)!.minor;
  const discounted = cart.items
    .filter((i) => cart.packageItemIds.includes(i.id))
    .map((i) => productName(i.product, locale));
  const rules = await listPresaleRules(await getDb());
  const presaleDays = new Map(rules.map((r) => [r.percentOff, r.daysAhead]));
  const today = parkToday(new Date(now));
  const holdLive = cart.holdExpiresAt && cart.holdExpiresAt.getTime() > now;
  const needsRenewal = cart.items.some((i) => i.status === 'expired');
  const paying = cart.checkoutUntil !== null;

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 space-y-6">
        {paying && (
          <section
            aria-labelledby="payment-pending-title"
            data-testid="cart-payment-pending"
            className="rounded-xl border border-sunset/30 bg-sunset/10 px-4 py-4 text-sunset-700"
          >
            <h2
              id="payment-pending-title"
              className="flex items-center gap-2 font-sans text-lg font-semibold"
            >
              <Info aria-hidden size={20} className="shrink-0" />
              {t('paymentPending.title')}
            </h2>
            <p className="mt-1 text-sm">{t('paymentPending.text')}</p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Link href="/cart/checkout" locale={locale} className="btn-primary px-5 py-2.5">
                {t('paymentPending.continue')}
              </Link>
              <form action={abandonCheckoutAction}>
                <input type="hidden" name="locale" value={locale} />
                <SubmitButton className="btn-secondary bg-white px-5 py-2.5">
                  {t('paymentPending.abandon')}
                </SubmitButton>
              </form>
            </div>
          </section>
        )}
        {!paying && (holdLive || needsRenewal) && (
          <HoldCountdown
            expiresAt={(holdLive ? cart.holdExpiresAt! : new Date(now)).toISOString()}
            renderedAt={now}
            label={t('holdTimer', { time: '{time}' })}
            note={t('holdNote')}
            expired={t('holdExpired')}
          >
            <form action={renewHoldAction} className="shrink-0">
              <input type="hidden" name="locale" value={locale} />
              <SubmitButton className="btn-secondary w-full bg-white px-5 py-2.5 sm:w-auto">
                {t('renew')}
              </SubmitButton>
            </form>
          </HoldCountdown>
        )}
        <section aria-labelledby="cart-items-title" className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="cart-items-title" className="sr-only">
              {t('itemsTitle')}
            </h2>
            <p className="text-sm text-muted">
              {t('itemsCount', { count: cart.items.length, max: MAX_CART_PRODUCTS })}
            </p>
          </div>
          <ol className="space-y-6">
            {cart.items.map((item) => (
              <li key={item.id}>
                <CartItemCard
                  locale={locale}
                  item={item}
                  formatPrice={formatPrice}
                  totalText={money(lineOf(item.id))}
                  presaleDays={presaleDays}
                  today={today}
                  renewFailed={renewFailed}
                  now={new Date(now)}
                />
              </li>
            ))}
          </ol>
        </section>
      </div>

      <aside
        aria-labelledby="cart-summary-title"
        className="rounded-2xl border border-jungle/10 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-[calc(var(--header-height)+1rem)]"
      >
        <h2 id="cart-summary-title" className="text-2xl text-jungle">
          {t('summaryTitle')}
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt>{t('subtotal')}</dt>
            <dd className="tabular-nums" data-testid="cart-subtotal">
              {money(lines.totalMinor + lines.discountMinor)}
            </dd>
          </div>
          {cart.packagePercent > 0 && (
            <div className="flex justify-between gap-4 text-lagoon-800">
              <dt>
                {t('packageDiscountOn', {
                  percent: cart.packagePercent,
                  names: new Intl.ListFormat(locale, { type: 'conjunction' }).format(discounted),
                })}
              </dt>
              <dd className="tabular-nums" data-testid="cart-package-discount">
                −{money(lines.discountMinor)}
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-jungle/20 pt-3 text-lg font-semibold text-jungle">
            <dt>{t('total')}</dt>
            <dd className="tabular-nums" data-testid="cart-total">
              {money(lines.totalMinor)}
            </dd>
          </div>
        </dl>
        <p className="mt-1 text-xs text-muted">{t('pricesIn', { currency: currency.iso })}</p>
        <Link href="/cart/checkout" locale={locale} className="btn-primary mt-6 w-full text-base">
          {t('checkout')}
          <ArrowRight aria-hidden size={18} />
        </Link>
        <Link
          href="/parks"
          locale={parksLocale}
          className="mt-3 block text-center text-sm font-semibold text-jungle underline underline-offset-4"
        >
          {t('continueShopping')}
        </Link>
      </aside>
    </div>
  );
}
