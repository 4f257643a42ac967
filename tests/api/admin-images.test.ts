import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { featureImages, galleryImages } from '../../server/db/schema';
import { testApp, type TestApp } from '../helpers/app';
import { createUser, loginAs } from '../helpers/factories';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp({ admin: true });
  admin = t.adminCookie;
});

/** A multipart/form-data body with one file part. */
function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----shoptest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (bytes: Buffer, opts: { field?: string; filename?: string; type?: string } = {}) => {
  const { payload, headers } = multipart(
    opts.field ?? 'my_file',
    opts.filename ?? 'photo.png',
    opts.type ?? 'image/png',
    bytes,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/products/upload-image',
    headers: { ...headers, cookie: admin },
    payload,
  });
};

const noisy = (w: number, h: number) => {
  // Random pixels: the encoded file is large and not "blank".
  const raw = crypto.randomBytes(w * h * 3);
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } });
};

const galleryCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(galleryImages))[0].n;
const keyOf = (url: string) => url.replace(`${t.config.publicUrl}/uploads/`, '');
const fileExists = (url: string) => fs.existsSync(path.join(t.config.uploadsDir, keyOf(url)));

describe('POST /api/admin/products/upload-image', () => {
  it('stores a real PNG with WebP variants and answers absolute URLs', async () => {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#e07b24' } })
      .png()
      .toBuffer();
    const res = await upload(png);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const r = body.result;
    expect(r).toMatchObject({ width: 1200, height: 900, bytes: png.length });
    expect(r.secure_url).toMatch(/^http:\/\/shop\.test\/uploads\/img-[0-9a-f-]+\.png$/);
    expect(r.url).toBe(r.secure_url);
    expect(r.public_id).toMatch(/^img-/);
    expect(fs.readFileSync(path.join(t.config.uploadsDir, keyOf(r.secure_url)))).toEqual(png);
    for (const w of [320, 800]) {
      const url = r.variants[String(w)];
      expect(url).toMatch(new RegExp(`^http://shop\\.test/uploads/img-[0-9a-f-]+-${w}\\.webp$`));
      const meta = await sharp(path.join(t.config.uploadsDir, keyOf(url))).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(w);
      expect(meta.height).toBe(Math.round((900 * w) / 1200));
    }
    const [row] = await t.db.select().from(galleryImages).where(eq(galleryImages.publicId, r.public_id));
    expect(row).toMatchObject({
      width: 1200,
      height: 900,
      bytes: png.length,
      format: 'png',
      secureUrl: r.secure_url,
    });

    // The file is served with long-lived cache headers.
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${keyOf(r.secure_url)}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(served.headers['cache-control']).toMatch(/immutable/);
  });

  it('stores a real JPEG whatever the file is called, and does not enlarge small images', async () => {
    const jpeg = await noisy(300, 200).jpeg({ quality: 90 }).toBuffer();
    const res = await upload(jpeg, { filename: 'photo.png', type: 'application/octet-stream' });
    expect(res.statusCode).toBe(200);
    const r = res.json().result;
    expect(r).toMatchObject({ width: 300, height: 200, bytes: jpeg.length });
    expect(r.secure_url).toMatch(/\.jpg$/);
    const small = await sharp(path.join(t.config.uploadsDir, keyOf(r.variants['320']))).metadata();
    expect(small.width).toBe(300);
  });

  it.each([
    ['webp', () => noisy(64, 64).webp().toBuffer()],
    ['gif', () => noisy(64, 64).gif().toBuffer()],
    ['avif', () => noisy(64, 64).avif().toBuffer()],
  ] as const)('accepts %s', async (format, make) => {
    const res = await upload(await make(), { filename: `x.${format}`, type: `image/${format}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.secure_url.endsWith(`.${format}`)).toBe(true);
  });

  it('refuses a renamed text file (415) and writes nothing', async () => {
    const before = await galleryCount();
    const filesBefore = fs.readdirSync(t.config.uploadsDir).length;
    const res = await upload(Buffer.from('this is not an image, just text pretending\n'.repeat(20)), {
      filename: 'evil.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
    expect(await galleryCount()).toBe(before);
    expect(fs.readdirSync(t.config.uploadsDir).length).toBe(filesBefore);
  });

  it('refuses a truncated PNG (magic bytes right, content broken) and writes nothing', async () => {
    const png = await noisy(200, 200).png().toBuffer();
    const before = await galleryCount();
    const res = await upload(png.subarray(0, 40));
    expect(res.statusCode).toBe(415);
    expect(await galleryCount()).toBe(before);
  });

  it('refuses an upload over 5 MB with 413 and writes nothing', async () => {
    const before = await galleryCount();
    const filesBefore = fs.readdirSync(t.config.uploadsDir).length;
    const big = Buffer.concat([await noisy(64, 64).png().toBuffer(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
    expect(await galleryCount()).toBe(before);
    expect(fs.readdirSync(t.config.uploadsDir).length).toBe(filesBefore);
  });

  it('refuses a request without a file, with the wrong field, or not multipart', async () => {
    const png = await noisy(32, 32).png().toBuffer();
    const before = await galleryCount();
    expect((await upload(png, { field: 'other' })).statusCode).toBe(400);
    const boundary = 'xyz';
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/upload-image',
      headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}--\r\n`,
    });
    expect(empty.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/upload-image',
      headers: { cookie: admin },
      payload: { my_file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await galleryCount()).toBe(before);
  });
});

describe('/api/admin/images', () => {
  const get = () => t.app.inject({ method: 'GET', url: '/api/admin/images/get', headers: { cookie: admin } });

  it('lists newest first and deletes one image with its files', async () => {
    const a = (await upload(await noisy(40, 40).png().toBuffer())).json().result;
    const b = (await upload(await noisy(41, 41).png().toBuffer())).json().result;
    const list = get();
    const data = (await list).json().data;
    expect(data[0].public_id).toBe(b.public_id);
    expect(data[1].public_id).toBe(a.public_id);
    expect(data[0]).toMatchObject({ secure_url: b.secure_url, width: 41, height: 41 });
    expect(typeof data[0].created_at).toBe('string');

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/images/delete/${encodeURIComponent(a.public_id)}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Image deleted successfully' });
    expect(fileExists(a.secure_url)).toBe(false);
    expect(fileExists(a.variants['320'])).toBe(false);
    expect(fileExists(a.variants['800'])).toBe(false);
    expect(fileExists(b.secure_url)).toBe(true);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/images/delete/${a.public_id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
  });

  it('deletes an image recorded with an encoded public id containing a slash', async () => {
    await t.db.insert(galleryImages).values({
      publicId: 'legacy/folder/pic',
      secureUrl: 'https://res.example.com/legacy/folder/pic.jpg',
      bytes: 50_000,
      width: 10,
      height: 10,
      format: 'jpeg',
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/images/delete/${encodeURIComponent('legacy/folder/pic')}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.db.select().from(galleryImages).where(eq(galleryImages.publicId, 'legacy/folder/pic')),
    ).toEqual([]);
  });

  it('deletes several selected images and counts them', async () => {
    const a = (await upload(await noisy(42, 42).png().toBuffer())).json().result;
    const b = (await upload(await noisy(43, 43).png().toBuffer())).json().result;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images/delete-multiple',
      headers: { cookie: admin },
      payload: { public_ids: [a.public_id, b.public_id, 'img-never-existed'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, count: 2 });
    expect(fileExists(a.secure_url)).toBe(false);
    expect(fileExists(b.variants['800'])).toBe(false);
  });

  it.each([
    {},
    { public_ids: [] },
    { public_ids: 'x' },
    { public_ids: [''] },
    { public_ids: ['a'], extra: 1 },
  ])('refuses delete-multiple body %j with 400 and deletes nothing', async (payload) => {
    const before = await galleryCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images/delete-multiple',
      headers: { cookie: admin },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(await galleryCount()).toBe(before);
  });

  it('removes blank images smaller than bytes_lt, at most max, and says No changes when none', async () => {
    const post = (q: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/images/delete-blank${q}`, headers: { cookie: admin } });
    await post('?bytes_lt=4096&max=1000'); // small images of earlier tests
    // Uniform images compress to a few hundred bytes: the "blank" uploads of SPEC §9.
    const blanks = [];
    for (let i = 0; i < 3; i++) {
      const bytes = await sharp({ create: { width: 20 + i, height: 20, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer();
      blanks.push((await upload(bytes)).json().result);
    }
    const big = (await upload(await noisy(120, 120).png().toBuffer())).json().result;
    expect(big.bytes).toBeGreaterThan(4096);

    const first = await post('?bytes_lt=4096&max=2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, count: 2 });
    const second = await post('?bytes_lt=4096&max=200');
    expect(second.json()).toMatchObject({ success: true, count: 1 });
    expect(blanks.every((b) => !fileExists(b.secure_url))).toBe(true);
    const third = await post('');
    expect(third.json()).toMatchObject({ success: true, count: 0, message: 'No changes' });
    expect(fileExists(big.secure_url)).toBe(true);
  });

  it.each(['?bytes_lt=abc', '?max=0', '?max=5000', '?bytes_lt=-1'])(
    'refuses delete-blank %s with 400',
    async (q) => {
      const before = await galleryCount();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/images/delete-blank${q}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode).toBe(400);
      expect(await galleryCount()).toBe(before);
    },
  );
});

describe('POST /api/admin/images/delete-blank — SPEC §9 defaults: under 4,096 bytes, at most 200', () => {
  // A gallery of its own (a fresh app and database), so that no other test's images count.
  let own: TestApp;
  let ownAdmin: string;
  beforeAll(async () => {
    own = await testApp({ admin: true });
    ownAdmin = own.adminCookie;
  });

  /** Gallery images of exactly these sizes (rows and files), oldest first. */
  async function addImages(sizes: number[]) {
    const start = Date.now() - 60_000;
    const rows = sizes.map((bytes, i) => {
      const key = `blank-test/${crypto.randomUUID()}.png`;
      fs.mkdirSync(path.join(own.config.uploadsDir, 'blank-test'), { recursive: true });
      fs.writeFileSync(path.join(own.config.uploadsDir, key), Buffer.alloc(bytes));
      return {
        publicId: key,
        secureUrl: `${own.config.publicUrl}/uploads/${key}`,
        bytes,
        width: 10,
        height: 10,
        format: 'png',
        createdAt: new Date(start + i),
      };
    });
    await own.db.insert(galleryImages).values(rows);
    return rows;
  }
  const exists = (key: string) => fs.existsSync(path.join(own.config.uploadsDir, key));
  const cleanup = () =>
    own.app.inject({ method: 'POST', url: '/api/admin/images/delete-blank', headers: { cookie: ownAdmin } });
  const ownCount = async () =>
    (await own.db.select({ n: sql<number>`count(*)::int` }).from(galleryImages))[0].n;

  it('removes an image of 4,095 bytes and keeps one of 4,096', async () => {
    const [under, at] = await addImages([4095, 4096]);
    const res = await cleanup();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, count: 1 });
    expect(exists(under.publicId)).toBe(false);
    expect(exists(at.publicId)).toBe(true);
    // Its own clean-up: the 4,096-byte image goes through the ordinary delete.
    await own.db.delete(galleryImages).where(eq(galleryImages.publicId, at.publicId));
    fs.rmSync(path.join(own.config.uploadsDir, at.publicId));
    expect(await ownCount()).toBe(0);
  });

  it('removes 200 at a time, the oldest first', async () => {
    const rows = await addImages(Array.from({ length: 201 }, () => 100));
    const first = await cleanup();
    expect(first.json()).toMatchObject({ success: true, count: 200 });
    expect(rows.filter((r) => exists(r.publicId)).map((r) => r.publicId)).toEqual([rows[200].publicId]);
    const second = await cleanup();
    expect(second.json()).toMatchObject({ success: true, count: 1 });
    expect(await ownCount()).toBe(0);
  });
});

describe('/api/common/feature (slider)', () => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
    t.app.inject({
      method,
      url: `/api/common/feature${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const sliderCount = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(featureImages))[0].n;

  it('adds absolute images and lists them publicly in order', async () => {
    await call('DELETE', '/clear');
    const a = await call('POST', '/add', { image: 'https://cdn.example.com/banner-1.jpg' });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({
      success: true,
      data: { image: 'https://cdn.example.com/banner-1.jpg' },
    });
    await call('POST', '/add', { image: 'http://cdn.example.com/banner-2.jpg' });
    const list = await t.app.inject({ method: 'GET', url: '/api/common/feature/get' });
    expect(list.json().data.map((d: { image: string }) => d.image)).toEqual([
      'https://cdn.example.com/banner-1.jpg',
      'http://cdn.example.com/banner-2.jpg',
    ]);
    expect(list.json().data[0]).toHaveProperty('_id');
  });

  it('keeps each banner’s title, subtitle and link; SPEC’s {image} alone still adds one without them', async () => {
    await call('DELETE', '/clear');
    const image = 'https://cdn.example.com/banner-3.jpg';
    const withText = await call('POST', '/add', {
      image,
      title: '  Monsoon Wiring Week ',
      subtitle: 'FRLS house wire coils at special prices',
      link: '/shop/listing?category=Wires%20%26%20Cables',
    });
    expect(withText.statusCode, withText.body).toBe(201);
    expect(withText.json().data).toMatchObject({
      title: 'Monsoon Wiring Week',
      subtitle: 'FRLS house wire coils at special prices',
      link: '/shop/listing?category=Wires%20%26%20Cables',
    });
    await call('POST', '/add', {
      image,
      title: 'T'.repeat(80),
      subtitle: 'S'.repeat(160),
      link: `https://brand.example.com/${'p'.repeat(470)}`,
    });
    await call('POST', '/add', { image, link: '' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/common/feature/get' })).json().data;
    expect(
      list.map((d: { title: string; subtitle: string; link: string | null }) => [
        d.title.length,
        d.subtitle.length,
        d.link?.length ?? null,
      ]),
    ).toEqual([
      [19, 39, 43],
      [80, 160, 496],
      [0, 0, null],
    ]);
  });

  it.each([
    [{ title: 'T'.repeat(81) }, 'Title must be at most 80 characters'],
    [{ subtitle: 'S'.repeat(161) }, 'Subtitle must be at most 160 characters'],
    [{ link: `https://brand.example.com/${'p'.repeat(475)}` }, 'The link must be at most 500 characters'],
    [{ link: 'javascript:alert(1)' }, 'The link must be a path of the shop'],
    [{ link: '//evil.example.com/x' }, 'The link must be a path of the shop'],
    [{ link: '/\\evil.example.com' }, 'The link must be a path of the shop'],
    [{ link: 'shop/listing' }, 'The link must be a path of the shop'],
    [{ link: '/shop/listing ?x=1' }, 'The link must be a path of the shop'],
    [{ link: 'ftp://files.example.com/a' }, 'The link must be a path of the shop'],
    [{ title: 12 }, 'Title must be text'],
  ])('refuses a banner with %j (400, nothing written)', async (extra, message) => {
    const before = await sliderCount();
    const res = await call('POST', '/add', { image: 'https://cdn.example.com/banner-9.jpg', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await sliderCount()).toBe(before);
  });

  it.each([
    {},
    { image: '' },
    { image: '/uploads/x.png' },
    { image: 'ftp://x.example.com/a.png' },
    { image: 'javascript:alert(1)' },
    { image: 'https://a.example.com/x.png', extra: 1 },
  ])('refuses %j with 400 and writes nothing', async (payload) => {
    const before = await sliderCount();
    const res = await call('POST', '/add', payload);
    expect(res.statusCode).toBe(400);
    expect(await sliderCount()).toBe(before);
  });

  /** A banner as the owner added it, for the edits below. */
  async function banner() {
    const res = await call('POST', '/add', {
      image: 'https://cdn.example.com/banner-edit.jpg',
      title: 'Monsoon Wiring Week',
      subtitle: 'FRLS house wire coils at special prices',
      link: '/shop/listing?category=Wires',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { _id: string; image: string; createdAt: string };
  }
  const rowOf = async (id: string) =>
    (await t.db.select().from(featureImages).where(eq(featureImages.id, id)))[0];

  it('the owner changes a banner’s words and link; its image and place stay, and the shop shows them', async () => {
    await call('DELETE', '/clear');
    const first = await banner();
    const second = await banner();
    const res = await call('PUT', `/update/${first._id}`, {
      title: '  Diwali Lights  ',
      subtitle: 'LED strings and diyas, 20 % off',
      link: 'https://brand.example.com/diwali',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Slider image updated successfully',
      data: {
        _id: first._id,
        image: first.image,
        title: 'Diwali Lights',
        subtitle: 'LED strings and diyas, 20 % off',
        link: 'https://brand.example.com/diwali',
        createdAt: first.createdAt,
      },
    });
    const list = (await call('GET', '/get')).json().data as { _id: string; title: string }[];
    expect(list.map((d) => [d._id, d.title])).toEqual([
      [first._id, 'Diwali Lights'],
      [second._id, 'Monsoon Wiring Week'],
    ]);

    // At the limits; '' or absent takes the words and the link away.
    const full = await call('PUT', `/update/${first._id}`, {
      title: 'T'.repeat(80),
      subtitle: 'S'.repeat(160),
      link: `https://brand.example.com/${'p'.repeat(474)}`,
    });
    expect(full.statusCode, full.body).toBe(200);
    const row = await rowOf(first._id);
    expect([row.title.length, row.subtitle.length, row.link?.length]).toEqual([80, 160, 500]);
    const cleared = await call('PUT', `/update/${first._id}`, { title: 'Only a title', link: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ title: 'Only a title', subtitle: '', link: null });
  });

  it.each([
    [{ title: 'T'.repeat(81) }, 'Title must be at most 80 characters'],
    [{ subtitle: 'S'.repeat(161) }, 'Subtitle must be at most 160 characters'],
    [{ link: `https://brand.example.com/${'p'.repeat(475)}` }, 'The link must be at most 500 characters'],
    [{ link: 'javascript:alert(1)' }, 'The link must be a path of the shop'],
    [{ link: '//evil.example.com/x' }, 'The link must be a path of the shop'],
    [{ link: 'shop/listing' }, 'The link must be a path of the shop'],
    [{ title: 12 }, 'Title must be text'],
    [{ image: 'https://cdn.example.com/other.jpg' }, 'Unrecognized key'],
  ])('refuses an edit with %j (400, nothing written)', async (body, message) => {
    const { _id } = await banner();
    const before = await rowOf(_id);
    const res = await call('PUT', `/update/${_id}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await rowOf(_id)).toEqual(before);
  });

  it('an edit is the owner’s: 401 for a visitor, 403 for a customer, nothing written; 404 for an unknown banner', async () => {
    const { _id } = await banner();
    const before = await rowOf(_id);
    const edit = { title: 'Hijacked' };
    const visitor = await call('PUT', `/update/${_id}`, edit, '');
    expect(visitor.statusCode).toBe(401);
    const customer = await call('PUT', `/update/${_id}`, edit, await loginAs(t.app, await createUser(t.db)));
    expect(customer.statusCode).toBe(403);
    expect(await rowOf(_id)).toEqual(before);
    const unknown = await call('PUT', `/update/${crypto.randomUUID()}`, edit);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Slider image not found' });
    const malformed = await call('PUT', '/update/not-an-id', edit);
    expect(malformed.statusCode).toBe(400);
    expect(await rowOf(_id)).toEqual(before);
  });

  it('an edit shows at once in the cached slider, as adding does (the catalog stamp moves)', async () => {
    const { _id } = await banner();
    // An instance that would not read the stamp again for a minute on its own: only its write can refresh it.
    const app = await buildApp(testConfig({ catalogStampMs: 60_000 }), { database: t.database });
    try {
      const get = () => app.inject({ method: 'GET', url: '/api/common/feature/get' });
      await get();
      expect((await get()).headers['x-catalog-cache']).toBe('hit');
      const res = await app.inject({
        method: 'PUT',
        url: `/api/common/feature/update/${_id}`,
        headers: { cookie: admin },
        payload: { title: 'Fresh words', subtitle: 'Seen at once' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = await get();
      expect(after.headers['x-catalog-cache']).toBe('miss');
      expect(after.json().data.find((d: { _id: string }) => d._id === _id)).toMatchObject({
        title: 'Fresh words',
        subtitle: 'Seen at once',
        link: null,
      });
    } finally {
      await app.close();
    }
  });

  it('purges entries that are not absolute or whose uploaded file is gone, then clears', async () => {
    await call('DELETE', '/clear');
    const uploaded = (await upload(await noisy(50, 50).png().toBuffer())).json().result;
    const gone = (await upload(await noisy(51, 51).png().toBuffer())).json().result;
    await call('POST', '/add', { image: uploaded.secure_url });
    await call('POST', '/add', { image: gone.secure_url });
    await call('POST', '/add', { image: 'https://cdn.example.com/external.jpg' });
    await t.db
      .insert(featureImages)
      .values([{ image: '/uploads/relative.png' }, { image: 'data:image/png;base64,AAAA' }]);
    fs.rmSync(path.join(t.config.uploadsDir, keyOf(gone.secure_url)));

    const res = await call('DELETE', '/purge-invalid');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Removed invalid slider entries.', count: 3 });
    const left = (await t.app.inject({ method: 'GET', url: '/api/common/feature/get' }))
      .json()
      .data.map((d: { image: string }) => d.image);
    expect(left).toEqual([uploaded.secure_url, 'https://cdn.example.com/external.jpg']);

    const cleared = await call('DELETE', '/clear');
    expect(cleared.json()).toMatchObject({ success: true, message: 'All slider images cleared.', count: 2 });
    expect(await sliderCount()).toBe(0);
  });
});
