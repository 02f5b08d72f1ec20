import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderShippedConf, SHIPPED_CONF } from '../../bench/nginx.mjs';

/**
 * The bench measures the nginx configuration we ship (issue 18): its loopback rendering may
 * change only the listen address, TLS, the cache path, the upstream ports and the Host header,
 * and must refuse a shipped file whose shape it no longer knows.
 */
const shipped = readFileSync(SHIPPED_CONF, 'utf8');
const render = (text = shipped) =>
  renderShippedConf({ port: 4581, upstreams: [4510, 4511], cacheDir: '/tmp/c', text });

describe("the bench's rendering of deploy/nginx/xcaret.conf", () => {
  it('listens on loopback without TLS, with the bench instances upstream', () => {
    const conf = render();
    const code = conf.replace(/#.*$/gm, '');
    expect(code).toContain('listen 127.0.0.1:4581;');
    expect(code).not.toMatch(/\bssl\b|listen 443|listen 80|return 308/);
    expect(conf).toContain('proxy_cache_path /tmp/c levels=1:2');
    expect(conf.match(/^\s*server 127\.0\.0\.1:\d+.*$/gm)).toEqual([
      '    server 127.0.0.1:4510 max_fails=3 fail_timeout=5s;',
      '    server 127.0.0.1:4511 max_fails=3 fail_timeout=5s;',
    ]);
    expect(conf).toContain('proxy_set_header Host $http_host;');
  });

  it('keeps every other directive of the canonical server as shipped', () => {
    const directives = (text: string) =>
      text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => /^(location|proxy_|gzip|add_header|client_max_body_size)/.test(l))
        // What the rendering changes: the Host headers, the cache path, the redirect servers.
        .filter((l) => !/^proxy_set_header (Host|X-Forwarded-Host) |^proxy_cache_path /.test(l))
        .filter((l) => !/return 308|acme-challenge/.test(l));
    expect(directives(render())).toEqual(directives(shipped));
  });

  it('refuses a shipped file it does not recognise', () => {
    expect(() => render(shipped.replace(/listen 443 ssl http2;/g, 'listen 8443;'))).toThrow(
      /changed shape: listen 443/,
    );
    expect(() => render(shipped.replace('/var/cache/nginx/xcaret', '/srv/cache'))).toThrow(
      /changed shape: proxy_cache_path/,
    );
  });
});
