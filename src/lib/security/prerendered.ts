/**
 * Which pages the production build prerendered (or may regenerate on demand): read once from
 * `.next/prerender-manifest.json`. The proxy serves a cacheable page's own hash policy only
 * when the page really is in the cache; otherwise (development, a page that still reads a
 * cookie) it keeps the per-request nonce (decision 0044).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Manifest = {
  routes?: Record<string, unknown>;
  dynamicRoutes?: Record<string, { routeRegex?: string; fallback?: unknown }>;
};

export type PrerenderedPages = (internalPath: string) => boolean;

/** The test of a manifest: an exact prerendered path, or a pattern Next regenerates on demand. */
export function prerenderedPages(manifest: Manifest): PrerenderedPages {
  const routes = new Set(Object.keys(manifest.routes ?? {}));
  const patterns = Object.values(manifest.dynamicRoutes ?? {})
    // fallback false: only the listed paths exist (the rest are 404s, not cached pages).
    .filter((route) => route.routeRegex && route.fallback !== false)
    .map((route) => new RegExp(route.routeRegex!));
  return (internalPath) => {
    const bare = internalPath.length > 1 ? internalPath.replace(/\/+$/, '') : internalPath;
    return routes.has(bare) || patterns.some((pattern) => pattern.test(bare));
  };
}

let loaded: PrerenderedPages | undefined;

/** The build's prerendered pages; none when there is no production build (development). */
export function buildPrerenderedPages(): PrerenderedPages {
  if (loaded) return loaded;
  try {
    const file = path.join(process.cwd(), '.next', 'prerender-manifest.json');
    loaded = prerenderedPages(JSON.parse(readFileSync(file, 'utf8')) as Manifest);
  } catch {
    loaded = () => false;
  }
  return loaded;
}
