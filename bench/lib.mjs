/**
 * What the bench scripts share: load runs with exact percentiles, a bare node:http server,
 * free ports, plain HTTP requests (with a Host of our choosing), and bench databases on the
 * local PostgreSQL. Loopback only.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** p50/p95/p99/max of a list of milliseconds. */
export function latencySummary(values) {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
  };
}

/**
 * Runs autocannon for `seconds` and records every response's latency (autocannon's
 * `response` event), so percentiles are exact. Counts non-2xx answers and socket errors.
 */
export function measure(url, { seconds, connections, headers = {} }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let non2xx = 0;
    const instance = autocannon(
      { url, connections, duration: seconds, headers },
      (error, result) => {
        if (error) return reject(error);
        const s = latencySummary(latencies);
        resolve({
          requests: latencies.length,
          rps: latencies.length / seconds,
          ...s,
          non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode > 299) non2xx++;
    });
  });
}

/** A bare node:http server answering `body` to every request. */
export function bareServer(body, contentType) {
  return new Promise((resolve) => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    );
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** True when nothing listens on 127.0.0.1:port. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * One HTTP request over a keep-alive agent, redirects not followed (a browser's fetch of an
 * API, or a form post whose 303 we read). Resolves { status, headers, body, ms }.
 */
export function request(url, { method = 'GET', headers = {}, body } = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${method} ${url}`)));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The same server URL with another database name. */
export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export const serverUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs SQL on a database of the bench's PostgreSQL server (default: postgres). */
export async function sql(text, params = [], database = 'postgres') {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, database) });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** A fresh database for one bench run; drop() removes it (connections ended first). */
export async function benchDatabase(name) {
  await sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await sql(`CREATE DATABASE ${name}`);
  return {
    name,
    url: withDatabase(serverUrl, name),
    query: (text, params) => sql(text, params, name),
    /** A connection of its own (the caller ends it). */
    client: async () => {
      const client = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
      await client.connect();
      return client;
    },
    drop: () => sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * The secrets and switches every app instance of one bench run shares (deploy/env.example):
 * fresh random secrets per run, and no demo notice.
 */
export function benchInstanceEnv() {
  const secret = () => randomBytes(32).toString('base64url');
  return {
    AUTH_SECRET: secret(),
    TICKET_SECRET: secret(),
    PAYMENT_SANDBOX_SECRET: secret(),
    NEWSLETTER_SECRET: secret(),
    DEMO_NOTICE: '0',
  };
}

/** Today at the resort (America/Cancun) plus `days`, as YYYY-MM-DD. */
export function resortDay(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Cancun' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * CPU seconds used so far by every process on this machine (Linux /proc), with its process
 * group and name: where a run's CPU went is the difference of two readings.
 */
export function processCpu() {
  const ticks = 100; // USER_HZ on Linux
  const out = [];
  let names = [];
  try {
    names = readdirSync('/proc').filter((n) => /^\d+$/.test(n));
  } catch {
    return out;
  }
  for (const name of names) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields[0] is the state (field 3): pgrp is field 5, utime 14, stime 15.
      out.push({
        pid: Number(name),
        pgid: Number(fields[2]),
        comm,
        cpu: (Number(fields[11]) + Number(fields[12])) / ticks,
      });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}
