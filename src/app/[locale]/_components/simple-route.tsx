import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { LayoutOptions } from '@/features/layout/layout-options';
import { pageMetadata } from '@/features/layout/metadata';
import { SimplePage } from '@/features/layout/simple-page';
import type { Locale, StaticPathname } from '@/i18n/routing';
import { readLocale, type LocaleParams } from './locale';
import { Shell } from './shell';

type PagesKey = Parameters<Awaited<ReturnType<typeof getTranslations<'pages'>>>>[0];

/** `generateMetadata` of a page whose title and description are `pages` messages. */
export function pagesMetadata(config: {
  href: StaticPathname;
  title: PagesKey;
  intro?: PagesKey;
  noIndex?: boolean;
}) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await readLocale(params);
    const t = await getTranslations({ locale, namespace: 'pages' });
    return pageMetadata({
      locale,
      href: config.href,
      title: t(config.title),
      description: config.intro ? t(config.intro) : undefined,
      noIndex: config.noIndex,
    });
  };
}

/** A functional page whose frame (title, intro) comes from the `pages` messages. */
export function simpleRoute(config: {
  href: StaticPathname;
  title: PagesKey;
  intro?: PagesKey;
  options?: Partial<LayoutOptions>;
  body?: (locale: Locale) => ReactNode | Promise<ReactNode>;
}) {
  const generateMetadata = pagesMetadata({ ...config, noIndex: config.options?.noIndex });
  async function Page({ params }: LocaleParams) {
    const locale = await readLocale(params);
    const t = await getTranslations({ locale, namespace: 'pages' });
    return (
      <Shell locale={locale} page={config.href} options={config.options}>
        <SimplePage title={t(config.title)} intro={config.intro ? t(config.intro) : undefined}>
          {config.body ? await config.body(locale) : null}
        </SimplePage>
      </Shell>
    );
  }
  return { generateMetadata, Page };
}
