import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Product } from '@/domain/catalog';
import { addToCartAction } from '@/features/cart/add-to-cart-action';
import { pageMetadata } from '@/features/layout/metadata';
import { parkLocale, productName } from '@/features/park-store/park-listing';
import { ProductPageView } from '@/features/park-store/product-page-view';
import { loadProduct, loadProductPage } from '@/features/park-store/server';
import { readLocale } from './locale';
import { Shell } from './shell';

type Props = {
  params: Promise<{ locale: string; slug: string }>;
  /** The booking widget's choices (a quote's link restores them). */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * Park and tour pages: the same view, addressed under /parques/ or /tours/. The booking
 * widget posts to the cart's add-to-cart action, handed over here (features do not import
 * each other).
 */
export function productRoute(kind: Product['kind']) {
  const pathname = kind === 'tour' ? '/tours/[slug]' : '/parks/[slug]';
  async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
    const locale = await readLocale(params);
    const { slug } = await params;
    const product = await loadProduct(kind, slug);
    if (!product) notFound();
    const lang = parkLocale(locale);
    return pageMetadata({
      locale,
      href: { pathname, params: { slug } },
      title: product.content.title[lang],
      description: product.content.listing[lang],
    });
  }
  async function Page({ params, searchParams }: Props) {
    const locale = await readLocale(params);
    const { slug } = await params;
    const [loaded, query] = await Promise.all([loadProductPage(kind, slug, locale), searchParams]);
    if (!loaded) notFound();
    const { product, formatPrice } = loaded;
    return (
      <Shell locale={locale} page={pathname} options={{ subHeader: productName(product, locale) }}>
        <ProductPageView
          product={product}
          locale={locale}
          formatPrice={formatPrice}
          query={query}
          addToCart={addToCartAction}
        />
      </Shell>
    );
  }
  return { generateMetadata, Page };
}
