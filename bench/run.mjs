#!/usr/bin/env node
/**
 * `npm run bench`: one run, one table (issue 18). Side by side, on this machine, in this run:
 *   - a bare node:http server and nginx serving the same bytes (the home page's) from memory
 *     and from a file: the ceilings;
 *   - the trivial prerendered and trivial dynamic Next.js 16 pages (bench/baseline-next);
 *   - the project's pages, straight from one app instance and through the SHIPPED nginx
 *     configuration (deploy/nginx/xcaret.conf rendered for loopback, bench/nginx.mjs) in front
 *     of three instances, next to nginx serving each page's bytes from a file;
 *   - the search results page and the availability API on PostgreSQL;
 *   - the ticket drop (bench/drop.mjs) across the three instances behind nginx.
 * Every row: req/s, exact p50/p95/p99, and the ratio to its baseline. The app runs on a fresh
 * PostgreSQL database (BENCH_DATABASE_URL's server), dropped at the end.
 *
 * Bounded: BENCH_SECONDS (8) per target after BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (10);
 * the drop: DROP_PLACES (500), DROP_BUYERS (60), DROP_SECONDS (300) at most. BENCH_TARGETS
 * (pages,search,drop) picks the parts. Ports: BENCH_PORT_BASE (4510): app instances +0..+2, the
 * bare Next app +3, the background jobs' process +4 (the instances run with BACKGROUND_JOBS=off,
 * as deploy/systemd ships them; BENCH_JOBS=every: every instance runs them and there is no +4,
 * to compare); nginx on BENCH_NGINX_PORT (4580, files) and +1 (the shipped conf).
 * Without nginx (Debian: `apt-get install nginx`) the nginx rows and the drop are skipped.
 * Exits non-zero when the drop sold more places than it had.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { ticketDrop } from './drop.mjs';
import {
  benchDatabase,
  benchInstanceEnv,
  bareServer,
  measure,
  portIsFree,
  request,
  resortDay,
} from './lib.mjs';
import { nginxBinary, startNginx } from './nginx.mjs';
import { startAppServer } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const targets = new Set((process.env.BENCH_TARGETS ?? 'pages,search,drop').split(','));
const portBase = Number(process.env.BENCH_PORT_BASE ?? 4510);
const appPorts = [portBase, portBase + 1, portBase + 2];
const baselinePort = portBase + 3;
/** The process that runs the background jobs (deploy/systemd/xcaret-jobs.service): not behind nginx. */
const jobsPort = portBase + 4;
const filePort = Number(process.env.BENCH_NGINX_PORT ?? 4580);
const proxyPort = filePort + 1;
const paths = (
  process.env.BENCH_PATHS ?? '/es/,/es/hotel-xcaret-mexico/,/es/parques/xcaret-plus/'
).split(',');
const checkIn = resortDay(60);
const checkOut = resortDay(67);
/** 7 nights, 2 rooms (one with a 5-year-old), every hotel: the page and the API alike. */
const searchPage = `/es/hoteles/?checkIn=${checkIn}&checkOut=${checkOut}&rooms=2&a1=2&a2=2&c2=1&k2=5`;
const searchApi = `/api/v1/availability/?checkIn=${checkIn}&checkOut=${checkOut}&rooms=2-5,2`;

for (const port of [...appPorts, baselinePort, jobsPort, filePort, proxyPort])
  if (!(await portIsFree(port))) {
    console.error(`Port ${port} is taken: set BENCH_PORT_BASE / BENCH_NGINX_PORT.`);
    process.exit(1);
  }

