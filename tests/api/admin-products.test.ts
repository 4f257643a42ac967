import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, orderItems, orders, products } from '../../server/db/schema';
import { getSettings, updateSettings } from '../../server/modules/settings/settings.service';
import { testApp, type TestApp } from '../helpers/app';
import { createCategory, createProduct, createUser } from '../helpers/factories';
import { reserveStock } from '../../server/modules/orders/core/reservation.repository';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp({ admin: true });
  admin = t.adminCookie;
  await createCategory(t.db, { name: 'Wires & Cables', subcategories: ['House Wire', 'Flexible Cable'] });
  await createCategory(t.db, { name: 'Paint', subcategories: ['Emulsion'] });
  await createCategory(t.db, { name: 'Voltline', kind: 'brand' });
});

const valid = () => ({
  title: 'FR PVC House Wire 1.5 sq mm (90 m)',
  description: 'Flame-retardant copper house wire',
  image: 'https://cdn.example.com/wire.jpg',
  images: ['https://cdn.example.com/wire-2.jpg'],
  category: 'wires & cables',
  subcategory: 'house wire',
  brand: 'voltline',
  hsn: '8544',
  price: 1, // ignored: the server computes it
  salePrice: 1180,
  cgstPercent: 9,
  sgstPercent: 9,
  totalStock: 25,
  averageReview: 0,
  minEstimatePrice: 1000,
  maxEstimatePrice: 1500,
  estimatorPresets: [
    { name: '1.5 sq mm coil', size: '1.5', capacity: '90 m', qty: 2, price: 1180, hsn: '8544', active: true },
  ],
  variants: [{ size: '1.5 sq mm', stdPacking: '90 m', pricePerPiece: 1180, active: true }],
  priceTiers: [{ price: 1150 }],
});

const countProducts = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(products))[0].n;
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: admin },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

