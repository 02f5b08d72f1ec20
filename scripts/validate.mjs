#!/usr/bin/env node
/**
 * `npm run validate` (and so `npm test`): every check of the project, independent ones side by
 * side. The format check, ESLint, TypeScript and Vitest start at once; the production build
 * starts when TypeScript is done (both write `.next`); the browser tests run last, alone, once
 * everything else has passed (they need the build, and would only slow the others down).
 *
 * Each step's output is printed in one piece when it ends, so the logs never interleave; the
 * browser tests, alone, print as they go. A failed step stops what depends on it, lets the
 * others finish, and the summary says what passed, failed or did not run.
 *
 * VALIDATE_JOBS=1 runs one step at a time, in the order below (a busy machine).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The steps; `needs` are the steps that must have passed before one starts. */
const steps = [
  { name: 'format', command: 'npm run --silent format:check', needs: [] },
  { name: 'lint', command: 'npm run --silent lint', needs: [] },
  { name: 'typecheck', command: 'npm run --silent typecheck', needs: [] },
  { name: 'unit', command: 'npm run --silent test:unit', needs: [] },
  // `next build` replaces `.next`, where the typecheck's `next typegen` writes its types.
  { name: 'build', command: 'node scripts/build-if-stale.mjs', needs: ['typecheck'] },
  {
    name: 'e2e',
    command: 'npm run --silent test:e2e',
    needs: ['format', 'lint', 'typecheck', 'unit', 'build'],
    live: true,
  },
];

const jobs = Math.max(1, Number(process.env.VALIDATE_JOBS) || steps.length);
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const state = new Map(steps.map((s) => [s.name, { status: 'waiting' }]));
const running = new Set();

function log(line) {
  process.stdout.write(`[validate ${seconds(Date.now() - started).padStart(6)}] ${line}\n`);
}

function run(step) {
  const entry = state.get(step.name);
  entry.status = 'running';
  entry.start = Date.now();
  log(`${step.name}: ${step.command}`);
  // A process group of its own, so that stopping validate stops everything the step started.
  const child = spawn(step.command, {
    cwd: root,
    shell: true,
    detached: true,
    stdio: step.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  });
  running.add(child);
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      entry.ms = Date.now() - entry.start;
      entry.status = code === 0 ? 'passed' : 'failed';
      if (output.length) {
        process.stdout.write(`\n──── ${step.name} (${seconds(entry.ms)}) ────\n`);
        process.stdout.write(Buffer.concat(output));
        process.stdout.write('\n');
      }
      log(`${step.name} ${entry.status}${signal ? ` (${signal})` : ''} in ${seconds(entry.ms)}`);
      resolve();
    });
  });
}

/** Starts every step whose needs have passed, up to `jobs` at once, until none can start. */
async function schedule() {
  const active = new Map();
  for (;;) {
    for (const step of steps) {
      const entry = state.get(step.name);
      if (entry.status !== 'waiting') continue;
      const needs = step.needs.map((n) => state.get(n).status);
      if (needs.some((s) => s === 'failed' || s === 'skipped')) {
        entry.status = 'skipped';
        continue;
      }
      if (needs.every((s) => s === 'passed') && active.size < jobs) {
        active.set(
          step.name,
          run(step).then(() => active.delete(step.name)),
        );
        if (jobs === 1) break;
      }
    }
    if (active.size === 0) return;
    await Promise.race(active.values());
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });
}

await schedule();

const width = Math.max(...steps.map((s) => s.name.length));
process.stdout.write('\n');
for (const step of steps) {
  const entry = state.get(step.name);
  const time = entry.ms === undefined ? '' : seconds(entry.ms);
  process.stdout.write(`  ${step.name.padEnd(width)}  ${entry.status.padEnd(8)} ${time}\n`);
}
const ok = steps.every((s) => state.get(s.name).status === 'passed');
log(ok ? 'all passed' : 'FAILED');
process.exit(ok ? 0 : 1);
