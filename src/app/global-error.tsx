/* eslint-disable @next/next/no-html-link-for-pages -- outside the app: a full page load is wanted */
'use client';

import './globals.css';

/** Last resort when the root layout itself fails: both languages, no dependencies. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="es">
      <body className="grid min-h-dvh place-items-center bg-cream p-6 text-center">
        <main>
          <h1 className="text-4xl text-jungle">Internal Error</h1>
          <p className="mt-3">We&apos;re sorry, Something went wrong.</p>
          <p className="mt-1">Lo sentimos, algo salió mal.</p>
          <p className="mt-2 text-sm text-muted">
            {error.digest
              ? 'Server-side error / Error del lado del servidor'
              : 'Client-side error / Error del lado del cliente'}
          </p>
          <p className="mt-6">
            <a href="/es/" className="underline">
              Volver al inicio · Back to home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
