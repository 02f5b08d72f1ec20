import 'server-only';
import { cache } from 'react';
import { findProduct, listProducts, type Product, type ProductDetail } from '@/domain/catalog';
import { parkTextRefs, withParkTexts } from '@/domain/content';
import { parkLocale } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { catalogueTexts, getReadDb } from '@/server';

/** The cart's limits the park pages state ("a package of up to 5 products"). */
export { cartMessageValues } from '@/domain/cart';

/** The park store's server entry for its pages. */

/**
 * Parks and tours with their texts (decision 0041: the published park entries over the
 * catalogue's words, one query for all) (home, listing). The same for every visitor: prices are
 * the page's islands (issue 18).
 */
export async function loadProductCards(locale: Locale): Promise<{ products: Product[] }> {
  const products = await listProducts(await getReadDb());
  const lang = parkLocale(locale);
  const { texts } = await catalogueTexts(parkTextRefs(products, lang));
  return {
    products: products.map((p) => withParkTexts(p, lang, texts)),
  };
}

/**
 * A park or tour by its slug with its texts in the page's language, or undefined (shared by the
 * page and its metadata). `preview`: a content editor's draft instead (`?preview=1`).
 */
export const loadProduct = cache(
  async (
    kind: Product['kind'],
    slug: string,
    locale: Locale,
    preview = false,
  ): Promise<{ product: ProductDetail; preview: boolean } | undefined> => {
    const product = await findProduct(await getReadDb(), kind, slug);
    if (!product) return undefined;
    const lang = parkLocale(locale);
    const read = await catalogueTexts(parkTextRefs([product], lang), preview);
    return { product: withParkTexts(product, lang, read.texts), preview: read.preview };
  },
);
