'use client';

import { useEffect } from 'react';
import { reportNetworkError } from '@/lib/connectivity';

const ENDPOINT = '/api/v1/error-logs';

/** Sends a SPEC §3 error-log record; never throws, never reports itself. */
export function reportClientError(record: Record<string, unknown>) {
  try {
    const body = JSON.stringify(record);
    if (navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
    void fetch(ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
  } catch {
    // Reporting must never break the page.
  }
}

/**
 * Watches the page's own requests: a failed same-origin request (network error or 5xx)
 * becomes an error-log record with its method, url and base url; a request that could not
 * reach the server at all also shows the connectivity banner.
 */
export function ErrorReporter() {
  useEffect(() => {
    const original = window.fetch;
    const wrapped: typeof fetch = async (input, init) => {
      const method = (
        init?.method ?? (input instanceof Request ? input.method : 'GET')
      ).toUpperCase();
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const target = new URL(url, window.location.href);
      const report =
        target.origin === window.location.origin && !target.pathname.startsWith(ENDPOINT);
      try {
        const response = await original(input, init);
        if (report && response.status >= 500) {
          reportClientError({
            description: `HTTP ${response.status} ${response.statusText}`.trim(),
            method,
            paths: {
              url: target.pathname + target.search,
              baseUrl: window.location.origin,
              page: window.location.pathname,
            },
            type: 'request',
          });
        }
        return response;
      } catch (error) {
        reportNetworkError(error);
        if (report && !(error instanceof DOMException && error.name === 'AbortError')) {
          reportClientError({
            description: error instanceof Error ? error.message : 'Network request failed',
            method,
            paths: {
              url: target.pathname + target.search,
              baseUrl: window.location.origin,
              page: window.location.pathname,
            },
            type: 'request',
          });
        }
        throw error;
      }
    };
    window.fetch = wrapped;
    return () => {
      window.fetch = original;
    };
  }, []);
  return null;
}
