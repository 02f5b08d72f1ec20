'use client';

import { WifiOff } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { onConnectivityLost } from '@/lib/connectivity';

const PROBE = '/api/health/';
const PROBE_EVERY_MS = 4000;

/**
 * SPEC §8 "offline or network": while the browser is offline, or after a request could not
 * reach the server, the visitor is told so and given the USA and Canada call-centre
 * numbers. The banner leaves when the browser is back online, or, after a failed request,
 * when the server answers again.
 */
const subscribeOnline = (change: () => void) => {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
};

export function ConnectivityBanner({ message }: { message: string }) {
  // The server renders the page online; the browser says what it knows once hydrated.
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [requestFailed, setRequestFailed] = useState(false);
  const offline = !online || requestFailed;

  useEffect(() => {
    const back = () => setRequestFailed(false);
    window.addEventListener('online', back);
    const stop = onConnectivityLost(() => setRequestFailed(true));
    return () => {
      window.removeEventListener('online', back);
      stop();
    };
  }, []);

  useEffect(() => {
    if (!requestFailed) return;
    // A failed request leaves the browser "online": ask the server until it answers.
    const timer = window.setInterval(() => {
      if (!navigator.onLine) return;
      fetch(PROBE, { cache: 'no-store' }).then(
        (response) => response.ok && setRequestFailed(false),
        () => undefined,
      );
    }, PROBE_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [requestFailed]);

  return (
    <div role="status" aria-live="assertive" className="contents">
      {offline && (
        <p className="fixed inset-x-0 top-0 z-[60] flex items-center justify-center gap-3 bg-sunset-700 px-4 py-3 text-center text-sm font-semibold text-white shadow-lg">
          <WifiOff aria-hidden size={18} className="shrink-0" />
          {message}
        </p>
      )}
    </div>
  );
}
