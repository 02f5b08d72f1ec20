#!/usr/bin/env node
/**
 * Sums V8 CPU profiles (`node --cpu-prof`, one .cpuprofile per process) by where the time was
 * spent: self time per package (node_modules/<name>), per project file (src/…), Node's own
 * internals, garbage collection and idle; then the top functions by self time.
 *   node bench/profile-summary.mjs <dir or files…>
 * `npm run bench` writes one per app instance when BENCH_CPU_PROF=1 (bench/results/prof-…).
 * A frame in the app's bundles (.next/server) is read back through its chunk's source map, so
 * it is named by its own file (src/…) or package, as long as that build is still in place.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const inputs = process.argv.slice(2).flatMap((p) =>
  statSync(p).isDirectory()
    ? readdirSync(p)
        .filter((f) => f.endsWith('.cpuprofile'))
        .map((f) => path.join(p, f))
    : [p],
);
if (inputs.length === 0) {
  console.error('Usage: node bench/profile-summary.mjs <dir or .cpuprofile files…>');
  process.exit(1);
}

/** Where a frame's code lives, coarse enough to read. */
function placeOf({ url, functionName }) {
  if (functionName === '(garbage collector)') return '(garbage collector)';
  if (functionName === '(idle)') return '(idle)';
  if (functionName === '(program)') return '(program: V8 and native)';
  if (!url) return '(native)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    // Next's compiled server bundles carry the app's own code: name the chunk.
    return pkg === 'next' ? `next/${rest.slice(1, 4).join('/')}` : pkg;
  }
  const chunks = url.indexOf('.next/server/');
  if (chunks >= 0) return `.next/server (app bundle: src/…)`;
  return url.replace(/^file:\/\//, '');
}

const sourceMaps = new Map();
/** The source map beside a bundle's chunk (null when there is none, or it cannot be read). */
function sourceMapOf(url) {
  if (!sourceMaps.has(url)) {
    let map = null;
    try {
      const file = url.startsWith('file://') ? fileURLToPath(url) : url;
      if (existsSync(`${file}.map`))
        map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = null;
    }
    sourceMaps.set(url, map);
  }
  return sourceMaps.get(url);
}

/** A frame of the app's bundles as its own source: the project's file, or the package's. */
function originalOf(frame) {
  if (!frame.url.includes('.next/server/')) return null;
  const entry = sourceMapOf(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
  if (!entry?.originalSource) return null;
  const source = entry.originalSource;
  const chunk = fileURLToPath(frame.url);
  const project = chunk.slice(0, chunk.indexOf('.next/server/'));
  // A path relative to the chunk, a file URL, or a bundler's own scheme rooted at the project.
  const file = source.startsWith('file://')
    ? fileURLToPath(source)
    : /^[a-z]+:\/\//.test(source)
      ? path.join(
          project,
          decodeURIComponent(source.replace(/^[a-z]+:\/\/\/?(\[project\]\/)?/, '')),
        )
      : path.resolve(path.dirname(chunk), decodeURIComponent(source));
  const place = file.includes('/node_modules/')
    ? placeOf({ url: file, functionName: '' })
    : path.relative(project, file);
  return { place, line: entry.originalLine + 1, name: entry.name };
}

const byPlace = new Map();
const byFunction = new Map();
let total = 0;
for (const file of inputs) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const deltas = profile.timeDeltas ?? [];
  // Each sample's time is the delta to the next sample.
  profile.samples.forEach((id, i) => {
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const frame = nodes.get(id).callFrame;
    total += ms;
    const original = originalOf(frame);
    const place = original?.place ?? placeOf(frame);
    byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
    const name = original?.name || frame.functionName || '(anonymous)';
    const fn = `${name} ${place}:${original?.line ?? frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  });
}

const busy = total - (byPlace.get('(idle)') ?? 0);
const pct = (ms, of) => `${((100 * ms) / of).toFixed(1)}%`.padStart(6);
console.log(
  `${inputs.length} profile(s): ${(total / 1000).toFixed(1)} s sampled, ${(busy / 1000).toFixed(1)} s busy (not idle)\n`,
);
console.log('Self time by place (share of busy time):');
for (const [place, ms] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 25))
  if (place !== '(idle)')
    console.log(`${pct(ms, busy)}  ${(ms / 1000).toFixed(2).padStart(7)} s  ${place}`);
console.log('\nTop functions by self time:');
for (const [fn, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25))
  if (!fn.startsWith('(idle)')) console.log(`${pct(ms, busy)}  ${fn}`);