buildIfStale();
const baselineDir = 'bench/baseline-next';
// Built once (its prerendered page, app/static, is newer than the first baseline build).
if (!existsSync(path.join(root, baselineDir, '.next', 'server', 'app', 'static.html'))) {
  // Webpack: Turbopack roots the baseline at the project (it shares its node_modules) and
  // then picks up the project's own src/proxy.ts and src/instrumentation.ts.
  const build = spawnSync('next', ['build', '--webpack', baselineDir], {
    stdio: 'inherit',
    cwd: root,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const hasNginx = nginxBinary() !== null;
if (!hasNginx)
  console.log(
    'nginx is not installed (Debian: `apt-get install nginx`): its rows and the drop are skipped.',
  );

/** NEXT_DEPLOYMENT_ID of the build in .next (next.config.ts `deploymentId`), if it had one. */
function deploymentIdOfBuild() {
  const file = path.join(root, '.next', 'required-server-files.json');
  const id = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).config?.deploymentId : '';
  return id ? { NEXT_DEPLOYMENT_ID: id } : {};
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const profDir = path.join(root, 'bench', 'results', `prof-${stamp}`);
const rows = [];
let drop;
const stops = [];
const db = await benchDatabase(`xcaret_bench_${process.pid}`);
try {
  // Every instance alike (deploy/env.example): one database, the same secrets, BASE_URL the
  // proxy's. TRUSTED_PROXY_HOPS=2: the drop's buyers arrive with the address a CDN in front
  // would add, and nginx appends its own.
  const proxyHost = `127.0.0.1:${proxyPort}`;
  const shared = {
    DATABASE_URL: db.url,
    BASE_URL: `http://${proxyHost}`,
    TRUSTED_PROXY_HOPS: '2',
    ...benchInstanceEnv(),
    // The build's deployment id, as deploy/build.sh's build.env gives it to every instance.
    ...deploymentIdOfBuild(),
  };
  console.log(`Database ${db.name}; starting 3 app instances (${appPorts.join(', ')})…`);
  // The first migrates and seeds; the others then start at once.
  // BENCH_CPU_PROF=1: every instance writes a V8 CPU profile when it stops
  // (bench/profile-summary.mjs sums them).
  const profiling =
    process.env.BENCH_CPU_PROF === '1'
      ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profDir}` }
      : {};
  // BENCH_JOBS=every: every instance runs the jobs too (as before decision 0047), to compare.
  const everyJobs = process.env.BENCH_JOBS === 'every';
  const start = (port, jobs = everyJobs ? 'on' : 'off') =>
    startAppServer({
      port,
      dataDir: path.join(root, 'data', `bench-${port}`),
      env: { ...shared, ...profiling, BACKGROUND_JOBS: jobs },
    });
  const first = await start(appPorts[0]);
  stops.push(first.stop);
  // The instances answer buyers and run no jobs; one process of its own runs them.
  const [jobs, ...others] = await Promise.all([
    everyJobs ? null : start(jobsPort, 'on'),
    ...appPorts.slice(1).map((port) => start(port)),
  ]);
  if (jobs) stops.push(jobs.stop);
  stops.push(...others.map((o) => o.stop));
  const baseline = await startAppServer({
    port: baselinePort,
    appDir: baselineDir,
    healthPath: '/',
    dataDir: path.join(root, 'data', 'bench-baseline'),
  });
  stops.push(baseline.stop);

  // The bytes each page answers (as the canonical host: an instance redirects any other).
  const hostHeader = { host: proxyHost };
  const bytesOf = async (url) => {
    const res = await request(url, { headers: hostHeader });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return res;
  };
  const pages = targets.has('pages') ? paths : [];
  const bodies = {};
  for (const p of [...pages, ...(targets.has('search') ? [searchPage] : [])])
    bodies[p] = (await bytesOf(first.url + p)).body;
  const home = bodies[paths[0]] ?? (await bytesOf(first.url + paths[0])).body;
  const fileName = (p) => `${Buffer.from(p).toString('hex').slice(0, 80)}.html`;
  const nginx = hasNginx
    ? await startNginx({
        app: { port: proxyPort, upstreams: appPorts },
        filePort,
        files: Object.fromEntries(
          [[paths[0], home], ...Object.entries(bodies)].map(([p, b]) => [fileName(p), b]),
        ),
      })
    : null;
  if (nginx) stops.push(nginx.stop);

  const run = async (label, url, { baseline: base, headers = {}, bytes, note = '' } = {}) => {
    process.stdout.write(`  ${label}… `);
    await measure(url, { seconds: warmup, connections, headers });
    const r = await measure(url, { seconds, connections, headers });
    const row = { label, bytes, ...r, base, note };
    rows.push(row);
    console.log(`${r.rps.toFixed(0)} req/s`);
    return row;
  };

  console.log(
    `Measuring: ${connections} connections, ${warmup} s warm-up + ${seconds} s per target`,
  );
  const bare = await bareServer(home, 'text/html; charset=utf-8');
  stops.push(bare.close);
  const bareRow = await run('bare node:http, home bytes', bare.url + '/', { bytes: home.length });
  const fileRows = {};
  if (nginx)
    fileRows[paths[0]] = await run(
      'nginx, home bytes from a file',
      `${nginx.fileUrl}/${fileName(paths[0])}`,
      {
        baseline: bareRow,
        bytes: home.length,
      },
    );
  const staticRow = await run('trivial prerendered Next page', `${baseline.url}/static`, {
    baseline: bareRow,
  });
  const dynamicRow = await run('trivial dynamic Next page', `${baseline.url}/`, {
    baseline: staticRow,
  });
  for (const p of pages) {
    await run(`${p} (app, 1 instance)`, first.url + p, {
      baseline: staticRow,
      headers: hostHeader,
      bytes: bodies[p].length,
    });
    if (!nginx) continue;
    fileRows[p] ??= await run(`${p} bytes, nginx from a file`, `${nginx.fileUrl}/${fileName(p)}`, {
      baseline: bareRow,
      bytes: bodies[p].length,
    });
    await run(`${p} (shipped nginx, 3 instances)`, nginx.appUrl + p, {
      baseline: fileRows[p],
      bytes: bodies[p].length,
    });
  }
  if (targets.has('search')) {
    await run('search page, 7 nights 2 rooms (PostgreSQL)', first.url + searchPage, {
      baseline: dynamicRow,
      headers: hostHeader,
      bytes: bodies[searchPage].length,
    });
    const api = await bytesOf(first.url + searchApi);
    await run('availability API, same search (PostgreSQL)', first.url + searchApi, {
      baseline: dynamicRow,
      headers: hostHeader,
      bytes: api.body.length,
      note: 'target p95 < 50 ms',
    });
  }
  if (targets.has('drop') && nginx) {
    drop = await ticketDrop({
      baseUrl: nginx.appUrl,
      db,
      places: Number(process.env.DROP_PLACES ?? 500),
      buyers: Number(process.env.DROP_BUYERS ?? 60),
      seconds: Number(process.env.DROP_SECONDS ?? 300),
      appGroups: [first.pid, ...others.map((o) => o.pid)],
      jobsGroups: jobs ? [jobs.pid] : [],
    });
  }
} finally {
  for (const stop of stops.reverse()) stop();
  // next start holds its connections a moment after SIGTERM; FORCE ends them.
  // (and a CPU profile takes a few seconds to write).
  await new Promise((r) => setTimeout(r, process.env.BENCH_CPU_PROF === '1' ? 8000 : 1500));
  await db.drop().catch((e) => console.error(`Could not drop ${db.name}: ${e.message}`));
}

const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(v < 10 ? 1 : 0)}` : '-');
const lines = [];
const out = (s = '') => lines.push(s);
out(
  `\nnpm run bench — ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} CPUs, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
out(
  `${connections} connections, ${seconds} s per target (after ${warmup} s warm-up), latencies in ms\n`,
);
out(
  `| target | bytes | req/s | p50 | p95 | p99 | non-2xx/errors | baseline | ratio |\n|---|--:|--:|--:|--:|--:|--:|---|--:|`,
);
for (const r of rows)
  out(
    `| ${r.label} | ${r.bytes ?? ''} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.non2xx}/${r.errors} | ${r.base?.label ?? '—'} | ${r.base ? (r.rps / r.base.rps).toFixed(3) : ''} |${r.note ? ` ${r.note}` : ''}`,
  );
if (drop) {
  out(
    `\nTicket drop: ${drop.places} places of ${drop.product} on ${drop.visitDate}, ${drop.buyers} concurrent buyers, 3 instances behind the shipped nginx, PostgreSQL`,
  );
  out(
    `paid orders: ${drop.paidOrders} (buyers saw ${drop.paidSeenByBuyers}) in ${drop.lastPaidSeconds.toFixed(1)} s = ${drop.ordersPerMinute.toFixed(0)} paid orders/min (target 1,500)`,
  );
  out(
    `places: total ${drop.places}, sold ${drop.sold} (sold items ${drop.soldItemPlaces}, paid orders ${drop.paidOrderPlaces}), still held ${drop.held} — ${drop.oversold ? 'OVERSOLD' : drop.sold === drop.places ? 'all sold, none oversold' : 'not all sold, none oversold'}`,
  );
  out(
    `errors: ${drop.errorCount}${drop.errors.length ? ` (${drop.errors.map((e) => `${e.what} ×${e.count}`).join(', ')})` : ''}; sold-out answers while holds were live: ${drop.soldOutAnswers}; webhooks undelivered: ${drop.webhooksPending}${drop.webhookRetries.length ? ` (retried: ${drop.webhookRetries.map((w) => `${w.error} ×${w.count}`).join(', ')})` : ''}`,
  );
  out(`\n| step | count | p50 | p95 | p99 | max |\n|---|--:|--:|--:|--:|--:|`);
  for (const [step, s] of Object.entries(drop.steps))
    out(`| ${step} | ${s.count} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} |`);
  const c = drop.cpu;
  const secs = (v) => `${v.toFixed(1)} s`;
  out(
    `\nWhere the time went (${drop.seconds.toFixed(1)} s on ${os.cpus().length} CPUs = ${secs(drop.seconds * os.cpus().length)} of CPU): app instances ${secs(c.app)}, the jobs' process ${secs(c.jobs)}, PostgreSQL backends of the bench database ${secs(c.postgres)} (all postgres processes ${secs(c.postgresAll)}), nginx ${secs(c.nginx)}, the buyers (this process) ${secs(c.buyers)}, everything on the machine ${secs(c.machine)}.`,
  );
  out(
    `PostgreSQL backends busy per sample (pg_stat_activity every 100 ms, ${c.pg.samples} samples): ${c.pg.states.map((s) => `${s.what} ${s.perSample.toFixed(2)}`).join(', ')}`,
  );
  for (const s of c.pg.statements) out(`  ${s.perSample.toFixed(2)}  ${s.what}`);
  out(
    `PostgreSQL transactions per paid order (pg_stat_database, statements outside a transaction count one each): ${drop.transactionsPerOrder.toFixed(0)}`,
  );
}
const report = lines.join('\n');
console.log(report);
mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
const file = path.join(root, 'bench', 'results', `bench-${stamp}.md`);
writeFileSync(file, `${report}\n`);
console.log(`\n(written to ${path.relative(root, file)})`);
if (existsSync(profDir))
  console.log(`CPU profiles: node bench/profile-summary.mjs ${path.relative(root, profDir)}`);
if (drop?.oversold) {
  console.error('OVERSOLD: the drop sold more places than the date had.');
  process.exit(1);
}
