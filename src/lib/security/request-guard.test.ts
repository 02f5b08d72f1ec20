import { describe, expect, it } from 'vitest';
import {
  BODY_LIMITS,
  MAX_PATH_LENGTH,
  multipartBoundary,
  refuseEarly,
  wellFormedMultipart,
} from './request-guard';

const request = (
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
): Parameters<typeof refuseEarly>[0] => ({ method, pathname, headers: new Headers(headers) });

describe('refuseEarly (issue 13, items 11 and 12)', () => {
  it('refuses a path too long to be ours', () => {
    expect(refuseEarly(request('GET', `/es/${'a'.repeat(MAX_PATH_LENGTH)}`))).toEqual({
      status: 414,
      code: 'URI_TOO_LONG',
    });
    expect(refuseEarly(request('GET', '/es/hoteles/'))).toBeNull();
  });

  it('refuses a declared body over the limit of where it goes, and a nonsense length', () => {
    const post = (path: string, bytes: number) =>
      refuseEarly(request('POST', path, { 'content-length': String(bytes) }))?.status ?? 200;
    expect(post('/sandbox/pay/x/', BODY_LIMITS.sandbox)).toBe(200);
    expect(post('/sandbox/pay/x/', BODY_LIMITS.sandbox + 1)).toBe(413);
    expect(post('/sandbox/pay/x/', 20_000_000)).toBe(413);
    expect(post('/api/v1/payments/webhooks/sandbox/', BODY_LIMITS.webhook + 1)).toBe(413);
    expect(post('/api/v1/carts/', BODY_LIMITS.api + 1)).toBe(413);
    expect(post('/es/newsletter/', BODY_LIMITS.page + 1)).toBe(413);
    // The media library's upload takes a photograph; only that path, and within its own cap.
    expect(post('/api/admin/v1/media/', 11 * 1024 * 1024)).toBe(200);
    expect(post('/api/admin/v1/media/', BODY_LIMITS.mediaUpload + 1)).toBe(413);
    expect(post('/api/admin/v1/media/x/', BODY_LIMITS.api + 1)).toBe(413);
    expect(post('/api/admin/v1/mediax', BODY_LIMITS.api + 1)).toBe(413);
    expect(post('/es/newsletter/', 2_000)).toBe(200);
    for (const nonsense of ['-1', 'abc', '1e9999', '1.5'])
      expect(
        refuseEarly(request('POST', '/es/', { 'content-length': nonsense }))?.status,
        nonsense,
      ).toBe(400);
  });

  it('refuses a server action posted from another origin, not one from ours', () => {
    const action = (origin: string | undefined, extra: Record<string, string> = {}) =>
      refuseEarly(
        request('POST', '/es/', {
          host: 'shop.example',
          'next-action': '7f00',
          ...(origin ? { origin } : {}),
          ...extra,
        }),
      )?.status ?? 200;
    expect(action('https://shop.example')).toBe(200);
    expect(action(undefined)).toBe(200);
    expect(action('https://evil.example')).toBe(403);
    expect(action('https://shop.example.evil.example')).toBe(403);
    expect(action('null')).toBe(403);
    expect(action('https://shop.example', { 'x-forwarded-host': 'www.shop.example' })).toBe(403);
    expect(action('https://www.shop.example', { 'x-forwarded-host': 'www.shop.example' })).toBe(
      200,
    );
  });

  it('refuses a multipart form without a boundary', () => {
    const post = (type: string) =>
      refuseEarly(request('POST', '/es/', { 'content-type': type }))?.status ?? 200;
    expect(post('multipart/form-data')).toBe(400);
    expect(post('multipart/form-data; charset=utf-8')).toBe(400);
    expect(post('multipart/form-data; boundary=abc')).toBe(200);
    expect(post('multipart/form-data; boundary="a b"')).toBe(200);
  });
});

describe('multipart shape', () => {
  it('reads the boundary, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----x1')).toBe('----x1');
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('application/json')).toBeNull();
    expect(multipartBoundary(null)).toBeNull();
  });

  it('accepts a body with its delimiters, refuses garbage, a missing end or a stray preamble', () => {
    const b = 'XYZ';
    const body = `--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--XYZ--\r\n`;
    expect(wellFormedMultipart(body, b)).toBe(true);
    expect(wellFormedMultipart(`preamble\r\n${body}`, b)).toBe(true);
    expect(wellFormedMultipart('garbage', b)).toBe(false);
    expect(wellFormedMultipart(body.replace('--XYZ--', '--XYZ'), b)).toBe(false);
    expect(wellFormedMultipart(`junk${body}`, b)).toBe(false);
    expect(wellFormedMultipart('', b)).toBe(false);
  });
});
