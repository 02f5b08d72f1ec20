/** Types of cache-handler.mjs (plain JavaScript, imported by Next.js outside its bundler). */
export const POLICY_FOR_HASHES: unique symbol;
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
declare const HashedPolicyCache: new (...args: unknown[]) => object;
export default HashedPolicyCache;
