import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { transactionalLayout } from '@/features/layout/layout-options';
import { SimplePage } from '@/features/layout/simple-page';
import type { Locale, StaticPathname } from '@/i18n/routing';
import { pagesMetadata } from './simple-route';
import { readLocale, type LocaleParams } from './locale';
import { Shell } from './shell';

type Query = Record<string, string | string[] | undefined>;
type Props = LocaleParams & { searchParams: Promise<Query> };
type PagesKey = 'login' | 'register' | 'forgot' | 'account';

/** A customer-account page (login, registration, forgot password, account): never indexed. */
export function accountRoute(config: {
  href: StaticPathname;
  title: PagesKey;
  intro?: 'forgotIntro';
  body: (locale: Locale, query: (name: string) => string | undefined) => Promise<ReactNode>;
}) {
  const generateMetadata = pagesMetadata({ ...config, noIndex: true });
  async function Page({ params, searchParams }: Props) {
    const locale = await readLocale(params);
    const query = await searchParams;
    const read = (name: string) => {
      const value = query[name];
      return typeof value === 'string' ? value : undefined;
    };
    const t = await getTranslations({ locale, namespace: 'pages' });
    return (
      <Shell locale={locale} page={config.href} options={{ ...transactionalLayout, noIndex: true }}>
        <SimplePage title={t(config.title)} intro={config.intro ? t(config.intro) : undefined}>
          {await config.body(locale, read)}
        </SimplePage>
      </Shell>
    );
  }
  return { generateMetadata, Page };
}
