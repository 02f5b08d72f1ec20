import { getTranslations } from 'next-intl/server';
import { loadRatesIndex } from '@/features/admin-revenue/server';

/** /admin/rates/: the hotels, each to its availability and rates grid (revenue, admin). */
export default async function RatesIndexPage() {
  const { locale, hotels } = await loadRatesIndex();
  const t = await getTranslations({ locale, namespace: 'admin.rates' });
  return (
    <section>
      <title>{t('title')}</title>
      <h1 className="text-2xl font-semibold text-jungle">{t('title')}</h1>
      <p className="mt-2 text-muted">{t('chooseHotel')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {hotels.map((hotel) => (
          <li key={hotel.code}>
            <a
              href={`/admin/rates/${hotel.code}/`}
              className="block rounded border border-jungle/20 bg-white p-4 font-medium text-jungle hover:border-lagoon"
            >
              {hotel.name} <span className="text-xs text-muted">{hotel.code}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
