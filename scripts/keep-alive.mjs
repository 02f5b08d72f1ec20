/**
 * How long an app instance keeps an idle HTTP connection open (`next start --keepAliveTimeout`).
 * Node's own default is 5 s; a client that reuses a connection just as the server closes it gets
 * a reset (seen: a browser test's POST, `read ECONNRESET`). nginx keeps its upstream connections
 * idle up to `keepalive_timeout` (60 s in deploy/nginx/xcaret.conf) and does not retry a POST on
 * a reset (a checkout would fail with 502): the instance must outlast it, so the one who closes
 * an idle connection is always the proxy. deploy/systemd's units write the same value
 * (tests/unit/keep-alive.test.ts holds them to it).
 */
export const KEEP_ALIVE_MS = 75_000;

/** The `next start` arguments that set it. */
export const keepAliveArgs = ['--keepAliveTimeout', String(KEEP_ALIVE_MS)];
