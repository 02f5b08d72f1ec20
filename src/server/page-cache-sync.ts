/**
 * A page-cache revalidation on one instance reaches every instance (decision 0046).
 *
 * Next keeps which cache tags were revalidated in a map in memory, per process: a back-office
 * change made through one instance (`revalidateShopPages`) regenerated that instance's cached
 * pages only, the others served the old page until `revalidate` ran out. On PostgreSQL each
 * instance LISTENs on one channel on a connection of its own; the cache handler
 * (src/lib/security/cache-handler.mjs), after applying a revalidation of its own, hands the tags
 * here and they are sent with `pg_notify`; an instance applies the others' notifications to its
 * own tags manifest, never its own. With PGlite only one process opens the database: nothing
 * to do.
 *
 * A lost connection is opened again with back-off; after every connection the instance
 * expires its whole page cache locally, since notifications may have been missed meanwhile.
 * Nothing here waits in a request or throws into one: a revalidation that cannot be sent is
 * kept and sent after the reconnection.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { oneQueryAtATime } from '@/db/client';
import { invalidateAll } from '@/lib/ttl-cache';

/** The channel every instance of the shop listens on. */
export const PAGE_CACHE_CHANNEL = 'xcaret_page_cache';
/**
 * The tag of every cached page: Next derives `_N_T_/layout` (the root layout) for every route,
 * besides `_N_T_/[locale]/layout` (what revalidateShopPages expires), the page's own and its
 * path's. Expiring it regenerates each cached page at its next request, whatever was missed.
 */
export const EVERY_PAGE_TAG = '_N_T_/layout';
/** PostgreSQL's limit on a notification's payload is 8000 bytes. */
export const MAX_PAYLOAD_BYTES = 7_999;
/** Same symbol as the cache handler's PAGE_CACHE_SYNC (a test holds them equal). */
export const PAGE_CACHE_SYNC = Symbol.for('xcaret.pageCache.sync');

export type Durations = { expire?: number };
/** What to do to a tags manifest: Next's revalidateTag(tags, durations). */
export type Revalidation = { tags: string[]; durations?: Durations };
/** One notification: the tags an instance revalidated, or "everything" when they did not fit. */
export type Notice = { from: string } & ({ tags: string[]; durations?: Durations } | { all: true });

type Bridge = {
  publish?: (tags: string[], durations?: Durations) => unknown;
  apply?: (tags: string[], durations?: Durations) => void;
  pending: Revalidation[];
};
/** Revalidations kept for the cache handler before it loads, or unsent while disconnected. */
const MAX_WAITING = 50;
const EVERYTHING: Revalidation = { tags: [EVERY_PAGE_TAG] };

/** The payload of one notification; "everything" when the tags would not fit in one. */
export function encodeNotice(from: string, { tags, durations }: Revalidation): string {
  const expire = durations?.expire;
  const payload = JSON.stringify({
    from,
    tags,
    ...(typeof expire === 'number' ? { durations: { expire } } : {}),
  });
  if (Buffer.byteLength(payload, 'utf8') <= MAX_PAYLOAD_BYTES) return payload;
  return JSON.stringify({ from, all: true });
}

/** A notification's payload read back; null when it is not one of ours. */
export function decodeNotice(payload: string): Notice | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { from, tags, durations, all } = value as Record<string, unknown>;
  if (typeof from !== 'string' || from === '') return null;
  if (all === true) return { from, all: true };
  if (!Array.isArray(tags) || tags.length === 0) return null;
  if (!tags.every((tag): tag is string => typeof tag === 'string' && tag !== '')) return null;
  if (durations === undefined) return { from, tags };
  const expire = (durations as { expire?: unknown } | null)?.expire;
  if (typeof expire !== 'number' || !Number.isFinite(expire) || expire < 0) return null;
  return { from, tags, durations: { expire } };
}

