/**
 * Connectivity for client code (SPEC §8 "offline or network"): the layout's banner listens
 * for `connectivity-lost`; anything that calls the server from the browser (fetch, a server
 * action) reports a failure that never reached the server with `reportNetworkError`.
 *
 *   try { await action(form) } catch (error) { if (!reportNetworkError(error)) throw error }
 */
export const CONNECTIVITY_LOST_EVENT = 'connectivity-lost';

/**
 * A request that never got an answer: the browser is offline, or fetch rejected with its
 * network TypeError ("Failed to fetch" in Chromium, "NetworkError…" in Firefox, "Load
 * failed" in Safari). An HTTP error status is an answer, not a network error; nor is an abort.
 */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return (
    error instanceof TypeError &&
    /failed to fetch|networkerror|load failed|network request failed|fetch failed/i.test(
      error.message,
    )
  );
}

/** Shows the connectivity banner now (the banner leaves by itself once the server answers). */
export function reportConnectivityLost(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(CONNECTIVITY_LOST_EVENT));
}

/** Reports `error` when it is a network error; says whether it was one. */
export function reportNetworkError(error: unknown): boolean {
  if (!isNetworkError(error)) return false;
  reportConnectivityLost();
  return true;
}

/** Subscribes to connectivity losses; returns the unsubscribe function. */
export function onConnectivityLost(listener: () => void): () => void {
  window.addEventListener(CONNECTIVITY_LOST_EVENT, listener);
  return () => window.removeEventListener(CONNECTIVITY_LOST_EVENT, listener);
}

/**
 * A form action (`useActionState`'s or a `<form action>`'s) that survives a lost connection:
 * instead of throwing to the error page (losing what the visitor typed), a request that never
 * reached the server shows the connectivity message and answers `offline(state)` (by default
 * the state as it was, so the form keeps its values); anything else is thrown as before
 * (a server redirect included).
 */
export function networkSafe<S, A extends unknown[]>(
  action: (state: S, ...args: A) => Promise<S>,
  offline: (state: S) => S = (state) => state,
): (state: S, ...args: A) => Promise<S> {
  return async (state, ...args) => {
    try {
      return await action(state, ...args);
    } catch (error) {
      if (reportNetworkError(error)) return offline(state);
      throw error;
    }
  };
}
