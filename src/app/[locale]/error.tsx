'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { reportClientError } from '@/features/layout/error-reporter';
import { isNetworkError, reportConnectivityLost } from '@/lib/connectivity';

/**
 * The general error page of SPEC §2 for a rendering error. A server-side error reaches the
 * browser with a digest (it is already in the error log); a client-side one is reported now.
 * A request that never reached the server (a form posted while the connection was lost) is not
 * an error of ours: it gets SPEC §8's connectivity message (the layout's banner, with the call
 * centre's numbers) and a retry, and no error-log record.
 */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('errors');
  const tp = useTranslations('pages');
  const locale = useLocale();
  const serverSide = Boolean(error.digest);
  const offline = !serverSide && isNetworkError(error);
  useEffect(() => {
    if (offline) reportConnectivityLost();
    else if (!serverSide) {
      reportClientError({
        description: error.message || 'Client-side rendering error',
        type: 'render',
        paths: { page: window.location.pathname, baseUrl: window.location.origin },
      });
    }
  }, [error, serverSide, offline]);
  if (offline)
    return (
      <main className="container-page grid min-h-[50dvh] place-items-center py-16 text-center">
        <div>
          <h1 className="text-4xl text-jungle">{t('connectionTitle')}</h1>
          <p className="mt-4 text-lg">{t('connectionText')}</p>
          <button type="button" className="btn-primary mt-8" onClick={reset}>
            {t('retry')}
          </button>
        </div>
      </main>
    );
  return (
    <main className="container-page grid min-h-[70dvh] place-items-center py-16 text-center">
      <div>
        <h1 className="text-5xl text-jungle">{t('internalTitle')}</h1>
        <p className="mt-4 text-lg">{t('internalText')}</p>
        <p className="mt-2 text-sm text-muted" data-error-origin={serverSide ? 'server' : 'client'}>
          {serverSide ? t('serverSide') : t('clientSide')}
          {error.digest ? ` · ${t('reference', { id: error.digest })}` : ''}
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <button type="button" className="btn-secondary" onClick={reset}>
            {t('retry')}
          </button>
          {/* A full page load: the app's state may be what broke. */}
          <a href={`/${locale}/`} className="btn-primary">
            {tp('backHome')}
          </a>
        </div>
      </div>
    </main>
  );
}
