import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../../messages');
const flatten = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
const catalogues = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [
      f.replace('.json', ''),
      JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as unknown,
    ]),
);

describe('message catalogues', () => {
  it('exist for es, en and pt', () => {
    expect(Object.keys(catalogues).sort()).toEqual(['en', 'es', 'pt']);
  });
  it.each(['en', 'pt'])('%s has exactly the keys of es', (locale) => {
    const es = flatten(catalogues.es).sort();
    expect(flatten(catalogues[locale]).sort()).toEqual(es);
  });
  it('has no empty message', () => {
    for (const [locale, messages] of Object.entries(catalogues)) {
      const walk = (v: unknown, key: string): void => {
        if (typeof v === 'string') expect(v.trim(), `${locale}.${key}`).not.toBe('');
        else if (v && typeof v === 'object')
          for (const [k, c] of Object.entries(v)) walk(c, `${key}.${k}`);
      };
      walk(messages, '');
    }
  });
  it('uses the spec wording for the error page', () => {
    const en = catalogues.en as { errors: Record<string, string> };
    expect(en.errors.internalTitle).toBe('Internal Error');
    expect(en.errors.internalText).toBe("We're sorry, Something went wrong.");
  });
});
