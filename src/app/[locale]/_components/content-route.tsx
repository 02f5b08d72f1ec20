import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { ContentPage, Localized } from '@/features/content/copy';
import { ContentHero, ContentPageView } from '@/features/content/content-page-view';
import type { HeroArt } from '@/features/content/hero';
import { longReadLayout, type LayoutOptions } from '@/features/layout/layout-options';
import { pageMetadata } from '@/features/layout/metadata';
import { fillPlaceholders } from '@/features/content/placeholders';
import type { Locale, StaticPathname } from '@/i18n/routing';
import { readLocale, type LocaleParams } from './locale';
import { Shell } from './shell';

/** A route that shows one editorial page of copy in the visitor's language, under a floating header. */
export function contentRoute(config: {
  copy: Localized<ContentPage>;
  href: StaticPathname;
  art?: HeroArt;
  options?: Partial<LayoutOptions>;
  /** Values of the copy's `{placeholders}`, read per request (settings). */
  values?: () => Record<string, string>;
  /** What follows the copy on the page (the weddings and meetings pages' enquiry form). */
  after?: (locale: Locale) => ReactNode;
  /** What comes before the copy's sections (the special offers page's live offers). */
  lead?: (locale: Locale) => ReactNode;
}) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await readLocale(params);
    const page = config.copy[locale];
    return pageMetadata({
      locale,
      href: config.href,
      title: page.title,
      description: page.metaDescription,
      noIndex: config.options?.noIndex,
    });
  }
  async function Page({ params }: LocaleParams) {
    const locale = await readLocale(params);
    const page = config.values
      ? fillPlaceholders(config.copy[locale], config.values())
      : config.copy[locale];
    const heroInSlot = Boolean(config.options?.showBookingBox);
    return (
      <Shell
        page={config.href}
        locale={locale}
        options={{ ...longReadLayout, ...config.options }}
        hero={heroInSlot ? <ContentHero page={page} art={config.art} /> : undefined}
      >
        <ContentPageView
          page={page}
          art={config.art}
          heroElsewhere={heroInSlot}
          lead={config.lead?.(locale)}
        />
        {config.after?.(locale)}
      </Shell>
    );
  }
  return { generateMetadata, Page };
}
