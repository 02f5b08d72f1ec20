/**
 * Next.js's page cache (`cacheHandler` in next.config.ts) with one addition: every cached page
 * carries the Content-Security-Policy that allows exactly its own inline scripts, by hash
 * (decision 0044). Plain JavaScript: Next.js imports this file itself, outside its bundler.
 *
 * The policy is put into the entry's headers, which Next.js sends with the page: when the
 * build's prerendered page is first read, and whenever a regenerated page is written (ISR,
 * revalidation). The rest of the policy (frames, media, …) comes from the app's one policy
 * builder (src/lib/security/headers.ts), which src/instrumentation.ts registers at start-up.
 * A page with an inline script that is not Next's own gets no allowance for any inline script:
 * it shows but does not run, and the error is logged (fail closed).
 *
 * Revalidation reaches every instance (decision 0046): Next keeps which tags were revalidated
 * in memory, per process. After applying one of its own, this handler hands the tags to the
 * app's page-cache sync (src/server/page-cache-sync.ts, PostgreSQL LISTEN/NOTIFY), which sends
 * them to the other instances and gives theirs back here (`applyRevalidation`). The two meet
 * on a global (PAGE_CACHE_SYNC): the app's bundle cannot import this file.
 */
import { createRequire } from 'node:module';
import { inlineScriptHashes } from './inline-scripts.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
/**
 * Next's record of revalidated tags in this process (`tag → { stale?, expired? }`, ms), and its
 * own check of whether one of an entry's tags was made stale after the entry was written.
 */
const {
  tagsManifest,
  areTagsStale,
} = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

/** Where src/instrumentation.ts leaves the app's policy builder: (hashes) => policy. */
export const POLICY_FOR_HASHES = Symbol.for('xcaret.csp.policyForHashes');
/**
 * Where this handler and the app's page-cache sync meet: `{ publish?, apply?, pending }`. The
 * app sets `publish` (tags revalidated here go to the other instances); this module sets `apply`
 * (tags another instance revalidated); what arrived before this module was loaded waits in
 * `pending`. The app keeps the same symbol (src/server/page-cache-sync.ts).
 */
export const PAGE_CACHE_SYNC = Symbol.for('xcaret.pageCache.sync');
/** The policy when the builder is missing: allows no inline script at all. */
const FALLBACK_POLICY =
  "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";
const CSP = 'content-security-policy';

/**
 * The policy for a page's HTML. `policyFor` builds the app's policy from a hash list.
 * @param {string} html
 * @param {((hashes: string[]) => string) | undefined} policyFor
 * @param {(message: string, detail: object) => void} [report]
 */
export function pagePolicy(html, policyFor, report = console.error) {
  const { hashes, refused } = inlineScriptHashes(html);
  if (refused.length > 0) {
    report('csp: inline scripts that are not Next.js own; none is allowed on this page', {
      refused,
    });
  }
  const allowed = refused.length > 0 ? [] : hashes;
  return policyFor ? policyFor(allowed) : FALLBACK_POLICY;
}

/** Values given their policy in this process (Next keeps and sends the same object). */
const done = new WeakSet();

/**
 * Gives an APP_PAGE cache value the policy of its HTML. Values without HTML (route handlers,
 * fetch data) are left alone. A value read from disk is checked again: a policy stored by an
 * earlier start (other settings, an older build) is never trusted.
 * @param {any} value
 * @param {{ whenReading: boolean }} options
 */
export function withPolicy(value, { whenReading }) {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string') return value;
  if (done.has(value)) return value;
  /** @type {((hashes: string[]) => string) | undefined} */
  const policyFor = /** @type {any} */ (globalThis)[POLICY_FOR_HASHES];
  // During the build the app's builder is not loaded: the policy is made when the page is read.
  if (!policyFor && !whenReading) return value;
  if (!policyFor) console.error('csp: no policy builder registered; inline scripts refused');
  value.headers = { ...value.headers, [CSP]: pagePolicy(value.html, policyFor) };
  done.add(value);
  return value;
}

/**
 * Whether a cache value is a page that answered with an error status (a 404, a 500).
 * @param {any} value
 */
export function isErrorPage(value) {
  return value?.kind === 'APP_PAGE' && typeof value.status === 'number' && value.status >= 400;
}

const TAGS = 'x-next-cache-tags';

