import { getTranslations } from 'next-intl/server';
import { Price } from '@/components/price';
import type { Product } from '@/domain/catalog';
import { Link } from '@/i18n/navigation';
import { parkLocale, type Locale } from '@/i18n/paths';
import { productName } from '@/domain/catalog';

type Props = {
  products: Product[];
  locale: Locale;
  headingLevel?: 2 | 3;
  limit?: number;
};

/** Park side texts exist in es and en; Portuguese readers get English. */
export { parkLocale, productName };

export async function ProductCards({ products, locale, headingLevel = 3, limit }: Props) {
  const t = await getTranslations({ locale, namespace: 'parks' });
  const lang = parkLocale(locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {products.slice(0, limit).map((p) => (
        <li
          key={p.code}
          className="flex flex-col rounded-2xl border border-jungle/10 bg-white p-5 shadow-sm"
        >
          <div className="flex items-center gap-4">
            {/* eslint-disable-next-line @next/next/no-img-element -- SVG badge */}
            <img
              src={p.logo}
              alt={t('logoAlt', { name: productName(p, locale) })}
              width={64}
              height={64}
              loading="lazy"
            />
            <Heading className="font-display text-2xl font-semibold text-jungle">
              {p.content.title[lang]}
            </Heading>
          </div>
          <p className="mt-3 text-sm text-muted">{p.content.listing[lang]}</p>
          <p className="mt-3 text-xs text-muted">{p.content.scheduleText[lang]}</p>
          <div className="mt-auto flex flex-col gap-3 pt-4">
            <p className="text-sm font-semibold text-jungle">
              <Price
                usdCents={p.adultPriceUsdCents}
                template={t('adultFrom', { price: '{price}' })}
              />
            </p>
            <Link
              href={{
                pathname: p.kind === 'tour' ? '/tours/[slug]' : '/parks/[slug]',
                params: { slug: p.slug },
              }}
              locale={parkLocale(locale)}
              className="btn-secondary self-start"
            >
              {t('details')}
              <span className="sr-only">: {p.content.title[lang]}</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
