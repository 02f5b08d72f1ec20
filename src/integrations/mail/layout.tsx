import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { documentMoney } from '../documents/fiscal-copy';
import type { PaidInstallments } from '@/domain/orders';
import { renderStaticDocument } from '@/lib/static-html';
import type { Locale } from '@/i18n/paths';
import { catalogueLocale, translator } from '@/i18n/translator';

/**
 * The pieces every HTML email is made of, as React components: React escapes every text and
 * attribute it renders, so a guest's name or a product name can never become markup.
 */
export const JUNGLE = '#1f4d3a';
const MUTED = '#555';

/** Which of the group's brands an email speaks for: the hotels, the parks, or both (accounts). */
export type EmailBrand = 'hotels' | 'parks' | 'group';

/**
 * One narrow white column in Arial under the brand's band (the XCARET wordmark and the
 * brand's line, in the email's language), the subject as its title and heading, then
 * `children`.
 */
export function EmailDocument({
  locale,
  subject,
  brand,
  children,
}: {
  locale: string;
  subject: string;
  brand: EmailBrand;
  children: ReactNode;
}) {
  const t = translator(catalogueLocale(locale), 'mailLayout');
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
            background: '#ffffff',
            fontFamily: 'Arial,Helvetica,sans-serif',
            fontSize: 15,
            lineHeight: 1.5,
            color: '#222',
          }}
        >
          <div
            data-brand={brand}
            style={{ background: JUNGLE, color: '#ffffff', padding: '16px 24px' }}
          >
            <div style={{ fontSize: 22, fontWeight: 'bold', letterSpacing: 4 }}>XCARET</div>
            <div style={{ fontSize: 13, letterSpacing: 1 }}>{t(`brand.${brand}`)}</div>
          </div>
          <div style={{ padding: 24 }}>
            <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{subject}</h1>
            {children}
          </div>
        </div>
      </body>
    </html>
  );
}

/** What every transactional email says first and last: the greeting, the intro, the signature. */
export type Letter = { greeting: string; intro: string; signature: string };

/** The greeting and the intro every transactional email opens with. */
export function EmailOpening({ letter }: { letter: Pick<Letter, 'greeting' | 'intro'> }) {
  return (
    <>
      <Paragraph style={{ margin: '0 0 8px' }}>{letter.greeting}</Paragraph>
      <Paragraph style={{ margin: '0 0 16px' }}>{letter.intro}</Paragraph>
    </>
  );
}

/** The signature that closes it. */
export function EmailSignature({ letter }: { letter: Pick<Letter, 'signature'> }) {
  return <Paragraph style={{ margin: '20px 0 0' }}>{letter.signature}</Paragraph>;
}

/** The plain-text version: the greeting, the intro, the body's lines, the signature. */
export function letterText(letter: Letter, body: readonly string[]): string {
  return [letter.greeting, '', letter.intro, '', ...body, letter.signature, ''].join('\n');
}

/** The HTML of an email document. */
export function renderEmailHtml(document: ReactElement): string {
  return renderStaticDocument(document);
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

/** A label and its value; with `href`, the value is a link (a phone number to dial). */
export type Line = { label: string; value: string; href?: string };

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
            <td style={{ ...cell, ...(strong ? { fontWeight: 'bold' } : {}) }}>
              {line.href ? (
                <a href={line.href} style={{ color: JUNGLE }}>
                  {line.value}
                </a>
              ) : (
                line.value
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A block of an email in both of its versions: plain text and HTML (a React element). */
export type MailSection = { text: string; html: ReactElement };

/** An amount in an email: the documents' one rule (with the currency's code where needed). */
export const mailMoney = documentMoney;

/** "a, b and c" in the email's language. */
export function listText(locale: string, items: readonly string[]): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

/**
 * The instalment plan an order was paid with, as the confirmation pages word it
 * (`checkout.paidPlan`: the bank, the months, the monthly amount); null when paid in full.
 */
export function installmentsText(
  plan: PaidInstallments | null | undefined,
  currency: { iso: string; decimals: number },
  locale: Locale,
): string | null {
  if (!plan) return null;
  return translator(locale, 'checkout')('paidPlan', {
    bank: plan.bankName,
    months: plan.months,
    monthly: mailMoney(plan.monthlyMinor, currency, locale),
  });
}
