import { getTranslations } from 'next-intl/server';
import { cities } from '@/features/content/copy';
import { loadSiteMap } from '@/features/content/server';
import { mainNav } from '@/features/layout/nav-links';
import { SimplePage } from '@/features/layout/simple-page';
import { Link } from '@/i18n/navigation';
import type { AppPathname } from '@/i18n/routing';
import { pagesMetadata } from '../_components/simple-route';
import { readLocale, type LocaleParams } from '../_components/locale';
import { Shell } from '../_components/shell';
import { parkLocale } from '@/i18n/paths';

// The same for every visitor: from the page cache, regenerated when its data changes
// (src/lib/route-classes.ts, decision 0044).
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = pagesMetadata({ href: '/site-map', title: 'siteMap' });

export default async function SiteMapPage({ params }: LocaleParams) {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages' });
  const tn = await getTranslations({ locale, namespace: 'nav' });
  const parkLang = parkLocale(locale);
  const { hotels, products } = await loadSiteMap(parkLang);
  const info: [AppPathname, string][] = [
    ['/faq', tn('faq')],
    ['/newsletter', tn('newsletter')],
    ['/privacy', tn('privacy')],
    ['/terms', tn('terms')],
  ];
  return (
    <Shell locale={locale} page="/site-map">
      <SimplePage title={t('siteMap')}>
        <div className="grid gap-10 md:grid-cols-3">
          <section>
            <h2 className="text-2xl text-jungle">{tn('hotels')}</h2>
            <ul className="mt-3 space-y-1.5 text-sm">
              {mainNav
                .filter((l) => l.href !== '/parks')
                .map((l) => (
                  <li key={l.href}>
                    <Link href={l.href as '/'}>{tn(l.label)}</Link>
                  </li>
                ))}
              {hotels.map((h) => (
                <li key={h.code}>
                  <Link href={`/${h.slug}` as '/hotel-xcaret-mexico'}>{h.name}</Link>
                </li>
              ))}
            </ul>
            <h2 className="mt-8 text-2xl text-jungle">{tn('hotelsByCity')}</h2>
            <ul className="mt-3 space-y-1.5 text-sm">
              {cities.map((c) => (
                <li key={c.slug}>
                  <Link href={{ pathname: '/hotels-in/[city]', params: { city: c.slug } }}>
                    {c.page[locale].title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2 className="text-2xl text-jungle">{tn('parks')}</h2>
            <ul className="mt-3 space-y-1.5 text-sm">
              <li>
                <Link href="/parks" locale={parkLang}>
                  {tn('parks')}
                </Link>
              </li>
              {products.map((p) => (
                <li key={p.code}>
                  <Link
                    href={{
                      pathname: p.kind === 'tour' ? '/tours/[slug]' : '/parks/[slug]',
                      params: { slug: p.slug },
                    }}
                    locale={parkLang}
                  >
                    {p.content.title[parkLang]}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2 className="text-2xl text-jungle">{tn('more')}</h2>
            <ul className="mt-3 space-y-1.5 text-sm">
              {info.map(([href, label]) => (
                <li key={href}>
                  <Link href={href as '/'}>{label}</Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </SimplePage>
    </Shell>
  );
}