/** What an instance applies for a notification: nothing for its own. */
export function toApply(notice: Notice, self: string): Revalidation | null {
  if (notice.from === self) return null;
  if ('all' in notice) return EVERYTHING;
  return notice.durations
    ? { tags: notice.tags, durations: notice.durations }
    : { tags: notice.tags };
}

/** Adds to a bounded list of revalidations: past the bound, one "everything" replaces them. */
export function keep(list: Revalidation[], revalidation: Revalidation): void {
  if (list.length >= MAX_WAITING) list.splice(0, list.length, EVERYTHING);
  else list.push(revalidation);
}

/** The meeting point with the cache handler, made by whichever side comes first. */
export function pageCacheBridge(): Bridge {
  const global = globalThis as unknown as Record<symbol, Bridge | undefined>;
  global[PAGE_CACHE_SYNC] ??= { pending: [] };
  return global[PAGE_CACHE_SYNC];
}

/** Applies a revalidation to this process's tags manifest, or keeps it until the handler loads. */
export function deliver(bridge: Bridge, revalidation: Revalidation): void {
  if (bridge.apply) bridge.apply(revalidation.tags, revalidation.durations);
  else keep(bridge.pending, revalidation);
}

/**
 * What this instance does with another's revalidation: forget its copy of the reference data
 * first (site chrome, prices, currencies: kept 30 s per process, src/lib/ttl-cache.ts), else the
 * pages would be made again at once from the old copy and kept for an hour; then expire the
 * pages.
 */
export function applyHere(bridge: Bridge): (revalidation: Revalidation) => void {
  return (revalidation) => {
    invalidateAll();
    deliver(bridge, revalidation);
  };
}

type Log = {
  info: (detail: object, message: string) => void;
  warn: (detail: object, message: string) => void;
};

export type PageCacheSyncOptions = {
  url: string;
  /** Applies another instance's revalidation here. */
  apply: (revalidation: Revalidation) => void;
  log: Log;
  channel?: string;
  instanceId?: string;
  /** Back-off between connection attempts: from `firstRetryMs`, doubling, at most `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** A `select 1` this often finds a connection that died without a word. */
  heartbeatMs?: number;
  /** Bound on connecting and on each statement. */
  timeoutMs?: number;
};

let clientClass: Promise<typeof pg.Client> | undefined;
/**
 * The listening connection's class, made once: its queries go one at a time, as every pool's
 * do (several revalidations can be published at once, and the heartbeat comes when it will; pg
 * deprecates a query sent while another runs, and pg 9 refuses it).
 */
function listeningClient(): Promise<typeof pg.Client> {
  clientClass ??= import('pg').then(({ default: pgModule }) => oneQueryAtATime(pgModule.Client));
  return clientClass;
}

/** One instance's end of the channel: its own connection, LISTENing. */
export class PageCacheSync {
  readonly instanceId: string;
  readonly channel: string;
  private client: pg.Client | undefined;
  private stopped = false;
  private retryMs: number;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private connections = 0;
  /** Revalidations of this instance not sent yet (no connection at the time). */
  private unsent: Revalidation[] = [];

