import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNetworkError, onConnectivityLost, reportNetworkError } from './connectivity';

describe('isNetworkError', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('recognises the network TypeError of each browser engine', () => {
    for (const message of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
      'fetch failed',
    ])
      expect(isNetworkError(new TypeError(message))).toBe(true);
  });

  it('does not take answers, aborts or bugs for a lost connection', () => {
    expect(isNetworkError(new DOMException('The user aborted a request.', 'AbortError'))).toBe(
      false,
    );
    expect(isNetworkError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      false,
    );
    expect(isNetworkError(new Error('HTTP 500'))).toBe(false);
    expect(isNetworkError(undefined)).toBe(false);
  });

  it('counts any failure while the browser says it is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(isNetworkError(new Error('anything'))).toBe(true);
  });
});

describe('reportNetworkError', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the banner about network errors only', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const heard = vi.fn();
    const stop = onConnectivityLost(heard);
    expect(reportNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(reportNetworkError(new Error('HTTP 500'))).toBe(false);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    reportNetworkError(new TypeError('Failed to fetch'));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
