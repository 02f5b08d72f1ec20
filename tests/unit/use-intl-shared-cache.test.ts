import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * scripts/patch-next.mjs gives use-intl one formatting cache per server (issue 18): next-intl's
 * server functions and every render of its provider made a new one, so every request parsed
 * each message it formatted again. What it keeps is keyed by what makes it (message text,
 * locale, formats and time zone), so a shared cache must never give one request's result to
 * another that differs in any of them. Both of the builds use-intl ships are patched.
 */
const root = path.resolve(import.meta.dirname, '../..');
const KEY = Symbol.for('xcaret.useIntl.cache');
const builds = ['production', 'development'] as const;

type Core = {
  _createCache: () => object;
  createTranslator: (config: {
    locale: string;
    messages: Record<string, unknown>;
    timeZone?: string;
    namespace?: string;
  }) => ((key: string, values?: Record<string, unknown>) => string) & object;
};
const load = (build: (typeof builds)[number]): Promise<Core> =>
  import(path.join(root, `node_modules/use-intl/dist/esm/${build}/core.js`)) as Promise<Core>;
const g = globalThis as Record<symbol, unknown> & { window?: unknown };

afterEach(() => {
  delete g[KEY];
  delete g.window;
});

describe("use-intl's formatting cache, one per server (scripts/patch-next.mjs)", () => {
  it('is patched in both of the builds use-intl ships', () => {
    for (const build of builds) {
      const dir = path.join(root, 'node_modules/use-intl/dist/esm', build);
      const files = readdirSync(dir).filter((name) => /^formatters-[\w-]+\.js$/.test(name));
      expect(files).toHaveLength(1);
      expect(readFileSync(path.join(dir, files[0]!), 'utf8')).toContain(
        '/* xcaret: one formatting cache per server */',
      );
    }
  });

  it.each(builds)('%s: one cache on the server, started again after 10,000 uses', async (build) => {
    const { _createCache } = await load(build);
    const first = _createCache();
    for (let i = 1; i < 10_000; i++) expect(_createCache()).toBe(first);
    const next = _createCache();
    expect(next).not.toBe(first);
    expect(_createCache()).toBe(next);
    expect(next).toEqual({
      dateTime: {},
      number: {},
      message: {},
      relativeTime: {},
      pluralRules: {},
      list: {},
      displayNames: {},
    });
  });

  it.each(builds)('%s: a browser keeps a cache of its own per provider', async (build) => {
    const { _createCache } = await load(build);
    g.window = {};
    expect(_createCache()).not.toBe(_createCache());
  });

  it.each(builds)(
    '%s: translators sharing it never get another locale’s, text’s or time zone’s result',
    async (build) => {
      const { createTranslator } = await load(build);
      const nights = (locale: string, text: string) =>
        createTranslator({ locale, messages: { stay: { nights: text } }, timeZone: 'UTC' });
      // The same key with the text of each locale, asked for in turn.
      const es = nights('es', '{count, plural, one {# noche} other {# noches}}');
      const en = nights('en', '{count, plural, one {# night} other {# nights}}');
      const pt = nights('pt', '{count, plural, one {# noite} other {# noites}}');
      const parsed = () =>
        Object.keys((g[KEY] as { cache: { message: object } }).cache.message).length;
      const made: number[] = [];
      for (let round = 0; round < 2; round++) {
        expect(es('stay.nights', { count: 1 })).toBe('1 noche');
        expect(en('stay.nights', { count: 3 })).toBe('3 nights');
        expect(pt('stay.nights', { count: 3 })).toBe('3 noites');
        made.push(parsed());
      }
      // Three texts parsed once, by the first round; the second found them.
      expect(made).toEqual([3, 3]);
      // The same text in two locales: each its own number format.
      const total = (locale: string) =>
        createTranslator({ locale, messages: { t: '{n, number}' }, timeZone: 'UTC' })('t', {
          n: 1234.5,
        });
      expect(total('en')).toBe('1,234.5');
      expect(total('pt')).toBe('1.234,5');
      expect(total('en')).toBe('1,234.5');
      // The same text and locale in two time zones: 03:30 UTC is the evening before in Cancún.
      const day = (timeZone: string) =>
        createTranslator({ locale: 'en', messages: { d: '{at, date, short}' }, timeZone })('d', {
          at: new Date('2026-12-01T03:30:00Z'),
        });
      expect(day('UTC')).toBe('12/1/26');
      expect(day('America/Cancun')).toBe('11/30/26');
      expect(day('UTC')).toBe('12/1/26');
    },
  );
});
