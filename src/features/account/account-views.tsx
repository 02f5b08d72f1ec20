import { LogOut, UserRound } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { currentCustomer, getDb, getVisitor, socialProviderButtons } from '@/server';
import {
  customerBookings,
  customerOrders,
  loginErrorFromAuth,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@/domain/customers';
import { redirect as redirectTo } from 'next/navigation';
import { Link, getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { BookingPending } from '@/domain/orders';
import { formatResortDateTime, formatShortDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { logOut } from './actions';
import { ForgotForm, LoginForm, RegisterForm, ResetForm, SocialButtons } from './auth-forms';
import { HeaderAccount } from './header-account';
import { LoginDisclosure } from './login-disclosure';
import { safeRedirectPath } from '@/lib/redirect';
import { productName } from '@/domain/catalog';

async function labels(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'account' });
  return {
    t,
    fields: {
      email: t('email'),
      password: t('password'),
      newPassword: t('newPassword'),
      passwordHint: t('passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
      name: t('name'),
      rememberMe: t('rememberMe'),
    },
  };
}

async function socialProviders(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'account' });
  const ts = await getTranslations({ locale, namespace: 'socialSandbox' });
  return socialProviderButtons().map((p) => ({
    id: p.id,
    mode: p.mode,
    label:
      p.mode === 'unavailable'
        ? ts('unavailable', { provider: p.name })
        : t('continueWith', { provider: p.name }),
    redirecting: t('redirecting', { provider: p.name }),
  }));
}

/** The line under the buttons when some open the sandbox sign-in (a demo, decision 0022). */
async function socialNote(locale: Locale) {
  const ts = await getTranslations({ locale, namespace: 'socialSandbox' });
  return socialProviderButtons().some((p) => p.mode === 'sandbox') ? ts('buttonsNote') : undefined;
}

/** The login form with its links and the social buttons: the header panel and the page. */
async function LoginBlock({
  locale,
  next,
  errorCode,
  stayOnPage,
}: {
  locale: Locale;
  next?: string;
  errorCode?: string;
  /** The header panel: back to the page the visitor is on. */
  stayOnPage?: boolean;
}) {
  const { t, fields } = await labels(locale);
  const te = await getTranslations({ locale, namespace: 'account.errors' });
  // A social login that came back refused (?error=account_not_linked, …), in the catalogue's words.
  const code = errorCode ? loginErrorFromAuth(errorCode) : undefined;
  return (
    <div className="space-y-5">
      <LoginForm
        locale={locale}
        next={next}
        stayOnPage={stayOnPage}
        labels={{ ...fields, signIn: t('signIn') }}
        initialError={
          code
            ? {
                code,
                message: te(code as 'GENERAL_ERROR', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
              }
            : undefined
        }
        forgot={
          <Link href="/forgot" className="font-medium text-lagoon-800">
            {t('forgotLink')}
          </Link>
        }
        invitation={
          <>
            {t('newUser')}{' '}
            <Link href="/register" className="font-semibold text-lagoon-800">
              {t('createAccount')}
            </Link>
          </>
        }
      />
      <SocialButtons
        locale={locale}
        next={next}
        providers={await socialProviders(locale)}
        heading={t('orContinueWith')}
        note={await socialNote(locale)}
      />
    </div>
  );
}

/**
 * SPEC §2's login panel in the header, the same for every visitor (issue 18): the anonymous
 * panel (a link to the login page that opens the login form in place when JavaScript runs) is
 * rendered here; whether the visitor is signed in, and the greeting, the account link and
 * logout then, are decided in the browser (HeaderAccount).
 */
export async function LoginPanel({ locale }: { locale: Locale }) {
  const { t } = await labels(locale);
  const tp = await getTranslations({ locale, namespace: 'loginPanel' });
  return (
    <HeaderAccount
      locale={locale}
      labels={{
        greeting: t.raw('greeting') as string,
        signedInAs: tp.raw('signedInAs') as string,
        myAccount: t('myAccount'),
        logout: t('logout'),
      }}
      anonymous={
        <LoginDisclosure
          href={getPathname({ href: '/login', locale })}
          panelLabel={t('loginPanel')}
          label={
            <>
              <UserRound aria-hidden size={18} />
              {t('signIn')}
            </>
          }
        >
          <LoginBlock locale={locale} stayOnPage />
        </LoginDisclosure>
      }
    />
  );
}

function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-jungle/10 bg-white p-6 shadow-sm sm:p-8">
      {title && <h2 className="mb-4 font-display text-2xl text-jungle">{title}</h2>}
      {children}
    </div>
  );
}

