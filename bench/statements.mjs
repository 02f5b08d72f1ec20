#!/usr/bin/env node
/**
 * `npm run bench:statements`: the SQL statements one ticket order costs, step by step (cart,
 * checkout, payment with the gateway's webhooks, return, then the background jobs: the
 * confirmation email), on PostgreSQL. The drop's CPU per order (bench/drop.mjs) is mostly these
 * round trips: this says which, so that a reader sees which rows are read again and again.
 *
 * Needs `npm run build` first. Creates a database on BENCH_DATABASE_URL's server, starts one
 * instance with the background jobs on (BENCH_PORT_BASE + 40, default 4550), buys one warm-up
 * order, then turns `log_statement = 'all'` on for that database only, buys one order with a
 * pause after each step, and reads the statements back from the server's log: BENCH_PG_LOG,
 * default Debian's /var/log/postgresql/postgresql-<major>-main.log. The database is dropped at
 * the end. Statements are grouped by verb and table, with how many times each ran. Work of the
 * background jobs counts in the step during which it ran (the gateway's webhooks during the
 * payment, the confirmation email mostly during the return).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { buyOnce, setUpDate } from './drop.mjs';
import { benchDatabase, benchInstanceEnv, resortDay, sql } from './lib.mjs';
import { startAppServer } from './server.mjs';

const PAUSE_MS = 1500;
const JOBS_MS = 8000;
const port = Number(process.env.BENCH_PORT_BASE ?? 4510) + 40;
const baseUrl = `http://127.0.0.1:${port}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const [{ v }] = await sql('SELECT current_setting($1)::int / 10000 AS v', ['server_version_num']);
const logFile = process.env.BENCH_PG_LOG ?? `/var/log/postgresql/postgresql-${v}-main.log`;
if (!existsSync(logFile)) {
  console.error(`No PostgreSQL log at ${logFile}: set BENCH_PG_LOG to the server's log file.`);
  process.exit(1);
}
const db = await benchDatabase(`xcaret_statements_${process.pid}`);
const app = await startAppServer({
  port,
  dataDir: `data/bench-statements`,
  env: {
    DATABASE_URL: db.url,
    ...benchInstanceEnv(),
    BACKGROUND_JOBS: 'on',
    TRUSTED_PROXY_HOPS: '1',
  },
});
/** [time, step]: the statements logged from `time` on belong to `step`. */
const marks = [];
let logFrom = 0;
try {
  const order = { baseUrl, product: 'XC-PLUS', schedule: '0830', visitDate: resortDay(45) };
  await setUpDate(db, { ...order, places: 10 });
  const warmUp = await buyOnce({ ...order, n: 1 });
  if (!warmUp.paid) throw new Error(`The warm-up order failed: ${JSON.stringify(warmUp)}`);
  await sql(`ALTER DATABASE ${db.name} SET log_statement = 'all'`);
  // The app's pooled connections keep the old setting: end them (the pool opens new ones).
  await sql(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [db.name],
  );
  await sleep(3000);
  logFrom = statSync(logFile).size;
  await sleep(PAUSE_MS);
  marks.push([Date.now(), 'cart']);
  const next = { cart: 'checkout', checkout: 'payment', payment: 'return', return: 'jobs' };
  const outcome = await buyOnce({
    ...order,
    n: 2,
    afterStep: async (step) => {
      await sleep(step === 'return' ? 0 : PAUSE_MS);
      marks.push([Date.now(), next[step]]);
    },
  });
  if (!outcome.paid) throw new Error(`The order failed: ${JSON.stringify(outcome)}`);
  await sleep(JOBS_MS);
  marks.push([Date.now(), 'end']);
} finally {
  await sql(`ALTER DATABASE ${db.name} RESET log_statement`).catch(() => {});
  await app.stop();
  await db.drop();
}

const lines = readFileSync(logFile).subarray(logFrom).toString('utf8').split('\n');
const steps = new Map(marks.slice(0, -1).map(([, step]) => [step, new Map()]));
const pattern =
  /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+) UTC .*@(\S+) LOG: {2}(?:statement|execute [^:]*): (.*)$/;
for (const line of lines) {
  const match = pattern.exec(line);
  if (!match || match[2] !== db.name) continue;
  const at = Date.parse(`${match[1].replace(' ', 'T')}Z`);
  const step = marks.findLast(([time]) => time <= at)?.[1];
  if (!steps.has(step)) continue;
  const what = statementKind(match[3]);
  const counts = steps.get(step);
  counts.set(what, (counts.get(what) ?? 0) + 1);
}
let total = 0;
for (const [step, counts] of steps) {
  const n = [...counts.values()].reduce((a, b) => a + b, 0);
  total += n;
  console.log(`\n${step}: ${n} statements`);
  for (const [what, count] of [...counts].sort((a, b) => b[1] - a[1]))
    console.log(`  ${String(count).padStart(3)}  ${what}`);
}
console.log(`\nOne order: ${total} statements (the jobs' idle polling included).`);

/** `select orders`, `update payment_attempts`, `begin`: the verb and the first table. */
function statementKind(text) {
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? '?';
  const table = /\b(?:from|into|update)\s+"?([\w.]+)"?/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : text.replace(/\s+/g, ' ').slice(0, 50);
}
