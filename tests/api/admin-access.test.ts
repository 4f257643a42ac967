import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app';
import { createUser, loginAs } from '../helpers/factories';

/**
 * The access matrix: every admin call answers 401 logged out and 403 for a customer, before any input
 * is read; an admin gets past the guard. The slider's GET is the one public call.
 */
let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await testApp({ admin: true });
  admin = t.adminCookie;
  customer = await loginAs(t.app, await createUser(t.db));
});

const id = crypto.randomUUID();
type Row = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown; adminStatus: number };
const calls: Row[] = [
  { method: 'POST', url: '/api/admin/products/upload-image', adminStatus: 415 },
  { method: 'POST', url: '/api/admin/products/add', body: {}, adminStatus: 400 },
  { method: 'GET', url: '/api/admin/products/get', adminStatus: 200 },
  { method: 'GET', url: '/api/admin/products/get?search=wire&category=Paint', adminStatus: 200 },
  { method: 'PUT', url: `/api/admin/products/edit/${id}`, body: { title: 'x' }, adminStatus: 404 },
  { method: 'PUT', url: `/api/admin/products/edit-product/${id}`, body: { title: 'x' }, adminStatus: 404 },
  { method: 'DELETE', url: `/api/admin/products/delete/${id}`, adminStatus: 404 },
  { method: 'POST', url: '/api/admin/categories', body: { name: '', kind: 'category' }, adminStatus: 400 },
  { method: 'GET', url: '/api/admin/categories', adminStatus: 200 },
  { method: 'DELETE', url: `/api/admin/categories/${id}`, adminStatus: 404 },
  { method: 'POST', url: `/api/admin/categories/${id}/sub`, body: { name: 'x' }, adminStatus: 404 },
  { method: 'DELETE', url: `/api/admin/categories/${id}/sub/${id}`, adminStatus: 404 },
  { method: 'GET', url: '/api/admin/orders/get', adminStatus: 200 },
  { method: 'GET', url: `/api/admin/orders/details/${id}`, adminStatus: 404 },
  {
    method: 'PUT',
    url: `/api/admin/orders/update/${id}`,
    body: { orderStatus: 'delivered' },
    adminStatus: 404,
  },
  { method: 'DELETE', url: `/api/admin/orders/delete/${id}`, adminStatus: 404 },
  { method: 'PUT', url: `/api/admin/orders/refunded/${id}`, adminStatus: 404 },
  { method: 'GET', url: `/api/admin/orders/credit-note/${id}`, adminStatus: 404 },
  { method: 'GET', url: '/api/admin/gst/gstr1?month=2026-13', adminStatus: 400 },
  { method: 'GET', url: '/api/admin/images/get', adminStatus: 200 },
  { method: 'DELETE', url: '/api/admin/images/delete/img-unknown', adminStatus: 404 },
  {
    method: 'POST',
    url: '/api/admin/images/delete-multiple',
    body: { public_ids: ['img-unknown'] },
    adminStatus: 200,
  },
  { method: 'POST', url: '/api/admin/images/delete-blank?bytes_lt=4096&max=200', adminStatus: 200 },
  { method: 'POST', url: '/api/common/feature/add', body: { image: 'ftp://x' }, adminStatus: 400 },
  { method: 'PUT', url: `/api/common/feature/update/${id}`, body: { title: 'x' }, adminStatus: 404 },
  { method: 'DELETE', url: '/api/common/feature/clear', adminStatus: 200 },
  { method: 'DELETE', url: '/api/common/feature/purge-invalid', adminStatus: 200 },
  { method: 'GET', url: '/api/admin/orders/get?status=confirmed&search=ab12', adminStatus: 200 },
  { method: 'GET', url: '/api/admin/dashboard/summary', adminStatus: 200 },
  { method: 'GET', url: '/api/admin/settings/get', adminStatus: 200 },
  { method: 'PUT', url: '/api/admin/settings/update', body: { cgstPercent: 101 }, adminStatus: 400 },
];

const send = (row: Row, cookie?: string) =>
  t.app.inject({
    method: row.method,
    url: row.url,
    headers: cookie ? { cookie } : {},
    ...(row.body !== undefined ? { payload: row.body as object } : {}),
  });

describe('admin access matrix', () => {
  it.each(calls)('$method $url: 401 anonymous, 403 customer, $adminStatus admin', async (row) => {
    const anon = await send(row);
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ success: false });

    const cust = await send(row, customer);
    expect(cust.statusCode).toBe(403);
    expect(cust.json()).toMatchObject({ success: false });

    const adm = await send(row, admin);
    expect(adm.statusCode).toBe(row.adminStatus);
    expect(adm.json().success).toBe(row.adminStatus < 400);
  });

  it('a revoked or forged session cookie is anonymous', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/get',
      headers: { cookie: 'sid=forged' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('the slider list is public', async () => {
    for (const cookie of [undefined, customer, admin]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/common/feature/get',
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: [] });
    }
  });
});
