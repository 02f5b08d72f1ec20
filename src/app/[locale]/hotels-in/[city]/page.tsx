import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cities } from '@/features/content/copy';
import { ContentHero, ContentPageView } from '@/features/content/content-page-view';
import { pageMetadata } from '@/features/layout/metadata';
import { readLocale } from '../../_components/locale';
import { Shell } from '../../_components/shell';

type Props = { params: Promise<{ locale: string; city: string }> };

function findCity(slug: string) {
  return cities.find((c) => c.slug === slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readLocale(params);
  const { city } = await params;
  const entry = findCity(city);
  if (!entry) notFound();
  const page = entry.page[locale];
  return pageMetadata({
    locale,
    href: { pathname: '/hotels-in/[city]', params: { city } },
    title: page.title,
    description: page.metaDescription,
  });
}

export default async function HotelsByCityPage({ params }: Props) {
  const locale = await readLocale(params);
  const { city } = await params;
  const entry = findCity(city);
  if (!entry) notFound();
  return (
    <Shell
      page="/hotels-in/[city]"
      locale={locale}
      options={{ showBookingBox: true }}
      hero={<ContentHero page={entry.page[locale]} art="home" />}
    >
      <ContentPageView page={entry.page[locale]} art="home" heroElsewhere />
    </Shell>
  );
}
