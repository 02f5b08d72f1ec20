import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ParkBulkForm } from '@/features/admin-parks/bulk-form';
import { ParkCapacityGrid } from '@/features/admin-parks/grid';
import { ProductPricesEditor } from '@/features/admin-parks/prices-view';
import { loadParkGrid, priceNotice } from '@/features/admin-parks/server';
import { weekdayName } from '@/lib/dates';

/** /admin/parks/<product>/?month=YYYY-MM: the product's capacity and price grid (revenue, admin). */
export default async function ParkGridPage({
  params,
  searchParams,
}: {
  params: Promise<{ product: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { product } = await params;
  const query = await searchParams;
  const { month } = query;
  const { locale, grid, sheet } = await loadParkGrid(
    product,
    typeof month === 'string' ? month : undefined,
  );
  if (!grid || !sheet) notFound();
  const t = await getTranslations({ locale, namespace: 'adminParks' });
  const tag = locale === 'en' ? 'en-US' : 'es-MX';
  const title = t('productTitle', { product: grid.product.name[locale] });
  return (
    <>
      <title>{title}</title>
      <h1 className="mb-3 text-2xl font-semibold text-jungle">{title}</h1>
      <ParkCapacityGrid grid={grid} locale={locale} />
      <ParkBulkForm
        product={grid.product.code}
        month={grid.month}
        slots={grid.slots.map((s) => ({ id: s.id, label: s.label }))}
        weekdayNames={[1, 2, 3, 4, 5, 6, 7].map((d) => weekdayName(d, tag))}
      />
      <ProductPricesEditor
        sheet={sheet}
        month={grid.month}
        locale={locale}
        notice={priceNotice(query)}
      />
    </>
  );
}
