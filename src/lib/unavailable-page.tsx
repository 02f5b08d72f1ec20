import { catalogues } from '@/i18n/catalogues';
import { defaultLocale, isLocale } from '@/i18n/paths';
import { RETRY_AFTER_SECONDS } from './readiness';
import { renderStaticDocument } from './static-html';

/**
 * What a visitor gets while the database is unavailable: a plain 503 page in the language of
 * the path (Spanish by default) that says so and offers to try again, with Retry-After. It
 * needs nothing the outage could take away: no database, no script, no font.
 */
export function unavailablePage(pathname: string): Response {
  const first = pathname.split('/')[1];
  const locale = isLocale(first) ? first : defaultLocale;
  const t = catalogues[locale].unavailable;
  const html = renderStaticDocument(
    <html lang={locale}>
      {/* A bare document served by the proxy, not a Next.js page. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{t.title}</title>
      </head>
      <body
        style={{
          fontFamily: 'system-ui,sans-serif',
          maxWidth: '36rem',
          margin: '15vh auto',
          padding: '0 1.5rem',
          color: '#12372a',
          lineHeight: 1.5,
        }}
      >
        <main>
          <h1 style={{ fontSize: '1.75rem' }}>{t.title}</h1>
          <p>{t.text}</p>
          <p>
            <a href={pathname} style={{ color: '#12372a', fontWeight: 600 }}>
              {t.retry}
            </a>
          </p>
        </main>
      </body>
    </html>,
  );
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(RETRY_AFTER_SECONDS),
    },
  });
}

/** The same for API callers: the JSON error shape of /api/v1. */
export function unavailableJson(): Response {
  return Response.json(
    {
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable: try again after Retry-After seconds.',
      },
    },
    {
      status: 503,
      headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) },
    },
  );
}
