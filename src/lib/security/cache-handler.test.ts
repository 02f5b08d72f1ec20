import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HashedPolicyCache, {
  applyRevalidation,
  attachToBridge,
  PAGE_CACHE_SYNC,
  pageCacheBridge,
  pagePolicy,
  POLICY_FOR_HASHES,
  withPolicy,
} from './cache-handler.mjs';
import {
  contentSecurityPolicy,
  POLICY_FOR_HASHES as REGISTERED,
  registerHashPolicy,
} from './headers';

const INIT = '(self.__next_f=self.__next_f||[]).push([0])';
const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const html = (extra = '') => `<html><body><script>${INIT}</script>${extra}</body></html>`;
const settings = { isDev: false, isHttps: true };
const policyFor = (hashes: string[]) => contentSecurityPolicy({ ...settings, hashes });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a cached page's policy", () => {
  it('allows exactly the hashes of its inline scripts, and no nonce', () => {
    const policy = pagePolicy(html(), policyFor);
    expect(/script-src ([^;]*)/.exec(policy)![1]).toBe(`'self' ${sha(INIT)}`);
    expect(policy).not.toMatch(/nonce|unsafe-eval|strict-dynamic/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('allows no inline script at all when one is not Next’s own, and says so', () => {
    const report = vi.fn();
    const policy = pagePolicy(html('<script>alert(1)</script>'), policyFor, report);
    expect(policy).toMatch(/script-src 'self';/);
    expect(policy).not.toContain('sha256-');
    expect(report).toHaveBeenCalledWith(expect.stringContaining('not Next.js own'), {
      refused: ['alert(1)'],
    });
  });

  it('without the app’s builder, is a policy that allows no inline script', () => {
    const policy = pagePolicy(html(), undefined);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('sha256-');
  });
});

describe('cache entries', () => {
  it('the app registers its policy where the cache handler reads it', () => {
    expect(REGISTERED).toBe(POLICY_FOR_HASHES);
  });

  it('a page entry gets its policy header; other entries are left alone', () => {
    vi.stubGlobal(POLICY_FOR_HASHES, undefined);
    registerHashPolicy();
    const page = withPolicy(
      { kind: 'APP_PAGE', html: html(), headers: { 'x-next-cache-tags': 't' } },
      { whenReading: false },
    );
    expect(page.headers['content-security-policy']).toContain(sha(INIT));
    expect(page.headers['x-next-cache-tags']).toBe('t');
    const route = { kind: 'APP_ROUTE', body: 'x', headers: {} };
    expect(withPolicy(route, { whenReading: true }).headers).toEqual({});
  });

  it('a policy stored with a page on disk is not trusted: it is made again when read', () => {
    vi.stubGlobal(POLICY_FOR_HASHES, policyFor);
    const read = withPolicy(
      {
        kind: 'APP_PAGE',
        html: html(),
        headers: { 'content-security-policy': "script-src 'unsafe-inline'" },
      },
      { whenReading: true },
    );
    expect(read.headers['content-security-policy']).toBe(policyFor([sha(INIT)]));
  });

  it('a regenerated page gets the hashes of its new scripts', () => {
    vi.stubGlobal(POLICY_FOR_HASHES, policyFor);
    const before = withPolicy(
      { kind: 'APP_PAGE', html: html(), headers: {} },
      { whenReading: false },
    );
    const chunk = 'self.__next_f.push([1,"price 120"])';
    const after = withPolicy(
      { kind: 'APP_PAGE', html: html(`<script>${chunk}</script>`), headers: {} },
      { whenReading: false },
    );
    expect(before.headers['content-security-policy']).not.toContain(sha(chunk));
    expect(after.headers['content-security-policy']).toContain(sha(chunk));
  });

  it('during the build (no builder yet) the page is stored as is, and given its policy when read', () => {
    vi.stubGlobal(POLICY_FOR_HASHES, undefined);
    const value = { kind: 'APP_PAGE', html: html(), headers: {} };
    expect(withPolicy(value, { whenReading: false }).headers).toEqual({});
    vi.stubGlobal(POLICY_FOR_HASHES, policyFor);
    expect(withPolicy(value, { whenReading: true }).headers).toEqual({
      'content-security-policy': policyFor([sha(INIT)]),
    });
  });
});

describe('what the page cache keeps', () => {
  const stored = () =>
    vi
      .spyOn(
        Object.getPrototypeOf(HashedPolicyCache.prototype) as { set: () => Promise<void> },
        'set',
      )
      .mockResolvedValue(undefined);

  it('a page is kept with its policy', async () => {
    vi.stubGlobal(POLICY_FOR_HASHES, policyFor);
    const set = stored();
    const value = { kind: 'APP_PAGE', html: html(), headers: {}, status: 200 };
    await new HashedPolicyCache({}).set('/es/parks/xcaret', value, {});
    expect(set).toHaveBeenCalledTimes(1);
    expect(set.mock.calls[0]).toEqual(['/es/parks/xcaret', value, {}]);
    expect(value.headers).toEqual({ 'content-security-policy': policyFor([sha(INIT)]) });
    set.mockRestore();
  });

  it.each([404, 410, 500])(
    'a page that answered %i is not kept (any made-up address would fill the disk), but has its policy',
    async (status) => {
      vi.stubGlobal(POLICY_FOR_HASHES, policyFor);
      const set = stored();
      const value = { kind: 'APP_PAGE', html: html(), headers: {}, status };
      await new HashedPolicyCache({}).set('/es/parks/made-up', value, {});
      expect(set).not.toHaveBeenCalled();
      expect(value.headers).toEqual({ 'content-security-policy': policyFor([sha(INIT)]) });
      set.mockRestore();
    },
  );

  it('entries that are not pages are kept as Next keeps them', async () => {
    const set = stored();
    const value = { kind: 'FETCH', data: { status: 404 } };
    await new HashedPolicyCache({}).set('fetch-key', value, {});
    expect(set).toHaveBeenCalledTimes(1);
    set.mockRestore();
  });
});

/** Next's own record of revalidated tags, the one its page cache reads. */
const { areTagsExpired } = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
) as { areTagsExpired: (tags: string[], lastModified: number) => boolean };
const justBefore = () => Date.now() - 1_000;
let unique = 0;
const tag = () => `_N_T_/test-${process.pid}-${++unique}`;

