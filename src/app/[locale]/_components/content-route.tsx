import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { CopyKey } from '@/features/content/copy';
import { ContentHero, ContentPageView } from '@/features/content/content-page-view';
import type { HeroArt } from '@/features/content/hero';
import { PreviewBanner } from '@/features/content/preview-banner';
import { loadContentPage, loadDiningPhotos, wantsPreview } from '@/features/content/server';
import { longReadLayout, type LayoutOptions } from '@/features/layout/layout-options';
import { pageMetadata } from '@/features/layout/metadata';
import { fillPlaceholders } from '@/features/content/placeholders';
import type { Locale, StaticPathname } from '@/i18n/routing';
import { readLocale, type LocaleParams } from './locale';
import { Shell } from './shell';

type PageProps = LocaleParams & {
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * A route that shows one editorial page of copy in the visitor's language, under a floating
 * header. The words are the published content (decision 0035); `?preview=1` in draft mode shows
 * a content editor the draft, marked and not indexed.
 */
export function contentRoute(config: {
  copy: Exclude<CopyKey, 'faq'>;
  href: StaticPathname;
  art?: HeroArt;
  options?: Partial<LayoutOptions>;
  /** Values of the copy's `{placeholders}`, read per request (settings). */
  values?: () => Record<string, string>;
  /** What follows the copy on the page (the weddings and meetings pages' enquiry form). */
  after?: (locale: Locale) => ReactNode;
  /** What comes before the copy's sections (the special offers page's live offers). */
  lead?: (locale: Locale) => ReactNode;
  /** The cards are restaurants or bars: their photographs from the media library (issue 17). */
  dining?: boolean;
}) {
  async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
    const locale = await readLocale(params);
    const { page, preview } = await loadContentPage(
      config.copy,
      locale,
      await wantsPreview(searchParams),
    );
    return pageMetadata({
      locale,
      href: config.href,
      title: page.title,
      description: page.metaDescription,
      noIndex: preview || config.options?.noIndex,
    });
  }
  async function Page({ params, searchParams }: PageProps) {
    const locale = await readLocale(params);
    const { page: copy, preview } = await loadContentPage(
      config.copy,
      locale,
      await wantsPreview(searchParams),
    );
    const page = config.values ? fillPlaceholders(copy, config.values()) : copy;
    const heroInSlot = Boolean(config.options?.showBookingBox);
    const photos = config.dining ? await loadDiningPhotos(page) : undefined;
    return (
      <Shell
        page={config.href}
        locale={locale}
        options={{ ...longReadLayout, ...config.options }}
        hero={heroInSlot ? <ContentHero page={page} art={config.art} /> : undefined}
      >
        {preview && <PreviewBanner locale={locale} />}
        <ContentPageView
          page={page}
          art={config.art}
          heroElsewhere={heroInSlot}
          lead={config.lead?.(locale)}
          photos={photos ? { byKey: photos, locale } : undefined}
        />
        {config.after?.(locale)}
      </Shell>
    );
  }
  return { generateMetadata, Page };
}
