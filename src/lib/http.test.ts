import { describe, expect, it } from 'vitest';
import { clientIp, clientIpFromHeaders, holderKeyOf } from './http';

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
