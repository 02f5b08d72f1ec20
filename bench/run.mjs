#!/usr/bin/env node
/**
 * `npm run bench`: requests/s and p99 of key pages of the production build, each next to a
 * bare node:http server answering the same bytes, measured in the same run. Loopback only,
 * bounded in time (BENCH_SECONDS per target, default 8).
 */
import http from 'node:http';
import autocannon from 'autocannon';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { startAppServer } from './server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const paths = (
  process.env.BENCH_PATHS ?? '/es/,/es/hotel-xcaret-mexico/,/es/parques/xcaret-plus/'
).split(',');

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: seconds, headers: { cookie: 'cookie_consent=accepted' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

function bareServer(body, headers) {
  return new Promise((resolve) => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, headers);
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

buildIfStale();
const app = await startAppServer({ port: Number(process.env.BENCH_PORT ?? 3220) });
const rows = [];
try {
  for (const path of paths) {
    const response = await fetch(app.url + path, {
      headers: { cookie: 'cookie_consent=accepted' },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    const bare = await bareServer(body, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
    });
    const bareUrl = `http://127.0.0.1:${bare.address().port}${path}`;
    await run(app.url + path); // warm-up pass is discarded… kept short by duration
    const appResult = await run(app.url + path);
    const bareResult = await run(bareUrl);
    bare.close();
    rows.push({
      path,
      bytes: body.length,
      appRps: Math.round(appResult.requests.average),
      appP99: appResult.latency.p99,
      bareRps: Math.round(bareResult.requests.average),
      bareP99: bareResult.latency.p99,
      errors: appResult.errors + appResult.non2xx,
    });
  }
} finally {
  app.stop();
}

console.log(`\n${connections} connections, ${seconds} s per target, Node ${process.version}\n`);
console.log(
  'path'.padEnd(34),
  'bytes'.padStart(8),
  'app req/s'.padStart(10),
  'app p99'.padStart(9),
  'bare req/s'.padStart(11),
  'bare p99'.padStart(9),
  'app/bare'.padStart(9),
  'errors'.padStart(7),
);
for (const r of rows) {
  console.log(
    r.path.padEnd(34),
    String(r.bytes).padStart(8),
    String(r.appRps).padStart(10),
    `${r.appP99} ms`.padStart(9),
    String(r.bareRps).padStart(11),
    `${r.bareP99} ms`.padStart(9),
    (r.appRps / r.bareRps).toFixed(4).padStart(9),
    String(r.errors).padStart(7),
  );
}
