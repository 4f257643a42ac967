import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct } from '../helpers/factories';
import {
  countRows,
  createBody,
  createShopper,
  orderRow,
  putInCart,
  type Shopper,
  shopperWithCart,
  simulate,
  stockOf,
} from '../helpers/orders';
import { authAttempts, mailOutbox, orderItems, orders, payments } from '../../server/db/schema';
import { ORDER_MESSAGES } from '../../common/contracts/orders';
import { waitForPendingMail } from '../../server/mail/mailer';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import { paymentProviderFor, setPaymentProvider } from '../../server/payments/registry';
import type { PaymentProvider } from '../../server/payments/provider';
import { ConfigError, loadConfig, testConfig } from '../../server/config';
import { holdEndFor } from '../../server/modules/orders/checkout/order-limits';

/** What one account may hold unpaid and how often it may check out (decision 013). */

let t: TestApp;
const LIMITS = {
  ...testConfig().orders,
  holdMaxMinutes: 30,
  maxLineQuantity: 5,
  maxLines: 3,
  maxAmountPaise: 100_000, // ₹1,000
  maxUnpaid: 2,
  createsPerAccountPerHour: 4,
  createsPerIpPerHour: 5,
};

beforeAll(async () => {
  t = await testApp({
    config: { orders: LIMITS, payment: { ...testConfig().payment, reservationMinutes: 15 } },
  });
});
afterAll(async () => {
  await waitForPaymentWork(t.app);
  await waitForPendingMail();
});

