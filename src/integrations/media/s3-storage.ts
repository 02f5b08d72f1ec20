import type { MediaStorage } from '@/domain/media';
import { safeKey } from './local-storage';
import {
  amzDate,
  authorization,
  sha256Hex,
  EMPTY_SHA256,
  type S3Credentials,
} from './s3-signature';

export type S3Settings = S3Credentials & {
  /** The store's address (https://s3.eu-west-1.amazonaws.com, http://minio:9000, …). */
  endpoint: string;
  bucket: string;
  /** A bounded wait per request: a hung store must not hang an upload or a page. */
  timeoutMs?: number;
};

/**
 * Renditions in an S3-compatible bucket (MEDIA_STORAGE=s3), addressed path-style
 * (`<endpoint>/<bucket>/<key>`), which every S3-compatible store accepts: several instances
 * behind a load balancer then serve the same photographs.
 */
export function s3Storage(settings: S3Settings, fetchImpl: typeof fetch = fetch): MediaStorage {
  const endpoint = new URL(settings.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, '');
  const call = async (
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Uint8Array,
    type?: string,
  ) => {
    if (!safeKey(key)) throw new Error(`unsafe media key: ${key}`);
    const path = `${base}/${settings.bucket}/${key}`;
    const headers: Record<string, string> = {
      host: endpoint.host,
      'x-amz-date': amzDate(new Date()),
      'x-amz-content-sha256': body ? sha256Hex(body) : EMPTY_SHA256,
    };
    if (type) headers['content-type'] = type;
    headers.authorization = authorization({ method, path, headers }, settings);
    const { host: _host, ...sent } = headers;
    void _host;
    return fetchImpl(new URL(path, endpoint), {
      method,
      headers: sent,
      body: body ? Buffer.from(body) : undefined,
      signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
    });
  };
  return {
    async put(key, bytes, contentType) {
      const response = await call('PUT', key, bytes, contentType);
      if (!response.ok) throw new Error(`S3 PUT ${key}: ${response.status}`);
    },
    async get(key) {
      const response = await call('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key}: ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await call('DELETE', key);
      if (!response.ok && response.status !== 404)
        throw new Error(`S3 DELETE ${key}: ${response.status}`);
    },
  };
}
