import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Product } from '@/domain/catalog';
import { addToCartAction } from '@/features/cart/add-to-cart-action';
import { PreviewBanner } from '@/features/content/preview-banner';
import { wantsPreview } from '@/features/content/server';
import { pageMetadata } from '@/features/layout/metadata';
import { parkLocale, productName } from '@/features/park-store/park-listing';
import { ProductPageView } from '@/features/park-store/product-page-view';
import { loadProduct } from '@/features/park-store/server';
import { readLocale } from './locale';
import { PriceRates } from './price-rates';
import { Shell } from './shell';

type Props = {
  params: Promise<{ locale: string; slug: string }>;
  /** Read only in draft mode (a content editor's `?preview=1`); the widget reads its own. */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * Park and tour pages: the same view, addressed under /parques/ or /tours/. The booking
 * widget posts to the cart's add-to-cart action, handed over here (features do not import
 * each other).
 */
export function productRoute(kind: Product['kind']) {
  const pathname = kind === 'tour' ? '/tours/[slug]' : '/parks/[slug]';
  async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
    const locale = await readLocale(params);
    const { slug } = await params;
    const loaded = await loadProduct(kind, slug, locale, await wantsPreview(searchParams));
    if (!loaded) notFound();
    const lang = parkLocale(locale);
    return pageMetadata({
      locale,
      href: { pathname, params: { slug } },
      title: loaded.product.content.title[lang],
      description: loaded.product.content.listing[lang],
      noIndex: loaded.preview || undefined,
    });
  }
  async function Page({ params, searchParams }: Props) {
    const locale = await readLocale(params);
    const { slug } = await params;
    const loaded = await loadProduct(kind, slug, locale, await wantsPreview(searchParams));
    if (!loaded) notFound();
    const { product, preview } = loaded;
    return (
      <PriceRates locale={locale}>
        <Shell
          locale={locale}
          page={pathname}
          options={{ subHeader: productName(product, locale) }}
        >
          {preview && <PreviewBanner locale={locale} />}
          <ProductPageView product={product} locale={locale} addToCart={addToCartAction} />
        </Shell>
      </PriceRates>
    );
  }
  return { generateMetadata, Page };
}
