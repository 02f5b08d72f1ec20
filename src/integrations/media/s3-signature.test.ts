import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amzDate, authorization, EMPTY_SHA256, sha256Hex } from './s3-signature';
import { s3Storage } from './s3-storage';

const EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};

describe('Signature Version 4', () => {
  it("matches AWS's published example (GET Object with a Range)", () => {
    expect(
      authorization(
        {
          method: 'GET',
          path: '/test.txt',
          headers: {
            Host: 'examplebucket.s3.amazonaws.com',
            Range: 'bytes=0-9',
            'x-amz-content-sha256': EMPTY_SHA256,
            'x-amz-date': '20130524T000000Z',
          },
        },
        EXAMPLE,
      ),
    ).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('formats the request date as AWS does', () => {
    expect(amzDate(new Date('2013-05-24T00:00:00.123Z'))).toBe('20130524T000000Z');
  });
});

/**
 * A fake S3-compatible store on loopback: path-style objects in memory; a request whose
 * signature (recomputed from what arrived) or payload hash does not match is refused 403.
 */
describe('the S3-compatible storage against a local fake', () => {
  const objects = new Map<string, { body: Buffer; type?: string }>();
  const refused: string[] = [];
  let endpoint = '';
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const signed =
      /SignedHeaders=([^,]+)/.exec(req.headers.authorization ?? '')?.[1]?.split(';') ?? [];
    const headers = Object.fromEntries(signed.map((n) => [n, String(req.headers[n] ?? '')]));
    const expected = authorization(
      { method: req.method!, path: decodeURIComponent(req.url!), headers },
      EXAMPLE,
    );
    if (
      req.headers.authorization !== expected ||
      req.headers['x-amz-content-sha256'] !== sha256Hex(body)
    ) {
      refused.push(`${req.method} ${req.url}`);
      res.writeHead(403).end();
      return;
    }
    const key = req.url!;
    if (req.method === 'PUT') {
      objects.set(key, { body, type: req.headers['content-type'] });
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const o = objects.get(key);
      if (!o) res.writeHead(404).end();
      else res.writeHead(200, { 'content-type': o.type ?? '' }).end(o.body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  beforeAll(async () => {
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  it('puts, gets and removes signed objects path-style; a wrong secret is refused', async () => {
    const storage = s3Storage({ ...EXAMPLE, endpoint, bucket: 'media-bucket' });
    const bytes = new Uint8Array([1, 2, 3, 4]);
    await storage.put('media/abc/480.webp', bytes, 'image/webp');
    expect(objects.get('/media-bucket/media/abc/480.webp')).toMatchObject({ type: 'image/webp' });
    expect(await storage.get('media/abc/480.webp')).toEqual(bytes);
    await storage.remove('media/abc/480.webp');
    expect(await storage.get('media/abc/480.webp')).toBeNull();
    expect(refused).toEqual([]);

    const intruder = s3Storage({
      ...EXAMPLE,
      secretAccessKey: 'not-the-secret',
      endpoint,
      bucket: 'media-bucket',
    });
    await expect(intruder.put('media/abc/960.webp', bytes, 'image/webp')).rejects.toThrow(/403/);
    expect(objects.has('/media-bucket/media/abc/960.webp')).toBe(false);
    // Keys that are not ours never leave the process.
    await expect(storage.get('../other-bucket/x')).rejects.toThrow(/unsafe/);
  });
});
