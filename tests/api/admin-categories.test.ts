import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products, subcategories } from '../../server/db/schema';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct } from '../helpers/factories';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp({ admin: true });
  admin = t.adminCookie;
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/categories${url}`,
    headers: { cookie: admin },
    ...(payload ? { payload } : {}),
  });
const counts = async () => ({
  categories: (await t.db.select({ n: sql<number>`count(*)::int` }).from(categories))[0].n,
  subcategories: (await t.db.select({ n: sql<number>`count(*)::int` }).from(subcategories))[0].n,
});

describe('categories and brands', () => {
  it('adds a category and a brand, lists them with subcategories', async () => {
    const cat = await call('POST', '', {
      name: '  Switches & Sockets ',
      image: 'https://cdn.example.com/sw.png',
      kind: 'category',
    });
    expect(cat.statusCode).toBe(201);
    expect(cat.json()).toMatchObject({
      success: true,
      message: 'Category added successfully',
      data: {
        name: 'Switches & Sockets',
        image: 'https://cdn.example.com/sw.png',
        kind: 'category',
        subcategories: [],
      },
    });
    const brand = await call('POST', '', { name: 'Anchor', kind: 'brand' });
    expect(brand.statusCode).toBe(201);
    expect(brand.json()).toMatchObject({
      message: 'Brand added successfully',
      data: { name: 'Anchor', image: '', kind: 'brand' },
    });

    const id = cat.json().data._id;
    const sub = await call('POST', `/${id}/sub`, { name: 'Modular Switch' });
    expect(sub.statusCode).toBe(201);
    expect(sub.json()).toMatchObject({ success: true, message: 'Subcategory added successfully' });
    expect(sub.json().data.subcategories.map((s: { name: string }) => s.name)).toEqual(['Modular Switch']);

    const list = (await call('GET', '')).json().data;
    const found = list.find((c: { _id: string }) => c._id === id);
    expect(found.subcategories).toEqual([
      { _id: expect.any(String), name: 'Modular Switch', translations: {} },
    ]);
    expect(list.some((c: { name: string; kind: string }) => c.name === 'Anchor' && c.kind === 'brand')).toBe(
      true,
    );
    const brandsOnly = (await call('GET', '?kind=brand')).json().data;
    expect(brandsOnly.every((c: { kind: string }) => c.kind === 'brand')).toBe(true);
  });

  it('refuses a duplicate name of the same kind case-insensitively (409), allows it for the other kind', async () => {
    await call('POST', '', { name: 'Havells', kind: 'brand' });
    const before = await counts();
    const dup = await call('POST', '', { name: 'HAVELLS ', kind: 'brand' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().success).toBe(false);
    expect(await counts()).toEqual(before);
    expect((await call('POST', '', { name: 'havells', kind: 'category' })).statusCode).toBe(201);
  });

  it.each([
    ['blank name', { name: '  ', kind: 'category' }, /Name is required/],
    ['missing name', { kind: 'category' }, /Name is required/],
    ['bad kind', { name: 'X', kind: 'colour' }, /kind must be 'category' or 'brand'/],
    ['missing kind', { name: 'X' }, /kind/],
    ['relative image', { name: 'X', kind: 'category', image: '/x.png' }, /absolute http\(s\) URL/],
    ['null image', { name: 'X', kind: 'category', image: null }, /absolute http\(s\) URL/],
    ['unknown key', { name: 'X', kind: 'category', extra: true }, /extra/],
    ['name too long', { name: 'x'.repeat(500), kind: 'category' }, /at most 100/],
    // The storefront filters list names separated by commas.
    ['name with a comma', { name: 'Wires, Cables', kind: 'category' }, /Name cannot contain a comma/],
    ['brand name with a comma', { name: 'Havells, India', kind: 'brand' }, /Name cannot contain a comma/],
  ])('refuses %s with 400 and writes nothing', async (_n, payload, message) => {
    const before = await counts();
    const res = await call('POST', '', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: expect.stringMatching(message) });
    expect(await counts()).toEqual(before);
  });

  it('refuses deleting a category or brand in use with 409 and the number of products', async () => {
    const cat = (await call('POST', '', { name: 'Pipes', kind: 'category' })).json().data;
    const brand = (await call('POST', '', { name: 'Supreme', kind: 'brand' })).json().data;
    await createProduct(t.db, { category: 'pipes', brand: 'SUPREME' });
    await createProduct(t.db, { category: 'Pipes', brand: 'Other' });

    const res = await call('DELETE', `/${cat._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, count: 2 });
    expect(res.json().message).toMatch(/2 products/);
    const resBrand = await call('DELETE', `/${brand._id}`);
    expect(resBrand.statusCode).toBe(409);
    expect(resBrand.json().count).toBe(1);
    expect(await t.db.select().from(categories).where(eq(categories.id, cat._id))).toHaveLength(1);
  });

  it('never leaves a product under a deleted category when a delete races product adds', async () => {
    const product = (name: string) => ({
      title: `Racing ${name}`,
      description: 'x',
      image: 'https://cdn.example.com/x.png',
      category: 'Racing Cat',
      subcategory: 'Racing Sub',
      salePrice: 10,
      totalStock: 1,
    });
    for (let round = 0; round < 3; round++) {
      const cat = (await call('POST', '', { name: 'Racing Cat', kind: 'category' })).json().data;
      await call('POST', `/${cat._id}/sub`, { name: 'Racing Sub' });
      const [a, del, b] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: '/api/admin/products/add',
          headers: { cookie: admin },
          payload: product('a'),
        }),
        call('DELETE', `/${cat._id}`),
        t.app.inject({
          method: 'POST',
          url: '/api/admin/products/add',
          headers: { cookie: admin },
          payload: product('b'),
        }),
      ]);
      const saved = await t.db.select().from(products).where(eq(products.category, 'Racing Cat'));
      const stillThere =
        (await t.db.select().from(categories).where(eq(categories.id, cat._id))).length === 1;
      // Either the delete went first (adds refused, 400) or it saw the products (409); never both gone.
      expect(stillThere).toBe(saved.length > 0);
      expect(del.statusCode).toBe(stillThere ? 409 : 200);
      for (const add of [a, b]) expect([201, 400]).toContain(add.statusCode);
      await t.db.delete(products).where(eq(products.category, 'Racing Cat'));
      await t.db.delete(categories).where(eq(categories.name, 'Racing Cat'));
    }
  });

  it('deletes an unused category with its subcategories', async () => {
    const cat = (await call('POST', '', { name: 'Paint Tools', kind: 'category' })).json().data;
    await call('POST', `/${cat._id}/sub`, { name: 'Brushes' });
    const res = await call('DELETE', `/${cat._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Category deleted successfully' });
    expect(await t.db.select().from(subcategories).where(eq(subcategories.categoryId, cat._id))).toEqual([]);
    expect((await call('DELETE', `/${cat._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/nope')).statusCode).toBe(400);
  });
});

