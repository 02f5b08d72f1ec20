'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { useVisitor } from '@/components/visitor/visitor-state';
import { COOKIE, readClientCookie } from '@/lib/cookies';
import type { AnalyticsPageInfo } from './analytics-pages';
import { chooseAdapter, type PersonalizationAdapter } from './personalization';

type Props = {
  /** SPEC §3 client state: personalization enabled flag (an enabled CONCENTRADOR site). */
  enabled: boolean;
  /** SPEC §3 client state: this page's analytics page info. */
  page: AnalyticsPageInfo;
  language: string;
  scriptUrl?: string;
};

/** The consent cookie, read again when the cookie bar says a choice was made (and written). */
function onConsentChoice(changed: () => void) {
  window.addEventListener('cookie-consent', changed);
  return () => window.removeEventListener('cookie-consent', changed);
}
const readConsent = () => readClientCookie(COOKIE.consent);
const noConsentOnServer = () => undefined;

// One adapter per browser tab: the script is loaded once, whatever the navigation.
let shared: { key: string; adapter: PersonalizationAdapter } | undefined;

/**
 * Tells the personalization service about each page view and the logged-in customer, only
 * with personalization enabled and after the visitor accepted cookies: before that, no
 * script is loaded and nothing is sent. Everything it needs of the visitor is read in the
 * browser (the consent cookie, the shell's visitor state), so the page stays the same for
 * everyone; the service's script is added by this code (no inline script, no nonce: the CSP's
 * 'strict-dynamic' trusts what the page's own scripts add).
 */
export function Personalization({ enabled, page: { section, type }, language, scriptUrl }: Props) {
  const consent = useSyncExternalStore(onConsentChoice, readConsent, noConsentOnServer);
  const visitor = useVisitor();
  const userId = visitor?.customer?.id;
  const path = usePathname();

  useEffect(() => {
    // Waits for the visitor's state: a signed-in customer's first page view is sent with them.
    if (!enabled || consent !== 'accepted' || !scriptUrl || !visitor) return;
    const adapter =
      shared?.key === scriptUrl ? shared.adapter : chooseAdapter({ enabled, consent, scriptUrl });
    shared = { key: scriptUrl, adapter };
    adapter.trackPageView({ section, type, path, language });
    if (userId) adapter.identify({ id: userId });
  }, [enabled, consent, scriptUrl, section, type, path, language, userId, visitor]);

  return null;
}
