import 'server-only';
import { findProduct, listProducts, type Product, type ProductDetail } from '@/domain/catalog';
import type { Locale } from '@/i18n/routing';
import { getDb, getVisitor, moneyFormatter } from '@/server';

/** The cart's limits the park pages state ("a package of up to 5 products"). */
export { cartMessageValues } from '@/domain/cart';

/** The park store's server entry for its pages. */

type FormatPrice = (usdCents: number) => string;

/** Parks and tours with prices in the visitor's currency (home, parks listing). */
export async function loadProductCards(
  locale: Locale,
): Promise<{ products: Product[]; formatPrice: FormatPrice }> {
  const [products, { currency }] = await Promise.all([listProducts(await getDb()), getVisitor()]);
  return { products, formatPrice: moneyFormatter(currency, locale) };
}

/** A park or tour by its slug, or undefined (for the page's metadata). */
export async function loadProduct(
  kind: Product['kind'],
  slug: string,
): Promise<ProductDetail | undefined> {
  return findProduct(await getDb(), kind, slug);
}

/** A park or tour page: the product and prices in the visitor's currency. */
export async function loadProductPage(
  kind: Product['kind'],
  slug: string,
  locale: Locale,
): Promise<{ product: ProductDetail; formatPrice: FormatPrice } | undefined> {
  const [product, { currency }] = await Promise.all([loadProduct(kind, slug), getVisitor()]);
  return product && { product, formatPrice: moneyFormatter(currency, locale) };
}
