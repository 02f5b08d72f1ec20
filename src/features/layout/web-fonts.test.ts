import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/** pdfkit's font reader (no types of its own): the brand files' line metrics. */
const fontkit = createRequire(import.meta.url)('fontkit') as {
  openSync(file: string): { ascent: number; descent: number; lineGap: number; unitsPerEm: number };
};

const css = readFileSync(path.join(import.meta.dirname, '../../app/globals.css'), 'utf8');

describe('web fonts', () => {
  it('every page names the brand faces first, their metric-matched fallbacks under them', () => {
    // Issue 14: one face from the first paint, on a first visit as on every later page; no
    // class, script or stored flag switches it.
    const theme = /@theme\s*{([^}]*)}/.exec(css)![1]!;
    expect(theme).toMatch(/--font-sans:\s*'Inter', 'Inter Fallback'/);
    expect(theme).toMatch(/--font-display:\s*'EB Garamond', 'EB Garamond Fallback'/);
    expect(css).not.toMatch(/html\.\w+\s*{[^}]*--font-/);
  });

  it('a brand face that is late swaps in over its fallback, never leaving the system face for good', () => {
    const brand = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map(([, body]) => body!)
      .filter((body) => body.includes('url('));
    expect(brand).toHaveLength(4);
    for (const body of brand) {
      expect(body).toMatch(/font-display:\s*swap/);
      // From the installed package, bundled with the build: never a font CDN.
      expect(body).toMatch(/url\('\.\.\/\.\.\/node_modules\/@fontsource\//);
    }
  });

  it('the fallback faces are local fonts with the brand faces’ line metrics (no re-flow)', () => {
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map(([, body]) => body!)
      .filter((body) => /Fallback/.test(body));
    expect(faces).toHaveLength(3);
    const brandFile = {
      'Inter Fallback': '@fontsource/inter/files/inter-latin-400-normal.woff2',
      'EB Garamond Fallback': '@fontsource/eb-garamond/files/eb-garamond-latin-500-normal.woff2',
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
