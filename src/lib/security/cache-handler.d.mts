/** Types of cache-handler.mjs (plain JavaScript, imported by Next.js outside its bundler). */
export const POLICY_FOR_HASHES: unique symbol;
export const PAGE_CACHE_SYNC: unique symbol;
export type Durations = { expire?: number };
export type PageCacheBridge = {
  publish?: (tags: string[], durations?: Durations) => unknown;
  apply?: (tags: string[], durations?: Durations) => void;
  pending: { tags: string[]; durations?: Durations }[];
};
export function applyRevalidation(tags: string[], durations?: Durations): Promise<void>;
export function pageCacheBridge(): PageCacheBridge;
export function attachToBridge(bridge?: PageCacheBridge): void;
export function pagePolicy(
  html: string,
  policyFor: ((hashes: string[]) => string) | undefined,
  report?: (message: string, detail: object) => void,
): string;
type CacheValue = { kind: string; html?: string; headers?: Record<string, string> };
export function withPolicy<T extends CacheValue>(
  value: T,
  options: { whenReading: boolean },
): T & { headers: Record<string, string | undefined> };
export function isErrorPage(value: unknown): boolean;
export function changedSince(tags: string[], since: number, now?: number): boolean;
export function leadsToRender(entry: unknown, now: number): boolean;
declare const HashedPolicyCache: new (...args: unknown[]) => {
  get(key: string, ctx: unknown): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: Durations): Promise<void>;
};
export default HashedPolicyCache;
