import type { MetadataRoute } from 'next';
import { cities } from '@/features/content/copy';
import { sitemapProducts } from '@/features/content/server';
import { absoluteUrl, pageLocales } from '@/features/layout/metadata';
import type { AppPathname } from '@/i18n/routing';

export const dynamic = 'force-dynamic';

/** Pages that search engines should know, each with its language alternates. */
const INDEXED: AppPathname[] = [
  '/',
  '/xcaret-hotels',
  '/hotel-xcaret-mexico',
  '/hotel-xcaret-arte',
  '/la-casa-de-la-playa',
  '/all-fun-inclusive',
  '/restaurants',
  '/bars',
  '/meetings-events',
  '/special-offers',
  '/weddings',
  '/spa',
  '/faq',
  '/privacy',
  '/terms',
  '/site-map',
  '/newsletter',
  '/parks',
];

type Href = Parameters<typeof absoluteUrl>[1];

function entry(pathname: AppPathname, href: Href): MetadataRoute.Sitemap {
  const available = pageLocales(pathname);
  const languages = Object.fromEntries(available.map((l) => [l, absoluteUrl(l, href)]));
  return available.map((locale) => ({ url: absoluteUrl(locale, href), alternates: { languages } }));
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const products = await sitemapProducts();
  return [
    ...INDEXED.flatMap((p) => entry(p, p as Href)),
    ...cities.flatMap((c) =>
      entry('/hotels-in/[city]', { pathname: '/hotels-in/[city]', params: { city: c.slug } }),
    ),
    ...products.flatMap((p) => {
      const pathname = p.kind === 'tour' ? '/tours/[slug]' : '/parks/[slug]';
      return entry(pathname, { pathname, params: { slug: p.slug } });
    }),
  ];
}
