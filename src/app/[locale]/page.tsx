import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Hero } from '@/features/content/hero';
import { HotelCards } from '@/features/content/hotel-cards';
import { PreviewBanner } from '@/features/content/preview-banner';
import { loadContentPage, loadHotelCards, wantsPreview } from '@/features/content/server';
import { pageMetadata } from '@/features/layout/metadata';
import { ProductCards } from '@/features/park-store/park-listing';
import { loadProductCards } from '@/features/park-store/server';
import { Link } from '@/i18n/navigation';
import { readLocale, type LocaleParams } from './_components/locale';
import { PriceRates } from './_components/price-rates';
import { Shell } from './_components/shell';
import { parkLocale } from '@/i18n/paths';

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
  const { page, preview } = await loadContentPage('home', locale, await wantsPreview(searchParams));
  return pageMetadata({
    locale,
    href: '/',
    title: page.title,
    description: page.metaDescription,
    noIndex: preview,
  });
}

export default async function HomePage({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'home' });
  const [{ hotels }, { products }, { page: copy, preview }] = await Promise.all([
    loadHotelCards(locale),
    loadProductCards(locale),
    loadContentPage('home', locale, await wantsPreview(searchParams)),
  ]);
  const parks = products.filter((p) => p.kind === 'park' && !p.requiresAdmission);
  // The copy's first two sections introduce the hotels and the parks; the rest close the page.
  const [hotelsCopy, parksCopy, ...more] = copy.sections;
  return (
    <PriceRates locale={locale}>
      <Shell
        page="/"
        locale={locale}
        options={{ isHome: true, showBookingBox: true, bookingTabs: true }}
        hero={
          <Hero art="home" eyebrow={t('heroKicker')} title={copy.title} intro={copy.intro} tall />
        }
      >
        {preview && <PreviewBanner locale={locale} />}
        {hotelsCopy && (
          <section aria-labelledby="our-hotels" className="container-page mt-16">
            <p className="eyebrow">{t('ourHotels')}</p>
            <h2 id="our-hotels" className="mt-1 text-4xl text-jungle">
              {hotelsCopy.heading}
            </h2>
            <div className="prose-copy mt-3 max-w-3xl leading-relaxed">
              {hotelsCopy.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
            <div className="mt-8">
              <HotelCards hotels={hotels} locale={locale} />
            </div>
          </section>
        )}
        {parksCopy && (
          <section aria-labelledby="our-parks" className="container-page mt-20">
            <h2 id="our-parks" className="text-4xl text-jungle">
              {parksCopy.heading}
            </h2>
            <div className="prose-copy mt-3 max-w-3xl leading-relaxed">
              {parksCopy.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
            <div className="mt-8">
              <ProductCards products={parks} locale={locale} limit={6} />
            </div>
            <Link href="/parks" locale={parkLocale(locale)} className="btn-secondary mt-8">
              {t('seeAllParks')}
            </Link>
          </section>
        )}
        {more.length > 0 && (
          <div className="container-page mt-20 grid gap-8 md:grid-cols-2">
            {more.map((section) => (
              <section key={section.heading} className="rounded-2xl bg-sand p-8">
                <h2 className="text-3xl text-jungle">{section.heading}</h2>
                <div className="prose-copy mt-3 leading-relaxed">
                  {section.paragraphs.map((p) => (
                    <p key={p.slice(0, 40)}>{p}</p>
                  ))}
                </div>
                {section.items && (
                  <ul className="mt-4 space-y-2 text-sm">
                    {section.items.map((item) => (
                      <li key={item.title}>
                        <span className="font-semibold text-jungle">{item.title}.</span> {item.text}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        )}
      </Shell>
    </PriceRates>
  );
}
