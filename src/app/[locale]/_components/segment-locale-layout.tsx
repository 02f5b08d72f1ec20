import type { ReactNode } from 'react';
import { readLocale } from './locale';

/**
 * The layout of a cached segment with its own 404 (a park, a tour, a city): it sets the
 * request's language for the segment, as next-intl asks of every layout of a statically
 * rendered page. Next.js renders a segment's not-found boundary into the payload of each of
 * its pages, and it does not wait for the language layout's `setRequestLocale` to do so:
 * without this, the boundary's `getLocale()` fell back to the request headers and every page
 * of the segment failed to prerender (DYNAMIC_SERVER_USAGE). The segment's own layout always
 * runs before the boundary it wraps.
 */
export async function SegmentLocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  await readLocale(params);
  return children;
}
