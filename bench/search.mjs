#!/usr/bin/env node
/**
 * `npm run bench:search`: requests/s and latency (p50, p95, p99) of the hotel search — 7
 * nights, 2 rooms (one with a 5-year-old), every hotel — served by the production build on
 * PostgreSQL: the results page (`/es/hoteles/?…`) and the availability API, next to the
 * trivial dynamic Next page (bench/baseline-next, built on first use) and a bare node:http
 * server answering the API's bytes, in the same run. Prints the page's HTML bytes and how many
 * of them are the inline RSC payload (`self.__next_f.push` scripts), and every target's
 * requests/s as a ratio to the trivial dynamic page's.
 *
 * Needs `npm run build` first. Creates a fresh database on the PostgreSQL server of
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432), lets the app migrate and
 * seed it, measures, then stops the app and drops the database. Loopback only, bounded:
 * BENCH_CONNECTIONS (10) connections for BENCH_SECONDS (10) per target, after a short warm-up.
 * Percentiles are exact: every response's latency is recorded (autocannon's `response` event).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
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
// The yardstick: the smallest dynamic Next.js 16 page (Webpack, as `npm run lighthouse` builds it).
const baselineDir = 'bench/baseline-next';
if (!existsSync(path.join(root, baselineDir, '.next', 'BUILD_ID'))) {
  const build = spawnSync('next', ['build', '--webpack', baselineDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The page's bytes, and the bytes of its inline RSC payload scripts (`self.__next_f.push`). */
function pageWeight(html) {
  let rsc = 0;
  for (const m of html.matchAll(/<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g))
    rsc += Buffer.byteLength(m[1]);
  return { html: Buffer.byteLength(html), rsc };
}

