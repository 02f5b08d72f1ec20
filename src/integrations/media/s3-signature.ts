import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for one S3 request (the only part of an S3 client this app needs),
 * checked against AWS's published example in s3-signature.test.ts. Any S3-compatible store
 * (MinIO, R2, Spaces, Wasabi…) verifies the same signature.
 */

export type S3Credentials = { accessKeyId: string; secretAccessKey: string; region: string };

export const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

const hmac = (key: Buffer | string, text: string) =>
  createHmac('sha256', key).update(text).digest();
export const sha256Hex = (data: Uint8Array | string) =>
  createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding of one path segment, as S3 canonicalizes it. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function canonicalPath(path: string): string {
  return path.split('/').map(encodeSegment).join('/');
}

/** `20130524T000000Z` of a date. */
export function amzDate(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * The Authorization header of a request. `headers` are the ones to sign (host, x-amz-date and
 * x-amz-content-sha256 at least), any case; the payload hash is x-amz-content-sha256's value.
 */
export function authorization(
  request: { method: string; path: string; query?: string; headers: Record<string, string> },
  credentials: S3Credentials,
): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const get = (name: string) => headers.find(([n]) => n === name)?.[1];
  const date = get('x-amz-date');
  const payload = get('x-amz-content-sha256');
  if (!date || !payload || !get('host'))
    throw new Error('host, x-amz-date and x-amz-content-sha256 must be signed');
  const signedHeaders = headers.map(([n]) => n).join(';');
  const canonical = [
    request.method,
    canonicalPath(request.path),
    request.query ?? '',
    headers.map(([n, v]) => `${n}:${v}\n`).join(''),
    signedHeaders,
    payload,
  ].join('\n');
  const day = date.slice(0, 8);
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}
