import { getTranslations } from 'next-intl/server';
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
import { offeredCurrencies, siteChrome } from '@/server';
import { CONSENT_PROBE } from '@/lib/security/consent-probe.mjs';

type Props = {
  locale: Locale;
  options?: Partial<LayoutOptions>;
  /** Slots filled by the route with other features' pieces (features never import each other). */
  bookingBox?: ReactNode;
  newsletter?: ReactNode;
  /** The header's login panel (the account feature's island). */
  account?: ReactNode;
  /** The page's header band (with its h1), shown above the booking box. */
  hero?: ReactNode;
  /** SPEC §3 analytics page info: every page says which section and type it is. */
  analytics: AnalyticsPageInfo;
  children: ReactNode;
};

/**
 * The desktop and mobile layout of SPEC §2 around one page. The same for every visitor
 * (issue 18): it reads no cookie, header or session, so a page can be prerendered with it.
 * What depends on the visitor is decided in the browser by small islands: the login state and
 * the cart's count (one request per page, GET /api/v1/visitor/), the chosen currency, the
 * cookie bar and personalization (the visitor's cookies).
 */
export async function PageShell({
  locale,
  options,
  bookingBox,
  newsletter,
  account,
  hero,
  analytics,
  children,
}: Props) {
  const resolved = resolveLayoutOptions(options);
  const [currencies, chrome] = await Promise.all([offeredCurrencies(), siteChrome()]);
  const t = await getTranslations({ locale, namespace: 'meta' });
  const tc = await getTranslations({ locale, namespace: 'cookies' });
  const tchat = await getTranslations({ locale, namespace: 'chat' });
  const tservice = await getTranslations({ locale, namespace: 'chatService' });
  const terr = await getTranslations({ locale, namespace: 'errors' });
  const { isHttps, CHAT_URL, CONTACT_EMAIL, WHATSAPP_NUMBER, PERSONALIZATION_SCRIPT_URL } = env();
  const phone = (country: string) =>
    chrome.phones.find((p) => p.country === country)?.displayNumber ?? '';
  return (
    <>
      {/* The cookie bar comes first in the tab order: a choice to make before the page. It
          decides in the browser whether to show (the consent cookie is the browser's). */}
      {/* Before the first paint: a visitor who already chose never sees the bar (see
          src/lib/security/consent-probe.mjs); without JavaScript there is no choice to make. */}
      <script dangerouslySetInnerHTML={{ __html: CONSENT_PROBE }} />
      <noscript>
        <style>{'#cookie-bar{display:none}'}</style>
      </noscript>
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
        secureCookies={isHttps}
        account={account}
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
        scriptUrl={PERSONALIZATION_SCRIPT_URL}
      />
    </>
  );
}
