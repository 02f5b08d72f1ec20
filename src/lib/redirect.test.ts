import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect';

const home = '/es/';
const ORIGIN = 'https://shop.example';

/** Where a browser on our origin goes when sent the emitted Location. */
const landsOn = (location: string) => new URL(location, `${ORIGIN}/es/carrito/`).origin;

describe('safeRedirectPath (issue 13, item 5)', () => {
  const hosts = ['evil.example', 'evil.example:443', '1.2.3.4', '[::1]', 'user@evil.example'];
  const shapes: string[] = [];
  for (const host of hosts)
    shapes.push(
      `//${host}`,
      `//${host}/es/`,
      `///${host}`,
      `/\\${host}`,
      `/\\/${host}`,
      `\\\\${host}`,
      `/./${host}`.replace('/./', '/.//'),
      `/.//${host}`,
      `/x/..//${host}`,
      `/x/../..//${host}`,
      `/es/../..//${host}`,
      `/%2e//${host}`,
      `/%2E%2E//${host}`,
      `/%2e%2e//${host}`,
      `/%2e%2e%2f/${host}`,
      `/x/%2e%2e//${host}`,
      `/.%2e//${host}`,
      `/%2e./x/..//${host}`,
      `/\t/${host}`,
      `/\n/${host}`,
      `/\r/${host}`,
      `/ /${host}`.replace(' ', '\t'),
      `/\u0000/${host}`,
      `https://${host}/`,
      `http:${host}`,
      `//${host}%2f..`,
      `/..;//${host}`.replace(';', ''),
      `${host}`,
    );
  shapes.push(
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,hi',
    'vbscript:x',
    '',
    ' /es/',
    'es/',
    '?next=//evil.example',
    '#//evil.example',
  );

  it.each(shapes)('never sends a visitor off the site: %j', (raw) => {
    const result = safeRedirectPath(raw, home);
    expect(landsOn(result)).toBe(ORIGIN);
    expect(result.startsWith('//')).toBe(false);
  });

  it.each([
    '//evil.example',
    '/.//evil.example',
    '/x/..//evil.example',
    '/%2e%2e//evil.example',
    '/\\evil.example',
    'https://evil.example/',
  ])('sends %j home', (raw) => {
    expect(safeRedirectPath(raw, home)).toBe(home);
  });

  it.each([
    ['/en/my-account/', '/en/my-account/'],
    ['/es/carrito/?x=1#top', '/es/carrito/?x=1#top'],
    ['/en/../es/', '/es/'],
    ['/es/./hoteles/', '/es/hoteles/'],
    ['/es/hoteles/?checkIn=2030-01-01&rooms=2', '/es/hoteles/?checkIn=2030-01-01&rooms=2'],
    ['/pt/reserva/?payment=declined', '/pt/reserva/?payment=declined'],
    ['/es/caf%C3%A9/', '/es/caf%C3%A9/'],
  ])('keeps the same-origin path %j', (raw, expected) => {
    expect(safeRedirectPath(raw, home)).toBe(expected);
  });

  it('whatever it is given, what it emits stays on our origin and reads back unchanged', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      '?',
      '#',
      '@',
      ':',
      'evil.example',
      'es',
      '\t',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.array(piece, { maxLength: 12 }).map((p) => p.join('')),
        ),
        (raw) => {
          const result = safeRedirectPath(raw, home);
          const resolved = new URL(result, `${ORIGIN}/`);
          return (
            resolved.origin === ORIGIN &&
            result.startsWith('/') &&
            !result.startsWith('//') &&
            `${resolved.pathname}${resolved.search}${resolved.hash}` === result
          );
        },
      ),
      { numRuns: 5000 },
    );
  });
});
