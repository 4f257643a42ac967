import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { testApp, type TestApp } from '../helpers/app';
import { createAdmin, loginAs } from '../helpers/factories';

/** The admin API accepts the demo catalog as it is: every seeded product can be saved unchanged. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  await seedDemo(t.db, t.config);
  admin = await loginAs(t.app, await createAdmin(t.db));
});

describe('admin API on the demo catalog', () => {
  it('saves every seeded product through edit and edit-product without changing its price', async () => {
    const rows = await t.db.select().from(products);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/edit/${row.id}`,
        headers: { cookie: admin },
        payload: { totalStock: row.totalStock },
      });
      expect(edit.statusCode, `${row.title}: ${edit.body}`).toBe(200);
      expect(edit.json().data.salePrice * 100).toBeCloseTo(row.salePricePaise, 6);
      expect(Math.round(edit.json().data.price * 100)).toBe(row.pricePaise);
    }
    const sample = rows[0];
    const current = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/products/get?limit=100',
        headers: { cookie: admin },
      })
    ).json().data;
    const full = current.find((p: { _id: string }) => p._id === sample.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/edit-product/${sample.id}`,
      headers: { cookie: admin },
      payload: full,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('deletes a seeded gallery image (public id with a slash) and its file; purge keeps live slides', async () => {
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/images/get?limit=500',
        headers: { cookie: admin },
      })
    ).json().data;
    const purge = await t.app.inject({
      method: 'DELETE',
      url: '/api/common/feature/purge-invalid',
      headers: { cookie: admin },
    });
    expect(purge.json().count).toBe(0);
    const img = list[list.length - 1];
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/images/delete/${encodeURIComponent(img.public_id)}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    const check = await t.app.inject({ method: 'GET', url: new URL(img.secure_url).pathname });
    expect(check.statusCode).toBe(404);
  });
});