describe('subcategories', () => {
  it('are unique within a category case-insensitively, but may repeat across categories', async () => {
    const a = (await call('POST', '', { name: 'Lighting', kind: 'category' })).json().data;
    const b = (await call('POST', '', { name: 'Fans', kind: 'category' })).json().data;
    expect((await call('POST', `/${a._id}/sub`, { name: 'LED' })).statusCode).toBe(201);
    const before = await counts();
    const dup = await call('POST', `/${a._id}/sub`, { name: ' led ' });
    expect(dup.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
    expect((await call('POST', `/${b._id}/sub`, { name: 'LED' })).statusCode).toBe(201);
  });

  it('refuses a blank name, a brand as parent and an unknown category, writing nothing', async () => {
    const cat = (await call('POST', '', { name: 'Tools', kind: 'category' })).json().data;
    const brand = (await call('POST', '', { name: 'Bosch', kind: 'brand' })).json().data;
    const before = await counts();
    expect((await call('POST', `/${cat._id}/sub`, { name: ' ' })).statusCode).toBe(400);
    expect((await call('POST', `/${cat._id}/sub`, {})).statusCode).toBe(400);
    const comma = await call('POST', `/${cat._id}/sub`, { name: 'Drills, Bits' });
    expect(comma.statusCode).toBe(400);
    expect(comma.json().message).toMatch(/Subcategory name cannot contain a comma/);
    expect((await call('POST', `/${brand._id}/sub`, { name: 'Drills' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/00000000-0000-4000-8000-000000000000/sub', { name: 'Drills' })).statusCode,
    ).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('deletes a subcategory; refuses while products use it; 404 for one of another category', async () => {
    const cat = (await call('POST', '', { name: 'Cables', kind: 'category' })).json().data;
    const other = (await call('POST', '', { name: 'Conduits', kind: 'category' })).json().data;
    const withSubs = (await call('POST', `/${cat._id}/sub`, { name: 'Coaxial' })).json().data;
    const coax = withSubs.subcategories[0];
    const used = (await call('POST', `/${cat._id}/sub`, { name: 'Flat' }))
      .json()
      .data.subcategories.find((s: { name: string }) => s.name === 'Flat');
    await createProduct(t.db, { category: 'Cables', subcategory: 'flat' });

    expect((await call('DELETE', `/${other._id}/sub/${coax._id}`)).statusCode).toBe(404);
    const refused = await call('DELETE', `/${cat._id}/sub/${used._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().count).toBe(1);

    const res = await call('DELETE', `/${cat._id}/sub/${coax._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Subcategory deleted successfully' });
    expect(res.json().data.subcategories.map((s: { name: string }) => s.name)).toEqual(['Flat']);
    expect((await call('DELETE', `/${cat._id}/sub/${coax._id}`)).statusCode).toBe(404);
  });
});
