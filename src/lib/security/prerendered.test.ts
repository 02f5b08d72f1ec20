import { describe, expect, it } from 'vitest';
import { prerenderedPages } from './prerendered';

describe('the pages the build prerendered', () => {
  const isPrerendered = prerenderedPages({
    routes: { '/es/faq': {}, '/es': {} },
    dynamicRoutes: {
      '/[locale]/parks/[slug]': { routeRegex: '^/([^/]+?)/parks/([^/]+?)(?:/)?$', fallback: null },
      '/[locale]/tours/[slug]': { routeRegex: '^/([^/]+?)/tours/([^/]+?)(?:/)?$', fallback: false },
    },
  });

  it('knows the exact paths, with or without the final slash', () => {
    expect(isPrerendered('/es/faq/')).toBe(true);
    expect(isPrerendered('/es/faq')).toBe(true);
    expect(isPrerendered('/es/')).toBe(true);
    expect(isPrerendered('/en/faq/')).toBe(false);
  });

  it('knows the patterns regenerated on demand, not those whose other paths are 404s', () => {
    expect(isPrerendered('/es/parks/new-park/')).toBe(true);
    expect(isPrerendered('/es/tours/new-tour/')).toBe(false);
  });

  it('knows nothing without a build', () => {
    expect(prerenderedPages({})('/es/faq/')).toBe(false);
  });
});
