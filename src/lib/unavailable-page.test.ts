import { describe, expect, it } from 'vitest';
import { unavailablePage } from './unavailable-page';

describe('the outage page', () => {
  it('is a 503 in the language of the path, with Retry-After and no cache', async () => {
    const response = unavailablePage('/pt/hoteis/');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const html = await response.text();
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="pt">');
    expect(html).toContain('href="/pt/hoteis/"');
  });

  it('falls back to Spanish for a path without a language', async () => {
    expect(await unavailablePage('/nada').text()).toContain('<html lang="es">');
  });

  // The path is the visitor's own input: whatever it holds, it stays text.
  it.each([
    '/es/"><script>alert(1)</script>',
    "/en/' onmouseover='alert(1)",
    '/es/<img src=x onerror=alert(1)>',
    '/es/&quot;&lt;',
  ])('never lets the path %j become markup', async (pathname) => {
    const html = await unavailablePage(pathname).text();
    expect(html).not.toMatch(/<script|<img|onmouseover='/);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).not.toContain(`href="${pathname}"`);
  });
});
