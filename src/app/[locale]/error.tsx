'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { reportClientError } from '@/features/layout/error-reporter';

/**
 * The general error page of SPEC §2 for a rendering error. A server-side error reaches the
 * browser with a digest (it is already in the error log); a client-side one is reported now.
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
  useEffect(() => {
    if (!serverSide) {
      reportClientError({
        description: error.message || 'Client-side rendering error',
        type: 'render',
        paths: { page: window.location.pathname, baseUrl: window.location.origin },
      });
    }
  }, [error, serverSide]);
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
