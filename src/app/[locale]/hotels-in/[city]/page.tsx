import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentHero, ContentPageView } from '@/features/content/content-page-view';
import { PreviewBanner } from '@/features/content/preview-banner';
import { loadCityPage, wantsPreview } from '@/features/content/server';
import { pageMetadata } from '@/features/layout/metadata';
import { readLocale } from '../../_components/locale';
import { Shell } from '../../_components/shell';

// The same for every visitor: from the page cache, regenerated when its data changes
// (src/lib/route-classes.ts, decision 0044).
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

type Props = {
  params: Promise<{ locale: string; city: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await readLocale(params);
  const { city } = await params;
  const entry = await loadCityPage(city, locale, await wantsPreview(searchParams));
  if (!entry) notFound();
  return pageMetadata({
    locale,
    href: { pathname: '/hotels-in/[city]', params: { city } },
    title: entry.page.title,
    description: entry.page.metaDescription,
    noIndex: entry.preview,
  });
}

export default async function HotelsByCityPage({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  const { city } = await params;
  const entry = await loadCityPage(city, locale, await wantsPreview(searchParams));
  if (!entry) notFound();
  return (
    <Shell
      page="/hotels-in/[city]"
      locale={locale}
      options={{ showBookingBox: true }}
      hero={<ContentHero page={entry.page} art="home" />}
    >
      {entry.preview && <PreviewBanner locale={locale} />}
      <ContentPageView page={entry.page} art="home" heroElsewhere />
    </Shell>
  );
}
