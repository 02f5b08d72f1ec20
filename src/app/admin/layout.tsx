import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AdminLanguageChoice, AdminRail } from '@/features/admin-shell/rail';
import { adminLocale, loadAdminShell } from '@/features/admin-shell/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'admin' });
  return {
    title: { template: `%s | ${t('title')}`, default: t('title') },
    icons: { icon: '/favicon.svg' },
    robots: { index: false, follow: false },
  };
}

export const viewport: Viewport = { themeColor: '#0f3d33', width: 'device-width', initialScale: 1 };

/** The back office (issue 16): its own layout, in the staff member's language, never indexed. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const shell = await loadAdminShell();
  const t = await getTranslations({ locale: shell.locale, namespace: 'admin' });
  return (
    <html lang={shell.locale}>
      <body className="min-h-dvh bg-cream text-ink">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
          {t('skip')}
        </a>
        <NextIntlClientProvider locale={shell.locale} messages={shell.messages}>
          {shell.staff ? (
            <div className="flex min-h-dvh flex-col md:flex-row">
              <AdminRail staff={shell.staff} nav={shell.nav} locale={shell.locale} />
              <main id="main" className="min-w-0 flex-1 p-3 md:p-6">
                {children}
              </main>
            </div>
          ) : (
            <>
              <AdminLanguageChoice locale={shell.locale} />
              <main id="main">{children}</main>
            </>
          )}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
