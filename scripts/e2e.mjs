#!/usr/bin/env node
/**
 * End-to-end tests against one production build (`next build` + `next start`), driven by
 * Playwright in the system Chromium. Nothing is downloaded.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');

async function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((c) => c && existsSync(c));
  if (found) return found;
  try {
    // Playwright's own browser, when someone installed it.
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // no Playwright browser either
  }
  return undefined;
}

const chrome = await findChromium();
if (!chrome) {
  console.error(
    'No Chromium found: install one (Debian: `sudo apt-get install -y chromium`) or set CHROME_PATH.',
  );
  process.exit(1);
}

buildIfStale();
// Each run starts from a new embedded database, migrated and seeded by the server itself.
rmSync(path.join(root, 'data', 'e2e'), { recursive: true, force: true });

// With TEST_DATABASE_URL (CI), a second server runs the hotel journeys on PostgreSQL, in a
// database of its own that is dropped afterwards.
let pgDatabase;
if (process.env.TEST_DATABASE_URL) {
  const { default: pg } = await import('pg');
  pgDatabase = `e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pgDatabase}`);
  await admin.end();
}
const pgUrl = pgDatabase
  ? Object.assign(new URL(process.env.TEST_DATABASE_URL), { pathname: `/${pgDatabase}` }).toString()
  : '';

const result = spawnSync('playwright', ['test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome, E2E_POSTGRES_URL: pgUrl },
});

if (pgDatabase) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`);
  await admin.end();
}
// Not found or not started (run outside npm, whose scripts put node_modules/.bin on PATH): say so.
if (result.error) console.error(`Could not run Playwright: ${result.error.message}`);
process.exit(result.status ?? 1);
