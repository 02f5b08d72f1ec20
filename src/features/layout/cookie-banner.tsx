'use client';

import { useState } from 'react';
import { CONSENT_MAX_AGE, COOKIE, writeClientCookie } from '@/lib/cookies';
import { Link } from '@/i18n/navigation';

type Props = {
  labels: { title: string; text: string; accept: string; reject: string; more: string };
  secure: boolean;
};

/** Shown until the visitor chooses; the choice is remembered in a cookie. */
export function CookieBanner({ labels, secure }: Props) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const choose = (value: 'accepted' | 'rejected') => {
    writeClientCookie(COOKIE.consent, value, CONSENT_MAX_AGE, secure);
    window.dispatchEvent(new CustomEvent('cookie-consent', { detail: value }));
    setOpen(false);
  };
  return (
    <section
      aria-labelledby="cookie-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl border border-jungle/15 bg-white p-5 shadow-2xl sm:inset-x-6"
    >
      <h2 id="cookie-title" className="text-xl text-jungle">
        {labels.title}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {labels.text}{' '}
        <Link href="/privacy" className="font-medium text-lagoon-800 underline">
          {labels.more}
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={() => choose('accepted')}>
          {labels.accept}
        </button>
        <button type="button" className="btn-secondary" onClick={() => choose('rejected')}>
          {labels.reject}
        </button>
      </div>
    </section>
  );
}
