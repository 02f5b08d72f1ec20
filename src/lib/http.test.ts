import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from './env';
import { clientIp, clientIpFromHeaders, holderKeyOf, loopbackAlias, requestOrigin } from './http';

const secretsFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'http-test-')), 'secrets.json');

const withHeaders = (headers: Record<string, string>) => new Headers(headers);

describe('clientIpFromHeaders', () => {
  it('takes the address the trusted proxy appended, not what the client sent before it', () => {
    const headers = withHeaders({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' });
    expect(clientIpFromHeaders(headers, 1)).toBe('203.0.113.7');
  });

  it('counts hops from the right when there are several proxies', () => {
    const headers = withHeaders({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.2' });
    expect(clientIpFromHeaders(headers, 2)).toBe('203.0.113.7');
  });

  it('a client cannot pick a new bucket by sending its own header through the proxy', () => {
    const a = clientIpFromHeaders(withHeaders({ 'x-forwarded-for': '1.1.1.1, 198.51.100.4' }), 1);
    const b = clientIpFromHeaders(withHeaders({ 'x-forwarded-for': '2.2.2.2, 198.51.100.4' }), 1);
    expect(a).toBe(b);
  });

  it('uses the leftmost entry when there are fewer entries than hops', () => {
    expect(clientIpFromHeaders(withHeaders({ 'x-forwarded-for': '203.0.113.7' }), 3)).toBe(
      '203.0.113.7',
    );
  });

  it('falls back to X-Real-IP, then to "local"', () => {
    expect(clientIpFromHeaders(withHeaders({ 'x-real-ip': '192.0.2.1' }), 1)).toBe('192.0.2.1');
    expect(clientIpFromHeaders(withHeaders({ 'x-forwarded-for': ' , ' }), 1)).toBe('local');
    expect(clientIp(new Request('http://127.0.0.1/'), 1)).toBe('local');
  });
});

describe('holderKeyOf', () => {
  it('one IPv6 /64 is one holder, however its addresses are written', () => {
    const key = holderKeyOf('2001:db8:85a3:8d3:1319:8a2e:370:7348');
    expect(holderKeyOf('2001:db8:85a3:8d3::1')).toBe(key);
    expect(holderKeyOf('2001:0DB8:85A3:08D3:ffff:ffff:ffff:ffff')).toBe(key);
    expect(holderKeyOf('2001:db8:85a3:8d4::1')).not.toBe(key);
  });

  it('an IPv4 address is its own holder, mapped into IPv6 or not', () => {
    expect(holderKeyOf('::ffff:203.0.113.7')).toBe(holderKeyOf('203.0.113.7'));
    expect(holderKeyOf('203.0.113.8')).not.toBe(holderKeyOf('203.0.113.7'));
  });

  it('does not keep the address in the clear', () => {
    expect(holderKeyOf('203.0.113.7')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('requestOrigin (issue 13, item 3)', () => {
  const settings = (baseUrl?: string) => parseEnv({ BASE_URL: baseUrl, SECRETS_FILE: secretsFile });
  it('is BASE_URL when it is configured, whatever host the request names', () => {
    const configured = settings('https://www.example.com');
    for (const host of ['evil.example', '127.0.0.1:3000', 'example.com', ''])
      expect(requestOrigin(new Headers(host ? { host } : {}), configured)).toBe(
        'https://www.example.com',
      );
  });

  it('is the host in use on a laptop (BASE_URL unset): localhost and 127.0.0.1 alike', () => {
    const laptop = settings();
    expect(requestOrigin(new Headers({ host: '127.0.0.1:3000' }), laptop)).toBe(
      'http://127.0.0.1:3000',
    );
    expect(requestOrigin(new Headers({ host: 'LOCALHOST:3000' }), laptop)).toBe(
      'http://localhost:3000',
    );
    expect(requestOrigin(new Headers({ host: '[::1]:3000' }), laptop)).toBe('http://[::1]:3000');
    expect(
      requestOrigin(new Headers({ host: 'shop.local', 'x-forwarded-proto': 'https' }), laptop),
    ).toBe('https://shop.local');
  });

  it('never builds an origin from a malformed Host header', () => {
    const laptop = settings();
    for (const host of ['evil.example/x', 'a b', 'evil.example@x', 'x:port', '//x', 'x\\y'])
      expect(requestOrigin(new Headers({ host }), laptop), host).toBe('http://localhost:3000');
  });
});

describe('loopback aliases', () => {
  it('localhost, 127.x and ::1 on the same port are one server; other hosts or ports are not', () => {
    expect(loopbackAlias('localhost:3000', 'http://127.0.0.1:3000')).toBe(true);
    expect(loopbackAlias('[::1]:3000', 'http://localhost:3000')).toBe(true);
    expect(loopbackAlias('localhost:3001', 'http://127.0.0.1:3000')).toBe(false);
    expect(loopbackAlias('www.example.com', 'https://example.com')).toBe(false);
    expect(loopbackAlias('localhost:443', 'https://example.com')).toBe(false);
  });

  it('a configured loopback BASE_URL serves its aliases on the host in use', () => {
    const configured = parseEnv({ BASE_URL: 'http://127.0.0.1:3000', SECRETS_FILE: secretsFile });
    expect(requestOrigin(new Headers({ host: 'localhost:3000' }), configured)).toBe(
      'http://localhost:3000',
    );
    expect(requestOrigin(new Headers({ host: 'evil.example:3000' }), configured)).toBe(
      'http://127.0.0.1:3000',
    );
  });
});
