import type { Metadata } from 'next';
import { FaqView } from '@/features/content/faq-view';
import { PreviewBanner } from '@/features/content/preview-banner';
import { loadFaqPage, wantsPreview } from '@/features/content/server';
import { pageMetadata } from '@/features/layout/metadata';
import { readLocale, type LocaleParams } from '../_components/locale';
import { Shell } from '../_components/shell';

// The same for every visitor: from the page cache, regenerated when its data changes
// (src/lib/route-classes.ts, decision 0044).
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

type Props = LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await readLocale(params);
  const { page, preview } = await loadFaqPage(locale, await wantsPreview(searchParams));
  return pageMetadata({
    locale,
    href: '/faq',
    title: page.title,
    description: page.metaDescription,
    noIndex: preview,
  });
}

export default async function FaqPage({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  const { page, preview } = await loadFaqPage(locale, await wantsPreview(searchParams));
  return (
    <Shell locale={locale} page="/faq">
      {preview && <PreviewBanner locale={locale} />}
      <FaqView page={page} />
    </Shell>
  );
}
