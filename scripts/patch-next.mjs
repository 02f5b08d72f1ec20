#!/usr/bin/env node
/**
 * Runs after every install (`postinstall`): mends a Next.js bug until its fix is released
 * (vercel/next.js issue 94745, pull request 95917). Under `next start -H 127.0.0.1` (the usual
 * binding behind a proxy) Next.js builds the server's own origin from the literal hostname,
 * while the proxy's URLs name every loopback host `localhost`; each internal rewrite (next-intl's
 * localized slugs: `/es/hoteles/` → `/es/hotels/`) then looks external and the slug redirects to
 * itself for ever. The mend gives the server's origin the same loopback name. Idempotent; it
 * says so when Next.js changed and the mend no longer applies (tests/e2e/bindings.spec.ts then
 * shows whether the bug is gone).
 *
 * And one cost (decision 0044, issue 18): Next.js hashes the whole body of every page it serves
 * from its page cache to make the ETag (FNV-1a in JavaScript, one character at a time): 10 % of
 * an instance's CPU on a 100 KB cached page. The same cached page is the same string object on
 * every visit, so the ETag is remembered per body (the last 64 bodies): the header and the 304
 * answers stay exactly as Next.js makes them.
 *
 * And its sibling: Next.js sends such a body as a string, so every visit turns the same 100 KB
 * of text into UTF-8 twice (Buffer.byteLength for the Content-Length, then the socket write):
 * a quarter of an instance's CPU on a cached page. Its UTF-8 bytes are remembered per body too
 * (the last 64 bodies of 4 KB or more), and the response is the same bytes with the same
 * Content-Length. And Next.js imports its configured cache handler once per server, not once per
 * request.
 *
 * And two dependencies beside Next.js: use-intl (next-intl's core) keeps one formatting cache per
 * server instead of one per request, and drizzle remembers its class checks (below).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Applies one mend to each of `files` that exists: a file already carrying `mark` counts as
 * mended; otherwise `replace(source)` returns the mended source, or the same source when
 * Next.js changed there (then it says so and leaves the file alone). Says how many are mended.
 */
function mend(name, files, mark, replace) {
  let mended = 0;
  for (const relative of files) {
    const file = path.join(root, relative);
    if (!existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    if (source.includes(mark)) {
      mended++;
      continue;
    }
    const patched = replace(source);
    if (patched === source || !patched.includes(mark)) {
      console.warn(`patch-next: ${relative} changed upstream; the ${name} was not applied`);
      continue;
    }
    writeFileSync(file, patched);
    mended++;
  }
  if (mended > 0) console.log(`patch-next: ${name} in place (${mended} files)`);
}

const MARK = '/* xcaret: loopback host as NextURL names it */';
const loopback = `(/^(?:127(?:\\.\\d{1,3}){3}|\\[?::1\\]?|localhost)$/.test(opts.hostname || '') ? 'localhost' : opts.hostname || 'localhost')`;
mend(
  'loopback binding mend',
  [
    'node_modules/next/dist/server/lib/router-utils/resolve-routes.js',
    'node_modules/next/dist/esm/server/lib/router-utils/resolve-routes.js',
  ],
  MARK,
  (source) =>
    source.replace(
      /(formatHostname\)?\()opts\.hostname \|\| 'localhost'\)/,
      (_, call) => `${call}${MARK}${loopback})`,
    ),
);

