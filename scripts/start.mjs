#!/usr/bin/env node
/**
 * `npm start`: builds when the production build is missing or older than the sources, then
 * serves it. The server migrates and seeds the database itself on start-up
 * (src/instrumentation.ts), so a new machine needs nothing else.
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const buildId = path.join(root, '.next', 'BUILD_ID');
const watched = ['src', 'messages', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs'];

function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestChange(path.join(target, name))), stat.mtimeMs);
}

const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
const stale = watched.some((t) => newestChange(t) > builtAt);
if (stale || process.env.FORCE_BUILD === '1') {
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'No production build yet: building…');
  const build = spawnSync('next', ['build'], { cwd: root, stdio: 'inherit', shell: false });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? '3000';
console.log(`Serving on http://localhost:${port} (Node ${process.version})`);
const server = spawn('next', ['start', '-p', port], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
