import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * scripts/patch-next.mjs remembers the UTF-8 bytes of each large body Next.js sends whole (a page
 * from its page cache): turning the same 100 KB string into UTF-8 twice per visit was a quarter of
 * an instance's CPU (issue 18). What reaches the socket must stay exactly what Next.js sends: the
 * same bytes, the same Content-Length, nothing for a HEAD, and each body its own bytes.
 */
const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
type Send = { sendRenderResult: (options: object) => Promise<void> };

/** A response that records what Next.js set and sent. */
function response() {
  const headers = new Map<string, unknown>();
  const sent: { body?: unknown; ended: boolean } = { ended: false };
  return {
    sent,
    headers,
    res: {
      finished: false,
      headersSent: false,
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), value),
      end(body: unknown) {
        sent.body = body;
        sent.ended = true;
      },
    },
  };
}

/** A whole body as Next.js's RenderResult holds a cached page. */
const whole = (body: string) => ({
  isDynamic: false,
  contentType: 'text/html; charset=utf-8',
  toUnchunkedString: () => body,
});

async function visit(send: Send, body: string, method = 'GET') {
  const { res, sent, headers } = response();
  await send.sendRenderResult({
    req: { method, headers: {} },
    res,
    result: whole(body),
    generateEtags: false,
    poweredByHeader: false,
  });
  const bytes =
    sent.body === null || sent.body === undefined
      ? null
      : Buffer.isBuffer(sent.body)
        ? sent.body
        : Buffer.from(String(sent.body), 'utf8');
  return { bytes, length: headers.get('content-length'), ended: sent.ended };
}

describe("Next.js's whole bodies, their bytes remembered per body (scripts/patch-next.mjs)", () => {
  const commonJs = path.join(root, 'node_modules/next/dist/server/send-payload.js');
  const esModule = path.join(root, 'node_modules/next/dist/esm/server/send-payload.js');

  it('is patched in both of the builds Next.js ships', () => {
    for (const file of [commonJs, esModule])
      expect(readFileSync(file, 'utf8')).toContain('/* xcaret: UTF-8 bytes remembered per body */');
  });

  for (const [name, load] of [
    ['CommonJS', async () => require(commonJs) as Send],
    ['ES module', async () => (await import(esModule)) as Send],
  ] as const)
    it(`${name}: sends the body's own bytes and length, on every visit, for every body`, async () => {
      const send = await load();
      // Accents and an emoji: more bytes than characters.
      const page = `<!DOCTYPE html>${'<p>Habitación con vista al mar 🌊</p>'.repeat(300)}`;
      const other = `${page.slice(0, -1)}!`;
      expect(page.length).toBe(other.length);
      for (let n = 0; n < 3; n++) {
        for (const body of [page, other]) {
          const { bytes, length, ended } = await visit(send, body);
          expect(ended).toBe(true);
          expect(bytes!.toString('utf8')).toBe(body);
          expect(Number(length)).toBe(Buffer.byteLength(body));
          expect(Number(length)).toBeGreaterThan(body.length);
        }
      }
      // A HEAD: the length, no body.
      const head = await visit(send, page, 'HEAD');
      expect(head.bytes).toBeNull();
      expect(Number(head.length)).toBe(Buffer.byteLength(page));
      // A small body (an RSC payload, a 404) and an empty one, as before.
      const small = await visit(send, '{"título":1}');
      expect(small.bytes!.toString('utf8')).toBe('{"título":1}');
      expect(Number(small.length)).toBe(Buffer.byteLength('{"título":1}'));
      const empty = await visit(send, '');
      expect(empty.length).toBeUndefined();
      expect(empty.bytes!.length).toBe(0);
    });
});