  constructor(private readonly options: PageCacheSyncOptions) {
    this.instanceId = options.instanceId ?? randomUUID();
    this.channel = options.channel ?? PAGE_CACHE_CHANNEL;
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(this.channel)) throw new Error('bad channel name');
    this.retryMs = options.firstRetryMs ?? 500;
  }

  /** Connects in the background; returns at once. */
  start(): void {
    void this.connect();
  }

  /** Whether the channel is open now. */
  get connected(): boolean {
    return this.client !== undefined;
  }

  /** The PostgreSQL backend of the open connection (tests terminate it). */
  get backendPid(): number | undefined {
    return (this.client as (pg.Client & { processID?: number }) | undefined)?.processID;
  }

  /** Sends this instance's revalidation to the others. Never rejects. */
  async publish(tags: string[], durations?: Durations): Promise<void> {
    const revalidation: Revalidation = durations ? { tags, durations } : { tags };
    if (!this.client) {
      keep(this.unsent, revalidation);
      return;
    }
    const client = this.client;
    try {
      await client.query('select pg_notify($1, $2)', [
        this.channel,
        encodeNotice(this.instanceId, revalidation),
      ]);
    } catch (error) {
      // Not sent on this connection (lost, most likely). A newer one may already be open, and
      // has sent what was kept when it opened: this one goes on it. Otherwise it is kept.
      if (this.client && this.client !== client) {
        await this.publish(tags, durations);
        return;
      }
      keep(this.unsent, revalidation);
      this.lost(client, error);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const Client = await listeningClient();
    const timeoutMs = this.options.timeoutMs ?? 5_000;
    const client = new Client({
      connectionString: this.options.url,
      keepAlive: true,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      application_name: 'xcaret page cache sync',
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => this.receive(message));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      this.options.log.warn(
        { err: error, retryInMs: this.retryMs },
        'page cache sync: could not listen; other instances’ changes reach this one at their pages’ revalidate time until it can',
      );
      this.retryLater();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = this.options.firstRetryMs ?? 500;
    const again = this.connections++ > 0;
    // Whatever was revalidated before now on the other instances may not have reached this one.
    this.apply(EVERYTHING);
    if (again)
      this.options.log.warn(
        { channel: this.channel },
        'page cache sync: listening again; cached pages expired here, notifications may have been missed',
      );
    else this.options.log.info({ channel: this.channel }, 'page cache sync: listening');
    const heartbeatMs = this.options.heartbeatMs ?? 30_000;
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      client.query('select 1').catch((error: unknown) => this.lost(client, error));
    }, heartbeatMs);
    this.heartbeat.unref();
    for (const revalidation of this.unsent.splice(0))
      void this.publish(revalidation.tags, revalidation.durations);
  }

  /** A connection that failed or closed: dropped, and another one opened after a while. */
  private lost(client: pg.Client, error?: unknown): void {
    if (client !== this.client) return;
    this.client = undefined;
    clearInterval(this.heartbeat);
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    if (this.stopped) return;
    this.options.log.warn(
      { err: error, retryInMs: this.retryMs },
      'page cache sync: connection lost; reconnecting',
    );
    this.retryLater();
  }

  private retryLater(): void {
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, this.options.maxRetryMs ?? 30_000);
  }

  private receive(message: pg.Notification): void {
    if (message.channel !== this.channel) return;
    const notice = decodeNotice(message.payload ?? '');
    if (!notice) {
      this.options.log.warn(
        { payload: message.payload?.slice(0, 200) },
        'page cache sync: notification not understood',
      );
      return;
    }
    const revalidation = toApply(notice, this.instanceId);
    if (revalidation) this.apply(revalidation);
  }

  private apply(revalidation: Revalidation): void {
    try {
      this.options.apply(revalidation);
    } catch (error) {
      this.options.log.warn({ err: error }, 'page cache sync: could not apply a revalidation');
    }
  }
}

const STARTED = Symbol.for('xcaret.pageCache.syncStarted');

/**
 * Starts this instance's sync (src/instrumentation.ts, PostgreSQL only): the cache handler's
 * revalidations are sent, the other instances' applied here. Once per process.
 */
export function startPageCacheSync(options: { url: string; log: Log }): PageCacheSync {
  const global = globalThis as unknown as Record<symbol, PageCacheSync | undefined>;
  const running = global[STARTED];
  if (running) return running;
  const bridge = pageCacheBridge();
  const sync = new PageCacheSync({
    url: options.url,
    log: options.log,
    apply: applyHere(bridge),
  });
  bridge.publish = (tags, durations) => sync.publish(tags, durations);
  global[STARTED] = sync;
  sync.start();
  return sync;
}
