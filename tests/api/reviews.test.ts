import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct, createUser, loginAs, type ProductRow, type UserRow } from '../helpers/factories';
import { products, reviews } from '../../server/db/schema';

let t: TestApp;
let alice: UserRow;
let bob: UserRow;
let carol: UserRow;
let aliceCookie: string;
let bobCookie: string;
let carolCookie: string;
let drill: ProductRow;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await testApp();
  alice = await createUser(t.db, { userName: 'Alice Rao' });
  bob = await createUser(t.db, { userName: 'Bob Singh' });
  carol = await createUser(t.db, { userName: 'Carol Das' });
  [aliceCookie, bobCookie, carolCookie] = await Promise.all(
    [alice, bob, carol].map((u) => loginAs(t.app, u)),
  );
  drill = await createProduct(t.db, { title: 'Impact Drill' });
});
beforeEach(async () => {
  await t.db.delete(reviews);
  await t.db.update(products).set({ averageReview: 0, reviewCount: 0 }).where(eq(products.id, drill.id));
});

const review = (user: UserRow, body: object = {}, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/shop/review/add',
    headers:
      cookie === ''
        ? {}
        : {
            cookie:
              cookie ?? { [alice.id]: aliceCookie, [bob.id]: bobCookie, [carol.id]: carolCookie }[user.id],
          },
    payload: {
      productId: drill.id,
      userId: user.id,
      userName: user.userName,
      reviewMessage: 'Solid drill',
      reviewValue: 4,
      ...body,
    },
  });
const productRating = async () => {
  const [p] = await t.db
    .select({ a: products.averageReview, n: products.reviewCount })
    .from(products)
    .where(eq(products.id, drill.id));
  return { averageReview: Number(p.a), reviewCount: p.n };
};
const list = (productId = drill.id, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/shop/review/${productId}${query}` });

describe('POST /api/shop/review/add', () => {
  it('saves the review under the account name and updates the product rating', async () => {
    const res = await review(alice, {
      userName: 'Somebody Else',
      reviewMessage: '  Great torque  ',
      reviewValue: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Review added successfully',
      data: {
        productId: drill.id,
        userId: alice.id,
        userName: 'Alice Rao',
        reviewMessage: 'Great torque',
        reviewValue: 5,
      },
      product: { _id: drill.id, averageReview: 5, reviewCount: 1 },
    });
    expect(await productRating()).toEqual({ averageReview: 5, reviewCount: 1 });
    const product = await t.app.inject({ method: 'GET', url: `/api/shop/products/get/${drill.id}` });
    expect(product.json().data.averageReview).toBe(5);
  });

  it('averages to 2 decimals over users, one review per user (a second replaces the first)', async () => {
    await review(alice, { reviewValue: 5 });
    await review(bob, { reviewValue: 4 });
    await review(carol, { reviewValue: 5 });
    expect(await productRating()).toEqual({ averageReview: 4.67, reviewCount: 3 });
    const again = await review(carol, { reviewValue: 4, reviewMessage: 'Changed my mind' });
    expect(again.statusCode).toBe(200);
    expect(await productRating()).toEqual({ averageReview: 4.33, reviewCount: 3 });
    const rows = await t.db.select().from(reviews).where(eq(reviews.userId, carol.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reviewValue: 4, reviewMessage: 'Changed my mind' });
  });

  it('keeps the average right when reviews race', async () => {
    const results = await Promise.all([
      review(alice, { reviewValue: 1 }),
      review(bob, { reviewValue: 2 }),
      review(carol, { reviewValue: 5 }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await productRating()).toEqual({ averageReview: 2.67, reviewCount: 3 });
  });

  it('refuses each bad input with a clear 400 and writes nothing', async () => {
    const cases: [object, RegExp][] = [
      [{ reviewValue: 0 }, /Rating must be from 1 to 5/],
      [{ reviewValue: 6 }, /Rating must be from 1 to 5/],
      [{ reviewValue: 3.5 }, /whole number/],
      [{ reviewValue: '5' }, /Rating must be a number/],
      [{ reviewValue: undefined }, /Rating/],
      [{ reviewMessage: '' }, /Review message is required/],
      [{ reviewMessage: '   \n ' }, /Review message is required/],
      [{ reviewMessage: 'x'.repeat(2001) }, /at most 2000/],
      [{ reviewMessage: 'x'.repeat(10_240) }, /at most 2000/],
      [{ reviewMessage: 'bad\u0007byte' }, /invalid characters/],
      [{ reviewMessage: 'bad\u0000byte' }, /NUL characters/],
      [{ reviewMessage: undefined }, /Review message is required/],
      [{ productId: 'drill' }, /productId/],
      [{ userId: 42 }, /userId/],
      [{ userName: 'x'.repeat(201) }, /userName/],
      [{ averageReview: 5 }, /.+/],
    ];
    for (const [patch, message] of cases) {
      const res = await review(alice, patch);
      expect(res.statusCode, JSON.stringify(patch).slice(0, 80)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(message);
    }
    expect((await review(alice, { reviewMessage: 'x'.repeat(2000) })).statusCode).toBe(200);
    await t.db.delete(reviews);
    await t.db.update(products).set({ averageReview: 0, reviewCount: 0 }).where(eq(products.id, drill.id));
    expect(await t.db.select().from(reviews)).toEqual([]);
    expect(await productRating()).toEqual({ averageReview: 0, reviewCount: 0 });
  });

  it('answers 404 for an unknown product, writing nothing', async () => {
    const res = await review(alice, { productId: UNKNOWN });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Product not found' });
    expect(await t.db.select().from(reviews)).toEqual([]);
  });

  it('is 401 logged out and 403 for another user, writing nothing', async () => {
    const loggedOut = await review(alice, {}, '');
    expect(loggedOut.statusCode).toBe(401);
    const impersonation = await review(alice, {}, bobCookie);
    expect(impersonation.statusCode).toBe(403);
    expect(impersonation.json().success).toBe(false);
    expect(await t.db.select().from(reviews)).toEqual([]);
    expect(await productRating()).toEqual({ averageReview: 0, reviewCount: 0 });
  });
});

describe('GET /api/shop/review/{productId}', () => {
  it('lists reviews newest first, to anyone', async () => {
    await review(alice, { reviewMessage: 'first' });
    await new Promise((r) => setTimeout(r, 5));
    await review(bob, { reviewMessage: 'second' });
    await new Promise((r) => setTimeout(r, 5));
    await review(carol, { reviewMessage: 'third' });
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { reviewMessage: string }) => r.reviewMessage)).toEqual([
      'third',
      'second',
      'first',
    ]);
    expect(res.json().data[0]).toEqual({
      _id: expect.any(String),
      productId: drill.id,
      userId: carol.id,
      userName: 'Carol Das',
      reviewMessage: 'third',
      reviewValue: 4,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.json().pagination).toEqual({ page: 1, limit: 50, total: 3 });
    const page2 = await list(drill.id, '?limit=2&page=2');
    expect(page2.json().data.map((r: { reviewMessage: string }) => r.reviewMessage)).toEqual(['first']);
  });

  it('answers an empty list for a product without reviews, 404 unknown, 400 malformed', async () => {
    expect((await list()).json()).toMatchObject({ success: true, data: [] });
    const unknown = await list(UNKNOWN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Product not found' });
    expect((await list('not-a-uuid')).statusCode).toBe(400);
    expect((await list(drill.id, '?limit=500')).statusCode).toBe(400);
  });
});
