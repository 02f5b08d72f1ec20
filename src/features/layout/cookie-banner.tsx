'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CONSENT_MAX_AGE, COOKIE, readClientCookie, writeClientCookie } from '@/lib/cookies';
import { Link } from '@/i18n/navigation';

type Props = {
  labels: { title: string; text: string; accept: string; reject: string; more: string };
  secure: boolean;
};

/**
 * Shown until the visitor chooses; the choice is remembered in a cookie. A bar at the bottom,
 * first in the tab order (the page puts it first), that never hides the page under it: while
 * it is open the page gets room of its height at the bottom (--cookie-bar), and what takes the
 * focus scrolls above it (scroll-padding), the booking box's search button included.
 *
 * The page is the same for everyone (issue 18), so the bar is in every page's HTML and a first
 * visitor sees it at the first paint. For a visitor who already chose, the page shell's consent
 * probe marks <html> before that paint and the stylesheet hides the bar (no flash); once the
 * page is alive, the consent cookie read here removes it.
 */
export function CookieBanner({ labels, secure }: Props) {
  const chosen = useSyncExternalStore(noChange, consentChosen, unknownOnServer);
  const [dismissed, setDismissed] = useState(false);
  // Unknown (the server, and hydration) renders the bar: the HTML every visitor gets.
  const open = chosen !== true && !dismissed;
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const element = bar.current;
    if (!open || !element) return;
    const measure = () => root.style.setProperty('--cookie-bar', `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-bar');
    };
  }, [open]);
  if (!open) return null;
  const choose = (value: 'accepted' | 'rejected') => {
    writeClientCookie(COOKIE.consent, value, CONSENT_MAX_AGE, secure);
    window.dispatchEvent(new CustomEvent('cookie-consent', { detail: value }));
    setDismissed(true);
  };
  return (
    <section
      ref={bar}
      id="cookie-bar"
      aria-labelledby="cookie-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-jungle/15 bg-white shadow-[0_-8px_24px_rgb(0_0_0/0.12)]"
    >
      <div className="container-page flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 id="cookie-title" className="text-lg text-jungle">
            {labels.title}
          </h2>
          <p className="text-sm text-muted">
            {labels.text}{' '}
            <Link href="/privacy" className="font-medium text-lagoon-800 underline">
              {labels.more}
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            className="btn-primary px-5 py-2"
            onClick={() => choose('accepted')}
          >
            {labels.accept}
          </button>
          <button
            type="button"
            className="btn-secondary px-5 py-2"
            onClick={() => choose('rejected')}
          >
            {labels.reject}
          </button>
        </div>
      </div>
    </section>
  );
}

/** The cookie is read once per render; the banner itself is what changes it. */
const noChange = () => () => {};
const consentChosen = () => Boolean(readClientCookie(COOKIE.consent));
const unknownOnServer = () => undefined;
