import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../helpers/app';
import { createCategory, createProduct, type ProductRow } from '../helpers/factories';

let t: TestApp;
const p: Record<string, ProductRow> = {};

// title, category, subcategory, brand, sale price in paise
const FIXTURE: [string, string, string, string, number][] = [
  ['Alpha Switch', 'Switches', 'Modular', 'Anchor', 15000],
  ['bravo socket', 'Switches', 'Sockets', 'Havells', 9000],
  ['Charlie Wire', 'Wires', 'House Wire', 'Polycab', 250000],
  ['Delta Pipe', 'Pipes', 'PVC', 'Supreme', 45000],
  ['echo pipe', 'Pipes', 'CPVC', 'Astral', 45000],
  ['Foxtrot Paint', 'Paint', 'Emulsion', 'Asian Paints', 120000],
];

beforeAll(async () => {
  t = await testApp();
  for (const [title, category, subcategory, brand, salePricePaise] of FIXTURE) {
    p[title] = await createProduct(t.db, {
      title,
      category,
      subcategory,
      brand,
      salePricePaise,
      cgstPercent: 9,
      sgstPercent: 9,
    });
  }
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const titles = (res: { json(): { data: { title: string }[] } }) => res.json().data.map((x) => x.title);
// Equal prices tie-break on id, in the sort's direction.
const byId = (a: string, b: string) => (p[a].id < p[b].id ? -1 : 1);

describe('GET /api/shop/products/get', () => {
  it('lists every product by price, low to high by default, with pagination', async () => {
    const res = await get('/api/shop/products/get');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const pipes = ['Delta Pipe', 'echo pipe'].sort(byId);
    expect(titles(res)).toEqual(['bravo socket', 'Alpha Switch', ...pipes, 'Foxtrot Paint', 'Charlie Wire']);
    expect(body.pagination).toEqual({ page: 1, limit: 24, total: 6 });
    expect(body.data[0]).toMatchObject({
      _id: p['bravo socket'].id,
      salePrice: 90,
      price: 76.27,
      cgstPercent: 9,
    });
  });

  it('sorts by every SPEC option', async () => {
    const pipesAsc = ['Delta Pipe', 'echo pipe'].sort(byId);
    const lowHigh = titles(await get('/api/shop/products/get?sortBy=price-lowtohigh'));
    expect(lowHigh).toEqual(['bravo socket', 'Alpha Switch', ...pipesAsc, 'Foxtrot Paint', 'Charlie Wire']);
    const highLow = titles(await get('/api/shop/products/get?sortBy=price-hightolow'));
    expect(highLow).toEqual([
      'Charlie Wire',
      'Foxtrot Paint',
      ...[...pipesAsc].reverse(),
      'Alpha Switch',
      'bravo socket',
    ]);
    const az = titles(await get('/api/shop/products/get?sortBy=title-atoz'));
    expect(az).toEqual([
      'Alpha Switch',
      'bravo socket',
      'Charlie Wire',
      'Delta Pipe',
      'echo pipe',
      'Foxtrot Paint',
    ]);
    const za = titles(await get('/api/shop/products/get?sortBy=title-ztoa'));
    expect(za).toEqual([...az].reverse());
  });

  it('refuses an unknown sortBy', async () => {
    const res = await get('/api/shop/products/get?sortBy=price-random');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.json().message).toMatch(/sortBy/);
  });

  it('filters by category, case-insensitively, with comma lists', async () => {
    expect(titles(await get('/api/shop/products/get?category=pipes'))).toHaveLength(2);
    const res = await get('/api/shop/products/get?category=PIPES,switches&sortBy=title-atoz');
    expect(titles(res)).toEqual(['Alpha Switch', 'bravo socket', 'Delta Pipe', 'echo pipe']);
    expect(res.json().pagination.total).toBe(4);
    // Repeated parameters work too.
    expect(
      titles(await get('/api/shop/products/get?category=Pipes&category=Paint&sortBy=title-atoz')),
    ).toEqual(['Delta Pipe', 'echo pipe', 'Foxtrot Paint']);
  });

  it('filters by brand and subcategory and combines filters with AND', async () => {
    expect(titles(await get('/api/shop/products/get?brand=asian%20paints'))).toEqual(['Foxtrot Paint']);
    expect(titles(await get('/api/shop/products/get?subcategory=pvc,cpvc&sortBy=title-ztoa'))).toEqual([
      'echo pipe',
      'Delta Pipe',
    ]);
    expect(titles(await get('/api/shop/products/get?category=Pipes&brand=Astral'))).toEqual(['echo pipe']);
    expect(titles(await get('/api/shop/products/get?category=Pipes&brand=Anchor'))).toEqual([]);
    expect(titles(await get('/api/shop/products/get?category=Nothing'))).toEqual([]);
    // Empty filters mean no filter.
    expect(titles(await get('/api/shop/products/get?category=&brand=,'))).toHaveLength(6);
  });

  it('treats hostile filter values as plain names', async () => {
    for (const name of ["' or 1=1 --", '%', '.*', 'Pipes)', 'a\u0000b']) {
      const res = await get(`/api/shop/products/get?category=${encodeURIComponent(name)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    }
    // Control characters are dropped: a lone NUL is an empty filter, not a database error.
    expect((await get('/api/shop/products/get?category=%00')).statusCode).toBe(200);
  });

  it('paginates', async () => {
    const a = await get('/api/shop/products/get?sortBy=title-atoz&limit=4&page=1');
    const b = await get('/api/shop/products/get?sortBy=title-atoz&limit=4&page=2');
    expect(titles(a)).toEqual(['Alpha Switch', 'bravo socket', 'Charlie Wire', 'Delta Pipe']);
    expect(titles(b)).toEqual(['echo pipe', 'Foxtrot Paint']);
    expect(b.json().pagination).toEqual({ page: 2, limit: 4, total: 6 });
    expect((await get('/api/shop/products/get?page=9')).json().data).toEqual([]);
  });

  it('refuses bad page and limit values', async () => {
    for (const q of ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'limit=0', 'limit=101', 'limit=x']) {
      const res = await get(`/api/shop/products/get?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await get('/api/shop/products/get?limit=100')).statusCode).toBe(200);
  });

  it('refuses too many or too long filter names', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `c${i}`).join(',');
    expect((await get(`/api/shop/products/get?category=${many}`)).statusCode).toBe(400);
    expect((await get(`/api/shop/products/get?brand=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('filters by the price a customer pays, in whole rupees, both ends included', async () => {
    const inRange = (q: string) => get(`/api/shop/products/get?sortBy=title-atoz&${q}`).then(titles);
    expect(await inRange('minPrice=90&maxPrice=450')).toEqual([
      'Alpha Switch',
      'bravo socket',
      'Delta Pipe',
      'echo pipe',
    ]);
    expect(await inRange('minPrice=91&maxPrice=449')).toEqual(['Alpha Switch']);
    expect(await inRange('minPrice=1200')).toEqual(['Charlie Wire', 'Foxtrot Paint']);
    expect(await inRange('maxPrice=90')).toEqual(['bravo socket']);
    expect(await inRange('maxPrice=89')).toEqual([]);
    expect(await inRange('minPrice=0&maxPrice=10000000')).toHaveLength(6);
    // With the other filters, and counted as such.
    const pipes = await get('/api/shop/products/get?category=pipes&minPrice=450&maxPrice=450');
    expect(pipes.json().pagination.total).toBe(2);
  });

  it('lists only products in stock when asked', async () => {
    await t.db.execute(sql`update products set total_stock = 0 where id = ${p['Delta Pipe'].id}`);
    try {
      expect(titles(await get('/api/shop/products/get?category=Pipes&inStock=true'))).toEqual(['echo pipe']);
      expect(titles(await get('/api/shop/products/get?category=Pipes&inStock=false'))).toHaveLength(2);
      expect(titles(await get('/api/shop/products/get?category=Pipes'))).toHaveLength(2);
    } finally {
      await t.db.execute(sql`update products set total_stock = 50 where id = ${p['Delta Pipe'].id}`);
    }
  });

  it('counts the brands the other filters leave (facets=brand), A–Z, whichever brands are chosen', async () => {
    const facets = async (q: string) => (await get(`/api/shop/products/get?facets=brand&${q}`)).json().facets;
    expect(await facets('')).toEqual({
      brand: ['Anchor', 'Asian Paints', 'Astral', 'Havells', 'Polycab', 'Supreme'].map((name) => ({
        name,
        count: 1,
      })),
    });
    const pipes = {
      brand: [
        { name: 'Astral', count: 1 },
        { name: 'Supreme', count: 1 },
      ],
    };
    expect(await facets('category=Pipes')).toEqual(pipes);
    // Choosing a brand narrows the page, not the brands one could add.
    const chosen = await get('/api/shop/products/get?facets=brand&category=Pipes&brand=astral');
    expect(titles(chosen)).toEqual(['echo pipe']);
    expect(chosen.json().facets).toEqual(pipes);
    // The price range and stock count too; a range with nothing in it offers no brand.
    expect(await facets('category=Switches&maxPrice=100')).toEqual({
      brand: [{ name: 'Havells', count: 1 }],
    });
    expect(await facets('category=Pipes&maxPrice=100')).toEqual({ brand: [] });
    // Without facets the answer is SPEC's: data and pagination.
    expect(Object.keys((await get('/api/shop/products/get?category=Pipes')).json()).sort()).toEqual([
      'data',
      'pagination',
      'success',
    ]);
  });

  it('counts a brand spelt in two cases once, and leaves products without a brand out of the facet', async () => {
    const a = await createProduct(t.db, {
      title: 'Golf Tape',
      category: 'Tapes',
      brand: 'Kiran',
      salePricePaise: 1000,
    });
    const b = await createProduct(t.db, {
      title: 'Hotel Tape',
      category: 'Tapes',
      brand: 'KIRAN',
      salePricePaise: 1100,
    });
    const c = await createProduct(t.db, {
      title: 'India Tape',
      category: 'Tapes',
      brand: '',
      salePricePaise: 1200,
    });
    try {
      const res = await get('/api/shop/products/get?facets=brand&category=Tapes');
      expect(res.json().pagination.total).toBe(3);
      expect(res.json().facets.brand).toHaveLength(1);
      expect(res.json().facets.brand[0]).toMatchObject({ count: 2 });
      expect(['KIRAN', 'Kiran']).toContain(res.json().facets.brand[0].name);
    } finally {
      await t.db.execute(sql`delete from products where id in (${a.id}, ${b.id}, ${c.id})`);
    }
  });

  it('refuses a price range, stock filter or facet it cannot read, and takes every limit', async () => {
    const refused: [string, RegExp][] = [
      ['minPrice=abc', /minPrice must be a number of rupees/],
      ['minPrice=0x10', /minPrice must be a number of rupees/],
      ['maxPrice=1e3', /maxPrice must be a number of rupees/],
      ['minPrice=-1', /minPrice must be at least 0/],
      ['minPrice=1.5', /minPrice must be whole rupees/],
      ['maxPrice=10000001', /maxPrice must be at most 10000000/],
      ['minPrice=500&maxPrice=499', /maxPrice must not be below minPrice/],
      ['minPrice=1&minPrice=2', /minPrice must be a number of rupees/],
      ['inStock=yes', /inStock must be true or false/],
      ['inStock=1', /inStock must be true or false/],
      ['facets=price', /facets must be brand/],
    ];
    for (const [q, message] of refused) {
      const res = await get(`/api/shop/products/get?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success, q).toBe(false);
      expect(res.json().message, q).toMatch(message);
    }
    for (const q of [
      'minPrice=0',
      'maxPrice=10000000',
      'minPrice=450&maxPrice=450',
      'minPrice=&maxPrice=',
      'inStock=true',
    ]) {
      expect((await get(`/api/shop/products/get?${q}`)).statusCode, q).toBe(200);
    }
  });
});