let ipCounter = 0;
/** Every test checks out from its own address, so that the per-address limit counts only its own orders. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function create(s: Shopper, ip: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/shop/order/create',
    headers: { cookie: s.cookie },
    remoteAddress: ip,
    payload: createBody(s, extra),
  });
}

const counts = async () => ({
  orders: await countRows(t.db, orders),
  items: await countRows(t.db, orderItems),
  payments: await countRows(t.db, payments),
});

describe('what one order may hold', () => {
  it(`takes ${LIMITS.maxLines} different items and refuses one more, reserving nothing`, async () => {
    const ok = await shopperWithCart(t.app, [{ qty: 1 }, { qty: 1 }, { qty: 1 }], { stock: 20 });
    expect((await create(ok.s, freshIp())).statusCode).toBe(200);

    const { s, products } = await shopperWithCart(t.app, [{ qty: 1 }, { qty: 1 }, { qty: 1 }, { qty: 1 }], {
      stock: 20,
    });
    const before = await counts();
    const res = await create(s, freshIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message:
        'An order can have at most 3 different items; your cart has 4. Please remove some items and place them in another order.',
    });
    expect(await counts()).toEqual(before);
    for (const p of products) expect(await stockOf(t.db, p.id)).toBe(20);
  });

  it(`takes ${LIMITS.maxLineQuantity} of one item and refuses one more, naming the item`, async () => {
    const ok = await shopperWithCart(t.app, [{ qty: 5 }], { stock: 20 });
    expect((await create(ok.s, freshIp())).statusCode).toBe(200);
    expect(await stockOf(t.db, ok.products[0].id)).toBe(15);

    const { s, products } = await shopperWithCart(t.app, [{ qty: 1 }, { qty: 6, title: 'PVC Pipe 25 mm' }], {
      stock: 20,
    });
    const before = await counts();
    const res = await create(s, freshIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message:
        'An order can have at most 5 of one item. Please reduce PVC Pipe 25 mm to 5 or fewer. For larger quantities, please contact us.',
      // The cart screen uses these to point at the line and offer the allowed quantity.
      productId: products[1].id,
      maxQuantity: 5,
    });
    expect(await counts()).toEqual(before);
    expect(await stockOf(t.db, products[1].id)).toBe(20);
  });

  it('takes an order of exactly the configured value and refuses one paisa more', async () => {
    const ok = await shopperWithCart(t.app, [{ qty: 1, salePricePaise: 100_000 }], { stock: 20 });
    const placed = await create(ok.s, freshIp());
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await orderRow(t.db, placed.json().orderId)).totalAmountPaise).toBe(100_000);

    const { s, products } = await shopperWithCart(t.app, [{ qty: 1, salePricePaise: 100_001 }], {
      stock: 20,
    });
    const before = await counts();
    const res = await create(s, freshIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Orders above ₹1,000.00 cannot be paid online. Please contact us.');
    expect(await counts()).toEqual(before);
    expect(await stockOf(t.db, products[0].id)).toBe(20);
  });
});

describe('order creation rate limits', () => {
  it(`lets one account start ${LIMITS.createsPerAccountPerHour} checkouts an hour, then 429 with Retry-After`, async () => {
    const { s, products } = await shopperWithCart(t.app, [{ qty: 1 }], { stock: 20 });
    for (let i = 0; i < LIMITS.createsPerAccountPerHour; i++) {
      // From different addresses: the account's own limit is what stops it.
      const res = await create(s, freshIp());
      expect(res.statusCode, res.body).toBe(200);
    }
    const before = await counts();
    const res = await create(s, freshIp());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      message: 'You have started too many checkouts in the last hour. Please try again in 60 minutes.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await counts()).toEqual(before);
    // Only the last order holds stock: each checkout replaced the one before.
    expect(await stockOf(t.db, products[0].id)).toBe(19);
  });

  it('does not count a checkout refused for its input', async () => {
    const { s } = await shopperWithCart(t.app, [{ qty: 1 }], { stock: 20 });
    const ip = freshIp();
    for (let i = 0; i < LIMITS.createsPerAccountPerHour + 2; i++) {
      expect((await create(s, ip, { contactName: '' })).statusCode).toBe(400);
    }
    expect((await create(s, ip)).statusCode).toBe(200);
  });

  it(`lets one address start ${LIMITS.createsPerIpPerHour} checkouts an hour across accounts, then 429`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.createsPerIpPerHour; i++) {
      const { s } = await shopperWithCart(t.app, [{ qty: 1 }], { stock: 20 });
      expect((await create(s, ip)).statusCode).toBe(200);
    }
    const { s, products } = await shopperWithCart(t.app, [{ qty: 1 }], { stock: 20 });
    const before = await counts();
    const res = await create(s, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'Too many checkouts from your network in the last hour. Please try again in 60 minutes.',
    );
    expect(await counts()).toEqual(before);
    expect(await stockOf(t.db, products[0].id)).toBe(20);
    // The same customer from another address is not held back by it.
    expect((await create(s, freshIp())).statusCode).toBe(200);
  });
});

describe('order creation limits with per-address limits switched off (rateLimits: false)', () => {
  it('still limits each account, no longer each address, and counts both kinds apart', async () => {
    const other = await testApp({ config: { orders: LIMITS, rateLimits: false } });
    try {
      const ip = '10.9.9.9';
      const checkout = (s: Shopper) =>
        other.app.inject({
          method: 'POST',
          url: '/api/shop/order/create',
          headers: { cookie: s.cookie },
          remoteAddress: ip,
          payload: createBody(s),
        });
      const buyer = async () => {
        const s = await createShopper(other.app);
        const p = await createProduct(other.db, { totalStock: 20 });
        await putInCart(other.db, s.user.id, [{ productId: p.id, quantity: 1 }]);
        return s;
      };
      // One address, more accounts than its limit of 5: all taken.
      for (let i = 0; i < LIMITS.createsPerIpPerHour + 1; i++)
        expect((await checkout(await buyer())).statusCode).toBe(200);
      // One account: its limit of 4 an hour holds whatever the switch.
      const s = await buyer();
      for (let i = 0; i < LIMITS.createsPerAccountPerHour; i++)
        expect((await checkout(s)).statusCode).toBe(200);
      expect((await checkout(s)).statusCode).toBe(429);
      const kinds = await other.db.selectDistinct({ kind: authAttempts.kind }).from(authAttempts);
      expect(kinds.map((k) => k.kind)).toEqual(['order-create-account']);
    } finally {
      await waitForPaymentWork(other.app);
    }
  });

  it('counts the two limits under their own kinds when both are on', async () => {
    const { s } = await shopperWithCart(t.app, [{ qty: 1 }], { stock: 20 });
    const ip = freshIp();
    expect((await create(s, ip)).statusCode).toBe(200);
    const rows = await t.db.select({ kind: authAttempts.kind, key: authAttempts.key }).from(authAttempts);
    expect(rows).toContainEqual({ kind: 'order-create-account', key: s.user.id });
    expect(rows).toContainEqual({ kind: 'order-create-ip', key: ip });
  });
});

describe('unpaid orders at once', () => {
  it(`keeps at most ${LIMITS.maxUnpaid} unpaid orders holding stock when earlier ones cannot be settled`, async () => {
    // The provider cannot be asked about earlier orders, so a new checkout cannot end them.
    const real = paymentProviderFor(t.app);
    const unreachable: PaymentProvider = {
      name: real.name,
      createPayment: (input) => real.createPayment(input),
      getStatus: () => Promise.reject(new Error('provider unreachable')),
      verifyWebhook: (r) => real.verifyWebhook(r),
      refund: (input) => real.refund(input),
      refundStatus: (id) => real.refundStatus(id),
    };
    setPaymentProvider(t.app, unreachable);
    try {
      const { s, products } = await shopperWithCart(t.app, [{ qty: 2 }], { stock: 20 });
      expect((await create(s, freshIp())).statusCode).toBe(200);
      await putInCart(t.db, s.user.id, [{ productId: products[0].id, quantity: 2 }]);
      expect((await create(s, freshIp())).statusCode).toBe(200);
      expect(await stockOf(t.db, products[0].id)).toBe(16);

      await putInCart(t.db, s.user.id, [{ productId: products[0].id, quantity: 2 }]);
      const before = await counts();
      const res = await create(s, freshIp());
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'You already have 2 orders waiting for payment. Please pay for one of them, or try again in 15 minutes when they expire.',
      );
      expect(await counts()).toEqual(before);
      expect(await stockOf(t.db, products[0].id)).toBe(16);
    } finally {
      setPaymentProvider(t.app, real);
    }
  });
});

describe('how long a hold lasts', () => {
  const MIN = 60_000;
  /** Moves an order back in time, as if placed `minutesAgo` minutes ago. */
  const placedAgo = async (orderId: string, ms: number) => {
    const at = new Date(Date.now() - ms);
    await t.db
      .update(orders)
      .set({ orderDate: at, reservationExpiresAt: new Date(at.getTime() + 15 * MIN) })
      .where(eq(orders.id, orderId));
    return at;
  };

  it('holds a new order for ORDER_RESERVATION_MINUTES', async () => {
    const { s } = await shopperWithCart(t.app, [{ qty: 1 }], { stock: 20 });
    const before = Date.now();
    const res = await create(s, freshIp());
    const row = await orderRow(t.db, res.json().orderId);
    expect(row.reservationExpiresAt.getTime() - before).toBeGreaterThanOrEqual(15 * MIN);
    expect(row.reservationExpiresAt.getTime() - Date.now()).toBeLessThanOrEqual(15 * MIN);
  });

  it('does not renew the hold by checking out again: it ends ORDER_HOLD_MAX_MINUTES after the first order', async () => {
    const { s, products } = await shopperWithCart(t.app, [{ qty: 2 }], { stock: 20 });
    const first = (await create(s, freshIp())).json().orderId;
    const start = await placedAgo(first, 20 * MIN);
    const capped = start.getTime() + 30 * MIN;

    for (let i = 0; i < 3; i++) {
      await putInCart(t.db, s.user.id, [{ productId: products[0].id, quantity: 2 }]);
      const res = await create(s, freshIp());
      expect(res.statusCode, res.body).toBe(200);
      expect((await orderRow(t.db, res.json().orderId)).reservationExpiresAt.getTime()).toBe(capped);
    }
    expect(await stockOf(t.db, products[0].id)).toBe(18);
  });

  it('opens a hold with at least 5 minutes left and refuses one with less (429), reserving nothing', async () => {
    const atLimit = await shopperWithCart(t.app, [{ qty: 1 }], { stock: 20 });
    const a = (await create(atLimit.s, freshIp())).json().orderId;
    // 5 minutes and 2 seconds left: enough.
    await placedAgo(a, 25 * MIN - 2000);
    await putInCart(t.db, atLimit.s.user.id, [{ productId: atLimit.products[0].id, quantity: 1 }]);
    expect((await create(atLimit.s, freshIp())).statusCode).toBe(200);

    const past = await shopperWithCart(t.app, [{ qty: 1 }], { stock: 20 });
    const b = (await create(past.s, freshIp())).json().orderId;
    // 4 minutes 59 seconds left: refused, and the first order's unit is back on the shelf.
    await placedAgo(b, 25 * MIN + 1000);
    await putInCart(t.db, past.s.user.id, [{ productId: past.products[0].id, quantity: 1 }]);
    const before = await counts();
    const res = await create(past.s, freshIp());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'Your items have been held for 30 minutes without payment, so they have been released for other customers. Please try again in 20 minutes.',
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(19 * 60);
    expect(await counts()).toEqual(before);
    expect(await stockOf(t.db, past.products[0].id)).toBe(20);
  });

  it('opens a hold with exactly 5 minutes left and not with a millisecond less (holdEndFor)', async () => {
    const { s } = await shopperWithCart(t.app, [{ qty: 1 }], { stock: 20 });
    const first = (await create(s, freshIp())).json().orderId;
    const placed = (await placedAgo(first, 20 * MIN)).getTime();
    const deps = { db: t.db, config: t.config, log: t.app.log };
    const capped = placed + 30 * MIN;
    // 25 minutes after the first order: 5 minutes of the 30 left, a hold till then.
    expect((await holdEndFor(deps, s.user.id, new Date(placed + 25 * MIN))).getTime()).toBe(capped);
    await expect(holdEndFor(deps, s.user.id, new Date(placed + 25 * MIN + 1))).rejects.toMatchObject({
      statusCode: 429,
    });
    // Earlier, a full 15-minute hold when that ends before the cap.
    expect((await holdEndFor(deps, s.user.id, new Date(placed + 10 * MIN))).getTime()).toBe(
      placed + 25 * MIN,
    );
  });

  it('starts a full hold again once the last unpaid order is older than both windows', async () => {
    const { s, products } = await shopperWithCart(t.app, [{ qty: 1 }], { stock: 20 });
    const first = (await create(s, freshIp())).json().orderId;
    await placedAgo(first, 45 * MIN + 1000);
    await putInCart(t.db, s.user.id, [{ productId: products[0].id, quantity: 1 }]);
    const before = Date.now();
    const res = await create(s, freshIp());
    expect(res.statusCode).toBe(200);
    expect((await orderRow(t.db, res.json().orderId)).reservationExpiresAt.getTime()).toBeGreaterThanOrEqual(
      before + 15 * MIN,
    );
  });
});

