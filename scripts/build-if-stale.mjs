/**
 * Builds the production bundle when it is missing or older than the sources. Shared by
 * `npm start` and the end-to-end runner so that both serve what the code says.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const watched = [
  'src',
  'messages',
  'public',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
];

function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (max, name) => Math.max(max, newestChange(path.join(target, name))),
    stat.mtimeMs,
  );
}

export function buildIfStale({ force = false } = {}) {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const stale = watched.some((t) => newestChange(t) > builtAt);
  if (!stale && !force) return;
  console.log(
    builtAt
      ? 'Sources changed since the last build: building…'
      : 'No production build yet: building…',
  );
  const build = spawnSync('next', ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// `node scripts/build-if-stale.mjs`: the validate script's build step.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  buildIfStale({ force: process.env.FORCE_BUILD === '1' });
}