const ETAG_MARK = '/* xcaret: ETag remembered per body */';
const etagSource = `const generateETag = (payload, weak = false)=>{
    const prefix = weak ? 'W/"' : '"';
    return prefix + fnv1a52(payload).toString(36) + payload.length.toString(36) + '"';
};`;
// A Map keyed by the body: a string this long is found by length and compared by identity
// first, so a cached page's second visit costs no pass over its characters.
const etagMemo = `const generateETag = (payload, weak = false)=>{
    ${ETAG_MARK}
    const prefix = weak ? 'W/"' : '"';
    let hash = etagBodies.get(payload);
    if (hash === undefined) {
        hash = fnv1a52(payload).toString(36) + payload.length.toString(36);
        if (payload.length >= 4096) {
            if (etagBodies.size >= 64) etagBodies.delete(etagBodies.keys().next().value);
            etagBodies.set(payload, hash);
        }
    }
    return prefix + hash + '"';
};
const etagBodies = new Map();`;
mend(
  'ETag memo',
  ['node_modules/next/dist/server/lib/etag.js', 'node_modules/next/dist/esm/server/lib/etag.js'],
  ETAG_MARK,
  (source) => source.replace(etagSource, etagMemo),
);

const BYTES_MARK = '/* xcaret: UTF-8 bytes remembered per body */';
const sendSource = `    if (payload) {
        res.setHeader('Content-Length', Buffer.byteLength(payload));
    }
    if (req.method === 'HEAD') {
        res.end(null);
        return;
    }
    if (payload !== null) {
        res.end(payload);
        return;
    }`;
// Keyed by the body string, as the ETag memo above: a cached page's next visit finds it by
// identity, with no pass over its characters.
const sendBytes = `    ${BYTES_MARK}
    const bytes = payload ? bytesOfBody(payload) : null;
    if (bytes) {
        res.setHeader('Content-Length', bytes.length);
    }
    if (req.method === 'HEAD') {
        res.end(null);
        return;
    }
    if (payload !== null) {
        res.end(bytes ?? payload);
        return;
    }`;
const bytesMemo = `
function bytesOfBody(payload) {
    let bytes = sentBodies.get(payload);
    if (bytes === undefined) {
        bytes = Buffer.from(payload, 'utf8');
        if (payload.length >= 4096) {
            if (sentBodies.size >= 64) sentBodies.delete(sentBodies.keys().next().value);
            sentBodies.set(payload, bytes);
        }
    }
    return bytes;
}
const sentBodies = new Map();`;
mend(
  'body bytes memo',
  [
    'node_modules/next/dist/server/send-payload.js',
    'node_modules/next/dist/esm/server/send-payload.js',
  ],
  BYTES_MARK,
  (source) =>
    source.includes(sendSource) ? source.replace(sendSource, sendBytes) + bytesMemo : source,
);

