import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct, type ProductRow } from '../helpers/factories';

// GET /api/shop/estimator/products: the estimator's list of up to 300 products (SPEC §9), filtered like the
// listing, or the products named by ids (the browser's saved lines, refreshed on load).
let t: TestApp;
const p: Record<string, ProductRow> = {};

beforeAll(async () => {
  t = await testApp();
  p.wire = await createProduct(t.db, {
    title: 'Wire 1.5 sq mm',
    category: 'Wires & Cables',
    subcategory: 'House Wire',
    brand: 'Voltline',
    hsn: '8544',
    salePricePaise: 118000,
    minEstimatePricePaise: 100000,
    maxEstimatePricePaise: 135000,
    estimatorPresets: [
      {
        name: 'Wire 1.5 coil',
        size: '1.5 sq mm',
        capacity: '90 m',
        qty: 1,
        price: 1180,
        hsn: '8544',
        active: true,
      },
    ],
    variants: [{ size: '1.5 sq mm', stdPacking: '90 m coil', pricePerPiece: 1180, active: true }],
    priceTiers: [{ price: 1180 }, { price: 1121 }],
  });
  p.switch = await createProduct(t.db, {
    title: 'anchor switch 6 A',
    category: 'Switches & Sockets',
    subcategory: 'Modular Switches',
    brand: 'Kiran',
    salePricePaise: 9000,
  });
  p.pipe = await createProduct(t.db, {
    title: 'PVC Pipe 1 inch',
    category: 'Pipes & Fittings',
    subcategory: 'PVC Pipes',
    brand: 'Jalflow',
    salePricePaise: 45000,
    cgstPercent: 6,
    sgstPercent: 6,
  });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/shop/estimator/products', () => {
  it('lists every product A to Z by title, in the estimator’s light shape', async () => {
    const res = await get('/api/shop/estimator/products');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((x: { title: string }) => x.title)).toEqual([
      'anchor switch 6 A',
      'PVC Pipe 1 inch',
      'Wire 1.5 sq mm',
    ]);
    expect(body.pagination).toEqual({ page: 1, limit: 300, total: 3 });
    const wire = body.data[2];
    expect(wire).toEqual({
      _id: p.wire.id,
      title: 'Wire 1.5 sq mm',
      image: p.wire.image,
      category: 'Wires & Cables',
      subcategory: 'House Wire',
      brand: 'Voltline',
      hsn: '8544',
      price: 1000,
      salePrice: 1180,
      cgstPercent: 9,
      sgstPercent: 9,
      totalStock: 50,
      minEstimatePrice: 1000,
      maxEstimatePrice: 1350,
      estimatorPresets: [
        {
          name: 'Wire 1.5 coil',
          size: '1.5 sq mm',
          capacity: '90 m',
          qty: 1,
          price: 1180,
          hsn: '8544',
          active: true,
        },
      ],
      variants: [{ size: '1.5 sq mm', stdPacking: '90 m coil', pricePerPiece: 1180, active: true }],
      priceTiers: [{ price: 1180 }, { price: 1121 }],
    });
    // No description, gallery, reviews or dates: the list of 300 stays light.
    expect(wire).not.toHaveProperty('description');
  });

  it('filters by category, brand and subcategory as comma lists, case-insensitively', async () => {
    const titles = async (q: string) =>
      (await get(`/api/shop/estimator/products?${q}`)).json().data.map((x: { title: string }) => x.title);
    expect(await titles('category=wires%20%26%20cables,pipes%20%26%20fittings')).toEqual([
      'PVC Pipe 1 inch',
      'Wire 1.5 sq mm',
    ]);
    expect(await titles('brand=KIRAN')).toEqual(['anchor switch 6 A']);
    expect(await titles('category=Pipes%20%26%20Fittings&subcategory=House%20Wire')).toEqual([]);
    expect(await titles('subcategory=House%20Wire,PVC%20Pipes')).toEqual([
      'PVC Pipe 1 inch',
      'Wire 1.5 sq mm',
    ]);
  });

  it('carries a product’s Hindi title when it has one (issue 50), never its description; none without one', async () => {
    await t.db
      .update(products)
      .set({ translations: { hi: { title: 'पीवीसी पाइप 1 इंच', description: 'लंबा विवरण' } } })
      .where(eq(products.id, p.pipe.id));
    try {
      const res = await get(`/api/shop/estimator/products?ids=${p.pipe.id},${p.wire.id}`);
      expect(res.statusCode).toBe(200);
      const [pipe, wire] = res.json().data;
      expect(pipe.title).toBe('PVC Pipe 1 inch');
      expect(pipe.translations).toEqual({ hi: { title: 'पीवीसी पाइप 1 इंच' } });
      expect(wire).not.toHaveProperty('translations');
    } finally {
      await t.db.update(products).set({ translations: {} }).where(eq(products.id, p.pipe.id));
    }
  });

  it('answers only the products named by ids; ids that no longer exist are left out', async () => {
    const gone = crypto.randomUUID();
    const res = await get(`/api/shop/estimator/products?ids=${p.pipe.id},${gone},${p.wire.id.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((x: { _id: string }) => x._id)).toEqual([p.pipe.id, p.wire.id]);
    expect(res.json().pagination.total).toBe(2);
  });

  it('refuses ids that are not UUIDs and more than 300 ids', async () => {
    const bad = await get('/api/shop/estimator/products?ids=not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
    const many = Array.from({ length: 301 }, () => crypto.randomUUID()).join(',');
    expect((await get(`/api/shop/estimator/products?ids=${many}`)).statusCode).toBe(400);
  });

  it('answers the first `limit` of them A to Z with the total of all that match (the page’s first rows)', async () => {
    const first = (await get('/api/shop/estimator/products?limit=2')).json();
    expect(first.data.map((x: { title: string }) => x.title)).toEqual([
      'anchor switch 6 A',
      'PVC Pipe 1 inch',
    ]);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    const one = (await get('/api/shop/estimator/products?limit=1&brand=Voltline,Jalflow')).json();
    expect(one.data.map((x: { title: string }) => x.title)).toEqual(['PVC Pipe 1 inch']);
    expect(one.pagination).toEqual({ page: 1, limit: 1, total: 2 });
  });

  it('refuses a limit under 1, over 300 or not a whole number, with the reason', async () => {
    for (const [limit, message] of [
      ['0', 'limit must be at least 1'],
      ['301', 'limit must be at most 300'],
      ['2.5', 'limit must be a whole number'],
      ['many', 'limit must be a number'],
    ]) {
      const res = await get(`/api/shop/estimator/products?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json(), limit).toMatchObject({ success: false, message: expect.stringContaining(message) });
    }
  });

  it('answers at most 300 products, with the total that matched', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({
      title: `Bulk item ${String(i).padStart(3, '0')}`,
      description: 'x',
      image: 'http://shop.test/uploads/test.webp',
      category: 'Bulk',
      subcategory: 'Bulk',
      brand: 'Bulk',
      salePricePaise: 1000,
      pricePaise: 847,
      cgstPercent: 9,
      sgstPercent: 9,
      totalStock: 5,
    }));
    await t.db.insert(products).values(rows);
    const all = (await get('/api/shop/estimator/products')).json();
    expect(all.data).toHaveLength(300);
    expect(all.pagination).toEqual({ page: 1, limit: 300, total: 303 });
    const bulk = (await get('/api/shop/estimator/products?category=Bulk')).json();
    expect(bulk.data).toHaveLength(300);
    expect(bulk.data[0].title).toBe('Bulk item 000');
    expect(bulk.data[299].title).toBe('Bulk item 299');
    // limit at its most is the same as none.
    const most = (await get('/api/shop/estimator/products?category=Bulk&limit=300')).json();
    expect(most.data).toHaveLength(300);
    expect(most.pagination).toEqual({ page: 1, limit: 300, total: 300 });
  });
});
