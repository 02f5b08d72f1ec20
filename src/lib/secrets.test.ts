import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from './secrets';

const dir = mkdtempSync(path.join(os.tmpdir(), 'secrets-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadOrCreateSecrets', () => {
  it('generates 256-bit secrets into a private file, creating its folder, and reads them back', () => {
    const file = path.join(dir, 'a', 'b', 'secrets.json');
    const first = loadOrCreateSecrets(file, ['ONE', 'TWO']);
    expect(first.ONE).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.ONE).not.toBe(first.TWO);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecrets(file, ['ONE', 'TWO'])).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
  });

  it('adds a secret a newer version needs, keeping the others; tightens a loose file mode', () => {
    const file = path.join(dir, 'grow.json');
    const first = loadOrCreateSecrets(file, ['ONE']);
    execFileSync('chmod', ['644', file]);
    const grown = loadOrCreateSecrets(file, ['ONE', 'THREE']);
    expect(grown.ONE).toBe(first.ONE);
    expect(grown.THREE).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('replaces a stored secret that is too short to be one', () => {
    const file = path.join(dir, 'short.json');
    writeFileSync(file, JSON.stringify({ ONE: 'short' }), { mode: 0o600 });
    expect(loadOrCreateSecrets(file, ['ONE']).ONE).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a file that is not JSON rather than silently replacing the secrets', () => {
    const file = path.join(dir, 'broken.json');
    writeFileSync(file, 'not json');
    expect(() => loadOrCreateSecrets(file, ['ONE'])).toThrow(/not a readable secrets file/);
  });

  it('instances starting at once agree on one set of secrets', async () => {
    const file = path.join(dir, 'race.json');
    const script = `
      import { loadOrCreateSecrets } from ${JSON.stringify(path.resolve('src/lib/secrets.ts'))};
      process.stdout.write(JSON.stringify(loadOrCreateSecrets(${JSON.stringify(file)}, ['ONE', 'TWO'])));
    `;
    const { spawn } = await import('node:child_process');
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn('npx', ['tsx', '--eval', script], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
      });
    const outputs = await Promise.all(Array.from({ length: 6 }, run));
    expect(new Set(outputs).size).toBe(1);
    expect(JSON.parse(outputs[0]!)).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });
});
