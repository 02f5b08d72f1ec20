'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  WEB_FONT_FACES,
  WEB_FONTS_CLASS,
  WEB_FONTS_STORAGE_KEY,
  webFontsCached,
} from './web-fonts-policy';

const WARM_UP_DELAY_MS = 2000;

/**
 * Fetches the brand faces once the first page has loaded and the browser is idle, so they never
 * compete with the page's own first paint, and switches them on at once, without a re-flow (the
 * fallback faces of globals.css have their metrics); a later full load reads the flag in the
 * <head> script, a client navigation switches here.
 */
export function WebFonts() {
  const pathname = usePathname();
  const firstPathname = useRef(pathname);

  useEffect(() => {
    if (document.documentElement.classList.contains(WEB_FONTS_CLASS)) return;
    let cancelled = false;
    const warm = () => {
      if (cancelled) return;
      Promise.all(WEB_FONT_FACES.map((face) => document.fonts.load(face)))
        .then((loaded) => {
          if (loaded.every((faces) => faces.length > 0)) {
            // This page too: the fallback faces have the brand faces' metrics, so the switch
            // changes the letters, not the layout.
            document.documentElement.classList.add(WEB_FONTS_CLASS);
            localStorage.setItem(WEB_FONTS_STORAGE_KEY, '1');
          }
        })
        .catch(() => {
          // Offline or storage refused: the page keeps the system faces.
        });
    };
    // The load event can come before a slow phone has painted the page: wait a little longer,
    // then for an idle moment (Safari has no requestIdleCallback).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterLoad = () => {
      timer = setTimeout(
        () =>
          typeof window.requestIdleCallback === 'function'
            ? window.requestIdleCallback(warm, { timeout: 4000 })
            : warm(),
        WARM_UP_DELAY_MS,
      );
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener('load', afterLoad);
    };
  }, []);

  // Before the new page paints, so that it appears in the brand faces at once.
  useLayoutEffect(() => {
    if (pathname === firstPathname.current) return;
    const root = document.documentElement;
    if (!root.classList.contains(WEB_FONTS_CLASS) && webFontsCached(() => localStorage)) {
      root.classList.add(WEB_FONTS_CLASS);
    }
  }, [pathname]);

  return null;
}
