import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, storedFiles } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { copyUploadsToDatabase } from '../../server/storage/uploads-to-database';
import { testConfig } from '../../server/config';
import { testApp, type TestApp } from '../helpers/app';

// STORAGE=database (the default on PostgreSQL): images live in stored_files and are served at /uploads/<key>.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp({ admin: true, config: { storage: { driver: 'database' } } });
  admin = t.adminCookie;
});

function uploadBody(bytes: Buffer) {
  const boundary = `----shoptest${crypto.randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="my_file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(bytes: Buffer) {
  const { payload, headers } = uploadBody(bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products/upload-image',
    headers: { ...headers, cookie: admin },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().result as { public_id: string; secure_url: string; variants: Record<string, string> };
}

const pathOf = (url: string) => new URL(url).pathname;
const rowCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles))[0].n;
const png = () =>
  sharp({
    create: { width: 640, height: 480, channels: 3, background: `#${crypto.randomBytes(3).toString('hex')}` },
  })
    .png()
    .toBuffer();

describe('database storage', () => {
  it('keeps an upload and its copies in stored_files, nothing on disk, at the usual /uploads/ URLs', async () => {
    const bytes = await png();
    const r = await upload(bytes);
    expect(r.secure_url).toMatch(/^http:\/\/shop\.test\/uploads\/img-[0-9a-f-]+\.png$/);
    expect(Object.values(r.variants).every((u) => u.startsWith('http://shop.test/uploads/'))).toBe(true);
    const [row] = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, pathOf(r.secure_url).slice('/uploads/'.length)));
    expect(row).toMatchObject({ contentType: 'image/png', size: bytes.length });
    expect(Buffer.compare(row.bytes, bytes)).toBe(0);
    const onDisk = fs.existsSync(t.config.uploadsDir) ? fs.readdirSync(t.config.uploadsDir) : [];
    expect(onDisk).toEqual([]);
  });

  it('serves the bytes with their type, immutable caching, ETag and Last-Modified; 304 on a matching ETag', async () => {
    const bytes = await png();
    const r = await upload(bytes);
    const res = await t.app.inject({ method: 'GET', url: pathOf(r.secure_url) });
    expect(res.statusCode).toBe(200);
    expect(Buffer.compare(res.rawPayload, bytes)).toBe(0);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(String(res.headers['last-modified'])).getTime()).toBeGreaterThan(0);

    const again = await t.app.inject({
      method: 'GET',
      url: pathOf(r.secure_url),
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await t.app.inject({
      method: 'GET',
      url: pathOf(r.secure_url),
      headers: { 'if-none-match': '"0-0"' },
    });
    expect(other.statusCode).toBe(200);

    // Images are sent as they are, whatever the client accepts (they are compressed already).
    const zipped = await t.app.inject({
      method: 'GET',
      url: pathOf(r.secure_url),
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(zipped.rawPayload, bytes)).toBe(0);

    const webp = await t.app.inject({ method: 'GET', url: pathOf(r.variants['320']) });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(320);
  });

  it('answers HEAD with the headers and no body', async () => {
    const bytes = await png();
    const r = await upload(bytes);
    const res = await t.app.inject({ method: 'HEAD', url: pathOf(r.secure_url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 404 in the shop error shape for a missing key and for unsafe keys', async () => {
    for (const url of [
      '/uploads/img-missing.png',
      '/uploads/..%2Fpglite',
      '/uploads/a/../b.png',
      '/uploads/.hidden',
      '/uploads/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false });
    }
  });

  it('deletes the stored files with the gallery image, after which the URL is a 404', async () => {
    const r = await upload(await png());
    const before = await rowCount();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/images/delete/${r.public_id}`,
      headers: { cookie: admin },
    });
    expect(del.statusCode).toBe(200);
    expect(await rowCount()).toBe(before - 3);
    expect((await t.app.inject({ method: 'GET', url: pathOf(r.secure_url) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pathOf(r.variants['800']) })).statusCode).toBe(404);
  });

  it('lists the gallery from its rows, as with the disk', async () => {
    const r = await upload(await png());
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/images/get?page=1&limit=50',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((i: { public_id: string }) => i.public_id)).toContain(r.public_id);
  });
});

describe('the demo seed on database storage', () => {
  // Draws the demo images (about 10 s on a quiet 2-core machine).
  it(
    'writes its images into stored_files, where every instance serves them',
    { timeout: 90_000 },
    async () => {
      const before = await rowCount();
      expect((await seedDemo(t.db, t.config)).seeded).toBe(true);
      expect(await rowCount()).toBeGreaterThan(before + 92 * 3);
      const [product] = await t.db.select({ image: products.image }).from(products).limit(1);
      expect(product.image.startsWith('http://shop.test/uploads/seed/')).toBe(true);
      const res = await t.app.inject({ method: 'GET', url: pathOf(product.image) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
      expect(fs.existsSync(t.config.uploadsDir) ? fs.readdirSync(t.config.uploadsDir) : []).toEqual([]);
    },
  );
});

describe('copyUploadsToDatabase (npm run images:to-db)', () => {
  it('copies the files of the uploads folder under the same keys, once, and the shop serves them at the same URLs', async () => {
    const dir = path.join(t.config.dataDir, 'old-uploads');
    const photo = await png();
    const copy = await sharp(photo).webp().toBuffer();
    fs.mkdirSync(path.join(dir, 'seed'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'img-old.png'), photo);
    fs.writeFileSync(path.join(dir, 'seed', 'old-slide.webp'), copy);
    fs.writeFileSync(path.join(dir, 'img-half.png.abc123.tmp'), Buffer.from('half'));
    fs.writeFileSync(path.join(dir, '.DS_Store'), Buffer.from('x'));
    const before = await rowCount();

    const first = await copyUploadsToDatabase(t.db, dir, t.config.publicUrl);
    expect(first).toEqual({ copied: 2, alreadyThere: 0, skipped: ['.DS_Store', 'img-half.png.abc123.tmp'] });
    expect(await rowCount()).toBe(before + 2);

    const old = await t.app.inject({ method: 'GET', url: '/uploads/img-old.png' });
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(old.rawPayload, photo)).toBe(0);
    const slide = await t.app.inject({ method: 'GET', url: '/uploads/seed/old-slide.webp' });
    expect(slide.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(slide.rawPayload, copy)).toBe(0);

    // Again: nothing new, the disk files are still there.
    const second = await copyUploadsToDatabase(t.db, dir, t.config.publicUrl);
    expect(second).toMatchObject({ copied: 0, alreadyThere: 2 });
    expect(await rowCount()).toBe(before + 2);
    expect(fs.existsSync(path.join(dir, 'img-old.png'))).toBe(true);
  });

  it('reports nothing for a missing folder', async () => {
    expect(
      await copyUploadsToDatabase(t.db, path.join(t.config.dataDir, 'none'), t.config.publicUrl),
    ).toEqual({
      copied: 0,
      alreadyThere: 0,
      skipped: [],
    });
  });
});

describe('a shop upgraded from disk storage', () => {
  async function startupLog(withFiles: boolean) {
    const config = testConfig({ storage: { driver: 'database' }, logLevel: 'warn' });
    if (withFiles) {
      fs.mkdirSync(config.uploadsDir, { recursive: true });
      fs.writeFileSync(path.join(config.uploadsDir, 'img-old.png'), Buffer.from('old'));
    }
    return (await testApp({ config, logs: true })).logs.join('');
  }

  it('warns at start that the images left in DATA_DIR/uploads are not served, naming the command', async () => {
    expect(await startupLog(true)).toContain('run `npm run images:to-db` once, or set STORAGE=local');
    expect(await startupLog(false)).not.toContain('images:to-db');
  });
});
