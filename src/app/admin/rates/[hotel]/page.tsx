import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BulkEditForm } from '@/features/admin-revenue/bulk-edit-form';
import { RatesGrid } from '@/features/admin-revenue/grid';
import { RatePlansSection } from '@/features/admin-revenue/rate-plans-form';
import { SeasonsSection } from '@/features/admin-revenue/seasons-form';
import { loadRatesGrid } from '@/features/admin-revenue/server';
import { weekdayName } from '@/lib/dates';

/** /admin/rates/<hotel>/?month=YYYY-MM: the hotel's grid and its bulk edit, its rate plans and its seasons (revenue, admin). */
export default async function RatesGridPage({
  params,
  searchParams,
}: {
  params: Promise<{ hotel: string }>;
  searchParams: Promise<{ month?: string | string[] }>;
}) {
  const { hotel } = await params;
  const { month } = await searchParams;
  const { locale, grid, plans, seasons } = await loadRatesGrid(
    hotel,
    typeof month === 'string' ? month : undefined,
  );
  if (!grid) notFound();
  const t = await getTranslations({ locale, namespace: 'admin.rates' });
  const tag = locale === 'en' ? 'en-US' : 'es-MX';
  return (
    <>
      <title>{t('hotelTitle', { hotel: grid.hotel.name })}</title>
      <h1 className="mb-3 text-2xl font-semibold text-jungle">
        {t('hotelTitle', { hotel: grid.hotel.name })}
      </h1>
      <RatesGrid grid={grid} locale={locale} />
      <BulkEditForm
        hotel={grid.hotel.code}
        month={grid.month}
        roomTypes={grid.roomTypes.map((r) => ({
          id: r.id,
          code: r.code,
          name: r.name[locale] ?? r.code,
        }))}
        weekdayNames={[1, 2, 3, 4, 5, 6, 7].map((d) => weekdayName(d, tag))}
      />
      <RatePlansSection hotel={grid.hotel.code} plans={plans} />
      <SeasonsSection hotel={grid.hotel.code} seasons={seasons} />
    </>
  );
}
