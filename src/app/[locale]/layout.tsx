import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ErrorReporter } from '@/features/layout/error-reporter';
import { routing } from '@/i18n/routing';
import { env } from '@/lib/env';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : 'es',
    namespace: 'meta',
  });
  return {
    metadataBase: new URL(env().BASE_URL),
    title: { template: `%s | ${t('siteName')}`, default: t('siteName') },
    icons: { icon: '/favicon.svg' },
  };
}

export const viewport: Viewport = { themeColor: '#0f3d33', width: 'device-width', initialScale: 1 };

/**
 * Client components translate only the error page (its texts and its link home); server
 * components get every message without shipping the catalogue to the browser. Every page
 * carries these in its payload, so nothing more.
 */
async function clientMessages() {
  const { errors, pages } = await getMessages();
  return { errors, pages: { backHome: pages.backHome } };
}

/**
 * No generateStaticParams here: a page is rendered per request, its scripts carrying the
 * request's CSP nonce, unless it is one of src/lib/route-classes.ts's cacheable pages and says
 * so with its own `generateStaticParams` and `revalidate` (decision 0044).
 */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider messages={await clientMessages()}>
          {children}
          <ErrorReporter />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
