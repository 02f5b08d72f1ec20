/**
 * The shipped nginx configuration (deploy/nginx/xcaret.conf), rendered for loopback and run as
 * a child process of the bench: `nginx -p <temp dir> -c <temp dir>/nginx.conf`, never the
 * system service. The rendering changes only what a loopback run must (see renderShippedConf);
 * every other line is the shipped file's, so the bench measures what we ship. When the shipped
 * file changes shape, renderShippedConf throws rather than measure something else.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const SHIPPED_CONF = path.join(root, 'deploy', 'nginx', 'xcaret.conf');

/** The nginx binary (NGINX_BIN, else Debian's), or null when none is installed. */
export function nginxBinary() {
  return (
    [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => p && existsSync(p)) ??
    null
  );
}

/** The `server { … }` blocks at the top level of a configuration, with their offsets. */
function serverBlocks(text) {
  const blocks = [];
  const re = /^server\s*\{/gm;
  let match;
  while ((match = re.exec(text))) {
    let depth = 0;
    for (let i = match.index + match[0].length - 1; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) {
        blocks.push({ start: match.index, end: i + 1, text: text.slice(match.index, i + 1) });
        break;
      }
    }
  }
  return blocks;
}

function replaceOnce(text, pattern, replacement, what) {
  if (!pattern.test(text)) throw new Error(`deploy/nginx/xcaret.conf changed shape: ${what}`);
  return text.replace(pattern, replacement);
}

/**
 * The shipped configuration for loopback, changed only where a bench run must:
 * - the cache lives in the run's temp dir (not /var/cache/nginx);
 * - the upstream lists the bench's app instances;
 * - the two redirect-only servers (plain HTTP, bare domain) are left out, and the canonical
 *   server listens on 127.0.0.1:<port> without TLS (its ssl_* lines dropped);
 * - Host and X-Forwarded-Host are `$http_host`, which keeps the port (the shipped file's own
 *   comment says to do so on a port other than 443: the app compares it with BASE_URL).
 */
export function renderShippedConf({
  port,
  upstreams,
  cacheDir,
  text = readFileSync(SHIPPED_CONF, 'utf8'),
}) {
  let conf = replaceOnce(
    text,
    /proxy_cache_path \/var\/cache\/nginx\/xcaret /,
    `proxy_cache_path ${cacheDir} `,
    'proxy_cache_path',
  );
  conf = replaceOnce(
    conf,
    /((?:^\s*server 127\.0\.0\.1:\d+[^;]*;\n)+)/m,
    (lines) => {
      const options = lines.split('\n')[0].replace(/^\s*server 127\.0\.0\.1:\d+/, '');
      return upstreams.map((p) => `    server 127.0.0.1:${p}${options}\n`).join('');
    },
    'upstream servers',
  );
  const blocks = serverBlocks(conf);
  const canonical = blocks.filter((b) => /\bproxy_pass\s/.test(b.text));
  if (canonical.length !== 1) throw new Error('deploy/nginx/xcaret.conf changed shape: servers');
  let server = canonical[0].text;
  server = replaceOnce(
    server,
    /^\s*listen 443 ssl[^;]*;\n/m,
    `    listen 127.0.0.1:${port};\n`,
    'listen 443',
  );
  server = server.replace(/^\s*listen \[::\]:443[^;]*;\n/m, '');
  server = server.replace(/^\s*ssl_[a-z_]+\s[^;]*;\n/gm, '');
  server = replaceOnce(
    server,
    /proxy_set_header Host \$host;/,
    'proxy_set_header Host $http_host;',
    'Host',
  );
  server = replaceOnce(
    server,
    /proxy_set_header X-Forwarded-Host \$host;/,
    'proxy_set_header X-Forwarded-Host $http_host;',
    'X-Forwarded-Host',
  );
  // Everything outside the server blocks (cache path, upstream), then the canonical server.
  let outside = conf;
  for (const b of [...blocks].reverse()) outside = outside.slice(0, b.start) + outside.slice(b.end);
  return `${outside.trim()}\n\n${server}\n`;
}

/**
 * Starts nginx with the shipped configuration rendered for loopback (if `app` is given) and a
 * plain static server for `files` (name → bytes) on `filePort`. Returns the URLs and stop().
 */
export async function startNginx({ app, filePort, files = {} }) {
  const bin = nginxBinary();
  if (!bin) return null;
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'xcaret-bench-nginx-'));
  // Debian's nginx runs its workers as www-data when started by root: they read the files
  // and write the cache and temp files here.
  chmodSync(prefix, 0o755);
  for (const dir of ['www', 'cache', 'temp', 'logs']) {
    mkdirSync(path.join(prefix, dir), { recursive: true });
    chmodSync(path.join(prefix, dir), dir === 'www' ? 0o755 : 0o777);
  }
  for (const [name, bytes] of Object.entries(files))
    writeFileSync(path.join(prefix, 'www', name), bytes);
  const shipped = app
    ? renderShippedConf({
        port: app.port,
        upstreams: app.upstreams,
        cacheDir: path.join(prefix, 'cache'),
      })
    : '';
  writeFileSync(path.join(prefix, 'xcaret.rendered.conf'), shipped);
  // Debian's nginx.conf `http` block, minus the logs (a bench writes none) and TLS defaults.
  const main = `# Written by bench/nginx.mjs for one bench run.
${process.getuid?.() === 0 ? 'user www-data;' : ''}
worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    gzip on;
    client_body_temp_path ${prefix}/temp/body;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;

    # The same bytes as the app's pages, from files: nginx's own ceiling on this machine.
    server {
        listen 127.0.0.1:${filePort};
        root ${prefix}/www;
    }

    include ${prefix}/xcaret.rendered.conf;
}
`;
  const confPath = path.join(prefix, 'nginx.conf');
  writeFileSync(confPath, main);
  const test = spawnSync(bin, ['-t', '-q', '-p', prefix, '-c', confPath], { encoding: 'utf8' });
  if (test.status !== 0)
    throw new Error(`nginx -t refused the rendered configuration:\n${test.stderr}`);
  const child = spawn(bin, ['-p', prefix, '-c', confPath, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  // Up when both ports answer.
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${filePort}/`, { redirect: 'manual' });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not start within 10 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    fileUrl: `http://127.0.0.1:${filePort}`,
    appUrl: app ? `http://127.0.0.1:${app.port}` : null,
    prefix,
    stop: () => {
      child.kill('SIGQUIT');
      setTimeout(() => rmSync(prefix, { recursive: true, force: true }), 500).unref();
    },
  };
}
