import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteChrome } from '@/server';
import { readLocale, type LocaleParams } from '../_components/locale';
import { CachedProbeIsland } from './island';

// From the page cache, as every cacheable page (src/lib/route-classes.ts, decision 0044).
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Exists only for the end-to-end suite (E2E_TEST_ROUTES=1): a page served from the page cache
 * with what every page has (the language layout, Next's inline scripts, a client island) and
 * data a back-office change revalidates (the footer phones), so that the hash-based CSP is
 * proven whatever the shop's pages are. A 404 everywhere else.
 */
export default async function CachedPageProbe({ params }: LocaleParams) {
  if (process.env.E2E_TEST_ROUTES !== '1') notFound();
  await readLocale(params);
  const { phones } = await siteChrome();
  return (
    <main id="main" className="p-6">
      <h1 className="text-2xl">Cached page probe</h1>
      <ul>
        {phones.map((phone) => (
          <li key={phone.country} data-phone={phone.country}>
            {phone.displayNumber}
          </li>
        ))}
      </ul>
      <CachedProbeIsland />
    </main>
  );
}
