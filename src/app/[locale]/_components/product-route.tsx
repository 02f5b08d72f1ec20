import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb, getVisitor, moneyFormatter } from '@/server';
import { findProduct, type Product } from '@/domain/catalog';
import { addToCartAction } from '@/features/cart/add-to-cart-action';
import { pageMetadata } from '@/features/layout/metadata';
import { parkLocale } from '@/features/park-store/park-listing';
import { ProductPageView } from '@/features/park-store/product-page-view';
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
  async function load(params: Props['params']) {
    const locale = await readLocale(params);
    const { slug } = await params;
    const product = await findProduct(await getDb(), kind, slug);
    if (!product) notFound();
    return { locale, product, slug };
  }
  async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
    const { locale, product, slug } = await load(params);
    const lang = parkLocale(locale);
    return pageMetadata({
      locale,
      href: { pathname, params: { slug } },
      title: product.content.title[lang],
      description: product.content.listing[lang],
    });
  }
  async function Page({ params, searchParams }: Props) {
    const [{ locale, product }, { currency }, query] = await Promise.all([
      load(params),
      getVisitor(),
      searchParams,
    ]);
    return (
      <Shell locale={locale} page={pathname} options={{ subHeader: product.name }}>
        <ProductPageView
          product={product}
          locale={locale}
          formatPrice={moneyFormatter(currency, locale)}
          query={query}
          addToCart={addToCartAction}
        />
      </Shell>
    );
  }
  return { generateMetadata, Page };
}
