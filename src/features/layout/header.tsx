import { ShoppingBag, UserRound } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { locales, type Locale } from '@/i18n/routing';
import { CurrencySelector } from './currency-selector';
import { LanguageSwitcher } from './language-switcher';
import type { LayoutOptions } from './layout-options';
import { MobileMenu } from './mobile-menu';
import { mainNav } from './nav-links';
import type { Currency } from '@/domain/pricing';
import type { ReactNode } from 'react';

type Props = {
  locale: Locale;
  options: LayoutOptions;
  currencies: Pick<Currency, 'id' | 'iso' | 'name' | 'names' | 'flag'>[];
  currency: Pick<Currency, 'id' | 'iso'>;
  cartCount: number;
  secureCookies: boolean;
  /** Call-centre lines, also offered in the mobile menu. */
  phones: { label: string; displayNumber: string; dialNumber: string }[];
  /** SPEC §2's login panel, filled by the route (features never import each other). */
  account?: ReactNode;
  /** The logged-in customer's name: the mobile menu greets them and links to the account. */
  customerName?: string;
};

export async function Header({
  locale,
  options,
  currencies,
  currency,
  cartCount,
  secureCookies,
  phones,
  account,
  customerName,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const th = await getTranslations({ locale, namespace: 'header' });
  const tl = await getTranslations({ locale, namespace: 'languages' });
  const tm = await getTranslations({ locale, namespace: 'meta' });
  const ta = await getTranslations({ locale, namespace: 'account' });
  const labels = Object.fromEntries(mainNav.map((l) => [l.href, t(l.label)]));
  const currencyOptions = currencies.map((c) => ({
    id: c.id,
    iso: c.iso,
    name: c.names[locale],
    flag: c.flag,
  }));
  // Floating: fixed with a shadow, the page padded by its height (globals.css). Home: over the
  // hero, translucent. Otherwise sticky in the flow.
  const look = options.floatingHeader
    ? 'fixed bg-cream shadow-md'
    : options.isHome
      ? 'sticky bg-cream/85 backdrop-blur-md'
      : 'sticky bg-cream';

  return (
    <header
      id="site-header"
      data-menu={options.hideMenu ? 'hidden' : 'shown'}
      data-subheader={options.subHeader ? '' : undefined}
      data-floating={options.floatingHeader ? '' : undefined}
      data-home={options.isHome && !options.floatingHeader ? '' : undefined}
      className={`${look} inset-x-0 top-0 z-40 border-b border-jungle/10`}
    >
      <div className="container-page flex h-[var(--top-offset)] items-center gap-3">
        {!options.hideMenu && (
          <MobileMenu
            links={mainNav.map((l) => ({ href: l.href, label: labels[l.href]! }))}
            labels={{
              open: t('openMenu'),
              close: t('closeMenu'),
              title: t('menu'),
              login: th('login'),
            }}
            account={
              customerName === undefined
                ? undefined
                : {
                    greeting: ta('greeting', { name: customerName.split(' ')[0] || customerName }),
                    label: ta('myAccount'),
                  }
            }
            phones={phones}
          />
        )}
        <Link
          href="/"
          className="flex items-center gap-2 font-display text-2xl text-jungle no-underline"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- a 2 KB SVG needs no optimizer */}
          <img src="/art/brand-mark.svg" alt="" width={36} height={36} />
          <span className="leading-none">
            Xcaret
            <span className="hidden text-[0.65rem] font-sans font-semibold tracking-[0.25em] text-muted uppercase sm:block">
              {tm('tagline')}
            </span>
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {!options.hideLanguageSelector && (
            <LanguageSwitcher
              locale={locale}
              label={th('language')}
              names={Object.fromEntries(locales.map((l) => [l, tl(l)])) as Record<Locale, string>}
            />
          )}
          {!options.hideCurrencySelector && (
            <CurrencySelector
              label={th('currency')}
              title={th('chooseCurrency')}
              currencies={currencyOptions}
              currentIso={currency.iso}
              secure={secureCookies}
            />
          )}
          {account ?? (
            <Link
              href="/login"
              className="hidden items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-jungle hover:bg-sand sm:flex"
            >
              <UserRound aria-hidden size={18} />
              {th('login')}
            </Link>
          )}
          <Link
            href="/cart"
            className="relative flex items-center rounded-full p-2 text-jungle hover:bg-sand"
            aria-label={th('cartCount', { count: cartCount })}
          >
            <ShoppingBag aria-hidden size={20} />
            {cartCount > 0 && (
              <span className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-sunset-700 px-1 text-[0.7rem] font-bold text-white">
                {cartCount}
              </span>
            )}
          </Link>
        </div>
      </div>
      {!options.hideMenu && (
        <nav
          aria-label={t('mainNavigation')}
          className="hidden h-[var(--menu-height)] border-t border-jungle/10 md:block"
        >
          <ul className="container-page flex h-full items-center gap-6 overflow-x-auto text-sm font-medium">
            {mainNav.map((l) => (
              <li key={l.href}>
                <Link
                  href={l.href}
                  className="whitespace-nowrap text-ink no-underline hover:text-lagoon-800"
                >
                  {labels[l.href]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {options.subHeader && (
        <div className="flex h-[var(--subheader-height)] items-center truncate border-t border-jungle/10 bg-sand px-4 text-xs font-semibold tracking-wider text-jungle uppercase md:hidden">
          {options.subHeader}
        </div>
      )}
    </header>
  );
}
