#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (mobile, default throttling) on key pages of the production
 * build with the system Chromium. Prints performance, accessibility, best practices and SEO.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { startAppServer } from './server.mjs';

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
const app = await startAppServer({
  port: Number(process.env.LIGHTHOUSE_PORT ?? 3230),
  dataDir: 'data/lighthouse',
});
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
const rows = [];
try {
  for (const path of paths) {
    // A first visit warms the server (and the cookie banner stays: it is what a visitor sees).
    await fetch(app.url + path);
    const result = await lighthouse(app.url + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
    });
    const c = result.lhr.categories;
    const score = (x) => Math.round((x?.score ?? 0) * 100);
    const failed = Object.values(result.lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    rows.push({
      path,
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
}
console.log('\npath'.padEnd(34), 'perf', 'a11y', 'best', 'seo');
for (const r of rows) {
  console.log(
    r.path.padEnd(33),
    String(r.perf).padStart(4),
    String(r.a11y).padStart(4),
    String(r.bp).padStart(4),
    String(r.seo).padStart(4),
  );
  if (r.failed.length) console.log('   failing audits:', r.failed.join(', '));
}
