import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct, createUser, loginAs, type ProductRow, type UserRow } from '../helpers/factories';
import { cartItems, carts, products } from '../../server/db/schema';
import { clearCart, getCartForUser, readCartLines } from '../../server/modules/cart/cart.service';

let t: TestApp;
let alice: UserRow;
let bob: UserRow;
let aliceCookie: string;
let bobCookie: string;
let wire: ProductRow; // ₹118.00 incl. 9 + 9 % GST, 5 in stock
let paint: ProductRow; // ₹105.00 incl. 2.5 + 2.5 % GST, 50 in stock
let soldOut: ProductRow;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await testApp();
  alice = await createUser(t.db);
  bob = await createUser(t.db);
  aliceCookie = await loginAs(t.app, alice);
  bobCookie = await loginAs(t.app, bob);
  wire = await createProduct(t.db, { title: 'House Wire', totalStock: 5 });
  paint = await createProduct(t.db, {
    title: 'Emulsion',
    salePricePaise: 10500,
    cgstPercent: 2.5,
    sgstPercent: 2.5,
  });
  soldOut = await createProduct(t.db, { title: 'Sold out', totalStock: 0 });
});
beforeEach(async () => {
  await t.db.delete(cartItems);
  await t.db.delete(carts);
  await t.db.update(products).set({ totalStock: 5 }).where(eq(products.id, wire.id));
});