/** @param {any} value @returns {string[]} */
function tagsOf(value) {
  const header = value?.headers?.[TAGS];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/**
 * Whether one of the tags was revalidated (made stale or expired) at or after `since`. At the
 * same millisecond counts: which came first is unknown, and the safe answer is "changed".
 * @param {string[]} tags @param {number} since @param {number} [now]
 */
export function changedSince(tags, since, now = Date.now()) {
  for (const tag of tags) {
    const entry = tagsManifest.get(tag);
    for (const at of [entry?.stale, entry?.expired]) {
      if (typeof at === 'number' && at >= since && at <= now) return true;
    }
  }
  return false;
}

/**
 * Whether what a read of the page cache returned makes Next render the page again: nothing
 * (never made, or expired by a revalidation), stale by a tag, or past its `revalidate` time.
 * Unknown lifetimes count as a render (the safe side: at most one render too many).
 * @param {any} entry @param {number} now
 */
export function leadsToRender(entry, now) {
  if (!entry?.value) return true;
  const { lastModified } = entry;
  if (typeof lastModified !== 'number' || lastModified < 0) return true;
  const tags = tagsOf(entry.value);
  if (areTagsStale(tags, lastModified)) return true;
  const revalidate = entry.cacheControl?.revalidate;
  if (revalidate === false) return false;
  return typeof revalidate !== 'number' || lastModified + revalidate * 1000 < now;
}

/**
 * When each page that is being made again began: the first read since the page was last
 * stored that led to a render. Next renders a page once at a time (its revalidate batcher),
 * and every request that asks meanwhile joins that render, so the first such read is never
 * later than the start of the render that ends in the next `set`.
 */
const renderingSince = new Map();
/** Keys whose render never ended in a write (a failure) are forgotten, oldest first, past this many. */
const MAX_RENDERING = 10_000;

/** @param {string} key @param {number} now */
function noteRender(key, now) {
  if (renderingSince.has(key)) return;
  // The oldest is the likeliest to be a render that failed (a newer one may still be in flight).
  if (renderingSince.size >= MAX_RENDERING)
    renderingSince.delete(renderingSince.keys().next().value);
  renderingSince.set(key, now);
}

/**
 * Applies a revalidation to this process's tags manifest exactly as Next's own does
 * (FileSystemCache.prototype.revalidateTag: expired now, or stale now and expired after the
 * profile's `expire`), without sending it anywhere.
 * @param {string[]} tags
 * @param {{ expire?: number } | undefined} [durations]
 */
export function applyRevalidation(tags, durations) {
  return FileSystemCache.prototype.revalidateTag.call(undefined, tags, durations);
}

/**
 * The meeting point on the global (made by whichever side comes first).
 * @returns {{ publish?: (tags: string[], durations?: { expire?: number }) => unknown,
 *   apply?: (tags: string[], durations?: { expire?: number }) => void,
 *   pending: { tags: string[], durations?: { expire?: number } }[] }}
 */
export function pageCacheBridge() {
  const global = /** @type {any} */ (globalThis);
  global[PAGE_CACHE_SYNC] ??= { pending: [] };
  return global[PAGE_CACHE_SYNC];
}

/** Takes the other instances' revalidations from now on, and applies those that waited. */
export function attachToBridge(bridge = pageCacheBridge()) {
  bridge.apply = applyRevalidation;
  for (const { tags, durations } of bridge.pending.splice(0)) applyRevalidation(tags, durations);
}

attachToBridge();

export default class HashedPolicyCache extends FileSystemCache {
  /** @param {[string, any]} args */
  async get(...args) {
    const entry = await super.get(...args);
    if (entry?.value) withPolicy(entry.value, { whenReading: true });
    const [key, ctx] = args;
    if (ctx?.kind === 'APP_PAGE') {
      const now = Date.now();
      if (leadsToRender(entry, now)) noteRender(key, now);
    }
    return entry;
  }

  /**
   * Keeps a page with its policy. A page that answered with an error status is not kept: a
   * cached segment renders its 404 for any address below it (`/es/parques/<anything>/`), and
   * keeping each of those would let anyone fill the disk with made-up addresses. Such a page
   * is rendered again at each request, as before it was cached (its policy still goes with it).
   *
   * Nor is a page whose render began before a revalidation of its tags (an operator's change
   * while it was being made): it may show what the change replaced, and Next would store it as
   * newer than the change (its time is when it is stored), so it would be served until the
   * next change or its `revalidate` time. The entry the change expired stays expired, and the
   * next request renders the page from the changed data. The requests that joined the render
   * in flight get it once, as they would have without a cache. The same holds for a previous
   * page Next stores again after a failed render (its retry delay): expired stays expired.
   * @param {string} key @param {any} data @param {any} ctx
   */
  async set(key, data, ctx) {
    const value = withPolicy(data, { whenReading: false });
    const since = renderingSince.get(key);
    renderingSince.delete(key);
    if (isErrorPage(value)) return;
    if (since !== undefined && changedSince(tagsOf(value), since)) return;
    return super.set(key, value, ctx);
  }

  /**
   * Next's revalidation in this process, then the same tags to the other instances. Never
   * waits for them, never fails the request that revalidated.
   * @param {string | string[]} tags @param {{ expire?: number } | undefined} [durations]
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === 'string' ? [tags] : tags;
    const { publish } = pageCacheBridge();
    if (!publish || list.length === 0) return;
    try {
      const sent = publish(list, durations);
      if (sent instanceof Promise) sent.catch(() => undefined);
    } catch (error) {
      console.error('page cache: could not send the revalidation to the other instances', error);
    }
  }
}
