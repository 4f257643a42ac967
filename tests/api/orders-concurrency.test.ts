import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../../common/contracts/orders';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct } from '../helpers/factories';
import { bulkShoppers, createOrderVia, ordersOf, putInCart, stockOf } from '../helpers/orders';
import { orderItems, orders, payments, users } from '../../server/db/schema';
import { getSettings, updateSettings } from '../../server/modules/settings/settings.service';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import { paymentProviderFor, setPaymentProvider } from '../../server/payments/registry';
import type { PaymentProvider } from '../../server/payments/provider';

/**
 * Checkouts racing for the same stock. On PostgreSQL the requests really run in parallel (a pool of
 * connections, row locks); on PGlite they serialize, and the same assertions must still hold.
 */

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // A shop in Maharashtra (the shoppers' state): cash on delivery is offered there, at most 2 open per account.
  const settings = await getSettings(t.db);
  await updateSettings(t.db, { ...settings, gstNumber: '27AAPFU0939F1ZV' });
});
afterAll(async () => {
  await waitForPaymentWork(t.app);
});

async function race(stock: number, shoppers: number) {
  const product = await createProduct(t.db, { totalStock: stock, title: `Last units ${stock}/${shoppers}` });
  const people = await bulkShoppers(t.db, shoppers, product.id, 1);
  const answers = await Promise.all(people.map((p) => createOrderVia(t.app, p)));
  const statuses = answers.map((a) => a.statusCode);
  const reservedOrders = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.stockReserved, true),
        sql`${orders.userId} in (select user_id from carts c join cart_items ci on ci.cart_id = c.id where ci.product_id = ${product.id})`,
      ),
    );
  return { product, answers, statuses, reserved: reservedOrders[0].n };
}

describe('concurrent checkouts', () => {
  it('200 checkouts of the last unit: exactly one reservation, no 5xx', async () => {
    const { product, answers, statuses, reserved } = await race(1, 200);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      `${product.title} is out of stock`,
    );
    expect(reserved).toBe(1);
    expect(await stockOf(t.db, product.id)).toBe(0);
    const paymentRows = await t.db.select().from(payments).innerJoin(orders, eq(orders.id, payments.orderId));
    expect(paymentRows.filter((r) => r.orders.stockReserved)).toHaveLength(1);
  });

  it('1,000 checkouts of 100 units: exactly 100 reservations, no 5xx', async () => {
    const { product, statuses, reserved } = await race(100, 1000);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 409)).toHaveLength(900);
    expect(reserved).toBe(100);
    expect(await stockOf(t.db, product.id)).toBe(0);
  }, 120_000);
});

/** One account, its e-mail confirmed for cash on delivery, with `quantity` of a new product in its cart. */
async function oneShopper(stock: number, quantity = 1) {
  const product = await createProduct(t.db, { totalStock: stock, title: `Raced ${stock}` });
  const [shopper] = await bulkShoppers(t.db, 1, product.id, quantity);
  await t.db.update(users).set({ codVerifiedAt: new Date() }).where(eq(users.id, shopper.user.id));
  return { product, shopper };
}

const openCashOrders = (userId: string) =>
  t.db
    .select()
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.paymentMethod, 'cod'), eq(orders.paymentStatus, 'pending')),
    );

