import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import HashedPolicyCache from '@/lib/security/cache-handler.mjs';

/**
 * scripts/patch-next.mjs makes Next.js import the configured cache handler once per server, not
 * on every request (`getIncrementalCache` runs for each one; an `import()` of a loaded module
 * still resolves its path: 4 % of an instance's CPU on a cached page, issue 18). Every request's
 * cache must still be made with the project's handler.
 */
const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const handlerFile = path.join(root, 'src/lib/security/cache-handler.mjs');

describe("Next.js's cache handler, imported once (scripts/patch-next.mjs)", () => {
  const commonJs = path.join(root, 'node_modules/next/dist/server/next-server.js');
  const esModule = path.join(root, 'node_modules/next/dist/esm/server/next-server.js');
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'next-server-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is patched in both of the builds Next.js ships', () => {
    for (const file of [commonJs, esModule])
      expect(readFileSync(file, 'utf8')).toContain('/* xcaret: cache handler imported once */');
  });

  it("gives every request's cache the project's handler, from one import", async () => {
    const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js') as { nodeFs: unknown };
    const NextNodeServer = (require(commonJs) as { default: { prototype: object } }).default;
    const getIncrementalCache = (
      NextNodeServer.prototype as {
        getIncrementalCache: (this: object, o: object) => Promise<{ cacheHandler: unknown }>;
      }
    ).getIncrementalCache;
    // The server's own fields that getIncrementalCache reads.
    const server: Record<string, unknown> = {
      dev: false,
      distDir: dir,
      serverDistDir: dir,
      minimalMode: false,
      nextConfig: {
        cacheHandler: handlerFile,
        cacheMaxMemorySize: 0,
        experimental: { allowedRevalidateHeaderKeys: [], isrFlushToDisk: false },
      },
      loadCustomCacheHandlers: async () => undefined,
      getCacheFilesystem: () => nodeFs,
      getPreviewProps: () => ({
        previewModeId: 'x',
        previewModeEncryptionKey: 'x',
        previewModeSigningKey: 'x',
      }),
      getPrerenderManifest: () => ({
        version: 4,
        routes: {},
        dynamicRoutes: {},
        notFoundRoutes: [],
        preview: {},
      }),
    };
    const first = await getIncrementalCache.call(server, { requestHeaders: {} });
    const imported = server.xcaretCacheHandler;
    expect(imported).toBeInstanceOf(Promise);
    const second = await getIncrementalCache.call(server, { requestHeaders: {} });
    expect(server.xcaretCacheHandler).toBe(imported);
    // Each request gets its own cache, made with the project's handler.
    expect(second).not.toBe(first);
    const handlerModule = (await imported) as { default?: unknown };
    const Handler = (handlerModule.default ?? handlerModule) as new (...a: never[]) => unknown;
    expect(first.cacheHandler).toBeInstanceOf(Handler);
    expect(second.cacheHandler).toBeInstanceOf(Handler);
    expect(Handler.name).toBe(HashedPolicyCache.name);
  });
});
