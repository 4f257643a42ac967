import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema';
import { testApp, type TestApp } from '../helpers/app';
import { createCategory, createProduct, createUser, loginAs } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ admin: true });
  await createCategory(t.db, { name: 'Wires & Cables', subcategories: ['House Wire'] });
  await createCategory(t.db, { name: 'Switches', subcategories: ['Modular'] });
});

const bulk = (body: unknown, cookie = t.adminCookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/products/bulk-price',
    headers: { cookie },
    payload: body as object,
  });
const snapshot = async () => JSON.stringify(await t.db.select().from(products).orderBy(products.id));
const byId = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0];

describe('POST /api/admin/products/bulk-price', () => {
  it('changes every matching product past one batch, also those one statement wrote (one created_at)', async () => {
    const many = Array.from({ length: 520 }, (_, i) => ({
      title: `Batch lamp ${String(i).padStart(3, '0')}`,
      description: 'x',
      image: 'https://img.example.com/lamp.webp',
      category: 'Lighting',
      subcategory: 'Bulbs',
      pricePaise: 10000,
      salePricePaise: 11800,
      cgstPercent: 9,
      sgstPercent: 9,
    }));
    await t.db.insert(products).values(many);
    try {
      const res = await bulk({
        filter: { search: 'Batch lamp' },
        percent: 10,
        rounding: 'rupee',
        dryRun: false,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ written: true, matched: 520, changed: 520 });
      const [{ n }] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(sql`${products.title} like 'Batch lamp %' and ${products.salePricePaise} = 13000`);
      expect(n).toBe(520);
    } finally {
      await t.db.execute(sql`delete from products where title like 'Batch lamp %'`);
    }
  });

  it('previews exactly, then writes: sale price rounded, base price derived, variants and tiers moved', async () => {
    const cat = await createCategory(t.db, { name: 'Conduits', subcategories: ['PVC'] });
    const a = await createProduct(t.db, {
      title: 'Conduit 20 mm',
      category: cat.name,
      subcategory: 'PVC',
      salePricePaise: 11800,
      variants: [{ size: '3 m', stdPacking: '10', pricePerPiece: 50, active: true }],
      priceTiers: [{ price: 110 }],
    });
    const b = await createProduct(t.db, {
      title: 'Conduit 25 mm',
      category: cat.name,
      subcategory: 'PVC',
      salePricePaise: 25000,
    });
    const other = await createProduct(t.db, { title: 'Other', salePricePaise: 11800 });
    const before = await snapshot();

    const body = { filter: { category: 'conduits' }, percent: 8, rounding: 'half' };
    const preview = await bulk(body);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().message).toBe('Preview: 2 of 2 matching products change price');
    const report = preview.json().data;
    expect(report).toMatchObject({ dryRun: true, written: false, matched: 2, changed: 2, errors: [] });
    expect(report.changes).toEqual(
      expect.arrayContaining([
        { id: a.id, title: 'Conduit 20 mm', from: 118, to: 127.5 },
        { id: b.id, title: 'Conduit 25 mm', from: 250, to: 270 },
      ]),
    );
    expect(await snapshot()).toBe(before);

    const res = await bulk({ ...body, dryRun: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Prices changed for 2 products',
      data: { written: true, changed: 2 },
    });
    const after = await byId(a.id);
    expect(after).toMatchObject({ salePricePaise: 12750, pricePaise: 10805 });
    // ₹50 + 8 % = ₹54 (half: ₹54.00); ₹110 + 8 % = ₹118.80 → ₹119.00 to the half rupee.
    expect(after.variants).toEqual([{ size: '3 m', stdPacking: '10', pricePerPiece: 54, active: true }]);
    expect(after.priceTiers).toEqual([{ price: 119 }]);
    expect((await byId(b.id)).salePricePaise).toBe(27000);
    expect((await byId(other.id)).salePricePaise).toBe(11800);
  });

  it('rounds to the rupee, moves by an amount, and filters by brand and search', async () => {
    const p = await createProduct(t.db, {
      title: 'Zed switch 6A',
      brand: 'Zedco',
      category: 'Switches',
      subcategory: 'Modular',
      salePricePaise: 11800,
    });
    const rupee = await bulk({ filter: { brand: 'ZEDCO' }, percent: 8, rounding: 'rupee' });
    expect(rupee.json().data.changes).toEqual([{ id: p.id, title: 'Zed switch 6A', from: 118, to: 127 }]);
    const amount = await bulk({ filter: { search: 'zed switch' }, amount: -12.3, rounding: 'half' });
    // ₹118 − ₹12.30 = ₹105.70 → ₹105.50.
    expect(amount.json().data.changes).toEqual([{ id: p.id, title: 'Zed switch 6A', from: 118, to: 105.5 }]);
    const both = await bulk({
      filter: { brand: 'Zedco', category: 'Wires & Cables' },
      percent: 5,
      rounding: 'rupee',
    });
    expect(both.json().data).toMatchObject({ matched: 0, changed: 0, changes: [] });
  });

  it('answers a filter that matches nothing with an empty report, and writes nothing', async () => {
    const before = await snapshot();
    const res = await bulk({
      filter: { search: 'no such product anywhere' },
      percent: 10,
      rounding: 'rupee',
      dryRun: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Prices changed for 0 products',
      data: { dryRun: false, written: true, matched: 0, changed: 0, changes: [], errors: [] },
    });
    expect(await snapshot()).toBe(before);
  });

  it('refuses a cut to ₹0 or below: listed in the preview, 400 and nothing written on the real run', async () => {
    await createCategory(t.db, { name: 'Cheap', subcategories: ['Bits'] });
    const cheap = await createProduct(t.db, {
      title: 'Washer',
      category: 'Cheap',
      subcategory: 'Bits',
      salePricePaise: 400,
    });
    const fine = await createProduct(t.db, {
      title: 'Bolt',
      category: 'Cheap',
      subcategory: 'Bits',
      salePricePaise: 5000,
    });
    const body = { filter: { category: 'Cheap' }, amount: -4, rounding: 'rupee' };
    const preview = await bulk(body);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      matched: 2,
      changed: 1,
      changes: [{ id: fine.id, title: 'Bolt', from: 50, to: 46 }],
      errors: [
        { id: cheap.id, title: 'Washer', message: 'its sale price of ₹4.00 would fall to ₹0 or below' },
      ],
    });
    const before = await snapshot();
    const res = await bulk({ ...body, dryRun: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Nothing was changed: the change would take 1 product to ₹0 or below',
      data: { written: false, errors: [{ id: cheap.id }] },
    });
    expect(await snapshot()).toBe(before);
    // ₹0.50 − 90 % = ₹0.05 → ₹0 to the rupee: refused; to ₹0.50 it stays ₹0.50.
    const tiny = await createProduct(t.db, {
      title: 'Tiny',
      category: 'Cheap',
      subcategory: 'Bits',
      salePricePaise: 50,
    });
    const deep = await bulk({ filter: { search: 'Tiny' }, percent: -90, rounding: 'rupee' });
    expect(deep.json().data.errors).toEqual([
      { id: tiny.id, title: 'Tiny', message: 'its sale price of ₹0.50 would fall to ₹0 or below' },
    ]);
  });

  it('keeps a variant or tier price of ₹0 at ₹0, and refuses a cut that takes one to ₹0 or below', async () => {
    await createCategory(t.db, { name: 'Taps', subcategories: ['Brass'] });
    const free = await createProduct(t.db, {
      title: 'Tap with a free washer',
      category: 'Taps',
      subcategory: 'Brass',
      salePricePaise: 50000,
      variants: [{ size: 'washer', stdPacking: '1', pricePerPiece: 0, active: true }],
      priceTiers: [{ price: 0 }, { price: 450 }],
    });
    const rise = await bulk({
      filter: { search: 'free washer' },
      percent: 10,
      rounding: 'rupee',
      dryRun: false,
    });
    expect(rise.statusCode).toBe(200);
    const after = await byId(free.id);
    expect(after.salePricePaise).toBe(55000);
    expect(after.variants).toEqual([{ size: 'washer', stdPacking: '1', pricePerPiece: 0, active: true }]);
    expect(after.priceTiers).toEqual([{ price: 0 }, { price: 495 }]);

    const variant = await createProduct(t.db, {
      title: 'Tap with a cheap spout',
      category: 'Taps',
      subcategory: 'Brass',
      salePricePaise: 50000,
      variants: [{ size: 'spout', stdPacking: '1', pricePerPiece: 20, active: true }],
    });
    const tier = await createProduct(t.db, {
      title: 'Tap with a cheap tier',
      category: 'Taps',
      subcategory: 'Brass',
      salePricePaise: 50000,
      priceTiers: [{ price: 30 }],
    });
    const before = await snapshot();
    // ₹30 − ₹30 = ₹0 is refused; ₹31 − ₹30 would not be (the limit is ₹0, not below it).
    const cut = await bulk({
      filter: { search: 'Tap with a cheap' },
      amount: -30,
      rounding: 'rupee',
      dryRun: false,
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().data.errors).toEqual(
      expect.arrayContaining([
        {
          id: variant.id,
          title: 'Tap with a cheap spout',
          message: 'its variant "spout" at ₹20.00 would fall to ₹0 or below',
        },
        {
          id: tier.id,
          title: 'Tap with a cheap tier',
          message: 'its price tier at ₹30.00 would fall to ₹0 or below',
        },
      ]),
    );
    expect(await snapshot()).toBe(before);
    const justAbove = await bulk({ filter: { search: 'cheap tier' }, amount: -29, rounding: 'rupee' });
    expect(justAbove.json().data).toMatchObject({ changed: 1, errors: [] });
  });

  it('refuses a rise past the product form’s ceiling, listing the products, with 400 and no 500 (nine rises of 500 %)', async () => {
    await createCategory(t.db, { name: 'Ceiling', subcategories: ['Top'] });
    const p = await createProduct(t.db, {
      title: 'Climber',
      category: 'Ceiling',
      subcategory: 'Top',
      salePricePaise: 1000,
    });
    const body = { filter: { search: 'Climber' }, percent: 500, rounding: 'rupee', dryRun: false };
    // ₹10 × 6⁷ = ₹27,99,360: seven rises are within ₹1 crore.
    for (let i = 0; i < 7; i++) expect((await bulk(body)).statusCode).toBe(200);
    expect((await byId(p.id)).salePricePaise).toBe(2_799_360_00);
    const before = await snapshot();
    for (let i = 0; i < 2; i++) {
      const res = await bulk(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message:
          'Nothing was changed: the change would take 1 product above ₹1,00,00,000.00, the most a price can be',
        data: {
          written: false,
          errors: [
            {
              id: p.id,
              title: 'Climber',
              message:
                'its sale price of ₹27,99,360.00 would rise to ₹1,67,96,160.00, above ₹1,00,00,000.00, the most a price can be',
            },
          ],
        },
      });
      expect(await snapshot()).toBe(before);
    }
    // The preview lists it too, and says nothing will be written.
    const preview = await bulk({ ...body, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ changed: 0, errors: [{ id: p.id }] });
  });

  it('takes a price to exactly ₹1 crore, and refuses the next one a change can make (₹0.50 more), for variants and tiers too', async () => {
    await createCategory(t.db, { name: 'Crore', subcategories: ['Top'] });
    const at = { category: 'Crore', subcategory: 'Top' };
    const exact = await createProduct(t.db, { ...at, title: 'Crore exact', salePricePaise: 5_000_000_00 });
    const rise = { percent: 100, rounding: 'half', dryRun: false };
    const res = await bulk({ filter: { search: 'Crore exact' }, ...rise });
    expect(res.statusCode, res.body).toBe(200);
    expect((await byId(exact.id)).salePricePaise).toBe(10_000_000_00);

    const under = await createProduct(t.db, { ...at, title: 'Crore under', salePricePaise: 9_999_999_50 });
    const variant = await createProduct(t.db, {
      ...at,
      title: 'Crore variant',
      salePricePaise: 100_00,
      variants: [{ size: 'drum', stdPacking: '1', pricePerPiece: 10_000_000, active: true }],
    });
    const tier = await createProduct(t.db, {
      ...at,
      title: 'Crore tier',
      salePricePaise: 100_00,
      priceTiers: [{ price: 10_000_000 }],
    });
    const before = await snapshot();
    const more = { filter: { search: 'Crore ' }, amount: 0.5, rounding: 'half' };
    const preview = (await bulk(more)).json().data;
    // ₹99,99,999.50 + ₹0.50 is the ceiling itself: taken.
    expect(preview.changes).toEqual([
      { id: under.id, title: 'Crore under', from: 9_999_999.5, to: 10_000_000 },
    ]);
    const refused = await bulk({ ...more, dryRun: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Nothing was changed: the change would take 3 products above ₹1,00,00,000.00, the most a price can be',
    );
    const above = 'would rise to ₹1,00,00,000.50, above ₹1,00,00,000.00, the most a price can be';
    expect(refused.json().data.errors).toEqual(
      expect.arrayContaining([
        { id: exact.id, title: 'Crore exact', message: `its sale price of ₹1,00,00,000.00 ${above}` },
        { id: variant.id, title: 'Crore variant', message: `its variant "drum" at ₹1,00,00,000.00 ${above}` },
        { id: tier.id, title: 'Crore tier', message: `its price tier at ₹1,00,00,000.00 ${above}` },
      ]),
    );
    expect(refused.json().data.errors).toHaveLength(3);
    expect(await snapshot()).toBe(before);
  });

  it('names both kinds of refusal at once', async () => {
    await createCategory(t.db, { name: 'Both ways', subcategories: ['Any'] });
    const at = { category: 'Both ways', subcategory: 'Any' };
    await createProduct(t.db, { ...at, title: 'Both low', salePricePaise: 40 });
    await createProduct(t.db, {
      ...at,
      title: 'Both high',
      salePricePaise: 10_000_000_00,
      priceTiers: [{ price: 0.5 }],
    });
    const res = await bulk({
      filter: { category: 'Both ways' },
      amount: -1,
      rounding: 'rupee',
      dryRun: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nothing was changed: the change would take 2 products to ₹0 or below');
    const up = await bulk({
      filter: { category: 'Both ways' },
      percent: -90,
      rounding: 'rupee',
      dryRun: false,
    });
    expect(up.json().message).toBe('Nothing was changed: the change would take 2 products to ₹0 or below');
    await createProduct(t.db, { ...at, title: 'Both top', salePricePaise: 9_000_000_00 });
    // ₹0.40 + 20 % = ₹0.48, ₹0 to the rupee; ₹90,00,000 + 20 % = ₹1,08,00,000.
    const mixed = await bulk({
      filter: { category: 'Both ways' },
      percent: 20,
      rounding: 'rupee',
      dryRun: false,
    });
    expect(mixed.json().message).toBe(
      'Nothing was changed: the change would take 1 product to ₹0 or below, and 2 products above ₹1,00,00,000.00, the most a price can be',
    );
  });

  it.each([
    [
      { filter: { category: 'Switches' }, percent: 0.001, rounding: 'rupee' },
      'percent may have at most 2 decimals (hundredths of a percent)',
    ],
    [
      { filter: { category: 'Switches' }, amount: 1.001, rounding: 'rupee' },
      'amount may have at most 2 decimals (rupees and paise)',
    ],
    [{ filter: {}, percent: 5, rounding: 'rupee' }, 'Choose a category, a brand or a search'],
    [{ filter: { category: 'Switches' }, rounding: 'rupee' }, 'Give either percent or amount'],
    [
      { filter: { category: 'Switches' }, percent: 5, amount: 5, rounding: 'rupee' },
      'Give either percent or amount',
    ],
    [
      { filter: { category: 'Switches' }, percent: -90.01, rounding: 'rupee' },
      'percent: percent must be at least -90',
    ],
    [
      { filter: { category: 'Switches' }, percent: 500.01, rounding: 'rupee' },
      'percent: percent must be at most 500',
    ],
    [{ filter: { category: 'Switches' }, percent: 5, rounding: 'paisa' }, 'rounding:'],
    [{ filter: { category: 'Switches' }, percent: '5', rounding: 'rupee' }, 'percent:'],
    [{ filter: { category: 'Switches', colour: 'red' }, percent: 5, rounding: 'rupee' }, 'filter'],
    [
      { filter: { category: 'x'.repeat(101) }, percent: 5, rounding: 'rupee' },
      'category must be at most 100 characters',
    ],
  ])('refuses a bad body with 400 and writes nothing: %j', async (body, message) => {
    const before = await snapshot();
    const res = await bulk({ ...body, dryRun: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await snapshot()).toBe(before);
  });

  it('takes the limits of percent and amount exactly', async () => {
    await createProduct(t.db, {
      title: 'Limit item',
      category: 'Switches',
      subcategory: 'Modular',
      salePricePaise: 100000,
    });
    for (const body of [
      { percent: -90 },
      { percent: 500 },
      { amount: 100_000 },
      { percent: 4.35 },
      { amount: -0.01 },
    ]) {
      const res = await bulk({ filter: { search: 'Limit item' }, rounding: 'rupee', ...body });
      expect(res.statusCode).toBe(200);
    }
    expect(
      (await bulk({ filter: { search: 'Limit item' }, rounding: 'rupee', amount: 100_000.01 })).statusCode,
    ).toBe(400);
    expect(
      (await bulk({ filter: { search: 'Limit item' }, rounding: 'rupee', amount: -100_000.01 })).statusCode,
    ).toBe(400);
  });

  it('moves the shop’s catalog stamp, so cached pages and listings refresh', async () => {
    const p = await createProduct(t.db, { title: 'Stamp check', salePricePaise: 11800 });
    const stamp = async () =>
      (
        (await t.db.execute(sql`select last_value::text as v from catalog_stamp`)) as unknown as {
          rows: { v: string }[];
        }
      ).rows[0].v;
    const before = await stamp();
    await bulk({ filter: { search: 'Stamp check' }, percent: 10, rounding: 'rupee', dryRun: false });
    expect(await stamp()).not.toBe(before);
    const shop = await t.app.inject({ method: 'GET', url: `/api/shop/products/get/${p.id}` });
    expect(shop.json().data.salePrice).toBe(130);
  });

  it('is for admins only', async () => {
    const body = { filter: { category: 'Switches' }, percent: 5, rounding: 'rupee' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/products/bulk-price', payload: body }))
        .statusCode,
    ).toBe(401);
    const customer = await loginAs(t.app, await createUser(t.db));
    expect((await bulk(body, customer)).statusCode).toBe(403);
  });
});
