import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { formatMoney } from '@/lib/money';
import type { Locale } from '@/i18n/paths';

/**
 * The pieces every HTML email is made of, as React components: React escapes every text and
 * attribute it renders, so a guest's name or a product name can never become markup.
 */
export const JUNGLE = '#1f4d3a';
const MUTED = '#555';

/** One narrow white column in Arial, the subject as its title and heading, then `children`. */
export function EmailDocument({
  locale,
  subject,
  children,
}: {
  locale: string;
  subject: string;
  children: ReactNode;
}) {
  return (
    <html lang={locale}>
      {/* An email document, not a Next.js page: next/head has no place here. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: '#f5f2ec' }}>
        <div
          style={{
            maxWidth: 600,
            margin: '0 auto',
            padding: 24,
            background: '#ffffff',
            fontFamily: 'Arial,Helvetica,sans-serif',
            fontSize: 15,
            lineHeight: 1.5,
            color: '#222',
          }}
        >
          <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{subject}</h1>
          {children}
        </div>
      </body>
    </html>
  );
}

type StaticRenderer = { renderToStaticMarkup: (element: ReactElement) => string };
let renderer: StaticRenderer | undefined;

/**
 * React DOM's server renderer, loaded by Node when the first email is rendered. Next.js builds
 * the background jobs (src/instrumentation.ts) with the React Server Components conditions,
 * under which `react-dom/server` may not be imported (the build refuses it, and the package
 * resolves to a stub that throws); Node's own `require`, out of the bundler's sight, loads the
 * real one, as in the tests and the scripts. The elements are plain objects that any React 19
 * renderer reads.
 */
function staticRenderer(): StaticRenderer {
  renderer ??= process.getBuiltinModule('node:module').createRequire(import.meta.url)(
    'react-dom/server',
  ) as StaticRenderer;
  return renderer;
}

/** The HTML of an email document. */
export function renderEmailHtml(document: ReactElement): string {
  return `<!doctype html>\n${staticRenderer().renderToStaticMarkup(document)}\n`;
}

export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <p style={{ margin: '0 0 12px', ...style }}>{children}</p>;
}

/** A note under a button or at the end: smaller and grey. */
export function Note({ children }: { children: ReactNode }) {
  return (
    <Paragraph style={{ margin: '0 0 20px', fontSize: 13, color: MUTED }}>{children}</Paragraph>
  );
}

/** The email's one call to action, drawn as a button. */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: '8px 0 8px' }}>
      <a
        href={href}
        style={{
          display: 'inline-block',
          padding: '10px 18px',
          background: JUNGLE,
          color: '#ffffff',
          textDecoration: 'none',
          borderRadius: 4,
        }}
      >
        {children}
      </a>
    </p>
  );
}

/** A framed block (a room, a line of the order, a notice). */
export function Box({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <div
      style={{
        margin: '0 0 12px',
        padding: 12,
        border: '1px solid #e2ddd3',
        borderRadius: 6,
        ...style,
      }}
    >
      {children}
    </div>
  );
}

export type Line = { label: string; value: string };

/** Label and value rows (the booking's details, the amounts, a tax breakdown). */
export function DetailsTable({
  lines,
  strong = false,
  small = false,
}: {
  lines: readonly Line[];
  strong?: boolean;
  small?: boolean;
}) {
  const cell: CSSProperties = {
    padding: small ? '2px 12px 2px 0' : '4px 12px 4px 0',
    verticalAlign: 'top',
    ...(small ? { fontSize: 13 } : {}),
  };
  return (
    <table role="presentation" style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}>
      <tbody>
        {lines.map((line, i) => (
          <tr key={i}>
            <td style={{ ...cell, color: MUTED }}>{line.label}</td>
            <td style={{ ...cell, ...(strong ? { fontWeight: 'bold' } : {}) }}>{line.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A block of an email in both of its versions: plain text and HTML (a React element). */
export type MailSection = { text: string; html: ReactElement };

/**
 * The amount as the site shows it, plus the ISO code when the symbol has no letters to tell
 * currencies apart ("$" is the peso in es-MX and the dollar in en-US; "MX$", "US$" and
 * "CLP" are clear): the customer sees which currency they were charged in.
 */
export function mailMoney(
  minor: number,
  currency: { iso: string; decimals: number },
  locale: Locale,
): string {
  const shown = formatMoney(minor, currency, locale);
  return /\p{L}/u.test(shown) ? shown : `${shown} ${currency.iso}`;
}

/** "a, b and c" in the email's language. */
export function listText(locale: string, items: readonly string[]): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}
