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
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const MARK = '/* xcaret: loopback host as NextURL names it */';
const files = [
  'node_modules/next/dist/server/lib/router-utils/resolve-routes.js',
  'node_modules/next/dist/esm/server/lib/router-utils/resolve-routes.js',
];
const loopback = `(/^(?:127(?:\\.\\d{1,3}){3}|\\[?::1\\]?|localhost)$/.test(opts.hostname || '') ? 'localhost' : opts.hostname || 'localhost')`;

let mended = 0;
for (const relative of files) {
  const file = path.join(root, relative);
  if (!existsSync(file)) continue;
  const source = readFileSync(file, 'utf8');
  if (source.includes(MARK)) {
    mended++;
    continue;
  }
  const patched = source.replace(
    /(formatHostname\)?\()opts\.hostname \|\| 'localhost'\)/,
    (_, call) => `${call}${MARK}${loopback})`,
  );
  if (patched === source) {
    console.warn(`patch-next: ${relative} changed upstream; the -H 127.0.0.1 mend was not applied`);
    continue;
  }
  writeFileSync(file, patched);
  mended++;
}
if (mended > 0) console.log(`patch-next: loopback binding mend in place (${mended} files)`);
