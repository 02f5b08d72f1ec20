import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
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

/** pdfkit's font reader (no types of its own): the brand files' line metrics. */
const fontkit = createRequire(import.meta.url)('fontkit') as {
  openSync(file: string): { ascent: number; descent: number; lineGap: number; unitsPerEm: number };
};

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
    const brand = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].filter(([, body]) =>
      body!.includes('url('),
    );
    const declared = brand.map(([, body]) => {
      const family = /font-family:\s*'([^']+)'/.exec(body!)?.[1];
      const weight = /font-weight:\s*(\d+)/.exec(body!)?.[1];
      return `${weight} 1em ${family!.includes(' ') ? `"${family}"` : family}`;
    });
    expect([...WEB_FONT_FACES].sort()).toEqual(declared.sort());
  });

  it('only html.webfonts switches the theme to the brand faces, the fallbacks under them', () => {
    const theme = /@theme\s*{([^}]*)}/.exec(css)![1]!;
    expect(theme).not.toMatch(/'Inter'|'Cormorant Garamond'/);
    expect(theme).toMatch(/--font-sans:\s*'Inter Fallback'/);
    expect(theme).toMatch(/--font-display:\s*'Cormorant Fallback'/);
    const switched = new RegExp(`html\\.${WEB_FONTS_CLASS}\\s*{([^}]*)}`).exec(css)![1]!;
    expect(switched).toMatch(/--font-sans:\s*'Inter', 'Inter Fallback'/);
    expect(switched).toMatch(/--font-display:\s*'Cormorant Garamond', 'Cormorant Fallback'/);
  });

  it('the fallback faces are local fonts with the brand faces’ line metrics (no re-flow)', () => {
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map(([, body]) => body!)
      .filter((body) => /Fallback/.test(body));
    expect(faces).toHaveLength(3);
    const brandFile = {
      'Inter Fallback': '@fontsource/inter/files/inter-latin-400-normal.woff2',
      'Cormorant Fallback':
        '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
    };
    for (const body of faces) {
      // Nothing is downloaded for a fallback: local fonts only.
      expect(body).not.toMatch(/url\(/);
      expect(body).toMatch(/src:\s*local\(/);
      const number = (name: string) =>
        Number(new RegExp(`${name}:\\s*([\\d.]+)%`).exec(body)![1]) / 100;
      const family = /font-family:\s*'([^']+)'/.exec(body)![1] as keyof typeof brandFile;
      const brand = fontkit.openSync(
        path.join(import.meta.dirname, '../../../node_modules', brandFile[family]),
      );
      // The overrides are of the resized font: times size-adjust they give the brand's own.
      const size = number('size-adjust');
      expect(number('ascent-override') * size).toBeCloseTo(brand.ascent / brand.unitsPerEm, 2);
      expect(number('descent-override') * size).toBeCloseTo(-brand.descent / brand.unitsPerEm, 2);
      expect(number('line-gap-override') * size).toBeCloseTo(brand.lineGap / brand.unitsPerEm, 2);
    }
  });
});