describe('revalidation on every instance (decision 0046)', () => {
  it('takes the other instances’ revalidations from the global it shares with the app', () => {
    expect(PAGE_CACHE_SYNC).toBe(Symbol.for('xcaret.pageCache.sync'));
    expect(pageCacheBridge().apply).toBe(applyRevalidation);
  });

  it('a revalidation here expires the pages here, then goes to the other instances', async () => {
    const published = vi.fn(() => {
      // Sent after Next's own record was updated.
      expect(areTagsExpired([own], justBefore())).toBe(true);
    });
    const bridge = pageCacheBridge();
    const previous = bridge.publish;
    bridge.publish = published;
    const own = tag();
    try {
      await new HashedPolicyCache({}).revalidateTag(own);
      await new HashedPolicyCache({}).revalidateTag([], undefined);
    } finally {
      bridge.publish = previous;
    }
    expect(published).toHaveBeenCalledTimes(1);
    expect(published).toHaveBeenCalledWith([own], undefined);
  });

  it('a failure to send never fails the revalidation', async () => {
    const bridge = pageCacheBridge();
    const previous = bridge.publish;
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const own = tag();
    bridge.publish = () => {
      throw new Error('no connection');
    };
    try {
      await new HashedPolicyCache({}).revalidateTag([own]);
      bridge.publish = () => Promise.reject(new Error('no connection'));
      await new HashedPolicyCache({}).revalidateTag([own]);
    } finally {
      bridge.publish = previous;
      report.mockRestore();
    }
    expect(areTagsExpired([own], justBefore())).toBe(true);
  });

  it('another instance’s revalidation expires the pages here as Next’s own does', async () => {
    const other = tag();
    expect(areTagsExpired([other], justBefore())).toBe(false);
    await applyRevalidation([other]);
    expect(areTagsExpired([other], justBefore())).toBe(true);
    // A page made after it is not expired.
    expect(areTagsExpired([other], Date.now() + 1)).toBe(false);
  });

  it('revalidations that arrived before the handler loaded are applied when it does', () => {
    const early = tag();
    const bridge = { pending: [{ tags: [early] }] };
    attachToBridge(bridge);
    expect(bridge.pending).toEqual([]);
    expect(areTagsExpired([early], justBefore())).toBe(true);
  });
});