const HANDLER_MARK = '/* xcaret: cache handler imported once */';
// getIncrementalCache runs for every request, and imported the configured cache handler each
// time: an `import()` of a module already loaded still resolves its path and URL (4 % of an
// instance's CPU on a cached page). The module is the same for the server's life.
mend(
  'cache handler import memo',
  [
    'node_modules/next/dist/server/next-server.js',
    'node_modules/next/dist/esm/server/next-server.js',
  ],
  HANDLER_MARK,
  (source) =>
    source.replace(
      /(let CacheHandler;\n\s*const \{ cacheHandler \} = this\.nextConfig;\n\s*if \(cacheHandler\) \{\n\s*)CacheHandler = ((?:\(0, _interopdefault\.interopDefault\)|interopDefault)\()await ([^\n]*)\);\n/,
      (_, head, interop, load) =>
        `${head}${HANDLER_MARK}\n            this.xcaretCacheHandler ??= ${load};\n            CacheHandler = ${interop}await this.xcaretCacheHandler);\n`,
    ),
);

const INTL_MARK = '/* xcaret: one formatting cache per server */';
// use-intl makes a new formatting cache for every request (next-intl's server functions) and
// every render of its provider, so each request parses every message it formats again
// (IntlMessageFormat) and makes its Intl formatters again: about 9 % of the search page's
// time. Each entry is keyed by everything that makes it (the message's own text, the locale,
// the formats and time zone, an Intl formatter's options), so one cache serves every request
// of the server. A new one is started every 10,000 caches asked for (a request asks for one per
// namespace it translates, and one per render of the provider), so that it stays bounded
// whatever is formatted. Browsers keep their own cache per provider, as before.
const intlCacheSource =
  /function (\w+)\(\)\s*\{\s*return\s*\{\s*dateTime: ?\{\},\s*number: ?\{\},\s*message: ?\{\},\s*relativeTime: ?\{\},\s*pluralRules: ?\{\},\s*list: ?\{\},\s*displayNames: ?\{\}\s*\};?\s*\}/;
const intlCacheShared = `
function xcaretIntlCache(make) {
  if (typeof window !== 'undefined') return make();
  const key = Symbol.for('xcaret.useIntl.cache');
  let shared = globalThis[key];
  if (!shared || shared.uses >= 10_000) shared = globalThis[key] = { uses: 0, cache: make() };
  shared.uses++;
  return shared.cache;
}`;
const intlDirs = [
  'node_modules/use-intl/dist/esm/production',
  'node_modules/use-intl/dist/esm/development',
];
mend(
  'use-intl shared formatting cache',
  intlDirs.flatMap((dir) =>
    existsSync(path.join(root, dir))
      ? readdirSync(path.join(root, dir))
          .filter((name) => /^formatters-[\w-]+\.js$/.test(name))
          .map((name) => `${dir}/${name}`)
      : [],
  ),
  INTL_MARK,
  (source) =>
    source.replace(
      intlCacheSource,
      (_, name) =>
        `function ${name}() {${INTL_MARK} return xcaretIntlCache(() => ({ dateTime: {}, number: {}, message: {}, relativeTime: {}, pluralRules: {}, list: {}, displayNames: {} })); }`,
    ) + (intlCacheSource.test(source) ? intlCacheShared : ''),
);

const IS_MARK = '/* xcaret: is() remembered per class */';
// Drizzle asks `is(value, Class)` for every parameter it binds (is it JSON, a numeric, a date,
// a time, a UUID…) and every column it reads back, and a "no" walks the value's whole class
// chain: 150 ns a time, 8 % of the availability API's CPU. The answer depends only on the
// value's class and the asked class's kind (static fields of drizzle's classes), so it is
// remembered per class; `instanceof` still answers first, and a class that is not a drizzle
// entity still throws.
const isSource = `  if (!Object.prototype.hasOwnProperty.call(type, entityKind)) {
    throw new Error(
      \`Class "\${type.name ?? "<unknown>"}" doesn't look like a Drizzle entity. If this is incorrect and the class is provided by Drizzle, please report this as a bug.\`
    );
  }
  let cls = Object.getPrototypeOf(value).constructor;
  if (cls) {
    while (cls) {
      if (entityKind in cls && cls[entityKind] === type[entityKind]) {
        return true;
      }
      cls = Object.getPrototypeOf(cls);
    }
  }
  return false;
}`;
// Remembered per (value's class, asked class): a class that is not an entity is never
// remembered, so it throws every time, as before.
const isMemo = `  ${IS_MARK}
  const first = Object.getPrototypeOf(value).constructor;
  const known = typeof first === "function" ? isKnown.get(first) : undefined;
  const seen = known === undefined ? undefined : known.get(type);
  if (seen !== undefined) {
    return seen;
  }
  if (!Object.prototype.hasOwnProperty.call(type, entityKind)) {
    throw new Error(
      \`Class "\${type.name ?? "<unknown>"}" doesn't look like a Drizzle entity. If this is incorrect and the class is provided by Drizzle, please report this as a bug.\`
    );
  }
  let found = false;
  let cls = first;
  while (cls) {
    if (entityKind in cls && cls[entityKind] === type[entityKind]) {
      found = true;
      break;
    }
    cls = Object.getPrototypeOf(cls);
  }
  if (typeof first === "function") {
    if (known === undefined) isKnown.set(first, new Map([[type, found]]));
    else known.set(type, found);
  }
  return found;
}
const isKnown = new WeakMap();`;
mend(
  'drizzle is() memo',
  ['node_modules/drizzle-orm/entity.js', 'node_modules/drizzle-orm/entity.cjs'],
  IS_MARK,
  (source) => source.replace(isSource, isMemo),
);
