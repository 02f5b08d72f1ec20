'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/** How long a login started from the header panel waits for the signed-in header (ms). */
const PENDING_MS = 60_000;
const KEY = 'xcaret.headerLogin';

/** The header panel's form was sent: the signed-in header that follows takes focus. */
export function markHeaderLogin() {
  try {
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    // Storage refused (a private mode): focus stays where the browser leaves it.
  }
}

/** The login was refused: nothing to take focus for. */
export function clearHeaderLogin() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // as above
  }
}

function takeHeaderLogin(): boolean {
  try {
    const at = Number(sessionStorage.getItem(KEY));
    sessionStorage.removeItem(KEY);
    return Number.isFinite(at) && at > 0 && Date.now() - at < PENDING_MS;
  } catch {
    return false;
  }
}

/**
 * The signed-in header after a login from the header panel. The page stays mounted (the
 * login action returns to the same page), so focus would be left on the body where the
 * panel's button was: it moves to the greeting (the account link), and a status region says
 * the visitor is signed in. A page that merely shows a signed-in visitor does neither.
 */
export function LoginArrival({
  message,
  children,
}: {
  /** "You are signed in as Ana." */
  message: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!takeHeaderLogin()) return;
    box.current?.querySelector<HTMLElement>('a[href]')?.focus();
    // The region is in the page empty first, then filled: screen readers announce the change.
    if (status.current) status.current.textContent = message;
  }, [message]);
  return (
    <div ref={box} className="contents">
      {children}
      <p ref={status} role="status" className="sr-only" data-testid="login-status" />
    </div>
  );
}
