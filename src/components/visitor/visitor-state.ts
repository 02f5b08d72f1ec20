'use client';

import { useEffect, useSyncExternalStore } from 'react';

/**
 * What the page shell shows of this visitor (issue 18): who is signed in and how many items
 * their cart holds. The shell itself is the same for everyone (it can be prerendered), so the
 * browser asks once per page for these (GET /api/v1/visitor/, never cached) and the header's
 * islands read the answer from here. `cartCount` is null when the answer could not be had.
 */
export type VisitorState = {
  customer: { id: string; name: string } | null;
  cartCount: number | null;
};

export const VISITOR_ENDPOINT = '/api/v1/visitor/';

let current: VisitorState | undefined;
let asked = 0;
const listeners = new Set<() => void>();

function publish(next: VisitorState) {
  current = next;
  for (const listener of listeners) listener();
}

function isVisitorState(value: unknown): value is VisitorState {
  if (typeof value !== 'object' || value === null) return false;
  const { customer, cartCount } = value as Record<string, unknown>;
  const customerOk =
    customer === null ||
    (typeof customer === 'object' &&
      typeof (customer as Record<string, unknown>).id === 'string' &&
      typeof (customer as Record<string, unknown>).name === 'string');
  return customerOk && typeof cartCount === 'number' && Number.isInteger(cartCount);
}

/**
 * Asks the server for the visitor's state. The last question asked wins: an answer that
 * arrives after a newer question was asked is dropped (a login, then a quick navigation).
 * A failed answer keeps what was known; with nothing known, the header offers the login link
 * and the cart without a count rather than a placeholder forever.
 */
export async function refreshVisitor(fetcher: typeof fetch = fetch): Promise<void> {
  const mine = ++asked;
  let next: VisitorState | undefined;
  try {
    const response = await fetcher(VISITOR_ENDPOINT, {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    const body: unknown = response.ok ? await response.json() : undefined;
    if (isVisitorState(body)) next = body;
  } catch {
    // Offline or refused: handled below.
  }
  if (mine !== asked) return;
  if (next) publish(next);
  else if (!current) publish({ customer: null, cartCount: null });
}

/**
 * Forgets the visitor until the next answer (the islands show their placeholders): for a
 * change the browser starts and whose old state must not be shown meanwhile (signing out).
 */
export function forgetVisitor(): void {
  asked++;
  current = undefined;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor's state, or undefined until the first answer (render a placeholder then). */
export function useVisitor(): VisitorState | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    // The server, and the first render in the browser, know nothing of the visitor.
    () => undefined,
  );
}

/**
 * Asks again whenever `render` is a new object. Give it an object the server sends with the
 * page: React gets a new one each time the server renders the page again (a navigation, a
 * refresh, a server action that signed in, signed out or changed the cart), and the same one
 * when the browser merely re-renders. The `visitorchange` window event asks again too, for
 * changes made in the browser without a server render.
 */
export function useVisitorRefresh(render: object): void {
  useEffect(() => {
    void refreshVisitor();
  }, [render]);
  useEffect(() => {
    const again = () => void refreshVisitor();
    // A page restored from the back-forward cache may show a visitor who has since changed.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) again();
    };
    window.addEventListener(VISITOR_CHANGE_EVENT, again);
    window.addEventListener('pageshow', restored);
    return () => {
      window.removeEventListener(VISITOR_CHANGE_EVENT, again);
      window.removeEventListener('pageshow', restored);
    };
  }, []);
}

/** Dispatched on window by browser code that changed who is signed in or the cart. */
export const VISITOR_CHANGE_EVENT = 'visitorchange';

/** Tests only: forget what is known. */
export function resetVisitorForTests(): void {
  current = undefined;
  asked = 0;
  listeners.clear();
}
