import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, galleryImages } from '../../server/db/schema';
import { testApp, type TestApp } from '../helpers/app';
import { createUser, loginAs } from '../helpers/factories';

// CSRF and content-type checks on state-changing /api calls (server/plugins/request-guard.ts).
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp({ admin: true });
  admin = t.adminCookie;
});

const SHOP = 'http://shop.test';
const ADDRESS = {
  address: 'Flat 4B, Lake View Apartments',
  city: 'Pune',
  pincode: '411045',
  phone: '+91 98230 12345',
  notes: 'Call before delivery',
};
const addressCount = async (userId: string) =>
  (await t.db.select().from(addresses).where(eq(addresses.userId, userId))).length;
let n = 0;
async function galleryImage(db = t.db) {
  const publicId = `guard/pic-${++n}`;
  await db.insert(galleryImages).values({
    publicId,
    secureUrl: `https://res.example.com/${publicId}.jpg`,
    bytes: 50_000,
    width: 10,
    height: 10,
    format: 'jpeg',
  });
  return publicId;
}
const exists = async (publicId: string) =>
  (await t.db.select().from(galleryImages).where(eq(galleryImages.publicId, publicId))).length === 1;
const deleteImage = (publicId: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/admin/images/delete/${encodeURIComponent(publicId)}`,
    headers: { cookie: admin, ...headers },
  });

describe('cross-site requests', () => {
  it.each([
    { origin: 'https://evil.example' },
    { origin: 'http://shop.test.evil.example' },
    { origin: 'https://shop.test' }, // another scheme is another origin
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { origin: SHOP, 'sec-fetch-site': 'cross-site' },
  ] as Record<string, string>[])('refuses an admin delete with %o: 403, the image stays', async (headers) => {
    const publicId = await galleryImage();
    const res = await deleteImage(publicId, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'Requests from other sites are not accepted' });
    expect(await exists(publicId)).toBe(true);
  });

  it('takes a page of this server opened at another address than PUBLIC_URL (127.0.0.1, a LAN address)', async () => {
    for (const host of ['127.0.0.1:3000', '192.168.1.20:3000']) {
      const publicId = await galleryImage();
      const res = await deleteImage(publicId, {
        host,
        origin: `http://${host}`,
        'sec-fetch-site': 'same-origin',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await exists(publicId)).toBe(false);
    }
    // The same Origin sent to another host is another site's page.
    const publicId = await galleryImage();
    const res = await deleteImage(publicId, { host: 'shop.test', origin: 'http://192.168.1.20:3000' });
    expect(res.statusCode).toBe(403);
    expect(await exists(publicId)).toBe(true);
  });

  it('refuses a cross-site POST with a JSON body before anything is written', async () => {
    const user = await createUser(t.db);
    const cookie = await loginAs(t.app, user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shop/address/add',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { ...ADDRESS, userId: user.id },
    });
    expect(res.statusCode).toBe(403);
    expect(await addressCount(user.id)).toBe(0);
    // The same call from the shop's own page saves it.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/shop/address/add',
      headers: { cookie, origin: SHOP, 'sec-fetch-site': 'same-origin' },
      payload: { ...ADDRESS, userId: user.id },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await addressCount(user.id)).toBe(1);
  });

  it.each([
    { origin: SHOP },
    { origin: SHOP, 'sec-fetch-site': 'same-origin' },
    { 'sec-fetch-site': 'same-origin' },
    { 'sec-fetch-site': 'none' },
    // A same-origin HTML form under Referrer-Policy: no-referrer sends Origin: null.
    { origin: 'null', 'sec-fetch-site': 'same-origin' },
    {}, // curl, another server
  ] as Record<string, string>[])('accepts a delete with %o', async (headers) => {
    const publicId = await galleryImage();
    const res = await deleteImage(publicId, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(await exists(publicId)).toBe(false);
  });

  // Security review: the host match ignored the scheme, so an http:// page of the https shop's host passed.
  it('refuses an http:// Origin of the https shop’s own host: 403, nothing deleted', async () => {
    const https = await testApp({
      admin: true,
      config: { publicUrl: 'https://shop.example.in', cookieSecure: true },
    });
    const cookie = https.adminCookie;
    const publicIds = [
      await galleryImage(https.db),
      await galleryImage(https.db),
      await galleryImage(https.db),
    ];
    const del = (publicId: string, headers: Record<string, string>) =>
      https.app.inject({
        method: 'DELETE',
        url: `/api/admin/images/delete/${encodeURIComponent(publicId)}`,
        headers: { cookie, ...headers },
      });
    const left = async () => (await https.db.select().from(galleryImages)).length;

    for (const origin of ['http://shop.example.in', 'http://shop.example.in:443']) {
      const res = await del(publicIds[0], { host: 'shop.example.in', origin });
      expect(res.statusCode, origin).toBe(403);
    }
    expect(await left()).toBe(3);
    // The shop's own https page still may.
    expect(
      (await del(publicIds[1], { host: 'shop.example.in', origin: 'https://shop.example.in' })).statusCode,
    ).toBe(200);
    expect(await left()).toBe(2);
  });

  it('on an http shop, refuses an https:// Origin naming the host an http request came to', async () => {
    const publicId = await galleryImage();
    const res = await deleteImage(publicId, { host: '127.0.0.1:3000', origin: 'https://127.0.0.1:3000' });
    expect(res.statusCode).toBe(403);
    expect(await exists(publicId)).toBe(true);
  });

  it('does not check reads', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/images/get',
      headers: { cookie: admin, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('content types', () => {
  const imageCount = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(galleryImages))[0].n;

  it.each([
    ['text/plain', JSON.stringify({ public_ids: ['x'] })],
    ['text/plain;charset=UTF-8', JSON.stringify({ public_ids: ['x'] })],
    ['application/x-www-form-urlencoded', 'public_ids=x'],
    [
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="public_ids"\r\n\r\nx\r\n--abc--\r\n',
    ],
  ])('refuses a %s body on a JSON route with 415 and deletes nothing', async (type, payload) => {
    const publicId = await galleryImage();
    const before = await imageCount();
    for (const url of [
      '/api/admin/images/delete-multiple',
      '/api/admin/images/delete-blank?bytes_lt=100000000',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: admin, 'content-type': type },
        payload: payload.replace('x', publicId),
      });
      expect(res.statusCode, url).toBe(415);
      expect(res.json()).toMatchObject({
        success: false,
        message: expect.stringContaining('application/json'),
      });
    }
    expect(await exists(publicId)).toBe(true);
    expect(await imageCount()).toBe(before);
  });

  it('refuses a no-cors style text/plain address: 415, nothing written', async () => {
    const user = await createUser(t.db);
    const cookie = await loginAs(t.app, user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shop/address/add',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: JSON.stringify({ ...ADDRESS, userId: user.id }),
    });
    expect(res.statusCode).toBe(415);
    expect(await addressCount(user.id)).toBe(0);
  });

  it('accepts application/json (with a charset) and bodiless calls', async () => {
    const publicId = await galleryImage();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images/delete-multiple',
      headers: { cookie: admin, 'content-type': 'application/json; charset=utf-8', origin: SHOP },
      payload: JSON.stringify({ public_ids: [publicId] }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await exists(publicId)).toBe(false);
  });

  it('accepts multipart on the upload route only (and still checks its origin)', async () => {
    const boundary = 'guardboundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="my_file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--${boundary}--\r\n`;
    const headers = { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` };
    const before = await imageCount();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/upload-image',
      headers,
      payload,
    });
    // Past the guard: the route itself reads the file and finds it is not an image.
    expect([400, 415]).toContain(ok.statusCode);
    expect(ok.json().message).not.toMatch(/application\/json|other sites/);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/upload-image',
      headers: { ...headers, origin: 'https://evil.example' },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    expect(await imageCount()).toBe(before);
  });
});

// Security review: an absolute-form target ('GET http://evil.example/… HTTP/1.1') or '*' sent straight to an
// instance answered 500 from the page renderer. light-my-request rewrites targets, so these go over a socket.
describe('request targets', () => {
  async function raw(port: number, requestLine: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (d) => (answer += d.toString('latin1')));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      socket.write(`${requestLine}\r\nHost: shop.test\r\nConnection: close\r\n\r\n`);
    });
  }

  it.each([
    'GET http://evil.example/shop/about HTTP/1.1',
    'GET http://shop.test/shop/home HTTP/1.1',
    'GET https://evil.example/api/health HTTP/1.1',
    'POST http://evil.example/api/auth/logout HTTP/1.1',
    'GET * HTTP/1.1',
    'OPTIONS * HTTP/1.1',
  ])('answers %s with 400', async (requestLine) => {
    const address = t.app.server.address();
    const port = address && typeof address === 'object' ? address.port : 0;
    const answer = await raw(port, requestLine);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"message":"The request target must be a path starting with /"');
  });

  it('still answers a path', async () => {
    const address = t.app.server.address();
    const port = address && typeof address === 'object' ? address.port : 0;
    expect(await raw(port, 'GET /api/health HTTP/1.1')).toMatch(/^HTTP\/1\.1 200 /);
  });

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
});
