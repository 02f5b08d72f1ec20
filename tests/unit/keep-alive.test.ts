import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, keepAliveArgs } from '../../scripts/keep-alive.mjs';

/**
 * An idle connection between nginx and an instance must be closed by nginx, never by the
 * instance: nginx does not retry a POST on a connection the instance has just closed (a
 * checkout would fail with 502). So every `next start` we ship or run keeps idle connections
 * longer than nginx's upstream keepalive_timeout. The browser suite's server, started with the
 * same arguments, answers with that timeout (tests/e2e/keep-alive.spec.ts).
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const seconds = (value: string) => {
  const [, n, unit] = /^(\d+)(ms|s|m)?$/.exec(value)!;
  return Number(n) * (unit === 'ms' ? 0.001 : unit === 'm' ? 60 : 1);
};

describe('idle connections between nginx and the instances', () => {
  it('nginx closes its idle upstream connections before an instance does', () => {
    const upstream = /upstream xcaret_app \{([^}]*)\}/.exec(read('deploy/nginx/xcaret.conf'))![1]!;
    expect(upstream).toMatch(/^\s*keepalive \d+;/m);
    const nginx = /^\s*keepalive_timeout (\S+);/m.exec(upstream)?.[1];
    expect(nginx, 'the upstream block states its keepalive_timeout').toBeDefined();
    expect(seconds(nginx!) * 1000).toBeLessThan(KEEP_ALIVE_MS);
    // Node's default (5 s) would be shorter than any useful nginx timeout.
    expect(KEEP_ALIVE_MS).toBeGreaterThan(5_000);
  });

  it.each(['deploy/systemd/xcaret@.service', 'deploy/systemd/xcaret-jobs.service'])(
    '%s starts its instance with the same idle timeout',
    (unit) => {
      const start = /^ExecStart=.*next start.*$/m.exec(read(unit))![0];
      expect(start).toContain(keepAliveArgs.join(' '));
    },
  );

  it.each(['scripts/start.mjs', 'bench/server.mjs', 'playwright.config.ts'])(
    '%s passes it to next start',
    (file) => {
      expect(read(file)).toContain('keepAliveArgs');
    },
  );
});
