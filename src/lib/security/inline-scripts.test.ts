import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  inlineScriptHashes,
  isFrameworkScript,
  REACT_FORM_REPLAY,
  scriptElements,
  scriptHash,
} from './inline-scripts.mjs';
import { CONSENT_PROBE, CONSENT_PROBE_HASH } from './consent-probe.mjs';
import { COOKIE } from '@/lib/cookies';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body><p>Hola</p>${scripts.join('')}</body></html>`;

const INIT = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD = 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])';
const BEFORE_INTERACTIVE = '(self.__next_s=self.__next_s||[]).push(["/x.js",{}])';
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';

describe('the script elements of a page, as the HTML parser delimits them', () => {
  it('each with its attributes and body; the first `</script` ends one, whatever follows it', () => {
    const html = [
      '<script src="/_next/a.js" async=""></script>',
      '<script nonce="n1">self.__next_f.push([1,"a"])</script >',
      '<SCRIPT type=\'application/ld+json\'>{"a":1}</SCRIPT>',
      '<script>var s = "</script><p>outside</p>',
      '<scripts>not one</scripts>',
    ].join('');
    expect(scriptElements(html)).toEqual([
      { attributes: ' src="/_next/a.js" async=""', body: '' },
      { attributes: ' nonce="n1"', body: 'self.__next_f.push([1,"a"])' },
      { attributes: " type='application/ld+json'", body: '{"a":1}' },
      { attributes: '', body: 'var s = "' },
    ]);
  });
});

describe("Next's own inline scripts", () => {
  it.each([
    ['the flight bootstrap', INIT],
    ['a flight chunk', PAYLOAD],
    ['a flight chunk with escaped markup', 'self.__next_f.push([1,"\\u003cscript\\u003e"])'],
    ['the before-interactive queue', BEFORE_INTERACTIVE],
    ["Turbopack's chunk-group bootstrap", TURBOPACK],
    ['two chunk groups, one per line', `${TURBOPACK}\n${TURBOPACK}`],
    ["React's form-replaying runtime (a page with a server action form)", REACT_FORM_REPLAY],
  ])('recognizes %s', (_, body) => {
    expect(isFrameworkScript(body)).toBe(true);
  });

  it("knows React's form-replaying runtime as the installed React DOM ships it", () => {
    // The React DOM server builds Next.js renders with (stable and experimental channels).
    const require = createRequire(import.meta.url);
    for (const channel of ['react-dom', 'react-dom-experimental']) {
      const file = require.resolve(
        `next/dist/compiled/${channel}/cjs/react-dom-server.node.production.js`,
      );
      const literal =
        /formReplayingRuntimeScript = stringToPrecomputedChunk\(\s*('(?:[^'\\]|\\.)*')\s*\)/.exec(
          readFileSync(file, 'utf8'),
        )?.[1];
      expect(literal, channel).toBeDefined();
      expect(runInNewContext(literal!), channel).toBe(REACT_FORM_REPLAY);
    }
  });

  it('refuses anything that only resembles the form-replaying runtime', () => {
    for (const body of [
      `${REACT_FORM_REPLAY}alert(1)`,
      `alert(1);${REACT_FORM_REPLAY}`,
      REACT_FORM_REPLAY.replace('preventDefault', 'stopPropagation'),
      ` ${REACT_FORM_REPLAY}`,
    ])
      expect(isFrameworkScript(body)).toBe(false);
  });

  it('knows the page shell’s consent probe, whole, and nothing that resembles it', () => {
    expect(isFrameworkScript(CONSENT_PROBE)).toBe(true);
    for (const body of [
      `${CONSENT_PROBE};alert(1)`,
      `alert(1);${CONSENT_PROBE}`,
      CONSENT_PROBE.replace('cookie_consent', 'session'),
      ` ${CONSENT_PROBE}`,
    ])
      expect(isFrameworkScript(body)).toBe(false);
  });

  it('writes out the consent probe’s own hash, for the consent cookie the bar writes', () => {
    expect(CONSENT_PROBE_HASH).toBe(sha(CONSENT_PROBE));
    expect(CONSENT_PROBE).toContain(`${COOKIE.consent}=`);
  });

  it.each([
    ['no cookie', '', false],
    ['another cookie only', 'currency=MXN', false],
    ['a cookie whose name ends like it', 'no_cookie_consent=accepted', false],
    ['the choice, alone', 'cookie_consent=rejected', true],
    ['the choice among others', 'currency=MXN; cookie_consent=accepted; lang=es', true],
  ])('the probe marks <html> only for a visitor who chose: %s', (_, cookie, marked) => {
    const attributes: Record<string, string> = {};
    const document = {
      cookie,
      documentElement: {
        setAttribute: (name: string, value: string) => (attributes[name] = value),
      },
    };
    runInNewContext(CONSENT_PROBE, { document });
    expect('data-cookie-choice' in attributes).toBe(marked);
  });

  it('hashes each of them exactly as the browser does (the element text, byte for byte)', () => {
    const { hashes, refused } = inlineScriptHashes(
      page(`<script>${INIT}</script>`, `<script>${PAYLOAD}</script>`),
    );
    expect(refused).toEqual([]);
    expect(hashes).toEqual([sha(INIT), sha(PAYLOAD)]);
    expect(scriptHash(PAYLOAD)).toBe(sha(PAYLOAD));
  });

  it('lists a repeated script once, and ignores external scripts (allowed by origin)', () => {
    const { hashes } = inlineScriptHashes(
      page(`<script>${INIT}</script>`, `<script>${INIT}</script>`, '<script src="/a.js"></script>'),
    );
    expect(hashes).toEqual([sha(INIT)]);
  });

  it('does not hash data blocks: JSON-LD is data the browser never runs', () => {
    const { hashes, refused } = inlineScriptHashes(
      page('<script type="application/ld+json">{"@type":"Hotel","name":"Xcaret"}</script>'),
    );
    expect(hashes).toEqual([]);
    expect(refused).toEqual([]);
  });
});

describe('scripts that are not Next’s own are refused, never hashed', () => {
  it.each([
    ['a plain script', '<script>alert(1)</script>'],
    ['an upper-case tag', '<SCRIPT>alert(1)</SCRIPT>'],
    ['a module', '<script type="module">alert(1)</script>'],
    ['a typed script', "<script type='text/javascript'>alert(1)</script>"],
    ['an import map', '<script type="importmap">{"imports":{}}</script>'],
    ['React’s streaming completion', '<script>$RC("B:0","S:0")</script>'],
    // Text that broke out of a flight chunk's string: the pushed value is no longer JSON.
    [
      'a chunk with code after its string',
      '<script>self.__next_f.push([1,""]);alert(1)//"])</script>',
    ],
    ['a chunk pushing code', '<script>self.__next_f.push([1,alert(1)])</script>'],
    ['a look-alike prefix', '<script>self.__next_f.push.call(0,alert(1))</script>'],
    ['a script with both src and a body', '<script src="/a.js">alert(1)</script>'],
    ['a Turbopack push with code after it', `<script>${TURBOPACK}alert(1)</script>`],
    [
      'a Turbopack push of code',
      '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));</script>',
    ],
    ['a Turbopack push then a line of code', `<script>${TURBOPACK}\nalert(1)</script>`],
    ['a flight chunk pushing an object', '<script>self.__next_f.push({"a":1})</script>'],
  ])('%s', (_, script) => {
    const { hashes, refused } = inlineScriptHashes(page(`<script>${INIT}</script>`, script));
    expect(refused).toHaveLength(1);
    expect(hashes).toEqual([sha(INIT)]);
  });

  it('a script injected through a JSON-LD block (closing it early) is a script of its own, refused', () => {
    const jsonLd =
      '<script type="application/ld+json">{"name":"</script><script>alert(1)</script>"}</script>';
    const { hashes, refused } = inlineScriptHashes(page(jsonLd));
    expect(hashes).toEqual([]);
    expect(refused).toEqual(['alert(1)']);
  });

  it('text from content, escaped by React, contains no script element at all', () => {
    // What React renders for the text `<script>alert(1)</script>` in a paragraph.
    const { hashes, refused } = inlineScriptHashes(
      page('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'),
    );
    expect(hashes).toEqual([]);
    expect(refused).toEqual([]);
  });
});
