import { getTranslations } from 'next-intl/server';
import { DiscountsEditor } from '@/features/admin-parks/prices-view';
import { loadParksIndex, priceNotice } from '@/features/admin-parks/server';

/**
 * /admin/parks/: the parks and tours, each to its capacity and price grid, and the presale and
 * package tiers (revenue, admin).
 */
export default async function ParksIndexPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, products, tiers } = await loadParksIndex();
  const t = await getTranslations({ locale, namespace: 'adminParks' });
  return (
    <section>
      <title>{t('title')}</title>
      <h1 className="text-2xl font-semibold text-jungle">{t('title')}</h1>
      <p className="mt-2 text-muted">{t('chooseProduct')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product.code}>
            <a
              href={`/admin/parks/${product.code}/`}
              className="block rounded border border-jungle/20 bg-white p-4 font-medium text-jungle hover:border-lagoon"
            >
              {product.name[locale]}{' '}
              <span className="text-xs text-muted">
                {product.code} · {t(`kind.${product.kind}`)}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <DiscountsEditor tiers={tiers} locale={locale} notice={priceNotice(await searchParams)} />
    </section>
  );
}
