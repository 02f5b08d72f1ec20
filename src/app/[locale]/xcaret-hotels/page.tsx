import type { Metadata } from 'next';
import { Hero } from '@/features/content/hero';
import { HotelCards } from '@/features/content/hotel-cards';
import { PreviewBanner } from '@/features/content/preview-banner';
import { loadContentPage, loadHotelCards, wantsPreview } from '@/features/content/server';
import { pageMetadata } from '@/features/layout/metadata';
import { readLocale, type LocaleParams } from '../_components/locale';
import { PriceRates } from '../_components/price-rates';
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
  const { page: copy, preview } = await loadContentPage(
    'hotelsListing',
    locale,
    await wantsPreview(searchParams),
  );
  return pageMetadata({
    locale,
    href: '/xcaret-hotels',
    title: copy.title,
    description: copy.metaDescription,
    noIndex: preview,
  });
}

export default async function HotelsListingPage({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  const [{ hotels }, { page: copy, preview }] = await Promise.all([
    loadHotelCards(locale),
    loadContentPage('hotelsListing', locale, await wantsPreview(searchParams)),
  ]);
  return (
    <PriceRates locale={locale}>
      <Shell
        page="/xcaret-hotels"
        locale={locale}
        options={{ showBookingBox: true, bookingTabs: true }}
        hero={<Hero art="home" title={copy.title} intro={copy.intro} />}
      >
        {preview && <PreviewBanner locale={locale} />}
        <div className="container-page mt-12">
          <HotelCards hotels={hotels} locale={locale} headingLevel={2} />
        </div>
        {copy.sections.map((section) => (
          <section key={section.heading} className="container-page mt-14 max-w-4xl">
            <h2 className="text-3xl text-jungle">{section.heading}</h2>
            <div className="prose-copy mt-3 leading-relaxed">
              {section.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
          </section>
        ))}
      </Shell>
    </PriceRates>
  );
}
