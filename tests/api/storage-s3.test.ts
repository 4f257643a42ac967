import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseS3Url } from '../../server/storage/s3-url';
import { S3Storage } from '../../server/storage/s3-storage';
import { testApp, type TestApp } from '../helpers/app';

/**
 * A tiny S3 in process (path-style: /bucket/key): PutObject, GetObject, HeadObject, DeleteObject — what
 * S3Storage calls. It records every request's method, path and access key, and keeps objects in a Map.
 */
interface FakeObject {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  etag: string;
  lastModified: Date;
}
const objects = new Map<string, FakeObject>();
const requests: { method: string; path: string; accessKey: string | null }[] = [];
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    const accessKey = /Credential=([^/]+)\//.exec(req.headers.authorization ?? '')?.[1] ?? null;
    requests.push({ method: req.method!, path, accessKey });
    if (accessKey !== 'AKIATEST') {
      res
        .writeHead(403, { 'content-type': 'application/xml' })
        .end('<Error><Code>InvalidAccessKeyId</Code></Error>');
      return;
    }
    const found = objects.get(path);
    const notFound = () =>
      req.method === 'HEAD'
        ? res.writeHead(404).end()
        : res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>no</Message></Error>');
    switch (req.method) {
      case 'PUT': {
        const body = Buffer.concat(chunks);
        const etag = `"${crypto.createHash('md5').update(body).digest('hex')}"`;
        objects.set(path, {
          body,
          contentType: String(req.headers['content-type']),
          cacheControl: String(req.headers['cache-control']),
          etag,
          lastModified: new Date(),
        });
        res.writeHead(200, { etag }).end();
        return;
      }
      case 'GET':
      case 'HEAD':
        if (!found) return notFound();
        res.writeHead(200, {
          'content-type': found.contentType,
          'content-length': found.body.length,
          etag: found.etag,
          'last-modified': found.lastModified.toUTCString(),
        });
        res.end(req.method === 'GET' ? found.body : undefined);
        return;
      case 'DELETE':
        objects.delete(path);
        res.writeHead(204).end();
        return;
      default:
        res.writeHead(405).end();
    }
  });
});
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

const s3Url = (extra = '') =>
  `s3://AKIATEST:secret%2Fwith%2Bslash@shop-images/prod?region=ap-south-1&endpoint=${endpoint}${extra}`;

describe('S3Storage against a fake S3', () => {
  it('puts, reads, checks and deletes objects under the prefix, signed with the key from S3_URL', async () => {
    const storage = new S3Storage(parseS3Url(s3Url()), 'http://shop.test/uploads');
    const bytes = crypto.randomBytes(2048);
    await storage.put('img-a.png', bytes, 'image/png');
    const stored = objects.get('/shop-images/prod/img-a.png');
    expect(stored).toMatchObject({
      contentType: 'image/png',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(Buffer.compare(stored!.body, bytes)).toBe(0);
    expect(requests.every((r) => r.accessKey === 'AKIATEST')).toBe(true);

    expect(await storage.exists('img-a.png')).toBe(true);
    const file = await storage.get('img-a.png');
    expect(file).toMatchObject({ contentType: 'image/png', etag: stored!.etag });
    expect(Buffer.compare(file!.bytes, bytes)).toBe(0);

    await storage.delete('img-a.png');
    expect(objects.has('/shop-images/prod/img-a.png')).toBe(false);
    expect(await storage.exists('img-a.png')).toBe(false);
    expect(await storage.get('img-a.png')).toBeNull();
    await expect(storage.delete('img-a.png')).resolves.toBeUndefined();
    expect(requests.map((r) => r.method)).toEqual(['PUT', 'HEAD', 'GET', 'DELETE', 'HEAD', 'GET', 'DELETE']);
  });

  it('refuses unsafe keys before any request', async () => {
    const storage = new S3Storage(parseS3Url(s3Url()), 'http://shop.test/uploads');
    await expect(storage.put('../x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /Unsafe storage key/,
    );
    expect(requests).toEqual([]);
  });

  it('surfaces a refused request as an error, not as a missing file', async () => {
    const storage = new S3Storage(
      parseS3Url(s3Url().replace('AKIATEST', 'AKIAOTHER')),
      'http://shop.test/uploads',
    );
    await expect(storage.exists('img-a.png')).rejects.toThrow();
    await expect(storage.put('img-a.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    expect(objects.size).toBe(0);
  });

  it('answers URLs through the shop without publicUrl, through publicUrl with it, and maps both back to keys', () => {
    const own = new S3Storage(parseS3Url(s3Url()), 'http://shop.test/uploads');
    expect(own.url('img-a.png')).toBe('http://shop.test/uploads/img-a.png');
    expect(own.keyFromUrl('http://shop.test/uploads/img-a.png')).toBe('img-a.png');
    expect(own.keyFromUrl('https://cdn.example.in/prod/img-a.png')).toBeNull();

    const cdn = new S3Storage(
      parseS3Url(s3Url('&publicUrl=https://cdn.example.in/')),
      'http://shop.test/uploads',
    );
    expect(cdn.url('img-a.png')).toBe('https://cdn.example.in/prod/img-a.png');
    expect(cdn.keyFromUrl('https://cdn.example.in/prod/img-a.png')).toBe('img-a.png');
    expect(cdn.keyFromUrl('http://shop.test/uploads/img-a.png')).toBe('img-a.png');
    expect(cdn.keyFromUrl('https://cdn.example.in/other/img-a.png')).toBeNull();
    expect(cdn.keyFromUrl('https://cdn.example.in/prod/..%2Fsecret')).toBeNull();
  });
});

function uploadRequest(cookie: string, bytes: Buffer) {
  const boundary = `----shoptest${crypto.randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="my_file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    method: 'POST' as const,
    url: '/api/admin/products/upload-image',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

describe.each([
  { name: 'streamed through /uploads (no publicUrl)', extra: '', base: 'http://shop.test/uploads/' },
  {
    name: 'read from publicUrl',
    extra: '&publicUrl=https://cdn.example.in',
    base: 'https://cdn.example.in/prod/',
  },
])('the shop on S3 storage, $name', ({ extra, base }) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await testApp({ admin: true, config: { storage: { driver: 's3', s3: parseS3Url(s3Url(extra)) } } });
    admin = t.adminCookie;
  });

  it('uploads into the bucket, serves /uploads/<key> from it, and deletes the objects with the image', async () => {
    const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2266aa' } })
      .png()
      .toBuffer();
    const res = await t.app.inject(uploadRequest(admin, bytes));
    expect(res.statusCode).toBe(200);
    const r = res.json().result as {
      public_id: string;
      secure_url: string;
      variants: Record<string, string>;
    };
    expect(r.secure_url.startsWith(base)).toBe(true);
    const key = r.secure_url.slice(base.length);
    expect(Buffer.compare(objects.get(`/shop-images/prod/${key}`)!.body, bytes)).toBe(0);
    expect(objects.has(`/shop-images/prod/${r.public_id}-320.webp`)).toBe(true);
    expect(fs.existsSync(t.config.uploadsDir) ? fs.readdirSync(t.config.uploadsDir) : []).toEqual([]);

    // The shop's own address streams the object either way (old links keep working after publicUrl is set).
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/img-none.png' })).statusCode).toBe(404);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/images/delete/${r.public_id}`,
      headers: { cookie: admin },
    });
    expect(del.statusCode).toBe(200);
    expect([...objects.keys()].filter((k) => k.includes(r.public_id))).toEqual([]);
  });
});
