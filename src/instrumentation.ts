import type { Instrumentation } from 'next';

/** Runs once when a server instance starts: migrate and, on a new database, seed. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Pages served from the page cache get the app's policy with their scripts' hashes.
  const { registerHashPolicy } = await import('@/lib/security/headers');
  registerHashPolicy();
  const { startDatabase } = await import('@/db/bootstrap');
  const { logger } = await import('@/lib/logger');
  const { demoPlaceholders, env } = await import('@/lib/env');
  const settings = env();
  if (settings.generatedSecrets.length > 0)
    logger[settings.isDeployed ? 'warn' : 'info'](
      { file: settings.SECRETS_FILE, secrets: settings.generatedSecrets },
      'secrets not configured: using the ones generated in SECRETS_FILE; instances on other machines must share that file or set the same secrets',
    );
  const placeholders = demoPlaceholders(settings);
  if (settings.isDeployed && placeholders.length > 0)
    logger.warn(
      { settings: placeholders },
      'settings left at their demo values: set them for this deployment (README, Configuration)',
    );
  if (settings.DATABASE_URL) {
    // Several instances share one PostgreSQL: a revalidation of the page cache reaches all
    // (decision 0046). In the background: never delays the start nor a request.
    const { startPageCacheSync } = await import('@/server/page-cache-sync');
    startPageCacheSync({ url: settings.DATABASE_URL, log: logger });
  } else {
    // One instance (PGlite): the pages a revalidation expired before a restart may still be on
    // disk, and the expiry was only in memory: every page kept by an earlier start is made again
    // at its first visit (PostgreSQL's sync does the same at each connection).
    const { deliver, pageCacheBridge, EVERY_PAGE_TAG } = await import('@/server/page-cache-sync');
    deliver(pageCacheBridge(), { tags: [EVERY_PAGE_TAG] });
  }
  const { startBackgroundJobs } = await import('@/jobs');
  // Never awaited: an instance whose database is down or hung still starts, answers liveness
  // and a 503 page, and becomes ready when the database does (src/db/bootstrap.ts).
  startDatabase({ onFirstReady: startBackgroundJobs, log: logger });
}

/** Every server error becomes a SPEC §3 error-log record (and a JSON log line). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logger } = await import('@/lib/logger');
  const err = error as Error & { digest?: string };
  logger.error({ err, path: request.path, method: request.method, context }, 'request failed');
  try {
    const [{ getDb }, { recordErrorLog }] = await Promise.all([
      import('@/server/database'),
      import('@/domain/logs'),
    ]);
    await recordErrorLog(await getDb(), {
      level: 'error',
      origin: 'server',
      type: context.routeType,
      description: err.message?.slice(0, 1000) || 'Server error',
      section: context.routePath,
      event: context.renderSource ?? context.routerKind,
      method: request.method.toUpperCase() as 'GET',
      paths: { url: request.path },
      payload: err.digest ? { digest: err.digest } : undefined,
    });
  } catch (logError) {
    logger.error({ err: logError }, 'could not write the error log');
  }
};