describe('GET /api/shop/products/get/{id}', () => {
  it('answers the product with every SPEC field', async () => {
    const full = await createProduct(t.db, {
      title: 'Full Product',
      images: ['http://shop.test/uploads/a.webp'],
      variants: [{ size: '1 inch', stdPacking: '10', pricePerPiece: 12.5, active: true }],
      priceTiers: [{ price: 100 }],
      estimatorPresets: [
        { name: 'Small', size: 'S', capacity: '1L', qty: 2, price: 99, hsn: '3208', active: true },
      ],
      totalStock: 7,
      averageReview: 4.5,
      minEstimatePricePaise: 5000,
      maxEstimatePricePaise: 20000,
      salePricePaise: 10500,
      cgstPercent: 2.5,
      sgstPercent: 2.5,
    });
    const res = await get(`/api/shop/products/get/${full.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: full.id,
      title: 'Full Product',
      description: 'A test product',
      image: full.image,
      images: ['http://shop.test/uploads/a.webp'],
      category: 'Wires & Cables',
      subcategory: 'House Wire',
      brand: 'Voltline',
      price: 100,
      salePrice: 105,
      cgstPercent: 2.5,
      sgstPercent: 2.5,
      totalStock: 7,
      averageReview: 4.5,
      minEstimatePrice: 50,
      maxEstimatePrice: 200,
      variants: [{ size: '1 inch', stdPacking: '10', pricePerPiece: 12.5, active: true }],
      priceTiers: [{ price: 100 }],
      estimatorPresets: [
        { name: 'Small', size: 'S', capacity: '1L', qty: 2, price: 99, hsn: '3208', active: true },
      ],
    });
    expect(res.json().data).not.toHaveProperty('searchVector');
    await t.db.execute(sql`delete from products where id = ${full.id}`);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await get('/api/shop/products/get/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Product not found' });
    for (const bad of ['123', 'not-a-uuid', "1'%20or%20'1'='1"]) {
      const res = await get(`/api/shop/products/get/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('categories, brands and subcategories', () => {
  beforeAll(async () => {
    await createCategory(t.db, {
      name: 'Switches',
      image: 'http://img/sw.png',
      subcategories: ['Sockets', 'Modular'],
    });
    await createCategory(t.db, { name: 'Pipes', image: 'http://img/p.png', subcategories: ['PVC'] });
    await createCategory(t.db, { name: 'Paint' });
    await createCategory(t.db, { name: 'Anchor', kind: 'brand', image: 'http://img/a.png' });
  });

  it('GET /api/common/categories/get?kind=category lists categories with subcategories', async () => {
    const res = await get('/api/common/categories/get?kind=category');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((c: { name: string }) => c.name)).toEqual(['Paint', 'Pipes', 'Switches']);
    // Exactly SPEC's fields and the fragile flag (delivery prices a fragile item's packing): the admin list's createdAt is not part of the storefront's answer.
    expect(data[2]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Switches',
      image: 'http://img/sw.png',
      kind: 'category',
      subcategories: [
        { _id: expect.any(String), name: 'Modular', translations: {} },
        { _id: expect.any(String), name: 'Sockets', translations: {} },
      ],
      fragile: false,
      translations: {},
    });
  });

  it('GET /api/common/categories/get?kind=brand lists brands; no kind lists both; a bad kind is 400', async () => {
    const brands = (await get('/api/common/categories/get?kind=brand')).json().data;
    expect(brands).toEqual([
      expect.objectContaining({ name: 'Anchor', image: 'http://img/a.png', kind: 'brand' }),
    ]);
    expect((await get('/api/common/categories/get')).json().data).toHaveLength(4);
    const bad = await get('/api/common/categories/get?kind=colour');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('GET /api/shop/products/subcategories groups subcategories by the named categories', async () => {
    const res = await get('/api/shop/products/subcategories?categories=switches,PIPES,Unknown');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { category: 'Pipes', subcategories: [{ _id: expect.any(String), name: 'PVC', translations: {} }] },
      {
        category: 'Switches',
        subcategories: [
          { _id: expect.any(String), name: 'Modular', translations: {} },
          { _id: expect.any(String), name: 'Sockets', translations: {} },
        ],
      },
    ]);
    // Brands are not categories.
    expect((await get('/api/shop/products/subcategories?categories=Anchor')).json().data).toEqual([]);
    // No names: every category.
    expect((await get('/api/shop/products/subcategories')).json().data).toHaveLength(3);
  });
});

describe('GET /api/common/settings/get', () => {
  it('answers the public settings to anyone, with the GSTIN (printed on every invoice) and without the invoice note', async () => {
    await t.db.execute(
      sql`insert into site_settings (id, company_name, gst_number, invoice_note) values (1, 'Shree Hardware', '27ABCDE1234F1Z5', 'secret note')
          on conflict (id) do update set company_name = excluded.company_name, gst_number = excluded.gst_number, invoice_note = excluded.invoice_note`,
    );
    const res = await get('/api/common/settings/get');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      companyName: 'Shree Hardware',
      gstNumber: '27ABCDE1234F1Z5',
      currency: 'INR',
      cgstPercent: 9,
      sgstPercent: 9,
      estimatorConfig: {
        showSize: true,
        showCapacity: true,
        showHSN: false,
        allowVariantSelect: true,
        priceSource: 'base',
      },
    });
    expect(data).not.toHaveProperty('invoiceNote');
  });
});
