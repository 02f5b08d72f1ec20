import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import type { AnalyticsPageInfo } from './analytics-pages';
import { FocusOnArrival } from '@/components/ui/focus-on-arrival';
import { ChatLauncher } from './chat-launcher';
import { ConnectivityBanner } from './connectivity-banner';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { resolveLayoutOptions, type LayoutOptions } from './layout-options';
import { Personalization } from './personalization-client';
import { getVisitor } from '@/server';

type Props = {
  locale: Locale;
  options?: Partial<LayoutOptions>;
  /** Slots filled by the route with other features' pieces (features never import each other). */
  bookingBox?: ReactNode;
  newsletter?: ReactNode;
  /** The header's login panel (the account feature's). */
  account?: ReactNode;
  /** The page's header band (with its h1), shown above the booking box. */
  hero?: ReactNode;
  cartCount?: number;
  /** SPEC §3 analytics page info: every page says which section and type it is. */
  analytics: AnalyticsPageInfo;
  /** The logged-in customer, identified to the personalization service. */
  /** The logged-in customer: named in the mobile menu, identified to personalization. */
  user?: { id: string; name: string };
  children: ReactNode;
};

/** The desktop and mobile layout of SPEC §2 around one page. */
export async function PageShell({
  locale,
  options,
  bookingBox,
  newsletter,
  account,
  hero,
  cartCount = 0,
  analytics,
  user,
  children,
}: Props) {
  const resolved = resolveLayoutOptions(options);
  const { currencies, currency, chrome, consent } = await getVisitor();
  const t = await getTranslations({ locale, namespace: 'meta' });
  const tc = await getTranslations({ locale, namespace: 'cookies' });
  const tchat = await getTranslations({ locale, namespace: 'chat' });
  const tservice = await getTranslations({ locale, namespace: 'chatService' });
  const terr = await getTranslations({ locale, namespace: 'errors' });
  const { isHttps, CHAT_URL, CONTACT_EMAIL, WHATSAPP_NUMBER, PERSONALIZATION_SCRIPT_URL } = env();
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const phone = (country: string) =>
    chrome.phones.find((p) => p.country === country)?.displayNumber ?? '';
  return (
    <>
      {/* The cookie bar comes first in the tab order: a choice to make before the page. */}
      {!consent && (
        <CookieBanner
          secure={isHttps}
          labels={{
            title: tc('title'),
            text: tc('text'),
            accept: tc('accept'),
            reject: tc('reject'),
            more: tc('more'),
          }}
        />
      )}
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-jungle px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <Header
        locale={locale}
        options={resolved}
        currencies={currencies}
        currency={currency}
        cartCount={cartCount}
        secureCookies={isHttps}
        account={account}
        customerName={user?.name}
        phones={chrome.phones.map((p) => ({
          label: p.text[locale],
          displayNumber: p.displayNumber,
          dialNumber: p.dialNumber,
        }))}
      />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {hero}
        {resolved.showBookingBox && bookingBox && (
          <div className={hero ? 'relative z-10 -mt-10 sm:-mt-14' : 'bg-sand/60 py-6'}>
            {bookingBox}
          </div>
        )}
        {children}
      </main>
      <Footer
        locale={locale}
        chrome={chrome}
        newsletter={resolved.newsletterHidden ? undefined : newsletter}
      />
      {/* After an in-app navigation (a login included), focus starts at the page's heading. */}
      <FocusOnArrival />
      <ChatLauncher
        url={CHAT_URL}
        labels={{
          open: tchat('open'),
          title: tchat('title'),
          intro: tchat('intro'),
          phones: tchat('phones'),
          hours: tchat('hours'),
          email: tchat('email'),
          whatsapp: tchat('whatsapp'),
          faq: tchat('faq'),
          close: tchat('close'),
          chatFrame: tservice('frame'),
          chatNewWindow: tservice('newWindow'),
          otherWays: tservice('otherWays'),
        }}
        contact={{
          phones: chrome.phones.map((p) => ({
            label: p.text[locale],
            displayNumber: p.displayNumber,
            dialNumber: p.dialNumber,
          })),
          hours: chrome.hours.callCentre?.[locale],
          email: CONTACT_EMAIL,
          whatsapp: WHATSAPP_NUMBER,
        }}
      />
      <ConnectivityBanner message={terr('offline', { us: phone('US'), ca: phone('CA') })} />
      <Personalization
        enabled={chrome.personalizationEnabled}
        page={analytics}
        language={locale}
        consent={consent}
        scriptUrl={PERSONALIZATION_SCRIPT_URL}
        nonce={nonce}
        user={user && { id: user.id }}
      />
    </>
  );
}
