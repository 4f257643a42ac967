import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct, DEFAULT_PASSWORD, loginAs } from '../helpers/factories';
import {
  captureVia,
  createOrderVia,
  createShopper,
  putInCart,
  type Shopper,
  simulate,
} from '../helpers/orders';

// Every answer that depends on the session says `Cache-Control: no-store`, so no browser history,
// proxy or CDN keeps a copy of one person's cart, orders, invoices or admin data. (Signed-in pages:
// tests/api/web-serving.test.ts.)
let t: TestApp;
let s: Shopper;
let orderId: string;
/** A paid order the admin rejected: it has a credit note. */
let rejectedId: string;
let adminCookie: string;

async function paidOrder(): Promise<string> {
  const product = await createProduct(t.db, { totalStock: 10 });
  await putInCart(t.db, s.user.id, [{ productId: product.id, quantity: 2 }]);
  const created = (await createOrderVia(t.app, s)).json();
  await simulate(t.app, created.approvalURL, 'pay');
  expect((await captureVia(t.app, s.cookie, created.orderId)).json().success).toBe(true);
  return created.orderId;
}

beforeAll(async () => {
  t = await testApp({ admin: true });
  s = await createShopper(t.app);
  adminCookie = t.adminCookie;
  orderId = await paidOrder();
  rejectedId = await paidOrder();
  const rejected = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/update/${rejectedId}`,
    headers: { cookie: adminCookie },
    payload: { orderStatus: 'rejected' },
  });
  expect(rejected.statusCode, rejected.body).toBe(200);
});

function expectNoStore(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  what: string,
) {
  const cacheControl = String(res.headers['cache-control'] ?? '');
  expect(cacheControl, what).toMatch(/\bno-store\b/);
  expect(cacheControl, what).not.toMatch(/\bpublic\b/);
  expect(res.headers.etag, what).toBeUndefined();
  expect(res.headers['x-catalog-cache'], what).toBeUndefined();
}

describe('answers that depend on the session are never stored', () => {
  it("a customer's own answers: session, cart, addresses, orders, preview, invoice", async () => {
    const uid = s.user.id;
    const asked: [method: 'GET' | 'HEAD' | 'POST', url: string, status: number, payload?: object][] = [
      ['GET', '/api/auth/check-auth', 200],
      ['HEAD', '/api/auth/check-auth', 200],
      ['GET', `/api/shop/cart/get/${uid}`, 200],
      ['GET', `/api/shop/address/get/${uid}`, 200],
      ['GET', `/api/shop/order/list/${uid}`, 200],
      ['GET', `/api/shop/order/details/${orderId}`, 200],
      // The cart went into the order: its preview's refusal is personal too.
      ['GET', `/api/shop/order/preview/${uid}/${s.addressId}`, 400],
      ['GET', `/api/shop/order/invoice/${orderId}`, 200],
      ['GET', `/api/shop/order/credit-note/${rejectedId}`, 200],
      // No credit note for an order that was not rejected or refunded: the refusal is personal too.
      ['GET', `/api/shop/order/credit-note/${orderId}`, 409],
    ];
    for (const [method, url, status, payload] of asked) {
      const res = await t.app.inject({ method, url, payload, headers: { cookie: s.cookie } });
      expect(res.statusCode, `${method} ${url} ${res.body.slice(0, 200)}`).toBe(status);
      expectNoStore(res, `${method} ${url}`);
    }
  });

  it("refusals of someone else's data, and answers without a session", async () => {
    const other = await createShopper(t.app);
    for (const [url, cookie, status] of [
      [`/api/shop/cart/get/${s.user.id}`, other.cookie, 403],
      [`/api/shop/order/details/${orderId}`, other.cookie, 403],
      [`/api/shop/order/list/${s.user.id}`, undefined, 401],
      ['/api/auth/check-auth', undefined, 401],
      ['/api/admin/orders/get', s.cookie, 403],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, url).toBe(status);
      expectNoStore(res, url);
    }
  });

  it('login, logout and writes', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: s.user.email, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expectNoStore(login, 'login');
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/shop/address/add',
      headers: { cookie: s.cookie },
      payload: {
        userId: s.user.id,
        address: '1 Ring Road',
        city: 'Pune',
        pincode: '411001',
        phone: '9876543210',
        notes: '',
      },
    });
    expect(address.statusCode, address.body).toBeLessThan(500);
    expectNoStore(address, 'address add');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: s.cookie },
    });
    expect(logout.statusCode).toBe(200);
    expectNoStore(logout, 'logout');
    s.cookie = await loginAs(t.app, s.user);
  });

  it("the admin's answers: orders, order, dashboard, settings, products, images, categories, credit note, GSTR-1", async () => {
    const month = new Date().toISOString().slice(0, 7);
    for (const [url, status] of [
      ['/api/admin/orders/get', 200],
      [`/api/admin/orders/details/${orderId}`, 200],
      ['/api/admin/dashboard/summary', 200],
      ['/api/admin/settings/get', 200],
      ['/api/admin/products/get', 200],
      ['/api/admin/images/get', 200],
      ['/api/admin/categories', 200],
      [`/api/admin/gst/gstr1?month=${month}`, 200],
      [`/api/admin/orders/credit-note/${rejectedId}`, 200],
      [`/api/admin/orders/credit-note/${orderId}`, 409],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(status);
      expectNoStore(res, url);
    }
  });
});
