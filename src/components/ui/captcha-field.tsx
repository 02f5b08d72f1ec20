'use client';

import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';

type AltchaElement = HTMLElement & { reset?: () => void };
type AltchaGlobal = { i18n: { set: (code: string, strings: Record<string, string>) => void } };

export type CaptchaStrings = Record<
  | 'label'
  | 'verifying'
  | 'verified'
  | 'verificationRequired'
  | 'error'
  | 'expired'
  | 'waitAlert'
  | 'reload'
  | 'verify'
  | 'loading',
  string
>;

/**
 * The ALTCHA proof-of-work widget (self-hosted, DESIGN §2). Its script loads only when the
 * form comes near the screen, so pages whose visitor never scrolls to the footer do not pay
 * for it. It posts its solution as the hidden field `altcha`; `attempt` changing (the server
 * answered with errors) starts it over, since a solved challenge is accepted only once.
 */
export function CaptchaField({
  language,
  strings,
  attempt,
  describedBy,
}: {
  language: string;
  strings: CaptchaStrings;
  attempt: number;
  describedBy?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let cancelled = false;
    const load = () => {
      observer.disconnect();
      void import('altcha').then(() => {
        const altcha = (globalThis as unknown as { $altcha?: AltchaGlobal }).$altcha;
        altcha?.i18n.set(language, strings);
        if (!cancelled) setLoaded(true);
      });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load();
      },
      { rootMargin: '400px' },
    );
    observer.observe(target);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [language, strings]);

  useEffect(() => {
    if (attempt > 0) widget.current?.reset?.();
  }, [attempt]);

  return (
    <div ref={box} className="min-h-16" aria-describedby={describedBy}>
      {loaded && (
        <altcha-widget
          ref={widget}
          challenge="/api/captcha/"
          name="altcha"
          language={language}
          suppressHydrationWarning
        />
      )}
    </div>
  );
}
