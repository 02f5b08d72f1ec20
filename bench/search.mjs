#!/usr/bin/env node
/**
 * `npm run bench:search`: requests/s and latency (p50, p95, p99) of the hotel availability API
 * — 7 nights, 2 rooms (one with a 5-year-old), every hotel — served by the production build
 * on PostgreSQL, next to a bare node:http server answering the same bytes, in the same run.
 *
 * Needs `npm run build` first. Creates a fresh database on the PostgreSQL server of
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432), lets the app migrate and
 * seed it, measures, then stops the app and drops the database. Loopback only, bounded:
 * BENCH_CONNECTIONS (10) connections for BENCH_SECONDS (10) per target, after a short warm-up.
 * Percentiles are exact: every response's latency is recorded (autocannon's `response` event).
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startAppServer } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first, then `npm run bench:search`.');
  process.exit(1);
}

/** Today at the resort (America/Cancun) plus `days`, as YYYY-MM-DD. */
function resortDay(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Cancun' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The same server URL with another database name. */
function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs autocannon and records the latency of every response, in milliseconds. */
function measure(url, duration) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = new Map();
    const instance = autocannon({ url, connections, duration }, (error, result) =>
      error ? reject(error) : resolve({ result, latencies, statuses }),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  });
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary({ result, latencies, statuses }) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
    non2xx: [...statuses].filter(([s]) => s < 200 || s > 299).reduce((n, [, c]) => n + c, 0),
    errors: result.errors + result.timeouts,
    autocannon: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
  };
}

function bareServer(body) {
  return new Promise((resolve) => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': body.length,
        'cache-control': 'no-store',
      });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const database = `xcaret_bench_search_${process.pid}`;
const checkIn = resortDay(60);
const checkOut = resortDay(67);
const searchPath = `/api/v1/availability/?checkIn=${checkIn}&checkOut=${checkOut}&rooms=2-5,2`;

await admin(`CREATE DATABASE ${database}`);
let app;
let bare;
try {
  const port = await freePort();
  process.env.DATABASE_URL = withDatabase(serverUrl, database);
  console.log(`Starting the production server on 127.0.0.1:${port} with database ${database}…`);
  app = await startAppServer({ port, dataDir: path.join(root, 'data', 'bench-search') });

  const first = await fetch(app.url + searchPath);
  const body = Buffer.from(await first.arrayBuffer());
  if (!first.ok) throw new Error(`${searchPath} answered ${first.status}: ${body}`);
  const parsed = JSON.parse(body.toString('utf8'));
  const statuses = parsed.hotels.map((h) => `${h.hotelCode} ${h.status}`).join(', ');
  console.log(
    `GET ${searchPath}\n  ${body.length} bytes, ${parsed.nights.length} nights: ${statuses}`,
  );

  bare = await bareServer(body);
  const bareUrl = `http://127.0.0.1:${bare.address().port}${searchPath}`;

  console.log(
    `Warming up ${warmupSeconds} s, then ${seconds} s per target, ${connections} connections…`,
  );
  await measure(app.url + searchPath, warmupSeconds);
  const appRun = summary(await measure(app.url + searchPath, seconds));
  await measure(bareUrl, warmupSeconds);
  const bareRun = summary(await measure(bareUrl, seconds));

  const ms = (v) => `${v.toFixed(1)} ms`.padStart(10);
  console.log(
    `\nNode ${process.version}, PostgreSQL, ${connections} connections, ${seconds} s each\n`,
  );
  console.log(
    'server'.padEnd(12),
    'requests'.padStart(9),
    'req/s'.padStart(9),
    'p50'.padStart(10),
    'p95'.padStart(10),
    'p99'.padStart(10),
    'max'.padStart(10),
    'non-2xx'.padStart(8),
    'errors'.padStart(7),
  );
  for (const [name, r] of [
    ['app', appRun],
    ['bare http', bareRun],
  ]) {
    console.log(
      name.padEnd(12),
      String(r.requests).padStart(9),
      r.rps.toFixed(0).padStart(9),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      ms(r.max),
      String(r.non2xx).padStart(8),
      String(r.errors).padStart(7),
    );
  }
  console.log(
    `\napp/bare: ${(appRun.rps / bareRun.rps).toFixed(4)} of the requests/s, p95 ${(appRun.p95 / bareRun.p95).toFixed(1)}× the bare server's`,
  );
  console.log(
    `(autocannon's own histogram, app: p50 ${appRun.autocannon.p50} ms, p97.5 ${appRun.autocannon.p97_5} ms, p99 ${appRun.autocannon.p99} ms)`,
  );
} finally {
  bare?.close();
  if (app) {
    app.stop();
    // next start holds its connections a moment after SIGTERM; FORCE ends them.
    await new Promise((r) => setTimeout(r, 1000));
  }
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  console.log(`Dropped database ${database}.`);
}
