import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Hero } from '@/features/content/hero';
import { pageMetadata } from '@/features/layout/metadata';
import { ProductCards } from '@/features/park-store/park-listing';
import { cartMessageValues, loadProductCards } from '@/features/park-store/server';
import { readLocale, type LocaleParams } from '../_components/locale';
import { PriceRates } from '../_components/price-rates';
import { Shell } from '../_components/shell';

// The same for every visitor: from the page cache, regenerated when its data changes
// (src/lib/route-classes.ts, decision 0044).
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'parks' });
  return pageMetadata({
    locale,
    href: '/parks',
    title: t('title'),
    description: t('intro', cartMessageValues).slice(0, 155),
  });
}

export default async function ParksPage({ params }: LocaleParams) {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'parks' });
  const { products } = await loadProductCards(locale);
  return (
    <PriceRates locale={locale}>
      <Shell locale={locale} page="/parks">
        <Hero art="parks" title={t('title')} intro={t('intro', cartMessageValues)} />
        <section aria-labelledby="parks-heading" className="container-page mt-12">
          <h2 id="parks-heading" className="text-4xl text-jungle">
            {t('parksHeading')}
          </h2>
          <div className="mt-6">
            <ProductCards products={products.filter((p) => p.kind === 'park')} locale={locale} />
          </div>
        </section>
        <section aria-labelledby="tours-heading" className="container-page mt-14">
          <h2 id="tours-heading" className="text-4xl text-jungle">
            {t('toursHeading')}
          </h2>
          <div className="mt-6">
            <ProductCards products={products.filter((p) => p.kind === 'tour')} locale={locale} />
          </div>
        </section>
      </Shell>
    </PriceRates>
  );
}
