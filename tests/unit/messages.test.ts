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
const messageAt = (catalogue: unknown, key: string): string =>
  key.split('.').reduce((v: unknown, k) => (v as Record<string, unknown>)[k], catalogue) as string;

/**
 * The names of the ICU arguments a message uses ("{count, plural, one {# night} other {…}}"
 * → count), nested ones included; quoted braces ('{') are text.
 */
function icuArguments(message: string): string[] {
  const names = new Set<string>();
  let i = 0;
  const fail = (why: string) => {
    throw new Error(`${why} at ${i} in ${JSON.stringify(message)}`);
  };
  const until = (stops: string) => {
    const start = i;
    while (i < message.length && !stops.includes(message[i]!)) i += 1;
    if (i >= message.length) fail('Unclosed argument');
    return message.slice(start, i).trim();
  };
  function text(nested: boolean): void {
    while (i < message.length) {
      const c = message[i]!;
      if (c === "'" && "{}'".includes(message[i + 1] ?? '')) {
        const end = message.indexOf("'", i + 2);
        i = end < 0 ? message.length : end + 1;
      } else if (c === '{') {
        i += 1;
        argument();
      } else if (c === '}') {
        if (!nested) fail('Unopened brace');
        i += 1;
        return;
      } else i += 1;
    }
    if (nested) fail('Unclosed branch');
  }
  function argument(): void {
    const name = until(',}');
    if (!/^[A-Za-z_]\w*$/.test(name)) fail(`Bad argument name ${JSON.stringify(name)}`);
    names.add(name);
    if (message[i++] === '}') return;
    const type = until(',}');
    if (message[i++] === '}') return;
    if (['plural', 'select', 'selectordinal'].includes(type)) {
      // Branches: selector {message} … up to the closing brace (selectors have no braces).
      for (;;) {
        while (/\s/.test(message[i] ?? '')) i += 1;
        if (message[i] === '}') {
          i += 1;
          return;
        }
        const open = message.indexOf('{', i);
        if (open < 0) fail('Branch without a message');
        i = open + 1;
        text(true);
      }
    }
    until('}'); // a number, date or time style
    i += 1;
  }
  text(false);
  return [...names].sort();
}

describe('message catalogues', () => {
  it('exist for es, en and pt', () => {
    expect(Object.keys(catalogues).sort()).toEqual(['en', 'es', 'pt']);
  });
  it.each(['en', 'pt'])('%s has exactly the keys of es', (locale) => {
    const es = flatten(catalogues.es).sort();
    expect(flatten(catalogues[locale]).sort()).toEqual(es);
  });
  it.each(['en', 'pt'])('%s gives every message the ICU arguments of es', (locale) => {
    const differ = flatten(catalogues.es).flatMap((key) => {
      const want = icuArguments(messageAt(catalogues.es, key));
      const got = icuArguments(messageAt(catalogues[locale], key));
      return JSON.stringify(want) === JSON.stringify(got) ? [] : [{ key, es: want, [locale]: got }];
    });
    expect(differ).toEqual([]);
  });
  it('reads ICU arguments, nested and quoted', () => {
    expect(icuArguments('Hello {name}')).toEqual(['name']);
    expect(
      icuArguments(
        '{count, plural, one {{first} {first, plural, one {ano} other {anos}}} other {{list} anos}}',
      ),
    ).toEqual(['count', 'first', 'list']);
    expect(icuArguments("{n, plural, offset:1 =0 {none} other {# '{'literal'}' {who}}}")).toEqual([
      'n',
      'who',
    ]);
    expect(icuArguments('{amount, number, ::currency/USD} on {day, date, short}')).toEqual([
      'amount',
      'day',
    ]);
    expect(() => icuArguments('{count, plural, one {x}')).toThrow();
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