describe('the contact name and the confirmation mail', () => {
  it('takes a 200-character name and refuses 201 characters', async () => {
    const ok = await shopperWithCart(t.app, [{ qty: 1 }], { stock: 20 });
    const res = await create(ok.s, freshIp(), { contactName: 'N'.repeat(200) });
    expect(res.statusCode, res.body).toBe(200);
    const { s } = await shopperWithCart(t.app, [{ qty: 1 }], { stock: 20 });
    const before = await counts();
    const long = await create(s, freshIp(), { contactName: 'N'.repeat(201) });
    expect(long.statusCode).toBe(400);
    // The body's schema stops it before the service does.
    expect(long.json()).toEqual({
      success: false,
      message: 'contactName: Too big: expected string to have <=200 characters',
    });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['CR LF', 'Ravi Kumar\r\nBcc: victim@example.com', ORDER_MESSAGES.nameOneLine],
    ['LF', 'Ravi\nKumar', ORDER_MESSAGES.nameOneLine],
    ['CR', 'Ravi\rKumar', ORDER_MESSAGES.nameOneLine],
    ['tab', 'Ravi\tKumar', ORDER_MESSAGES.nameOneLine],
    ['DEL', 'Ravi\u007fKumar', ORDER_MESSAGES.nameOneLine],
    ['line separator', 'Ravi\u2028Kumar', ORDER_MESSAGES.nameOneLine],
    // Refused for every text field before any route runs.
    ['NUL', 'Ravi\u0000Kumar', 'Text must not contain NUL characters'],
  ])('refuses a name with %s (400), writing nothing', async (_label, contactName, message) => {
    const { s, products } = await shopperWithCart(t.app, [{ qty: 1 }], { stock: 20 });
    const before = await counts();
    const res = await create(s, freshIp(), { contactName });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await counts()).toEqual(before);
    expect(await stockOf(t.db, products[0].id)).toBe(20);
  });

  it("sends the confirmation to the account's e-mail, never to the contactEmail the checkout sent", async () => {
    const { s } = await shopperWithCart(t.app, [{ qty: 1 }], { stock: 20 });
    const res = await create(s, freshIp(), { contactEmail: 'someone-else@example.org' });
    expect(res.statusCode).toBe(200);
    expect((await orderRow(t.db, res.json().orderId)).contactEmail).toBe('someone-else@example.org');
    await simulate(t.app, res.json().approvalURL, 'pay');
    await waitForPendingMail();
    expect((await orderRow(t.db, res.json().orderId)).paymentStatus).toBe('paid');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'someone-else@example.org'))).toEqual(
      [],
    );
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, s.user.email));
    expect(mails).toHaveLength(1);
  });
});

