import { describe, expect, it } from 'vitest';
import { trailingSlashTarget } from './trailing-slash';

describe('trailingSlashTarget (issue 13, item 13)', () => {
  it.each([
    ['/es/hoteles', '/es/hoteles/'],
    ['/es', '/es/'],
    ['/api/v1/currencies', '/api/v1/currencies/'],
    ['/favicon.svg/', '/favicon.svg'],
    ['/api/v1/orders/XO-1/tickets.pdf/', '/api/v1/orders/XO-1/tickets.pdf'],
    ['/art/parks/xel-ha.svg//', '/art/parks/xel-ha.svg'],
  ])('%s goes to %s', (from, to) => {
    expect(trailingSlashTarget(from)).toBe(to);
  });

  it.each([
    '/',
    '/es/',
    '/es/hoteles/',
    '/favicon.svg',
    '/api/v1/orders/XO-1/tickets.pdf',
    '/_next/static/chunks/a.js',
    '/_next/image',
    '/.well-known/security.txt',
    '/.well-known/openid-configuration',
  ])('%s stays', (path) => {
    expect(trailingSlashTarget(path)).toBeNull();
  });
});
