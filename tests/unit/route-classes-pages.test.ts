import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CACHEABLE_PATHNAMES,
  CACHEABLE_PROBES,
  CACHEABLE_REVALIDATE_SECONDS,
} from '@/lib/route-classes';

const root = path.resolve(import.meta.dirname, '../..', 'src/app/[locale]');

/** Every page of the shop, by its internal path (`/hotels-in/[city]`, `/` for home). */
function pages(dir = root): { pathname: string; source: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(full);
    if (entry.name !== 'page.tsx') return [];
    const pathname = `/${path.relative(root, dir).split(path.sep).join('/')}`.replace(/\/$/, '');
    return [{ pathname: pathname || '/', source: readFileSync(full, 'utf8') }];
  });
}

const declaresCache = (source: string) =>
  /export (async )?function generateStaticParams|export const revalidate\b/.test(source);

describe('which pages are cached (decision 0044)', () => {
  const all = pages();
  const cacheable = new Set<string>([...CACHEABLE_PATHNAMES, ...CACHEABLE_PROBES]);

  it('finds the shop pages', () => {
    expect(all.map((p) => p.pathname)).toEqual(expect.arrayContaining(['/', '/faq', '/cart']));
  });

  it('a page outside the cacheable list never asks to be cached (it stays per request)', () => {
    const cachedByMistake = all.filter(
      (p) => !cacheable.has(p.pathname) && declaresCache(p.source),
    );
    expect(cachedByMistake.map((p) => p.pathname)).toEqual([]);
  });

  it('a cached page is regenerated on demand, at the agreed interval', () => {
    const cached = all.filter((p) => declaresCache(p.source));
    expect(cached.map((p) => p.pathname)).toContain('/e2e-cached');
    for (const page of cached) {
      expect(page.source, page.pathname).toMatch(
        new RegExp(`export const revalidate = ${CACHEABLE_REVALIDATE_SECONDS};`),
      );
      expect(page.source, page.pathname).toMatch(/export (async )?function generateStaticParams/);
      expect(page.source, page.pathname).not.toMatch(/export const dynamic = 'force-dynamic'/);
    }
  });

  it('a cached segment with its own 404 sets the language in its own layout first', () => {
    // Without it the 404 boundary, rendered into every page of the segment, reads the request
    // headers for the language, and the pages fail to prerender (SegmentLocaleLayout).
    const cached = all.filter((p) => declaresCache(p.source));
    // The language layout ([locale]/layout.tsx) sets it for the language segment's own 404.
    const withOwn404 = cached
      .filter((p) => p.pathname !== '/')
      .map((p) => path.join(root, p.pathname))
      .filter((dir) => existsSync(path.join(dir, 'not-found.tsx')));
    expect(withOwn404.length).toBeGreaterThanOrEqual(3);
    for (const dir of withOwn404) {
      const layout = path.join(dir, 'layout.tsx');
      expect(existsSync(layout), path.relative(root, dir)).toBe(true);
      expect(readFileSync(layout, 'utf8'), path.relative(root, dir)).toMatch(
        /export default SegmentLocaleLayout;/,
      );
    }
  });

  it('every cacheable pathname is a page of the shop', () => {
    const known = new Set(all.map((p) => p.pathname));
    expect([...CACHEABLE_PATHNAMES, ...CACHEABLE_PROBES].filter((p) => !known.has(p))).toEqual([]);
  });
});