describe('configuration', () => {
  it('defaults to a 15-minute hold capped at 30 minutes, and names a bad variable', () => {
    const c = loadConfig({});
    expect(c.payment.reservationMinutes).toBe(15);
    expect(c.orders).toEqual({
      holdMaxMinutes: 30,
      maxLineQuantity: 200,
      maxLines: 25,
      maxAmountPaise: 1_000_000_000,
      maxUnpaid: 3,
      createsPerAccountPerHour: 10,
      createsPerIpPerHour: 60,
      settleBudgetMs: 4_000,
    });
    expect(loadConfig({ ORDER_RESERVATION_MINUTES: '5' }).payment.reservationMinutes).toBe(5);
    expect(() => loadConfig({ ORDER_RESERVATION_MINUTES: '4' })).toThrow(/ORDER_RESERVATION_MINUTES/);
    expect(() => loadConfig({ ORDER_RESERVATION_MINUTES: '61' })).toThrow(/ORDER_RESERVATION_MINUTES/);
    expect(() => loadConfig({ ORDER_MAX_LINES: '0' })).toThrow(/ORDER_MAX_LINES/);
    expect(() => loadConfig({ ORDER_MAX_AMOUNT_RUPEES: '10000001' })).toThrow(/ORDER_MAX_AMOUNT_RUPEES/);
    expect(() => loadConfig({ ORDER_CREATES_PER_IP_PER_HOUR: 'many' })).toThrow(
      /ORDER_CREATES_PER_IP_PER_HOUR/,
    );
    expect(() => loadConfig({ ORDER_RESERVATION_MINUTES: '20', ORDER_HOLD_MAX_MINUTES: '19' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ORDER_RESERVATION_MINUTES: '20', ORDER_HOLD_MAX_MINUTES: '19' })).toThrow(
      /ORDER_HOLD_MAX_MINUTES/,
    );
    expect(
      loadConfig({ ORDER_RESERVATION_MINUTES: '20', ORDER_HOLD_MAX_MINUTES: '20' }).orders.holdMaxMinutes,
    ).toBe(20);
  });
});
