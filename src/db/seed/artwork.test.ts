import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { complements, products } from './parks';
import { installmentBanks } from './reference';

const publicFile = (src: string) => path.join(import.meta.dirname, '../../../public', src);

/** Every picture the demo catalogue names is a file the site serves (issue 19: bank logos were 404). */
describe('the seed names only artwork that exists', () => {
  it.each(installmentBanks.map((b) => [b.name, b.logo] as const))(
    "%s's logo is an SVG with the bank's name",
    (name, logo) => {
      expect(logo).toMatch(/^\/art\/banks\/[a-z0-9-]+\.svg$/);
      expect(existsSync(publicFile(logo)), logo).toBe(true);
      const svg = readFileSync(publicFile(logo), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`<title>${name}</title>`);
      // Drawn here: no external references, no scripts.
      expect(svg).not.toMatch(/<script|href=|url\(/i);
    },
  );

  it('every complement image exists', () => {
    for (const c of complements) expect(existsSync(publicFile(c.img)), c.img).toBe(true);
  });
});

describe('schedule slots speak no language', () => {
  it('every slot label is a time or a span of times, the same on every page (issue 19)', () => {
    const labels = products.flatMap((p) => p.slots.map((s) => [p.code, s.label] as const));
    expect(labels.length).toBeGreaterThan(20);
    for (const [code, label] of labels)
      expect(label, code).toMatch(/^\d{1,2}:\d{2}( - \d{1,2}:\d{2})?$/);
  });
});
