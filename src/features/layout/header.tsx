import { UserRound } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { locales, type Locale } from '@/i18n/routing';
import { CartLink, VisitorRefresh } from './cart-link';
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
  secureCookies: boolean;
  /** Call-centre lines, also offered in the mobile menu. */
  phones: { label: string; displayNumber: string; dialNumber: string }[];
  /** SPEC §2's login panel, filled by the route (features never import each other). */
  account?: ReactNode;
};

/**
 * SPEC §2's header, the same for every visitor (issue 18). The visitor's currency, login state
 * and cart count are islands that learn them in the browser.
 */
export async function Header({
  locale,
  options,
  currencies,
  secureCookies,
  phones,
  account,
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
            locale={locale}
            account={{ greeting: ta.raw('greeting') as string, label: ta('myAccount') }}
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
          <CartLink locale={locale} cart={th('cart')} cartCount={th.raw('cartCount') as string} />
          {/* A new object on each server render: the islands ask who the visitor is then. */}
          <VisitorRefresh render={{}} />
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
