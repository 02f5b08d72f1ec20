/* eslint-disable @next/next/no-html-link-for-pages -- outside the app: a full page load is wanted */
import './globals.css';

/** Paths outside any language (rare: the proxy adds /es/ to most). */
export default function GlobalNotFound() {
  return (
    <html lang="es">
      <body className="grid min-h-dvh place-items-center bg-cream p-6 text-center">
        <main>
          <h1 className="text-4xl text-jungle">Página no encontrada · Page not found</h1>
          <p className="mt-4">
            <a href="/es/" className="underline">
              Volver al inicio
            </a>{' '}
            ·{' '}
            <a href="/en/" className="underline">
              Back to home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