type Opts = { cookie?: string; body?: unknown };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: Opts = {}) =>
  t.app.inject({
    method,
    url,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
const add = (body: unknown, cookie = aliceCookie) => call('POST', '/api/shop/cart/add', { cookie, body });
const update = (body: unknown, cookie = aliceCookie) =>
  call('PUT', '/api/shop/cart/update-cart', { cookie, body });
const itemRows = () => t.db.select().from(cartItems);
const cartRows = () => t.db.select().from(carts);

describe('POST /api/shop/cart/add', () => {
  it('adds an item priced from the database and answers the cart with totals', async () => {
    const res = await add({ userId: alice.id, productId: wire.id, quantity: 2 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Product is added to cart' });
    expect(body.data).toEqual({
      _id: expect.any(String),
      userId: alice.id,
      items: [
        {
          productId: wire.id,
          title: 'House Wire',
          image: wire.image,
          price: 100,
          salePrice: 118,
          cgstPercent: 9,
          sgstPercent: 9,
          quantity: 2,
          totalStock: 5,
        },
      ],
      totals: { subtotal: 200, cgst: 18, sgst: 18, grandTotal: 236 },
    });
  });

  it('adds to the quantity already in the cart and sums totals over items', async () => {
    await add({ userId: alice.id, productId: wire.id, quantity: 1 });
    await add({ userId: alice.id, productId: paint.id, quantity: 3 });
    const res = await add({ userId: alice.id, productId: wire.id, quantity: 2 });
    const data = res.json().data;
    expect(data.items.map((i: { title: string; quantity: number }) => [i.title, i.quantity])).toEqual([
      ['House Wire', 3],
      ['Emulsion', 3],
    ]);
    // 3 × 118 = 354 (300 + 27 + 27); 3 × 105 = 315 (300 + 7.5 + 7.5)
    expect(data.totals).toEqual({ subtotal: 600, cgst: 34.5, sgst: 34.5, grandTotal: 669 });
    expect(await itemRows()).toHaveLength(2);
  });

  it('never lets the cart exceed stock', async () => {
    await add({ userId: alice.id, productId: wire.id, quantity: 4 });
    const res = await add({ userId: alice.id, productId: wire.id, quantity: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Only 5 quantity can be added for this item' });
    expect((await itemRows())[0].quantity).toBe(4);
    expect((await add({ userId: alice.id, productId: wire.id, quantity: 1 })).statusCode).toBe(200);
    expect((await itemRows())[0].quantity).toBe(5);
  });

  it('refuses an out-of-stock product and writes nothing', async () => {
    const res = await add({ userId: alice.id, productId: soldOut.id, quantity: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'This item is out of stock' });
    expect(await itemRows()).toEqual([]);
  });

  it('answers 404 for an unknown product and writes nothing', async () => {
    const res = await add({ userId: alice.id, productId: UNKNOWN, quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Product not found' });
    expect(await cartRows()).toEqual([]);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const bad: unknown[] = [
      { userId: alice.id, productId: wire.id, quantity: 0 },
      { userId: alice.id, productId: wire.id, quantity: -1 },
      { userId: alice.id, productId: wire.id, quantity: 1.5 },
      { userId: alice.id, productId: wire.id, quantity: '2' },
      { userId: alice.id, productId: wire.id },
      { userId: alice.id, productId: 'abc', quantity: 1 },
      { userId: 'abc', productId: wire.id, quantity: 1 },
      { userId: alice.id, productId: wire.id, quantity: 1, price: 1 },
      { productId: wire.id, quantity: 1 },
      [],
      null,
    ];
    for (const body of bad) {
      const res = await add(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/shop/cart/add',
      headers: { cookie: aliceCookie, 'content-type': 'application/json' },
      payload: '{"userId":',
    });
    expect(malformed.statusCode).toBe(400);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/shop/cart/add',
      headers: { cookie: aliceCookie, 'content-type': 'text/plain' },
      payload: 'quantity=1',
    });
    // A text/plain body is refused for its type before it is read (server/plugins/request-guard.ts).
    expect(form.statusCode).toBe(415);
    expect(await cartRows()).toEqual([]);
    expect(await itemRows()).toEqual([]);
  });

  it('answers each quantity a field could send with its reason, pinned at 1, the stock and the cap', async () => {
    // Below 1, a decimal or not a number: 400, saying which.
    const refused: [unknown, string][] = [
      [0, 'quantity: Quantity must be at least 1'],
      [-5, 'quantity: Quantity must be at least 1'],
      [1.5, 'quantity: Quantity must be a whole number'],
      [1e20, 'quantity: Quantity must be a whole number'],
      ['90', 'quantity: Quantity must be a number'],
      ['abc', 'quantity: Quantity must be a number'],
      [null, 'quantity: Quantity must be a number'],
    ];
    for (const [quantity, message] of refused) {
      const res = await add({ userId: alice.id, productId: wire.id, quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json(), String(quantity)).toEqual({ success: false, message });
    }
    expect(await itemRows()).toEqual([]);
    // Past the stock, however far: SPEC's message with this product's stock (5), and nothing written.
    for (const quantity of [6, 1001, 1_000_000]) {
      const res = await add({ userId: alice.id, productId: wire.id, quantity });
      expect(res.statusCode, String(quantity)).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'Only 5 quantity can be added for this item' });
    }
    expect(await itemRows()).toEqual([]);
    // At the stock: added.
    expect((await add({ userId: alice.id, productId: wire.id, quantity: 5 })).statusCode).toBe(200);
    expect((await itemRows())[0].quantity).toBe(5);
    // Past the cart's cap of 1000 for a product with more in stock: 1000 is added, 1001 is not.
    const cable = await createProduct(t.db, { title: 'Flexible Cable (per metre)', totalStock: 5000 });
    const over = await add({ userId: alice.id, productId: cable.id, quantity: 1001 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ success: false, message: 'Only 1000 quantity can be added for this item' });
    expect((await itemRows()).map((r) => r.productId)).toEqual([wire.id]);
    expect((await add({ userId: alice.id, productId: cable.id, quantity: 1000 })).statusCode).toBe(200);
    const more = await add({ userId: alice.id, productId: cable.id, quantity: 1 });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe('Only 1000 quantity can be added for this item');
    expect((await readCartLines(t.db, alice.id)).lines.map((l) => l.quantity)).toEqual([5, 1000]);
  });

  it('is 401 logged out and 403 for another user, writing nothing', async () => {
    const loggedOut = await call('POST', '/api/shop/cart/add', {
      body: { userId: alice.id, productId: wire.id, quantity: 1 },
    });
    expect(loggedOut.statusCode).toBe(401);
    expect(loggedOut.json().success).toBe(false);
    const other = await add({ userId: alice.id, productId: wire.id, quantity: 1 }, bobCookie);
    expect(other.statusCode).toBe(403);
    expect(other.json().success).toBe(false);
    expect(await cartRows()).toEqual([]);
  });

  it('cannot exceed stock when adds race', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => add({ userId: alice.id, productId: wire.id, quantity: 1 })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    expect((await itemRows())[0].quantity).toBe(5);
    // Two users racing for the same product each stay within stock.
    await t.db.delete(cartItems);
    const [a1, b1, a2] = await Promise.all([
      add({ userId: alice.id, productId: wire.id, quantity: 4 }),
      add({ userId: bob.id, productId: wire.id, quantity: 5 }, bobCookie),
      add({ userId: alice.id, productId: wire.id, quantity: 3 }),
    ]);
    expect(b1.statusCode).toBe(200);
    expect([a1.statusCode, a2.statusCode].sort()).toEqual([200, 409]);
    const aliceQty = (await readCartLines(t.db, alice.id)).lines[0].quantity;
    expect(aliceQty).toBe(a1.statusCode === 200 ? 4 : 3);
    expect((await readCartLines(t.db, bob.id)).lines[0].quantity).toBe(5);
  });
});

describe('GET /api/shop/cart/get/{userId}', () => {
  it('answers an empty cart for a user who never added anything, writing nothing', async () => {
    const res = await call('GET', `/api/shop/cart/get/${alice.id}`, { cookie: aliceCookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        _id: null,
        userId: alice.id,
        items: [],
        totals: { subtotal: 0, cgst: 0, sgst: 0, grandTotal: 0 },
      },
    });
    expect(await cartRows()).toEqual([]);
  });

  it("shows the product's current title, price and stock", async () => {
    await add({ userId: alice.id, productId: paint.id, quantity: 2 });
    await t.db
      .update(products)
      .set({ title: 'Emulsion 2.0', salePricePaise: 21000, pricePaise: 20000, totalStock: 9 })
      .where(eq(products.id, paint.id));
    const res = await call('GET', `/api/shop/cart/get/${alice.id}`, { cookie: aliceCookie });
    expect(res.json().data.items[0]).toMatchObject({
      title: 'Emulsion 2.0',
      price: 200,
      salePrice: 210,
      totalStock: 9,
      quantity: 2,
    });
    expect(res.json().data.totals).toEqual({ subtotal: 400, cgst: 10, sgst: 10, grandTotal: 420 });
    await t.db
      .update(products)
      .set({
        title: paint.title,
        salePricePaise: paint.salePricePaise,
        pricePaise: paint.pricePaise,
        totalStock: 50,
      })
      .where(eq(products.id, paint.id));
  });

  it("is 401 logged out, 403 for another user's cart, 400 for a malformed id", async () => {
    await add({ userId: alice.id, productId: wire.id, quantity: 1 });
    expect((await call('GET', `/api/shop/cart/get/${alice.id}`)).statusCode).toBe(401);
    const other = await call('GET', `/api/shop/cart/get/${alice.id}`, { cookie: bobCookie });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('House Wire');
    expect((await call('GET', '/api/shop/cart/get/not-an-id', { cookie: aliceCookie })).statusCode).toBe(400);
    expect((await call('GET', `/api/shop/cart/get/${UNKNOWN}`, { cookie: aliceCookie })).statusCode).toBe(
      403,
    );
    // Her own id spelled in capitals is still her own cart.
    const upper = await call('GET', `/api/shop/cart/get/${alice.id.toUpperCase()}`, { cookie: aliceCookie });
    expect(upper.statusCode).toBe(200);
    expect(upper.json().data.items.map((i: { title: string }) => i.title)).toEqual(['House Wire']);
  });
});

describe('PUT /api/shop/cart/update-cart', () => {
  it('sets the quantity of an item in the cart', async () => {
    await add({ userId: alice.id, productId: wire.id, quantity: 1 });
    const res = await update({ userId: alice.id, productId: wire.id, quantity: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items[0].quantity).toBe(4);
    expect(res.json().data.totals.grandTotal).toBe(472);
    const down = await update({ userId: alice.id, productId: wire.id, quantity: 1 });
    expect(down.json().data.items[0].quantity).toBe(1);
  });

  it('refuses more than stock, keeping the quantity', async () => {
    await add({ userId: alice.id, productId: wire.id, quantity: 2 });
    for (const quantity of [6, 1001, 90_000]) {
      const res = await update({ userId: alice.id, productId: wire.id, quantity });
      expect(res.statusCode, String(quantity)).toBe(409);
      expect(res.json().message).toBe('Only 5 quantity can be added for this item');
    }
    expect((await itemRows())[0].quantity).toBe(2);
    // A typed quantity at the stock is set at once (no steps of one).
    expect(
      (await update({ userId: alice.id, productId: wire.id, quantity: 5 })).json().data.items[0].quantity,
    ).toBe(5);
  });

  it('answers 404 for an item not in the cart or an unknown product, writing nothing', async () => {
    const none = await update({ userId: alice.id, productId: wire.id, quantity: 1 });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ success: false, message: 'This item is not in your cart' });
    await add({ userId: alice.id, productId: paint.id, quantity: 1 });
    expect((await update({ userId: alice.id, productId: wire.id, quantity: 1 })).statusCode).toBe(404);
    expect((await update({ userId: alice.id, productId: UNKNOWN, quantity: 1 })).statusCode).toBe(404);
    expect((await itemRows()).map((r) => r.productId)).toEqual([paint.id]);
  });

  it('refuses bad input with 400, 401 logged out and 403 for another user, writing nothing', async () => {
    await add({ userId: alice.id, productId: wire.id, quantity: 2 });
    for (const quantity of [0, -3, 2.5, '3', null]) {
      const res = await update({ userId: alice.id, productId: wire.id, quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
    }
    expect((await update({ userId: alice.id, productId: 'x', quantity: 1 })).statusCode).toBe(400);
    expect(
      (await update({ userId: alice.id, productId: wire.id, quantity: 1, extra: true })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', '/api/shop/cart/update-cart', {
          body: { userId: alice.id, productId: wire.id, quantity: 1 },
        })
      ).statusCode,
    ).toBe(401);
    expect((await update({ userId: alice.id, productId: wire.id, quantity: 1 }, bobCookie)).statusCode).toBe(
      403,
    );
    expect((await itemRows())[0].quantity).toBe(2);
  });
});

describe('DELETE /api/shop/cart/{userId}/{productId}', () => {
  it('removes the item and answers the cart', async () => {
    await add({ userId: alice.id, productId: wire.id, quantity: 1 });
    await add({ userId: alice.id, productId: paint.id, quantity: 1 });
    const res = await call('DELETE', `/api/shop/cart/${alice.id}/${wire.id}`, { cookie: aliceCookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.map((i: { productId: string }) => i.productId)).toEqual([paint.id]);
    expect(res.json().data.totals.grandTotal).toBe(105);
  });

  it('is 404 for an item not in the cart, 400 malformed, 401 logged out, 403 for another user', async () => {
    await add({ userId: alice.id, productId: wire.id, quantity: 1 });
    expect(
      (await call('DELETE', `/api/shop/cart/${alice.id}/${paint.id}`, { cookie: aliceCookie })).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/shop/cart/${alice.id}/${UNKNOWN}`, { cookie: aliceCookie })).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/shop/cart/${alice.id}/nope`, { cookie: aliceCookie })).statusCode,
    ).toBe(400);
    expect((await call('DELETE', `/api/shop/cart/${alice.id}/${wire.id}`)).statusCode).toBe(401);
    expect(
      (await call('DELETE', `/api/shop/cart/${alice.id}/${wire.id}`, { cookie: bobCookie })).statusCode,
    ).toBe(403);
    expect(await itemRows()).toHaveLength(1);
  });
});

describe('cart service for orders', () => {
  it('reads the lines in paise and clears the cart', async () => {
    await add({ userId: alice.id, productId: wire.id, quantity: 2 });
    await add({ userId: bob.id, productId: wire.id, quantity: 1 }, bobCookie);
    const { cartId, lines } = await readCartLines(t.db, alice.id);
    expect(cartId).toBeTruthy();
    expect(lines).toEqual([
      expect.objectContaining({
        productId: wire.id,
        pricePaise: 10000,
        salePricePaise: 11800,
        cgstPercent: 9,
        quantity: 2,
        hsn: '8544',
      }),
    ]);
    await t.db.transaction((tx) => clearCart(tx, alice.id));
    expect((await getCartForUser(t.db, alice.id)).items).toEqual([]);
    expect((await getCartForUser(t.db, bob.id)).items).toHaveLength(1);
    expect(await cartRows()).toHaveLength(2);
  });
});

describe('the Hindi title (issue 50)', () => {
  it('carries the Hindi title of a product that has one, and nothing more; a product without one has none', async () => {
    const pipe = await createProduct(t.db, {
      title: 'PVC pipe 20 mm',
      translations: { hi: { title: 'पीवीसी पाइप 20 mm', description: 'लंबा विवरण' } },
    });
    const blank = await createProduct(t.db, { title: 'Tape', translations: { hi: { title: '' } } });
    expect((await add({ userId: alice.id, productId: pipe.id, quantity: 1 })).statusCode).toBe(200);
    expect((await add({ userId: alice.id, productId: wire.id, quantity: 1 })).statusCode).toBe(200);
    const added = await add({ userId: alice.id, productId: blank.id, quantity: 1 });
    // The answer of a change carries it too, as the answer of a read does.
    const [fromAdd, res] = [
      added,
      await call('GET', `/api/shop/cart/get/${alice.id}`, { cookie: aliceCookie }),
    ];
    for (const answer of [fromAdd, res]) {
      expect(answer.statusCode).toBe(200);
      const items = answer.json().data.items as Record<string, unknown>[];
      const byId = new Map(items.map((i) => [i.productId, i]));
      expect(byId.get(pipe.id)).toMatchObject({ title: 'PVC pipe 20 mm' });
      expect(byId.get(pipe.id)?.translations).toEqual({ hi: { title: 'पीवीसी पाइप 20 mm' } });
      expect(byId.get(wire.id)).not.toHaveProperty('translations');
      expect(byId.get(blank.id)).not.toHaveProperty('translations');
    }
  });
});
