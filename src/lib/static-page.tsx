import type { ReactNode } from 'react';

/**
 * The document of a page the app serves outside Next's pages on behalf of someone else (the
 * sandbox gateway's hosted payment page, the sandbox sign-in page): never indexed, its own
 * small stylesheet, one `<main>`. Rendered with `renderStaticDocument` (lib/static-html).
 */
export function StaticPage({
  lang,
  title,
  style,
  children,
}: {
  lang: string;
  title: string;
  /** The page's stylesheet: a constant of its module, never a request's value. */
  style: string;
  children: ReactNode;
}) {
  return (
    <html lang={lang}>
      {/* A document of its own, not a Next.js page. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: style }} />
      </head>
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}