describe('one account checking out many times at once', () => {
  it('ten cash orders sent at once, the cart changed before each: at most 2 open cash orders, the stock they hold', async () => {
    const { product, shopper } = await oneShopper(100);
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        // Each request after its own change to the cart, so they read different carts and race for the limit.
        await putInCart(t.db, shopper.user.id, [{ productId: product.id, quantity: 1 + (i % 3) }]);
        return createOrderVia(t.app, shopper, { paymentMethod: 'cod' });
      }),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(
      statuses.every((s) => [200, 400, 409].includes(s)),
      statuses.join(),
    ).toBe(true);
    const open = await openCashOrders(shopper.user.id);
    expect(open.length).toBeGreaterThanOrEqual(1);
    expect(open.length).toBeLessThanOrEqual(2);
    expect((await ordersOf(t.db, [shopper.user.id])).length).toBe(open.length);
    // Every order an answer names is one of them; the stock they took is what they hold.
    const named = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().orderId));
    expect([...named].sort()).toEqual(open.map((o) => o.id).sort());
    const held = await t.db
      .select({ n: sql<number>`coalesce(sum(quantity), 0)::int` })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          open.map((o) => o.id),
        ),
      );
    expect(await stockOf(t.db, product.id)).toBe(100 - held[0].n);
  });

  it.each(['cod', 'phonepe'] as const)(
    'one cart sent ten times at once (%s): one order; every answer is that order, or an emptied cart',
    async (paymentMethod) => {
      const { product, shopper } = await oneShopper(10, 2);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => createOrderVia(t.app, shopper, { paymentMethod })),
      );
      const placed = await ordersOf(t.db, [shopper.user.id]);
      expect(placed).toHaveLength(1);
      expect(placed[0]).toMatchObject({
        paymentStatus: 'pending',
        orderStatus: 'pending',
        stockReserved: true,
      });
      const ok = answers.filter((a) => a.statusCode === 200);
      expect(new Set(ok.map((a) => a.json().orderId))).toEqual(new Set([placed[0].id]));
      expect(new Set(ok.map((a) => a.json().approvalURL)).size).toBe(1);
      // A cash order empties the cart as it is placed: a request that reads the cart after that finds it empty.
      // An online order leaves the cart until it is paid, so every request gets the order.
      for (const a of answers.filter((x) => x.statusCode !== 200)) {
        expect(paymentMethod).toBe('cod');
        expect(a.json()).toEqual({ success: false, message: ORDER_MESSAGES.cartEmpty });
      }
      if (paymentMethod === 'phonepe') expect(ok).toHaveLength(10);
      expect(await stockOf(t.db, product.id)).toBe(8);
      expect(await t.db.select().from(payments).where(eq(payments.orderId, placed[0].id))).toHaveLength(1);
    },
  );

  it.each(['cod', 'phonepe'] as const)(
    'one cart sent ten times at once with one Idempotency-Key (%s, a double tap): one order, ten times the same answer',
    async (paymentMethod) => {
      const { product, shopper } = await oneShopper(10);
      const key = { 'idempotency-key': `tap-${paymentMethod}-${shopper.user.id}` };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => createOrderVia(t.app, shopper, { paymentMethod }, key)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      const placed = await ordersOf(t.db, [shopper.user.id]);
      expect(placed).toHaveLength(1);
      for (const a of answers) expect(a.json()).toEqual(answers[0].json());
      expect(answers[0].json().orderId).toBe(placed[0].id);
      expect(await stockOf(t.db, product.id)).toBe(9);
    },
  );

  it('one cart sent at once for cash and online: one order holds its stock; the others are told why', async () => {
    const { product, shopper } = await oneShopper(10);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createOrderVia(t.app, shopper, { paymentMethod: i % 2 === 0 ? 'cod' : 'phonepe' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s >= 500)).toEqual([]);
    // A checkout with the other choice that read the cart after an order was placed from it replaces that order
    // as checking out again does (an online one; a cash order empties the cart): one order is left holding stock.
    const all = await ordersOf(t.db, [shopper.user.id]);
    const open = all.filter((o) => o.stockReserved);
    expect(
      open,
      JSON.stringify({
        answers: answers.map((a) => [a.statusCode, a.json().message, a.json().orderId]),
        all: all.map((o) => [o.id, o.paymentMethod, o.paymentStatus, o.orderStatus, o.stockReserved]),
      }),
    ).toHaveLength(1);
    expect(await stockOf(t.db, product.id)).toBe(9);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect([ORDER_MESSAGES.cartChanged, ORDER_MESSAGES.cartEmpty]).toContain(a.json().message);
    }
  });

  /** The simulator, with its payment creation slowed by `ms` and then failing when told. */
  function slowProvider(app: TestApp['app'], ms: number, fail: boolean): PaymentProvider {
    const real = paymentProviderFor(app);
    return {
      name: real.name,
      createPayment: async (input) => {
        await new Promise((r) => setTimeout(r, ms));
        if (fail) throw new Error('provider refused');
        return real.createPayment(input);
      },
      getStatus: (id) => real.getStatus(id),
      verifyWebhook: (r) => real.verifyWebhook(r),
      refund: (input) => real.refund(input),
      refundStatus: (id) => real.refundStatus(id),
    };
  }

  it('when the provider refuses the payment page, every checkout of the cart says so and no stock stays held', async () => {
    const { product, shopper } = await oneShopper(10);
    const real = paymentProviderFor(t.app);
    setPaymentProvider(t.app, slowProvider(t.app, 200, true));
    try {
      const answers = await Promise.all(Array.from({ length: 3 }, () => createOrderVia(t.app, shopper)));
      for (const a of answers)
        expect(a.json()).toEqual({ success: false, message: ORDER_MESSAGES.createFailed });
      expect(answers.map((a) => a.statusCode)).toEqual([502, 502, 502]);
    } finally {
      setPaymentProvider(t.app, real);
    }
    expect((await ordersOf(t.db, [shopper.user.id])).filter((o) => o.stockReserved)).toEqual([]);
    expect(await stockOf(t.db, product.id)).toBe(10);
  });

  it('a twin waits for the payment page as long as a checkout can take, then answers 409 and leaves the order be', async () => {
    const base = t.config;
    const quick = await testApp({
      config: {
        orders: { ...base.orders, settleBudgetMs: 100 },
        timeouts: { ...base.timeouts, phonepeMs: 100 },
      },
    });
    const product = await createProduct(quick.db, { totalStock: 5 });
    const [shopper] = await bulkShoppers(quick.db, 1, product.id, 1);
    // 1.2 s of waiting (100 + 100 + 1,000 ms), and a provider that takes 2.5 s.
    setPaymentProvider(quick.app, slowProvider(quick.app, 2_500, false));
    const [first, second] = await Promise.all([
      createOrderVia(quick.app, shopper),
      new Promise((r) => setTimeout(r, 300)).then(() => createOrderVia(quick.app, shopper)),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(ORDER_MESSAGES.stillPlacing);
    const placed = await ordersOf(quick.db, [shopper.user.id]);
    expect(placed.map((o) => [o.id, o.paymentStatus])).toEqual([[first.json().orderId, 'pending']]);
    // Asked again now, the same order and page.
    const third = await createOrderVia(quick.app, shopper);
    expect(third.json()).toEqual(first.json());
    await waitForPaymentWork(quick.app);
  });
});
