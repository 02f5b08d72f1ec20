#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (mobile, default throttling) on key pages of the production
 * build with the system Chromium. Prints performance, accessibility, best practices and SEO.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { startAppServer } from './server.mjs';

/**
 * Lighthouse's mobile preset slows the CPU 4x, calibrated for a desktop-class host
 * (benchmark index ~1000+). LIGHTHOUSE_CPU_SLOWDOWN lets a slower host be calibrated as
 * Lighthouse's own throttling guide describes; the default is Lighthouse's 4x.
 */
const cpuSlowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
/** Lighthouse's own advice: scores vary run to run, so report the median of several runs. */
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const paths = (
  process.env.LIGHTHOUSE_PATHS ?? '/es/,/es/hotel-xcaret-mexico/,/en/parks/xel-ha/'
).split(',');
const chromePath = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
if (!chromePath) {
  console.error(
    'No Chromium found: install one (Debian: `sudo apt-get install -y chromium`) or set CHROME_PATH.',
  );
  process.exit(1);
}

buildIfStale();
// The baseline: a bare dynamic Next.js page built from bench/baseline-next, scored in the same run.
const baselineDir = 'bench/baseline-next';
if (!existsSync(`${baselineDir}/.next/BUILD_ID`)) {
  // Webpack: Turbopack roots the baseline at the project (it shares its node_modules) and
  // then picks up the project's own src/proxy.ts and src/instrumentation.ts.
  const build = spawnSync('next', ['build', '--webpack', baselineDir], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const app = await startAppServer({
  port: Number(process.env.LIGHTHOUSE_PORT ?? 3230),
  dataDir: 'data/lighthouse',
});
const baseline = await startAppServer({
  port: 3231,
  appDir: baselineDir,
  healthPath: '/',
  dataDir: 'data/lighthouse-baseline',
});
const targets = [
  ...paths.map((p) => ({ label: p, url: app.url + p })),
  { label: 'baseline (bare Next.js page)', url: `${baseline.url}/` },
];
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
/**
 * One Lighthouse run. Chromium sometimes fails to record the trace ('Something went wrong with
 * recording the trace'): such a run is repeated (twice at most), not scored as 0.
 */
async function audit(url) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        formFactor: 'mobile',
      },
      {
        extends: 'lighthouse:default',
        settings: {
          // A first visit each time: Lighthouse clears the HTTP cache but by default keeps
          // cookies and local storage, so a page would inherit what the previous audit left
          // (the consent choice, the currency).
          clearStorageTypes: [
            'cookies',
            'local_storage',
            'indexeddb',
            'file_systems',
            'shader_cache',
            'service_workers',
            'cache_storage',
          ],
          // Lighthouse's default mobile (slow 4G) network, with the CPU factor above.
          throttlingMethod: 'simulate',
          throttling: {
            rttMs: 150,
            throughputKbps: 1638.4,
            requestLatencyMs: 562.5,
            downloadThroughputKbps: 1474.56,
            uploadThroughputKbps: 675,
            cpuSlowdownMultiplier: cpuSlowdown,
          },
        },
      },
    );
    if (!result.lhr.runtimeError) return result;
    console.warn(`${url}: ${result.lhr.runtimeError.message} (attempt ${attempt})`);
  }
  return undefined;
}

const rows = [];
let benchmarkIndex;
let lighthouseVersion;
try {
  for (const { label: path, url } of targets)
    for (let run = 1; run <= runs; run++) {
      // A first visit warms the server (and the cookie banner stays: it is what a visitor sees).
      await fetch(url);
      const result = await audit(url);
      if (!result) {
        rows.push({ path, run, perf: 0, a11y: 0, bp: 0, seo: 0, metrics: 'no result', failed: [] });
        continue;
      }
      lighthouseVersion = result.lhr.lighthouseVersion;
      const c = result.lhr.categories;
      const score = (x) => Math.round((x?.score ?? 0) * 100);
      const failed = Object.values(result.lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      const metric = (id) => result.lhr.audits[id]?.displayValue ?? '-';
      const metrics = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ]
        .map(
          (id) =>
            `${id
              .split('-')
              .map((w) => w[0])
              .join('')
              .toUpperCase()} ${metric(id)}`,
        )
        .join(' · ');
      benchmarkIndex = result.lhr.environment.benchmarkIndex;
      if (process.env.LIGHTHOUSE_DETAILS) {
        for (const id of [
          'bootup-time',
          'mainthread-work-breakdown',
          'long-tasks',
          'layout-shifts',
          'largest-contentful-paint-element',
          'render-blocking-resources',
          'network-requests',
        ]) {
          const items = result.lhr.audits[id]?.details?.items ?? [];
          console.log(id, JSON.stringify(items.slice(0, 8)));
        }
        // What the unthrottled load really did, before Lantern's simulation.
        const observed = result.lhr.audits.metrics?.details?.items?.[0] ?? {};
        console.log(
          'observed',
          JSON.stringify(
            Object.fromEntries(Object.entries(observed).filter(([k]) => k.startsWith('observed'))),
          ),
        );
      }
      rows.push({
        metrics,
        path,
        run,
        perf: score(c.performance),
        a11y: score(c.accessibility),
        bp: score(c['best-practices']),
        seo: score(c.seo),
        failed,
      });
    }
} finally {
  await chrome.kill();
  app.stop();
  baseline.stop();
}
console.log(
  `\nLighthouse ${lighthouseVersion}, mobile, CPU slowdown ${cpuSlowdown}x, host benchmark index ${benchmarkIndex}`,
);
console.log('\npath'.padEnd(34), 'perf', 'a11y', 'best', 'seo');
for (const r of rows) {
  console.log(
    `${r.path}${runs > 1 ? ` #${r.run}` : ''}`.padEnd(33),
    String(r.perf).padStart(4),
    String(r.a11y).padStart(4),
    String(r.bp).padStart(4),
    String(r.seo).padStart(4),
  );
  console.log('   ', r.metrics);
  if (r.failed.length) console.log('    failing audits:', r.failed.join(', '));
}
if (runs > 1) {
  console.log(`\nperformance over ${runs} runs (median, lowest)`);
  for (const { label } of targets) {
    const scores = rows
      .filter((r) => r.path === label)
      .map((r) => r.perf)
      .sort((a, b) => a - b);
    const median = scores[Math.floor((scores.length - 1) / 2)];
    console.log(
      `${label.padEnd(33)} ${String(median).padStart(4)} ${String(scores[0]).padStart(4)}`,
    );
  }
}
