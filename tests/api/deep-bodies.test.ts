import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders } from '../../server/db/schema';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../../server/app';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct } from '../helpers/factories';
import { createBody, createShopper, putInCart, type Shopper } from '../helpers/orders';

// A body nested deeper than 32 levels is a 400 before anything walks it (server/app.ts).
let t: TestApp;
let s: Shopper;
beforeAll(async () => {
  t = await testApp();
  s = await createShopper(t.app);
  const product = await createProduct(t.db, { totalStock: 20 });
  await putInCart(t.db, s.user.id, [{ productId: product.id, quantity: 1 }]);
});

/** `levels` arrays inside one another around a number. */
const nested = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
const count = async (table: typeof orders | typeof idempotencyKeys) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

/** The order body with a deeply nested extra field in a cart line (the lines pass unknown fields through). */
function deepOrder(levels: number) {
  const body = JSON.stringify(createBody(s, { cartItems: [{ productId: 'x', quantity: 1, extra: '@' }] }));
  // Depth of the cart line's extra field itself: body (1) > cartItems (2) > line (3) > extra.
  return body.replace('"@"', nested(levels - 3));
}

describe('deeply nested bodies', () => {
  it('counts depth on the text, skipping strings', () => {
    expect(jsonDepthExceeds(nested(32), 32)).toBe(false);
    expect(jsonDepthExceeds(nested(33), 32)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ a: '[[[[{{{{\\"[[[['.repeat(20) }), 32)).toBe(false);
    expect(jsonDepthExceeds('{"a":[1,{"b":[]}],"c":{}}', 2)).toBe(true);
    expect(jsonDepthExceeds('{"a":[1,{"b":2}],"c":{}}', 3)).toBe(false);
  });

  it.each([MAX_JSON_DEPTH + 1, 1000, 200_000])(
    'refuses an order of %i levels with an Idempotency-Key: 400, no order, no key kept',
    async (levels) => {
      const before = { orders: await count(orders), keys: await count(idempotencyKeys) };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/shop/order/create',
        headers: {
          cookie: s.cookie,
          'content-type': 'application/json',
          'idempotency-key': `deep-${levels}`,
        },
        payload: deepOrder(levels),
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'The request body is nested too deeply (more than 32 levels)',
      });
      expect({ orders: await count(orders), keys: await count(idempotencyKeys) }).toEqual(before);
    },
  );

  it('still takes an order whose body is 32 levels deep', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shop/order/create',
      headers: { cookie: s.cookie, 'content-type': 'application/json', 'idempotency-key': 'deep-ok' },
      payload: deepOrder(MAX_JSON_DEPTH),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(await count(orders)).toBe(1);
  });

  it('refuses a deep body on any JSON route with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${nested(100_000)}}`,
    });
    expect(res.statusCode).toBe(400);
  });
});
