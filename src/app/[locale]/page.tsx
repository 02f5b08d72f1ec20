import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db/client';
import { listHotelsWithRooms, listProducts } from '@/domain/catalog';
import { home } from '@/features/content/copy';
import { Hero } from '@/features/content/hero';
import { HotelCards } from '@/features/content/hotel-cards';
import { pageMetadata } from '@/features/layout/metadata';
import { getVisitor, moneyFormatter } from '@/features/layout/visitor';
import { ProductCards } from '@/features/park-store/park-listing';
import { Link } from '@/i18n/navigation';
import { readLocale, type LocaleParams } from './_components/locale';
import { Shell } from './_components/shell';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocale(params);
  return pageMetadata({
    locale,
    href: '/',
    title: home[locale].title,
    description: home[locale].metaDescription,
  });
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'home' });
  const db = await getDb();
  const [hotels, products, { currency }] = await Promise.all([
    listHotelsWithRooms(db),
    listProducts(db),
    getVisitor(),
  ]);
  const formatPrice = moneyFormatter(currency, locale);
  const copy = home[locale];
  const parks = products.filter((p) => p.kind === 'park' && !p.requiresAdmission);
  return (
    <Shell
      locale={locale}
      options={{ isHome: true, showBookingBox: true, bookingTabs: true }}
      hero={
        <Hero art="home" eyebrow={t('heroKicker')} title={copy.title} intro={copy.intro} tall />
      }
    >
      <section aria-labelledby="our-hotels" className="container-page mt-16">
        <h2 id="our-hotels" className="text-4xl text-jungle">
          {t('ourHotels')}
        </h2>
        <div className="mt-6">
          <HotelCards hotels={hotels} locale={locale} formatPrice={formatPrice} />
        </div>
      </section>
      {copy.sections.map((section) => (
        <section key={section.heading} className="container-page mt-16 max-w-4xl">
          <h2 className="text-3xl text-jungle sm:text-4xl">{section.heading}</h2>
          <div className="prose-copy mt-3 leading-relaxed">
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
        </section>
      ))}
      <section aria-labelledby="our-parks" className="container-page mt-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="our-parks" className="text-4xl text-jungle">
            {t('ourParks')}
          </h2>
          <Link
            href="/parks"
            locale={locale === 'pt' ? 'en' : locale}
            className="font-semibold text-lagoon-800"
          >
            {t('seeAllParks')}
          </Link>
        </div>
        <div className="mt-6">
          <ProductCards products={parks} locale={locale} formatPrice={formatPrice} limit={6} />
        </div>
      </section>
    </Shell>
  );
}
