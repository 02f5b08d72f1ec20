import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { startTcpProxy } from '../support/tcp-proxy';
import { keepAliveArgs } from '../../scripts/keep-alive.mjs';

/**
 * Issue 13, item 7: an instance whose database is down, comes back, hangs or goes away keeps
 * answering: liveness at once, readiness with the truth, pages with a clear 503 (security
 * headers included) instead of a 500 or a request that hangs for minutes, static files as
 * usual, and everything again when the database returns. A server of the build under test runs
 * on PostgreSQL behind a loopback proxy that forwards, stalls or drops connections.
 */
const adminUrl = process.env.TEST_DATABASE_URL || process.env.E2E_POSTGRES_URL;
const port = Number(process.env.E2E_PORT ?? 3210) + 5;
const origin = `http://127.0.0.1:${port}`;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.skip(!adminUrl, 'needs PostgreSQL (TEST_DATABASE_URL, as CI sets)');

let server: ChildProcess | undefined;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
const database = `e2e_trouble_${Date.now()}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

test.beforeAll(async () => {
  await admin(`CREATE DATABASE ${database}`);
  const target = new URL(adminUrl!);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  proxy.setMode('drop');
  const url = new URL(adminUrl!);
  url.host = `127.0.0.1:${proxy.port}`;
  url.pathname = `/${database}`;
  server = spawn('npx', ['next', 'start', '-p', String(port), ...keepAliveArgs], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: origin,
      DATABASE_URL: url.toString(),
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_QUERY_TIMEOUT_MS: '2000',
      LOG_LEVEL: 'warn',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/health/live/`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 60_000,
      },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await proxy?.close();
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
});

/** Status and time of a request that must never hang. */
async function timed(path: string) {
  const started = Date.now();
  const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(30_000) });
  return { response, ms: Date.now() - started, body: await response.text() };
}

test('started while the database is down: alive, not ready, a clear 503 page, static files served', async () => {
  const live = await timed('/api/health/live/');
  expect(live.response.status).toBe(200);
  expect(JSON.parse(live.body)).toMatchObject({ ok: true, database: 'starting' });

  const ready = await timed('/api/health/ready/');
  expect(ready.response.status).toBe(503);
  expect(ready.response.headers.get('retry-after')).toMatch(/^\d+$/);

  for (const [path, words] of [
    ['/es/', 'Volvemos en un momento'],
    ['/en/hotels/', 'be back in a moment'],
    ['/pt/', 'Voltamos em um instante'],
  ] as const) {
    const page = await timed(path);
    expect(page.response.status, path).toBe(503);
    expect(page.body, path).toContain(words);
    expect(page.response.headers.get('content-security-policy'), path).toContain(
      "frame-ancestors 'none'",
    );
    expect(page.response.headers.get('x-content-type-options'), path).toBe('nosniff');
    expect(page.response.headers.get('retry-after'), path).toMatch(/^\d+$/);
  }
  const api = await timed('/api/v1/currencies/');
  expect(api.response.status).toBe(503);
  expect(JSON.parse(api.body)).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });

  const file = await timed('/favicon.svg');
  expect(file.response.status).toBe(200);
});

test('the database comes back: the instance becomes ready and serves pages without a restart', async () => {
  proxy.setMode('forward');
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/health/ready/`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 90_000,
        intervals: [1_000],
      },
    )
    .toBe(200);
  const home = await timed('/es/');
  expect(home.response.status).toBe(200);
  expect(home.body).toContain('<h1');
});

test('the database hangs: no request waits for it, readiness says so, pages turn to the 503 page', async () => {
  proxy.setMode('stall');
  const search = await timed('/es/hoteles/?hotel=HXM&checkIn=2030-01-10&checkOut=2030-01-12');
  expect(search.ms).toBeLessThan(15_000);
  expect(search.response.status).toBeGreaterThanOrEqual(500);
  const ready = await timed('/api/health/ready/');
  expect(ready.ms).toBeLessThan(5_000);
  expect(ready.response.status).toBe(503);
  const live = await timed('/api/health/live/');
  expect(live.response.status).toBe(200);
  // The monitor notices within two pings: from then on, the clear page at once.
  await expect
    .poll(async () => (await timed('/es/')).response.status, { timeout: 30_000 })
    .toBe(503);
});

test('the database returns from the hang (and from going away): ready again, pages again', async () => {
  proxy.setMode('drop');
  expect((await timed('/api/health/ready/')).response.status).toBe(503);
  proxy.setMode('forward');
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/health/ready/`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 60_000,
        intervals: [1_000],
      },
    )
    .toBe(200);
  await expect
    .poll(async () => (await timed('/es/')).response.status, { timeout: 30_000 })
    .toBe(200);
});
