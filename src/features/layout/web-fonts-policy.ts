/**
 * When the brand faces (globals.css) are used. A first visit paints in the system faces and
 * fetches the brand faces after its load; every later page starts in them, from the HTTP cache.
 * Fetching them during the first render would hold text back (font-display: optional) and spend
 * a slow phone's bandwidth on ~95 KB of fonts before the page itself.
 */

/** The class on <html> that switches the theme's font stacks to the brand faces. */
export const WEB_FONTS_CLASS = 'webfonts';

/** Set once every face below has been fetched into the cache. */
export const WEB_FONTS_STORAGE_KEY = 'webfonts';

/** One CSS font shorthand per @font-face rule of globals.css. */
export const WEB_FONT_FACES = [
  '400 1em Inter',
  '500 1em Inter',
  '600 1em Inter',
  '600 1em "Cormorant Garamond"',
] as const;

/** Whether the faces were fetched; reading storage can throw (storage disabled): then no. */
export function webFontsCached(storage: () => Pick<Storage, 'getItem'>): boolean {
  try {
    return storage().getItem(WEB_FONTS_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Runs in <head> before the body paints (a later visit must not start in the system faces and
 * then swap). Storage can throw (disabled cookies, sandboxed frames): then the system faces stay.
 */
export const WEB_FONTS_HEAD_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(
  WEB_FONTS_STORAGE_KEY,
)})==='1')document.documentElement.classList.add(${JSON.stringify(WEB_FONTS_CLASS)})}catch(e){}`;