/** The full login page: the same form, usable without JavaScript; `next` is same-origin only. */
export async function LoginPageBody({
  locale,
  next,
  error,
}: {
  locale: Locale;
  next?: string;
  error?: string;
}) {
  const customer = await currentCustomer();
  const target = safeRedirectPath(next, '');
  if (customer) redirectTo(target || getPathname({ href: '/account', locale }));
  return (
    <Card>
      <LoginBlock locale={locale} next={target || undefined} errorCode={error} />
    </Card>
  );
}

export async function RegisterPageBody({ locale }: { locale: Locale }) {
  const { t, fields } = await labels(locale);
  return (
    <Card>
      <div className="space-y-5">
        <RegisterForm locale={locale} labels={{ ...fields, register: t('register') }} />
        <SocialButtons
          locale={locale}
          providers={await socialProviders(locale)}
          heading={t('orContinueWith')}
          note={await socialNote(locale)}
        />
        <p className="text-center text-sm">
          {t('haveAccount')}{' '}
          <Link href="/login" className="font-semibold text-lagoon-800">
            {t('signIn')}
          </Link>
        </p>
      </div>
    </Card>
  );
}

/** Forgot password: the request form, or with ?token= the new-password form. */
export async function ForgotPageBody({ locale, token }: { locale: Locale; token?: string }) {
  const { t, fields } = await labels(locale);
  const back = (
    <p className="text-center text-sm">
      <Link href="/login" className="font-semibold text-lagoon-800">
        {t('backToLogin')}
      </Link>
    </p>
  );
  if (token && /^[A-Za-z0-9_-]{8,128}$/.test(token)) {
    return (
      <Card title={t('resetTitle')}>
        <p className="mb-4 text-sm text-muted">{t('resetIntro')}</p>
        <ResetForm
          locale={locale}
          token={token}
          labels={{ ...fields, save: t('savePassword') }}
          after={back}
        />
      </Card>
    );
  }
  return (
    <Card>
      <div className="space-y-5">
        <ForgotForm locale={locale} labels={{ email: fields.email, send: t('sendResetLink') }} />
        {back}
      </div>
    </Card>
  );
}

/**
 * The account area: profile, the customer's hotel bookings, park orders with tickets and the
 * newsletter preference. Only the logged-in customer's own; anonymous visitors go to login.
 */
