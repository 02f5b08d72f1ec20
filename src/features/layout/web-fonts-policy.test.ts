import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  WEB_FONT_FACES,
  WEB_FONTS_CLASS,
  WEB_FONTS_HEAD_SCRIPT,
  WEB_FONTS_STORAGE_KEY,
  webFontsCached,
} from './web-fonts-policy';

/** Runs the <head> script against a stand-in document and storage. */
function runHeadScript(getItem: (key: string) => string | null) {
  const classes = new Set<string>();
  const document = { documentElement: { classList: { add: (c: string) => classes.add(c) } } };
  new Function('localStorage', 'document', WEB_FONTS_HEAD_SCRIPT)({ getItem }, document);
  return classes;
}

const css = readFileSync(path.join(import.meta.dirname, '../../app/globals.css'), 'utf8');

describe('web fonts', () => {
  it('a later visit starts in the brand faces once they are cached', () => {
    expect(runHeadScript((key) => (key === WEB_FONTS_STORAGE_KEY ? '1' : null))).toEqual(
      new Set([WEB_FONTS_CLASS]),
    );
  });

  it('a first visit keeps the system faces', () => {
    expect(runHeadScript(() => null).size).toBe(0);
    expect(webFontsCached(() => ({ getItem: () => null }))).toBe(false);
    expect(webFontsCached(() => ({ getItem: () => '1' }))).toBe(true);
  });

  it('storage that throws leaves the page in the system faces instead of breaking it', () => {
    expect(
      runHeadScript(() => {
        throw new Error('SecurityError');
      }).size,
    ).toBe(0);
    expect(
      webFontsCached(() => {
        throw new Error('SecurityError');
      }),
    ).toBe(false);
  });

  it('every face fetched after the first load is one the stylesheet declares', () => {
    const declared = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
      const family = /font-family:\s*'([^']+)'/.exec(body!)?.[1];
      const weight = /font-weight:\s*(\d+)/.exec(body!)?.[1];
      return `${weight} 1em ${family!.includes(' ') ? `"${family}"` : family}`;
    });
    expect([...WEB_FONT_FACES].sort()).toEqual(declared.sort());
  });

  it('only html.webfonts switches the theme to the brand faces', () => {
    const theme = /@theme\s*{([^}]*)}/.exec(css)![1]!;
    expect(theme).not.toMatch(/Inter|Cormorant/);
    const switched = new RegExp(`html\\.${WEB_FONTS_CLASS}\\s*{([^}]*)}`).exec(css)![1]!;
    expect(switched).toMatch(/--font-sans:\s*'Inter'/);
    expect(switched).toMatch(/--font-display:\s*'Cormorant Garamond'/);
  });
});
