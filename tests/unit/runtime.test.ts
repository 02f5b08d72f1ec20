import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0001: `engines` says which Node the project runs on (>= 22, for people who bring
 * their own); the `node` package pins the one every npm script runs on (24, like `.nvmrc`).
 * These tests hold the three together and check what actually runs.
 */
const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};
const major = (version: string) => Number(/(\d+)/.exec(version)?.[1]);

/** The lowest major `engines.node` allows; it is written `>=N` (anything else fails here). */
function enginesFloor(range: string): number {
  const floor = /^>=\s*(\d+)(\.\d+){0,2}$/.exec(range.trim());
  if (!floor) throw new Error(`engines.node is "${range}": this test reads only ">=N"`);
  return Number(floor[1]);
}

describe('runtime (decision 0001)', () => {
  const floor = enginesFloor(pkg.engines.node);

  it('runs on a Node that package.json engines allows', () => {
    expect(major(process.version)).toBeGreaterThanOrEqual(floor);
  });

  it('pins one Node in the node package and .nvmrc, and engines allows it', () => {
    const pinned = major(pkg.dependencies.node ?? '');
    expect(pinned).toBe(Number(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()));
    expect(pinned).toBeGreaterThanOrEqual(floor);
  });

  // npm puts node_modules/.bin first on PATH, so every npm script runs on the pinned binary;
  // a Vitest started some other way may run on the caller's own Node (which engines allows).
  const installed = path.join(root, 'node_modules/node/package.json');
  it.runIf(process.env.npm_lifecycle_event !== undefined && existsSync(installed))(
    'runs npm scripts on the pinned Node (only under npm, with the pin installed)',
    () => {
      const { version } = JSON.parse(readFileSync(installed, 'utf8')) as { version: string };
      expect(process.version).toBe(`v${version}`);
      expect(major(version)).toBe(major(pkg.dependencies.node ?? ''));
    },
  );
});
