import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * scripts/patch-next.mjs remembers the ETag of each large body Next.js serves from its page cache
 * (issue 18: hashing a 100 KB cached page on every visit was a tenth of an instance's CPU). The
 * header must stay exactly Next.js's own: the same value, weak or strong, and a different body
 * (of the same length, the memo's worst case) its own.
 */
const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
type Etag = {
  fnv1a52: (body: string) => number;
  generateETag: (body: string, weak?: boolean) => string;
};
const nextOwn = (etag: Etag, body: string) =>
  `"${etag.fnv1a52(body).toString(36)}${body.length.toString(36)}"`;

describe("Next.js's ETag, remembered per body (scripts/patch-next.mjs)", () => {
  const commonJs = path.join(root, 'node_modules/next/dist/server/lib/etag.js');
  const esModule = path.join(root, 'node_modules/next/dist/esm/server/lib/etag.js');

  it('is patched in both of the builds Next.js ships', () => {
    for (const file of [commonJs, esModule])
      expect(readFileSync(file, 'utf8')).toContain('/* xcaret: ETag remembered per body */');
  });

  for (const [name, load] of [
    ['CommonJS', async () => require(commonJs) as Etag],
    ['ES module', async () => (await import(esModule)) as Etag],
  ] as const)
    it(`${name}: gives Next.js's own value, on every visit, for every body`, async () => {
      const etag = await load();
      const page = `<!DOCTYPE html>${'<p>Habitación con vista al mar</p>'.repeat(300)}`;
      const other = `${page.slice(0, -1)}!`;
      expect(page.length).toBe(other.length);
      for (let visit = 0; visit < 3; visit++) {
        expect(etag.generateETag(page)).toBe(nextOwn(etag, page));
        expect(etag.generateETag(page, true)).toBe(`W/${nextOwn(etag, page)}`);
        expect(etag.generateETag(other)).toBe(nextOwn(etag, other));
      }
      expect(nextOwn(etag, other)).not.toBe(nextOwn(etag, page));
      // A small body (an RSC payload, a 404) is hashed as before, never kept.
      expect(etag.generateETag('{"a":1}')).toBe(nextOwn(etag, '{"a":1}'));
    });
});