/** Today at the resort (America/Cancun) plus `days`, as YYYY-MM-DD. */
function resortDay(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Cancun' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Ports as `npm run bench` takes them: BENCH_PORT_BASE (4510) for the app, +3 the baseline. */
const portBase = Number(process.env.BENCH_PORT_BASE ?? 4510);
function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
for (const port of [portBase, portBase + 3])
  if (!(await portIsFree(port))) {
    console.error(`Port ${port} is taken: set BENCH_PORT_BASE.`);
    process.exit(1);
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
const pagePath = `/es/hoteles/?checkIn=${checkIn}&checkOut=${checkOut}&rooms=2&a1=2&c1=1&k1=5&a2=2&c2=0`;

await admin(`CREATE DATABASE ${database}`);
let app;
let bare;
let baseline;
try {
  const port = portBase;
  process.env.DATABASE_URL = withDatabase(serverUrl, database);
  console.log(`Starting the production server on 127.0.0.1:${port} with database ${database}…`);
  app = await startAppServer({ port, dataDir: path.join(root, 'data', 'bench-search') });
  baseline = await startAppServer({
    port: portBase + 3,
    appDir: baselineDir,
    healthPath: '/',
    dataDir: path.join(root, 'data', 'bench-search-baseline'),
  });

  const page = await fetch(app.url + pagePath);
  const html = await page.text();
  if (!page.ok) throw new Error(`${pagePath} answered ${page.status}`);
  const weight = pageWeight(html);
  const trivial = pageWeight(await (await fetch(`${baseline.url}/`)).text());
  console.log(
    `GET ${pagePath}\n  ${weight.html} bytes of HTML, ${weight.rsc} of them inline RSC payload (${Math.round((100 * weight.rsc) / weight.html)} %)` +
      `; trivial dynamic page: ${trivial.html} bytes, ${trivial.rsc} RSC`,
  );

  const first = await fetch(app.url + searchPath);
  const body = Buffer.from(await first.arrayBuffer());
  if (!first.ok) throw new Error(`${searchPath} answered ${first.status}: ${body}`);
  const parsed = JSON.parse(body.toString('utf8'));
  const statuses = parsed.hotels.map((h) => `${h.hotelCode} ${h.status}`).join(', ');
  console.log(
    `GET ${searchPath}\n  ${body.length} bytes, ${parsed.nights.length} nights: ${statuses}`,
  );

  // Queries per request: PostgreSQL's committed transactions in the bench database over
  // sequential requests (each read outside a transaction is one; the app's jobs add a few).
  const transactions = async () => {
    const client = new pg.Client({ connectionString: withDatabase(serverUrl, database) });
    await client.connect();
    try {
      await client.query('select pg_stat_clear_snapshot()');
      const { rows } = await client.query(
        'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
        [database],
      );
      return Number(rows[0].n);
    } finally {
      await client.end();
    }
  };
  // What the app's own jobs commit while nobody asks (taken off below), once the requests
  // above are published.
  const wait = () => new Promise((r) => setTimeout(r, 11_000));
  await wait();
  let started = Date.now();
  let before = await transactions();
  await wait();
  const idle = (await transactions()) - before - 2;
  const idleMs = Date.now() - started;
  for (const [name, p] of [
    ['page', pagePath],
    ['api', searchPath],
  ]) {
    started = Date.now();
    before = await transactions();
    for (let i = 0; i < 20; i++) await (await fetch(app.url + p)).arrayBuffer();
    // A backend publishes its counters when idle, at most once a second, and an idle one
    // within 10 s (PostgreSQL 15's pgstat): wait them out.
    await wait();
    const after = await transactions();
    // The counting connections' own two transactions and the jobs' share are taken off.
    const jobs = (idle * (Date.now() - started)) / idleMs;
    console.log(
      `  ${name}: ${((after - before - 2 - jobs) / 20).toFixed(1)} queries per request (PostgreSQL transactions; the jobs' ${jobs.toFixed(0)} taken off)`,
    );
  }

  bare = await bareServer(body);
  const bareUrl = `http://127.0.0.1:${bare.address().port}${searchPath}`;

  console.log(
    `Warming up ${warmupSeconds} s, then ${seconds} s per target, ${connections} connections…`,
  );
  const runs = [];
  for (const [name, url] of [
    ['trivial page', `${baseline.url}/`],
    ['search page', app.url + pagePath],
    ['api', app.url + searchPath],
    ['bare http', bareUrl],
  ]) {
    await measure(url, warmupSeconds);
    runs.push([name, summary(await measure(url, seconds))]);
  }
  const trivialRun = runs[0][1];
  const appRun = runs[2][1];
  const bareRun = runs[3][1];

  const ms = (v) => `${v.toFixed(1)} ms`.padStart(10);
  console.log(
    `\nNode ${process.version}, PostgreSQL, ${connections} connections, ${seconds} s each, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  console.log(
    'server'.padEnd(13),
    'requests'.padStart(9),
    'req/s'.padStart(9),
    'p50'.padStart(10),
    'p95'.padStart(10),
    'p99'.padStart(10),
    'max'.padStart(10),
    'non-2xx'.padStart(8),
    'errors'.padStart(7),
    'vs trivial'.padStart(11),
  );
  for (const [name, r] of runs) {
    console.log(
      name.padEnd(13),
      String(r.requests).padStart(9),
      r.rps.toFixed(0).padStart(9),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      ms(r.max),
      String(r.non2xx).padStart(8),
      String(r.errors).padStart(7),
      (r.rps / trivialRun.rps).toFixed(3).padStart(11),
    );
  }
  console.log(
    `\napi/bare: ${(appRun.rps / bareRun.rps).toFixed(4)} of the requests/s, p95 ${(appRun.p95 / bareRun.p95).toFixed(1)}× the bare server's`,
  );
  console.log(
    `(autocannon's own histogram, api: p50 ${appRun.autocannon.p50} ms, p97.5 ${appRun.autocannon.p97_5} ms, p99 ${appRun.autocannon.p99} ms)`,
  );
} finally {
  bare?.close();
  baseline?.stop();
  if (app) {
    app.stop();
    // next start holds its connections a moment after SIGTERM; FORCE ends them.
    await new Promise((r) => setTimeout(r, 1000));
  }
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  console.log(`Dropped database ${database}.`);
}
