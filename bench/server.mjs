/** Starts the production server for a benchmark and stops it by process group. */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { keepAliveArgs } from '../scripts/keep-alive.mjs';

const root = path.resolve(import.meta.dirname, '..');

export async function startAppServer({
  port,
  dataDir = path.join(root, 'data', 'bench'),
  appDir,
  healthPath = '/api/health/',
  // Extra environment (an instance of several: BASE_URL of the proxy in front, shared secrets).
  env = {},
}) {
  rmSync(dataDir, { recursive: true, force: true });
  const args = [
    'start',
    ...(appDir ? [appDir] : []),
    '-p',
    String(port),
    // The baseline keeps Next's default: it is the bare page we compare with.
    ...(appDir ? [] : keepAliveArgs),
  ];
  const child = spawn('next', args, {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DIR: dataDir,
      BASE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      // Asked with BASE_URL's host: an instance behind a proxy redirects any other host.
      const host = env.BASE_URL ? new URL(env.BASE_URL).host : `127.0.0.1:${port}`;
      const response = await fetch(`http://127.0.0.1:${port}${healthPath}`, {
        headers: { host },
        redirect: 'manual',
      });
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('The app server did not start within 240 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}
