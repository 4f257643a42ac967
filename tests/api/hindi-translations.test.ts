import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products, subcategories } from '../../server/db/schema';
import { testApp, type TestApp } from '../helpers/app';
import { createCategory } from '../helpers/factories';

/** Issue 50, "Products": the Hindi title, description and names through the admin API and the shop's answers. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp({ admin: true });
  admin = t.adminCookie;
  await createCategory(t.db, { name: 'Pipes & Fittings', subcategories: ['PVC Pipes'] });
  await createCategory(t.db, { name: 'Nirmal Pipes', kind: 'brand' });
});

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

const product = (over: object = {}) => ({
  title: 'PVC Pressure Pipe 20 mm',
  description: 'Rigid PVC pipe for cold water lines.',
  image: 'https://cdn.example.com/pipe.jpg',
  category: 'Pipes & Fittings',
  subcategory: 'PVC Pipes',
  brand: 'Nirmal Pipes',
  salePrice: 145,
  cgstPercent: 9,
  sgstPercent: 9,
  totalStock: 10,
  minEstimatePrice: 0,
  maxEstimatePrice: 0,
  ...over,
});
const productCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(products))[0].n;

describe('a product in Hindi', () => {
  it('is added with its Hindi title and description, trimmed, and answered by admin and shop alike', async () => {
    const res = await inject(
      'POST',
      '/api/admin/products/add',
      product({
        translations: {
          hi: { title: '  पीवीसी प्रेशर पाइप 20 mm ', description: 'ठंडे पानी की लाइन के लिए पाइप।' },
        },
      }),
    );
    expect(res.statusCode).toBe(201);
    const hi = { title: 'पीवीसी प्रेशर पाइप 20 mm', description: 'ठंडे पानी की लाइन के लिए पाइप।' };
    expect(res.json().data.translations).toEqual({ hi });
    const id = res.json().data._id;
    const shop = await t.app.inject({ method: 'GET', url: `/api/shop/products/get/${id}` });
    expect(shop.json().data.translations).toEqual({ hi });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/shop/products/get?category=Pipes %26 Fittings',
    });
    expect(list.json().data.find((p: { _id: string }) => p._id === id).translations).toEqual({ hi });
  });

  it('without translations answers {}; an empty Hindi text is not stored', async () => {
    const plain = await inject('POST', '/api/admin/products/add', product({ title: 'Plain pipe' }));
    expect(plain.json().data.translations).toEqual({});
    const blank = await inject(
      'POST',
      '/api/admin/products/add',
      product({ title: 'Blank pipe', translations: { hi: { title: '   ', description: '' } } }),
    );
    expect(blank.statusCode).toBe(201);
    const [row] = await t.db.select().from(products).where(eq(products.id, blank.json().data._id));
    expect(row.translations).toEqual({});
  });

  it('on an edit, a Hindi text sent replaces, an empty one clears, one not sent stays', async () => {
    const add = await inject(
      'POST',
      '/api/admin/products/add',
      product({ title: 'Edited pipe', translations: { hi: { title: 'पाइप', description: 'विवरण' } } }),
    );
    const id = add.json().data._id;
    const edit = (body: object) => inject('PUT', `/api/admin/products/edit/${id}`, body);
    expect((await edit({ translations: { hi: { title: 'नया पाइप' } } })).json().data.translations).toEqual({
      hi: { title: 'नया पाइप', description: 'विवरण' },
    });
    expect((await edit({ salePrice: 150 })).json().data.translations).toEqual({
      hi: { title: 'नया पाइप', description: 'विवरण' },
    });
    expect((await edit({ translations: { hi: { description: '' } } })).json().data.translations).toEqual({
      hi: { title: 'नया पाइप' },
    });
    expect((await edit({ translations: { hi: { title: '' } } })).json().data.translations).toEqual({});
    // The product as GET answers it goes back whole (the form's edit mode), translations included.
    const got = (await inject('GET', '/api/admin/products/get?limit=100'))
      .json()
      .data.find((p: { _id: string }) => p._id === id);
    expect((await edit({ ...got, translations: { hi: { title: 'पाइप' } } })).statusCode).toBe(200);
  });

  it('takes a Hindi title of 200 characters and a description of 5000, refuses one more, writing nothing', async () => {
    const before = await productCount();
    const at = await inject(
      'POST',
      '/api/admin/products/add',
      product({
        title: 'Long pipe',
        translations: { hi: { title: 'प'.repeat(200), description: 'ि'.repeat(5000) } },
      }),
    );
    expect(at.statusCode).toBe(201);
    for (const hi of [{ title: 'प'.repeat(201) }, { description: 'ि'.repeat(5001) }]) {
      const res = await inject(
        'POST',
        '/api/admin/products/add',
        product({ title: 'Too long', translations: { hi } }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Hindi (title|description) must be at most (200|5000) characters/);
    }
    expect(await productCount()).toBe(before + 1);
  });

  it('refuses another language, an unknown field or a text that is not text, writing nothing', async () => {
    const before = await productCount();
    for (const translations of [
      { fr: { title: 'Tuyau' } },
      { hi: { title: 'पाइप', name: 'x' } },
      { hi: { title: 5 } },
      { hi: 'पाइप' },
      'पाइप',
    ]) {
      const res = await inject('POST', '/api/admin/products/add', product({ title: 'Bad', translations }));
      expect(res.statusCode).toBe(400);
    }
    const [any] = await t.db.select({ id: products.id }).from(products).limit(1);
    const edit = await inject('PUT', `/api/admin/products/edit/${any.id}`, {
      translations: { hi: { title: 'प'.repeat(201) } },
    });
    expect(edit.statusCode).toBe(400);
    expect(await productCount()).toBe(before);
  });
});

describe('categories, subcategories and brands in Hindi', () => {
  const call = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
    inject(method, `/api/admin/categories${url}`, payload);

  it('are added with a Hindi name, which the admin list and the shop answer', async () => {
    const cat = await call('POST', '', {
      name: 'Fans',
      kind: 'category',
      translations: { hi: { name: ' पंखे ' } },
    });
    expect(cat.statusCode).toBe(201);
    expect(cat.json().data.translations).toEqual({ hi: { name: 'पंखे' } });
    const sub = await call('POST', `/${cat.json().data._id}/sub`, {
      name: 'Ceiling Fans',
      translations: { hi: { name: 'छत के पंखे' } },
    });
    expect(sub.json().data.subcategories).toEqual([
      expect.objectContaining({ name: 'Ceiling Fans', translations: { hi: { name: 'छत के पंखे' } } }),
    ]);
    const brand = await call('POST', '', {
      name: 'Tejas Fans',
      kind: 'brand',
      translations: { hi: { name: 'तेजस फैन्स' } },
    });
    expect(brand.json().data.translations).toEqual({ hi: { name: 'तेजस फैन्स' } });
    const shop = await t.app.inject({ method: 'GET', url: '/api/common/categories/get' });
    const fans = shop.json().data.find((c: { name: string }) => c.name === 'Fans');
    expect(fans.translations).toEqual({ hi: { name: 'पंखे' } });
    expect(fans.subcategories[0].translations).toEqual({ hi: { name: 'छत के पंखे' } });
    const groups = await t.app.inject({
      method: 'GET',
      url: '/api/shop/products/subcategories?categories=Fans',
    });
    expect(groups.json().data[0].subcategories[0].translations).toEqual({ hi: { name: 'छत के पंखे' } });
  });

  it('a Hindi name is set, changed and cleared on a category, a brand and a subcategory', async () => {
    const [cat] = await t.db.select().from(categories).where(eq(categories.name, 'Pipes & Fittings'));
    const [brand] = await t.db.select().from(categories).where(eq(categories.name, 'Nirmal Pipes'));
    const [sub] = await t.db.select().from(subcategories).where(eq(subcategories.categoryId, cat.id));
    const set = await call('PATCH', `/${cat.id}`, { translations: { hi: { name: 'पाइप और फिटिंग' } } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ message: 'Category updated successfully', data: { fragile: false } });
    expect(set.json().data.translations).toEqual({ hi: { name: 'पाइप और फिटिंग' } });
    // Fragile alone keeps the name.
    expect((await call('PATCH', `/${cat.id}`, { fragile: true })).json().data.translations).toEqual({
      hi: { name: 'पाइप और फिटिंग' },
    });
    const b = await call('PATCH', `/${brand.id}`, { translations: { hi: { name: 'निर्मल पाइप्स' } } });
    expect(b.json()).toMatchObject({
      message: 'Brand updated successfully',
      data: { translations: { hi: { name: 'निर्मल पाइप्स' } } },
    });
    const s = await call('PATCH', `/${cat.id}/sub/${sub.id}`, {
      translations: { hi: { name: 'पीवीसी पाइप' } },
    });
    expect(s.statusCode).toBe(200);
    expect(s.json().data.subcategories.find((x: { _id: string }) => x._id === sub.id).translations).toEqual({
      hi: { name: 'पीवीसी पाइप' },
    });
    const cleared = await call('PATCH', `/${cat.id}`, { translations: { hi: { name: '' } } });
    expect(cleared.json().data.translations).toEqual({});
    const [row] = await t.db.select().from(categories).where(eq(categories.id, cat.id));
    expect(row.translations).toEqual({});
  });

  it('a Hindi name of 100 characters is taken, 101 or a comma refused, writing nothing', async () => {
    const [brand] = await t.db.select().from(categories).where(eq(categories.name, 'Nirmal Pipes'));
    const [cat] = await t.db.select().from(categories).where(eq(categories.name, 'Pipes & Fittings'));
    const [sub] = await t.db.select().from(subcategories).where(eq(subcategories.categoryId, cat.id));
    expect(
      (await call('PATCH', `/${brand.id}`, { translations: { hi: { name: 'न'.repeat(100) } } })).statusCode,
    ).toBe(200);
    const before = JSON.stringify(await t.db.select().from(categories).orderBy(categories.id));
    const subsBefore = JSON.stringify(await t.db.select().from(subcategories).orderBy(subcategories.id));
    for (const name of ['न'.repeat(101), 'पाइप, फिटिंग']) {
      const res = await call('PATCH', `/${brand.id}`, { translations: { hi: { name } } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(
        /Hindi name (must be at most 100 characters|cannot contain a comma)/,
      );
      expect(
        (await call('PATCH', `/${cat.id}/sub/${sub.id}`, { translations: { hi: { name } } })).statusCode,
      ).toBe(400);
      expect(
        (await call('POST', '', { name: 'New brand', kind: 'brand', translations: { hi: { name } } }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call('POST', `/${cat.id}/sub`, { name: 'New sub', translations: { hi: { name } } }))
          .statusCode,
      ).toBe(400);
    }
    // Nothing sent, or a brand made fragile, is refused too.
    expect((await call('PATCH', `/${brand.id}`, {})).statusCode).toBe(400);
    expect(
      (await call('PATCH', `/${brand.id}`, { fragile: true, translations: { hi: { name: 'x' } } }))
        .statusCode,
    ).toBe(400);
    expect(JSON.stringify(await t.db.select().from(categories).orderBy(categories.id))).toBe(before);
    expect(JSON.stringify(await t.db.select().from(subcategories).orderBy(subcategories.id))).toBe(
      subsBefore,
    );
  });

  it('answers 404 for an unknown subcategory', async () => {
    const [cat] = await t.db.select().from(categories).where(eq(categories.name, 'Pipes & Fittings'));
    const res = await call('PATCH', `/${cat.id}/sub/00000000-0000-4000-8000-000000000000`, {
      translations: { hi: { name: 'x' } },
    });
    expect(res.statusCode).toBe(404);
  });
});
