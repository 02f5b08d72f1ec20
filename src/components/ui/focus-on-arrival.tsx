'use client';

import { useEffect } from 'react';

/** Whether this document already showed a page: the first page load keeps the browser's focus. */
let shownBefore = false;

/**
 * Moves focus where the visitor should start reading, instead of leaving it on the body:
 * - with `targetId`, to that element on every arrival (a success message: an order or a
 *   booking confirmed, a login done), page loads included;
 * - without it, to the page's main heading after an in-app navigation only (the first load
 *   keeps the browser's start, so the cookie bar and the skip link stay first).
 * The target gets tabindex="-1" (focusable by script, not a tab stop). Focus already inside
 * the page (a field the visitor is in) is left alone.
 */
export function FocusOnArrival({ targetId }: { targetId?: string }) {
  useEffect(() => {
    const firstLoad = !shownBefore;
    shownBefore = true;
    if (!targetId && firstLoad) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== document.documentElement) return;
    const target = targetId
      ? document.getElementById(targetId)
      : document.querySelector<HTMLElement>('main h1');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: !targetId });
  }, [targetId]);
  return null;
}
