/**
 * A short-lived read-through cache of reference data (currencies, catalogue, site chrome),
 * kept per database handle. Nothing a visitor owns is cached here: sessions, carts and holds
 * always come from the database (DESIGN §11). The instance that made an operator's change sees
 * it at once (`invalidate`); the others when its page-cache notification arrives (PostgreSQL,
 * `invalidateAll`, decision 0046), at the latest within the TTL.
 */
type Entry = { expires: number; value: Promise<unknown> };

// One store per process, on globalThis: Next bundles route handlers and pages separately,
// and a module-level map would give each bundle its own cache (an API route's invalidate
// would not reach the pages).
const g = globalThis as typeof globalThis & {
  __referenceCache?: WeakMap<object, Map<string, Entry>>;
};
g.__referenceCache ??= new WeakMap<object, Map<string, Entry>>();

export const REFERENCE_TTL_MS = 30_000;

export function readThrough<T>(
  owner: object,
  key: string,
  loader: () => PromiseLike<T>,
  ttlMs = REFERENCE_TTL_MS,
): Promise<T> {
  const stores = g.__referenceCache!;
  let store = stores.get(owner);
  if (!store) {
    store = new Map();
    stores.set(owner, store);
  }
  const now = Date.now();
  const hit = store.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  // A Drizzle query is a thenable that runs its SQL again on every `then`: remembering it
  // would cache nothing. Promise.resolve runs it once and keeps the rows.
  const value = Promise.resolve(loader());
  const entry = { expires: now + ttlMs, value };
  store.set(key, entry);
  // A failed read is not remembered.
  value.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
  return value;
}

export function invalidate(owner: object): void {
  g.__referenceCache!.delete(owner);
}

/**
 * Forgets the reference data of every handle: another instance changed some. Its pages are
 * regenerated at once (decision 0046), and must not be made again from this instance's copy.
 */
export function invalidateAll(): void {
  g.__referenceCache = new WeakMap<object, Map<string, Entry>>();
}
