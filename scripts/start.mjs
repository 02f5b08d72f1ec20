#!/usr/bin/env node
/**
 * `npm start`: builds when the production build is missing or older than the sources, then
 * serves it. The server migrates and seeds the database itself on start-up
 * (src/instrumentation.ts), so a new machine needs nothing else.
 */
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { keepAliveArgs } from './keep-alive.mjs';

buildIfStale({ force: process.env.FORCE_BUILD === '1' });

const port = process.env.PORT ?? '3000';
console.log(`Serving on http://localhost:${port} (Node ${process.version})`);
const server = spawn('next', ['start', '-p', port, ...keepAliveArgs], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
