import { describe, expect, it } from 'vitest';
import { pathnames, type AppPathname } from '@/i18n/routing';
import { storeSite } from './analytics-pages';

describe('storeSite (issue 19: sign-ups from park pages are recorded as the parks site)', () => {
  it.each(['/parks', '/parks/[slug]', '/tours/[slug]', '/cart', '/cart/checkout'] as const)(
    '%s is the park store',
    (page) => {
      expect(storeSite(page)).toBe('parks');
    },
  );

  it('every other page is the hotels site', () => {
    const parks = new Set(['/parks', '/parks/[slug]', '/tours/[slug]', '/cart', '/cart/checkout']);
    const others = (Object.keys(pathnames) as AppPathname[]).filter((p) => !parks.has(p));
    expect(others.length).toBeGreaterThan(20);
    for (const page of others) expect(storeSite(page), page).toBe('hotels');
  });
});