export async function AccountPageBody({
  locale,
  newsletter,
}: {
  locale: Locale;
  /** The newsletter feature's preference, composed by the route. */
  newsletter?: ReactNode;
}) {
  const customer = await currentCustomer();
  const { t } = await labels(locale);
  if (!customer) {
    // Anonymous visitors log in right here and come back to this page.
    return (
      <Card>
        <p className="mb-4 text-sm font-semibold text-jungle" data-testid="login-required">
          {t('loginRequired')}
        </p>
        <LoginBlock locale={locale} next={getPathname({ href: '/account', locale })} />
      </Card>
    );
  }
  const db = await getDb();
  const manage = await getTranslations({ locale, namespace: 'manageBooking' });
  const receipt = await getTranslations({ locale, namespace: 'fiscal.receipt' });
  // One link per paid order; its reference makes each link's name unique to a screen reader.
  const receiptLink = (href: string, reference: string) => (
    <a href={href} className="block text-jungle underline" data-testid="account-receipt">
      {receipt('download')} <span className="sr-only">{reference}</span>
    </a>
  );
  const invoice = await getTranslations({ locale, namespace: 'invoiceRequest' });
  // The CFDI is asked for (or downloaded) on the trip's manage page, which opens for its owner.
  const invoiceLink = (reference: string) => (
    <Link
      href={{ pathname: '/manage-booking', query: { ref: reference }, hash: 'invoice-title' }}
      locale={locale}
      className="block text-jungle underline"
      data-testid="account-invoice"
    >
      {invoice('fromAccount')} <span className="sr-only">{reference}</span>
    </Link>
  );
  const [bookings, orders, { currencies }] = await Promise.all([
    customerBookings(db, customer.id),
    customerOrders(db, customer.id),
    getVisitor(),
  ]);
  const decimalsOf = (iso: string) => currencies.find((c) => c.iso === iso)?.decimals ?? 2;
  // SPEC §3 pending amount: what is still to pay on each booking, and when it is charged.
  const pendingT = await getTranslations({ locale, namespace: 'pendingAmount' });
  const pendingText = (pending: BookingPending, currency: { iso: string; decimals: number }) => {
    const amount = formatMoney(pending.amountMinor, currency, locale);
    return pending.dueAt
      ? pendingT('dueOn', { amount, date: formatResortDateTime(pending.dueAt, locale) })
      : pendingT('open', { amount });
  };
  const heading = 'mb-3 font-display text-2xl text-jungle';
  const box = 'rounded-2xl border border-jungle/10 bg-white p-5 shadow-sm';
  return (
    <div className="space-y-8">
      <section aria-labelledby="account-profile" className={box}>
        <h2 id="account-profile" className={heading}>
          {t('profile')}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-muted">{t('name')}</dt>
          <dd data-testid="profile-name">{customer.name}</dd>
          <dt className="font-semibold text-muted">{t('email')}</dt>
          <dd>{customer.email}</dd>
          <dt className="font-semibold text-muted">{t('memberSince')}</dt>
          <dd>{formatShortDate(customer.createdAt.toISOString().slice(0, 10), locale)}</dd>
        </dl>
        <form action={logOut} className="mt-4">
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className="btn-secondary">
            <LogOut aria-hidden size={16} />
            {t('logout')}
          </button>
        </form>
      </section>

      <section aria-labelledby="account-bookings" className={box}>
        <h2 id="account-bookings" className={heading}>
          {t('hotelBookings')}
        </h2>
        {bookings.length === 0 ? (
          <p className="text-sm text-muted">{t('noBookings')}</p>
        ) : (
          <ul className="divide-y divide-jungle/10">
            {bookings.map((b) => (
              <li key={b.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
                <div>
                  <p className="font-semibold">{b.hotelName}</p>
                  <p className="text-sm text-muted">
                    {t('bookingDates', {
                      checkIn: formatShortDate(b.checkIn, locale),
                      checkOut: formatShortDate(b.checkOut, locale),
                    })}
                    {' · '}
                    {t('bookingReference')} <span className="font-mono">{b.reference}</span>
                  </p>
                </div>
                <div className="text-right text-sm">
                  <p className="font-semibold">{t(`status.${b.status}`)}</p>
                  {(b.status === 'confirmed' || b.status === 'cancelled') && (
                    <Link
                      href={{ pathname: '/manage-booking', query: { ref: b.reference } }}
                      locale={locale}
                      className="text-jungle underline"
                    >
                      {manage('fromAccount')}
                    </Link>
                  )}
                  <p>
                    {formatMoney(
                      b.totalMinor,
                      { iso: b.currencyIso, decimals: decimalsOf(b.currencyIso) },
                      locale,
                    )}
                  </p>
                  {b.pending && (
                    <p className="font-semibold text-jungle" data-testid="account-pending">
                      {pendingText(b.pending, {
                        iso: b.currencyIso,
                        decimals: decimalsOf(b.currencyIso),
                      })}
                    </p>
                  )}
                  {b.receiptHref && receiptLink(b.receiptHref, b.reference)}
                  {b.receiptHref && invoiceLink(b.reference)}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="account-orders" className={box} data-section="park-orders">
        <h2 id="account-orders" className={heading}>
          {t('parkOrders')}
        </h2>
        {orders.length === 0 ? (
          <p className="text-sm text-muted">{t('noOrders')}</p>
        ) : (
          <ul className="divide-y divide-jungle/10">
            {orders.map((o) => (
              <li key={o.id} className="py-3">
                <p className="flex flex-wrap justify-between gap-2 font-semibold">
                  <span>
                    {t('bookingReference')} <span className="font-mono">{o.reference}</span>
                  </span>
                  <span>
                    {formatMoney(
                      o.totalMinor,
                      { iso: o.currencyIso, decimals: decimalsOf(o.currencyIso) },
                      locale,
                    )}
                  </span>
                </p>
                <ul className="mt-1 text-sm">
                  {o.tickets.map((ticket) => (
                    <li key={ticket.id}>
                      <a href={ticket.href} className="text-lagoon-800">
                        {t('ticket')}: {productName({ name: ticket.productName }, locale)}
                        {ticket.visitDate ? ` · ${formatShortDate(ticket.visitDate, locale)}` : ''}
                      </a>
                    </li>
                  ))}
                </ul>
                <div className="mt-1 text-sm">
                  {receiptLink(o.receiptHref, o.reference)}
                  {invoiceLink(o.reference)}
                </div>
                <Link
                  href={{ pathname: '/manage-booking', query: { ref: o.reference } }}
                  locale={locale}
                  className="mt-1 inline-block text-sm text-jungle underline"
                >
                  {manage('fromAccount')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="account-newsletter" className={box} data-section="newsletter">
        <h2 id="account-newsletter" className={heading}>
          {t('newsletter')}
        </h2>
        {newsletter}
      </section>
    </div>
  );
}
