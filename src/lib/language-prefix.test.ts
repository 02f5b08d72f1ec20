import { describe, expect, it } from 'vitest';
import { foreignLanguageTarget } from './language-prefix';

const ours = ['es', 'en', 'pt'];

describe('foreignLanguageTarget (issue 19)', () => {
  it.each([
    ['/fr/', '/es/'],
    ['/fr', '/es/'],
    ['/de/parks/xcaret/', '/es/parks/xcaret/'],
    ['/zh-CN/', '/es/'],
    ['/es-MX/', '/es/'],
    ['/es_mx/hoteles/', '/es/hoteles/'],
    ['/en-US/xcaret-hotels/', '/en/xcaret-hotels/'],
    ['/pt-BR/', '/pt/'],
    ['/EN/', '/en/'],
    ['/Es/bodas/', '/es/bodas/'],
  ])('%s goes to %s', (from, to) => {
    expect(foreignLanguageTarget(from, ours, 'es')).toBe(to);
  });

  it.each([
    '/',
    '/es/',
    '/en/parks/xel-ha/',
    '/pt/casamentos/',
    '/api/v1/currencies/',
    '/dev/mailbox/',
    '/sandbox/pay/',
    '/favicon.svg',
    '/xcaret-hotels/',
    '/e2e/',
    '/abc-defgh/',
  ])('%s stays', (path) => {
    expect(foreignLanguageTarget(path, ours, 'es')).toBeNull();
  });
});
