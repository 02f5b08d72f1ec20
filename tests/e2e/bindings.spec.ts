import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { expect, test } from '@playwright/test';

/**
 * Issue 13, item 8: `next start -H <address>` — 127.0.0.1 is the usual binding behind a proxy
 * — must serve every localized slug; under it they used to redirect to themselves for ever
 * (a Next.js bug mended by scripts/patch-next.mjs until its fix is released). Each binding gets
 * a server of the build under test with an embedded database of its own.
 */
const base = Number(process.env.E2E_PORT ?? 3210) + 6;
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const bindings: { host: string; url: string }[] = [
  { host: '127.0.0.1', url: '127.0.0.1' },
  { host: '::1', url: '[::1]' },
  { host: '0.0.0.0', url: '127.0.0.1' },
];

const slugs = [
  '/es/',
  '/es/hoteles/',
  '/es/reserva/',
  '/es/carrito/',
  '/es/carrito/checkout/',
  '/en/hotels/',
  '/en/booking/',
  '/pt/hoteis/',
  '/pt/carrinho/',
  '/es/hoteles-xcaret/',
  '/es/bodas/',
  '/es/parques/xel-ha/',
];

for (const [i, binding] of bindings.entries()) {
  test(`next start -H ${binding.host} serves every localized slug without a redirect loop`, async () => {
    const port = base + i;
    const dir = `./data/e2e/binding-${port}`;
    rmSync(dir, { recursive: true, force: true });
    const server = spawn('npx', ['next', 'start', '-H', binding.host, '-p', String(port)], {
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: '',
        PGLITE_DIR: dir,
        MAIL_DIR: `${dir}/mail`,
        LOG_LEVEL: 'warn',
      },
    });
    try {
      const origin = `http://${binding.url}:${port}`;
      await expect
        .poll(
          () =>
            fetch(`${origin}/api/health/`).then(
              (r) => r.status,
              () => 0,
            ),
          {
            timeout: 120_000,
            intervals: [1_000],
          },
        )
        .toBe(200);
      for (const slug of slugs) {
        // Followed by hand, so that a loop is seen as one, not as a fetch error.
        let url = `${origin}${slug}`;
        const seen: string[] = [];
        let response = await fetch(url, { redirect: 'manual' });
        while (response.status >= 300 && response.status < 400 && seen.length < 5) {
          seen.push(url);
          url = new URL(response.headers.get('location')!, url).toString();
          response = await fetch(url, { redirect: 'manual' });
        }
        expect(response.status, `${slug} via ${seen.join(' → ') || 'no redirect'}`).toBe(200);
        expect(seen.length, slug).toBe(0);
        expect(await response.text(), slug).toContain('<h1');
      }
    } finally {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    }
  });
}

test('a deployment on https: aliases go to BASE_URL before any cookie, every redirect carries HSTS (items 3, 13)', async () => {
  const port = base + bindings.length;
  const dir = `./data/e2e/binding-${port}`;
  rmSync(dir, { recursive: true, force: true });
  const server = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: 'https://shop.example.test',
      DATABASE_URL: '',
      PGLITE_DIR: dir,
      MAIL_DIR: `${dir}/mail`,
      LOG_LEVEL: 'warn',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  /** A request as nginx passes it on: the public host, the client's scheme (node:http, since
   * fetch will not send a Host header of its own). */
  const get = (path: string, host: string) =>
    new Promise<{ status: number; headers: { get: (name: string) => string | null } }>(
      (resolve, reject) => {
        const req = http.get(
          `${origin}${path}`,
          { headers: { host, 'x-forwarded-proto': 'https' } },
          (res) => {
            res.resume();
            const value = (name: string) => {
              const v = res.headers[name];
              return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
            };
            resolve({ status: res.statusCode ?? 0, headers: { get: value } });
          },
        );
        req.on('error', reject);
      },
    );
  try {
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/health/`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 120_000,
          intervals: [1_000],
        },
      )
      .toBe(200);
    for (const alias of ['www.shop.example.test', 'shop-example.test', '127.0.0.1:' + port]) {
      const response = await get('/es/carrito/?from=alias', alias);
      expect(response.status, alias).toBe(308);
      expect(response.headers.get('location'), alias).toBe(
        'https://shop.example.test/es/carrito/?from=alias',
      );
      expect(response.headers.get('set-cookie'), alias).toBeNull();
      expect(response.headers.get('strict-transport-security'), alias).toMatch(/max-age=\d+/);
    }
    // The canonical host itself is served, and its trailing-slash redirects carry HSTS too.
    const page = await get('/es/carrito/', 'shop.example.test');
    expect(page.status).toBe(200);
    const slash = await get('/es/hoteles', 'shop.example.test');
    expect(slash.status).toBe(308);
    expect(slash.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(slash.headers.get('x-content-type-options')).toBe('nosniff');
    // API clients on an alias are served, not redirected (a POST cannot follow a redirect).
    expect((await get('/api/v1/currencies/', 'www.shop.example.test')).status).toBe(200);
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
});
