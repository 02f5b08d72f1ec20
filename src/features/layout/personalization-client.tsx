'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { AnalyticsPageInfo } from './analytics-pages';
import { chooseAdapter, type PersonalizationAdapter } from './personalization';

type Props = {
  /** SPEC §3 client state: personalization enabled flag (an enabled CONCENTRADOR site). */
  enabled: boolean;
  /** SPEC §3 client state: this page's analytics page info. */
  page: AnalyticsPageInfo;
  language: string;
  /** The consent cookie as the server saw it; the banner's choice arrives as an event. */
  consent: string | undefined;
  scriptUrl?: string;
  nonce?: string;
  /** The logged-in customer, when there is one. */
  user?: { id: string };
};

// One adapter per browser tab: the script is loaded once, whatever the navigation.
let shared: { key: string; adapter: PersonalizationAdapter } | undefined;

/**
 * Tells the personalization service about each page view and the logged-in customer, only
 * with personalization enabled and after the visitor accepted cookies: before that, no
 * script is loaded and nothing is sent.
 */
export function Personalization({
  enabled,
  page: { section, type },
  language,
  scriptUrl,
  nonce,
  user,
  ...props
}: Props) {
  const [consent, setConsent] = useState(props.consent);
  const userId = user?.id;
  const path = usePathname();

  useEffect(() => {
    const onChoice = (event: Event) => setConsent((event as CustomEvent<string>).detail);
    window.addEventListener('cookie-consent', onChoice);
    return () => window.removeEventListener('cookie-consent', onChoice);
  }, []);

  useEffect(() => {
    if (!enabled || consent !== 'accepted' || !scriptUrl) return;
    const adapter =
      shared?.key === scriptUrl
        ? shared.adapter
        : chooseAdapter({ enabled, consent, scriptUrl, nonce });
    shared = { key: scriptUrl, adapter };
    adapter.trackPageView({ section, type, path, language });
    if (userId) adapter.identify({ id: userId });
  }, [enabled, consent, scriptUrl, nonce, section, type, path, language, userId]);

  return null;
}