describe('POST /api/admin/products/add', () => {
  it('adds a product, recomputing the base price and using canonical names', async () => {
    const res = await inject('POST', '/api/admin/products/add', valid());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Product add successfully' });
    expect(body.data).toMatchObject({
      title: 'FR PVC House Wire 1.5 sq mm (90 m)',
      category: 'Wires & Cables',
      subcategory: 'House Wire',
      brand: 'Voltline',
      price: 1000,
      salePrice: 1180,
      cgstPercent: 9,
      sgstPercent: 9,
      totalStock: 25,
      averageReview: 0,
      minEstimatePrice: 1000,
      maxEstimatePrice: 1500,
      images: ['https://cdn.example.com/wire-2.jpg'],
    });
    expect(body.data.estimatorPresets).toHaveLength(1);
    const [row] = await t.db.select().from(products).where(eq(products.id, body.data._id));
    expect(row.pricePaise).toBe(100000);
    expect(row.salePricePaise).toBe(118000);
  });

  it('without tax the price equals the sale price; brand, hsn and extras are optional; stock may be 0', async () => {
    const {
      brand,
      hsn,
      images,
      cgstPercent,
      sgstPercent,
      estimatorPresets,
      variants,
      priceTiers,
      price,
      averageReview,
      ...rest
    } = valid();
    void [
      brand,
      hsn,
      images,
      cgstPercent,
      sgstPercent,
      estimatorPresets,
      variants,
      priceTiers,
      price,
      averageReview,
    ];
    const res = await inject('POST', '/api/admin/products/add', {
      ...rest,
      salePrice: 99.5,
      cgstPercent: 0,
      sgstPercent: 0,
      totalStock: 0,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      price: 99.5,
      salePrice: 99.5,
      brand: '',
      cgstPercent: 0,
      sgstPercent: 0,
      totalStock: 0,
    });
  });

  it("a product sent without its own CGST/SGST takes the site settings' rates (SPEC §9)", async () => {
    const before = await getSettings(t.db);
    await updateSettings(t.db, { ...before, cgstPercent: 6, sgstPercent: 6 });
    try {
      const { cgstPercent, sgstPercent, ...rest } = valid();
      void [cgstPercent, sgstPercent];
      const res = await inject('POST', '/api/admin/products/add', { ...rest, salePrice: 112 });
      expect(res.statusCode).toBe(201);
      // ₹112.00 at 6 % + 6 %: 112 ÷ 1.12 = ₹100.00 before tax.
      expect(res.json().data).toMatchObject({ cgstPercent: 6, sgstPercent: 6, price: 100, salePrice: 112 });
    } finally {
      await updateSettings(t.db, before);
    }
  });

  it('GST 5 % split as 2.5 + 2.5 rounds the base price to the paisa', async () => {
    const res = await inject('POST', '/api/admin/products/add', {
      ...valid(),
      salePrice: 100,
      cgstPercent: 2.5,
      sgstPercent: 2.5,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.price).toBe(95.24);
  });

  const bad: [string, Record<string, unknown>][] = [
    ['missing title', { title: undefined }],
    ['blank title', { title: '   ' }],
    ['missing description', { description: undefined }],
    ['missing image', { image: undefined }],
    ['relative image', { image: '/uploads/x.png' }],
    ['javascript image', { image: 'javascript:alert(1)' }],
    ['non-URL extra image', { images: ['not a url'] }],
    ['missing category', { category: undefined }],
    ['missing subcategory', { subcategory: undefined }],
    ['unknown category', { category: 'Plumbing' }],
    ['subcategory of another category', { subcategory: 'Emulsion' }],
    ['unknown brand', { brand: 'Nobrand' }],
    ['missing sale price', { salePrice: undefined }],
    ['zero sale price', { salePrice: 0 }],
    ['negative sale price', { salePrice: -5 }],
    ['sale price with 3 decimals', { salePrice: 10.555 }],
    ['text sale price', { salePrice: 'abc' }],
    ['hexadecimal sale price text', { salePrice: '0x10' }],
    ['sale price text in exponent form', { salePrice: '1e3' }],
    ['sale price text Infinity', { salePrice: 'Infinity' }],
    ['stock text in exponent form', { totalStock: '1e2' }],
    // JSON numbers only, as the cart takes its quantity (decision 027): the form sends numbers.
    ['sale price as decimal text', { salePrice: '99.5' }],
    ['stock as decimal text', { totalStock: '5' }],
    ['CGST as decimal text', { cgstPercent: '9' }],
    ['min estimate as decimal text', { minEstimatePrice: '0' }],
    ['variant price as decimal text', { variants: [{ size: 'x', pricePerPiece: '10' }] }],
    ['price tier as decimal text', { priceTiers: [{ price: '10' }] }],
    ['preset price as decimal text', { estimatorPresets: [{ name: 'x', price: '10' }] }],
    ['ignored price as text', { price: '100.00' }],
    ['sale price at 0.01 past the ceiling', { salePrice: 10_000_000.01 }],
    ['image written as http:host', { image: 'http:cdn.example.com/wire.jpg' }],
    ['CGST above 100', { cgstPercent: 101 }],
    ['SGST below 0', { sgstPercent: -1 }],
    ['missing stock', { totalStock: undefined }],
    ['negative stock', { totalStock: -1 }],
    ['fractional stock', { totalStock: 1.5 }],
    ['negative min estimate', { minEstimatePrice: -1 }],
    ['min above max estimate', { minEstimatePrice: 2000, maxEstimatePrice: 1000 }],
    ['preset without name', { estimatorPresets: [{ name: '', price: 10 }] }],
    ['preset without price', { estimatorPresets: [{ name: 'x' }] }],
    ['preset qty 0', { estimatorPresets: [{ name: 'x', price: 10, qty: 0 }] }],
    ['variant with negative price', { variants: [{ size: 'x', pricePerPiece: -1 }] }],
    ['price tier without price', { priceTiers: [{}] }],
    ['unknown key', { color: 'red' }],
    ['hostile long title', { title: 'x'.repeat(10_000) }],
  ];
  it.each(bad)('refuses %s with 400 and writes nothing', async (_name, change) => {
    const before = await countProducts();
    const res = await inject('POST', '/api/admin/products/add', { ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(typeof res.json().message).toBe('string');
    expect(await countProducts()).toBe(before);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/add',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/admin/products/get', () => {
  it('pages newest first and searches by title, case-insensitively', async () => {
    const t0 = Date.now();
    for (let i = 0; i < 5; i++) {
      await createProduct(t.db, { title: `Paging Switch ${i}`, createdAt: new Date(t0 + 60_000 + i * 1000) });
    }
    await createProduct(t.db, { title: 'Odd 100%_literal', createdAt: new Date(t0 + 10_000) });
    const page1 = (await inject('GET', '/api/admin/products/get?page=1&limit=2&search=paging switch')).json();
    expect(page1.data.map((p: { title: string }) => p.title)).toEqual(['Paging Switch 4', 'Paging Switch 3']);
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    const page3 = (await inject('GET', '/api/admin/products/get?page=3&limit=2&search=PAGING')).json();
    expect(page3.data.map((p: { title: string }) => p.title)).toEqual(['Paging Switch 0']);
    // LIKE wildcards in the search are literal characters.
    const literal = (await inject('GET', '/api/admin/products/get?search=100%25_')).json();
    expect(literal.data.map((p: { title: string }) => p.title)).toEqual(['Odd 100%_literal']);
    const all = (await inject('GET', '/api/admin/products/get?limit=100')).json();
    expect(all.data[0].title).toBe('Paging Switch 4');
    expect(all.data[0]).toHaveProperty('_id');
  });

  it('filters by category (any case), alone and with the title search', async () => {
    const t0 = Date.now() + 3_600_000;
    await createProduct(t.db, {
      title: 'Filter Emulsion White',
      category: 'Paint',
      subcategory: 'Emulsion',
      createdAt: new Date(t0),
    });
    await createProduct(t.db, {
      title: 'Filter Emulsion Blue',
      category: 'Paint',
      subcategory: 'Emulsion',
      createdAt: new Date(t0 + 1000),
    });
    await createProduct(t.db, { title: 'Filter Wire White', createdAt: new Date(t0 + 2000) });
    const paint = (await inject('GET', '/api/admin/products/get?category=PAINT&limit=100')).json();
    expect(paint.data.map((p: { title: string }) => p.title)).toEqual([
      'Filter Emulsion Blue',
      'Filter Emulsion White',
    ]);
    expect(paint.pagination).toEqual({ page: 1, limit: 100, total: 2, totalPages: 1 });
    const both = (await inject('GET', '/api/admin/products/get?category=Paint&search=white')).json();
    expect(both.data.map((p: { title: string }) => p.title)).toEqual(['Filter Emulsion White']);
    // The search is on the title only, not on brand or category names.
    const byBrand = (await inject('GET', '/api/admin/products/get?search=voltline')).json();
    expect(byBrand.data).toEqual([]);
    const none = (await inject('GET', '/api/admin/products/get?category=No such category')).json();
    expect(none).toMatchObject({ success: true, data: [], pagination: { total: 0, totalPages: 0 } });
    // Control characters (NUL among them) are no 500.
    expect(
      (await inject('GET', '/api/admin/products/get?search=white%00&category=Paint%00')).statusCode,
    ).toBe(200);
  });

  it.each([
    'limit=101',
    'limit=0',
    'page=0',
    'page=x',
    `search=${'x'.repeat(201)}`,
    `category=${'x'.repeat(101)}`,
  ])('refuses %s with 400', async (q) => {
    expect((await inject('GET', `/api/admin/products/get?${q}`)).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/products/edit/{id}', () => {
  it('takes back the product exactly as GET answers it, ignoring its id, dates, rating and price', async () => {
    const created = (await inject('POST', '/api/admin/products/add', valid())).json().data;
    const listed = (await inject('GET', '/api/admin/products/get?limit=100')).json().data;
    const asListed = listed.find((p: { _id: string }) => p._id === created._id);
    const res = await inject('PUT', `/api/admin/products/edit/${created._id}`, {
      ...asListed,
      _id: '00000000-0000-4000-8000-000000000000',
      title: 'Renamed wire',
      price: 1,
      averageReview: 5,
      reviewCount: 99,
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: created._id,
      title: 'Renamed wire',
      price: 1000,
      averageReview: 0,
      reviewCount: 0,
      createdAt: created.createdAt,
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, created._id));
    expect(row).toMatchObject({
      title: 'Renamed wire',
      pricePaise: 100000,
      averageReview: 0,
      reviewCount: 0,
    });
  });

  it('edits given fields, recomputes the price and can set stock to 0', async () => {
    const created = (await inject('POST', '/api/admin/products/add', valid())).json().data;
    const res = await inject('PUT', `/api/admin/products/edit/${created._id}`, {
      salePrice: 590,
      cgstPercent: 9,
      sgstPercent: 9,
      totalStock: 0,
      price: 1,
      subcategory: 'Flexible Cable',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Product updated successfully' });
    expect(res.json().data).toMatchObject({
      salePrice: 590,
      price: 500,
      totalStock: 0,
      subcategory: 'Flexible Cable',
      title: created.title,
    });
  });

  it('refuses a category change that leaves the subcategory outside it, and writes nothing', async () => {
    const created = (await inject('POST', '/api/admin/products/add', valid())).json().data;
    const res = await inject('PUT', `/api/admin/products/edit/${created._id}`, { category: 'Paint' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/does not belong/);
    const [row] = await t.db.select().from(products).where(eq(products.id, created._id));
    expect(row.category).toBe('Wires & Cables');
    const ok = await inject('PUT', `/api/admin/products/edit/${created._id}`, {
      category: 'Paint',
      subcategory: 'Emulsion',
    });
    expect(ok.statusCode).toBe(200);
  });

  it.each<[string, Record<string, unknown>]>([
    ['negative stock', { totalStock: -3 }],
    ['min above stored max', { minEstimatePrice: 5000 }],
    ['zero sale price', { salePrice: 0 }],
    ['CGST 150', { cgstPercent: 150 }],
    ['unknown key', { nope: 1 }],
    // As add and the cart: JSON numbers only (decision 027).
    ['sale price as decimal text', { salePrice: '120' }],
    ['stock as decimal text', { totalStock: '3' }],
    ['SGST as decimal text', { sgstPercent: '9' }],
    ['an echoed id that is not text', { _id: 5 }],
    ['an echoed review count as text', { reviewCount: '2' }],
  ])('refuses %s and leaves the product unchanged', async (_n, change) => {
    const created = (await inject('POST', '/api/admin/products/add', valid())).json().data;
    const before = (await t.db.select().from(products).where(eq(products.id, created._id)))[0];
    const res = await inject('PUT', `/api/admin/products/edit/${created._id}`, change);
    expect(res.statusCode).toBe(400);
    const after = (await t.db.select().from(products).where(eq(products.id, created._id)))[0];
    expect(after).toEqual(before);
  });

  it('never loses a stock reservation that runs while the product is edited', async () => {
    const created = (await inject('POST', '/api/admin/products/add', { ...valid(), totalStock: 100 })).json()
      .data;
    const reserve = () =>
      t.db.transaction(async (tx) => reserveStock(tx, [{ productId: created._id, quantity: 1 }]));
    const edits = Array.from({ length: 10 }, (_, i) =>
      inject('PUT', `/api/admin/products/edit/${created._id}`, { title: `Edited ${i}` }),
    );
    const results = await Promise.all([...edits, ...Array.from({ length: 10 }, reserve)]);
    expect(results.slice(0, 10).map((r) => (r as { statusCode: number }).statusCode)).toEqual(
      Array(10).fill(200),
    );
    expect(results.slice(10)).toEqual(Array(10).fill(null));
    const [row] = await t.db.select().from(products).where(eq(products.id, created._id));
    expect(row.totalStock).toBe(90);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await inject('PUT', '/api/admin/products/edit/not-a-uuid', { title: 'x' })).statusCode).toBe(400);
    expect(
      (await inject('PUT', '/api/admin/products/edit/00000000-0000-4000-8000-000000000000', { title: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('PUT /api/admin/products/edit-product/{id}', () => {
  it("keeps the current stock: the calculator's stale totalStock does not put sold stock back on sale", async () => {
    const created = (await inject('POST', '/api/admin/products/add', { ...valid(), totalStock: 10 })).json()
      .data;
    // Orders took 3 since the calculator loaded the product.
    await t.db.update(products).set({ totalStock: 7 }).where(eq(products.id, created._id));
    const res = await inject('PUT', `/api/admin/products/edit-product/${created._id}`, {
      ...created,
      estimatorPresets: [{ name: 'Coil', price: 1180 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      totalStock: 7,
      estimatorPresets: [{ name: 'Coil', qty: 1, price: 1180 }],
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, created._id));
    expect(row.totalStock).toBe(7);
  });

  it('saves the full product, dropping presets without name or price and defaulting qty to 1', async () => {
    const created = (await inject('POST', '/api/admin/products/add', valid())).json().data;
    const res = await inject('PUT', `/api/admin/products/edit-product/${created._id}`, {
      ...created,
      estimatorPresets: [
        { name: 'Keep', price: 100, qty: 0 },
        { name: 'Keep too', price: '55.5', qty: '3', size: '2.5', capacity: '', hsn: '8544', active: false },
        { name: '', price: 10 },
        { name: 'No price' },
        { name: 'Bad price', price: -1 },
        'junk',
        null,
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Product updated successfully');
    expect(res.json().data.estimatorPresets).toEqual([
      { name: 'Keep', size: '', capacity: '', qty: 1, price: 100, hsn: '', active: true },
      { name: 'Keep too', size: '2.5', capacity: '', qty: 3, price: 55.5, hsn: '8544', active: false },
    ]);
    expect(res.json().data.price).toBe(1000);
  });

  it('still refuses an invalid product field and writes nothing', async () => {
    const created = (await inject('POST', '/api/admin/products/add', valid())).json().data;
    const res = await inject('PUT', `/api/admin/products/edit-product/${created._id}`, {
      ...created,
      totalStock: -1,
      estimatorPresets: [],
    });
    expect(res.statusCode).toBe(400);
    const [row] = await t.db.select().from(products).where(eq(products.id, created._id));
    expect(row.estimatorPresets).toHaveLength(1);
  });
});

describe('DELETE /api/admin/products/delete/{id}', () => {
  it('removes the product and its cart lines while orders keep their snapshot', async () => {
    const product = await createProduct(t.db, { title: 'Doomed Socket' });
    const user = await createUser(t.db);
    const [cart] = await t.db.insert(carts).values({ userId: user.id }).returning();
    await t.db.insert(cartItems).values({ cartId: cart.id, productId: product.id, quantity: 2 });
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: user.id,
        addressInfo: {
          addressId: 'a',
          address: 'x',
          city: 'Pune',
          pincode: '411005',
          phone: '9876543210',
          notes: '',
        },
        contactName: 'A B',
        contactEmail: 'a@example.com',
        paymentMethod: 'phonepe',
        subtotalPaise: 10000,
        cgstPaise: 900,
        sgstPaise: 900,
        totalAmountPaise: 11800,
        merchantOrderId: `M-${product.id}`,
        stockReserved: false,
        reservationExpiresAt: new Date(),
      })
      .returning();
    await t.db.insert(orderItems).values({
      orderId: order.id,
      productId: product.id,
      title: product.title,
      quantity: 1,
      unitPricePaise: 10000,
      salePricePaise: 11800,
      cgstPercent: 9,
      sgstPercent: 9,
      taxablePaise: 10000,
      cgstPaise: 900,
      sgstPaise: 900,
      lineTotalPaise: 11800,
    });

    const res = await inject('DELETE', `/api/admin/products/delete/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Product deleted successfully' });
    expect(await t.db.select().from(products).where(eq(products.id, product.id))).toEqual([]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id))).toEqual([]);
    const snap = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(snap).toHaveLength(1);
    expect(snap[0].title).toBe('Doomed Socket');

    expect((await inject('DELETE', `/api/admin/products/delete/${product.id}`)).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/admin/products/delete/123')).statusCode).toBe(400);
  });
});
