import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lineAmounts } from '../../common/money';
import type { DbOrTx } from '../../server/db/client';
import {
  creditNotes,
  orderItems,
  orders,
  paymentEvents,
  payments,
  products,
  refunds,
} from '../../server/db/schema';
import { countRefundsNeeded } from '../../server/modules/admin-dashboard/admin-dashboard.repository';
import { reserveStock } from '../../server/modules/orders/core/reservation.repository';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct, createUser, type ProductRow, type UserRow } from '../helpers/factories';

let t: TestApp;
let admin: string;
let alice: UserRow;
let bob: UserRow;
beforeAll(async () => {
  t = await testApp({ admin: true });
  admin = t.adminCookie;
  alice = await createUser(t.db, { userName: 'Alice Rao', email: 'alice@example.com' });
  bob = await createUser(t.db, { userName: 'Bob Nair', email: 'bob@example.com' });
});

/** An order as checkout would leave it: items snapshotted, stock reserved when `reserved`. */
async function placeOrder(
  db: DbOrTx,
  user: UserRow,
  lines: { product: ProductRow; quantity: number }[],
  opts: { reserved?: boolean; orderDate?: Date } = {},
) {
  const reserved = opts.reserved ?? true;
  return db.transaction(async (tx) => {
    if (reserved) {
      const short = await reserveStock(
        tx,
        lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })),
      );
      if (short) throw new Error('short');
    }
    const amounts = lines.map((l) => lineAmounts({ ...l.product, quantity: l.quantity }));
    const sum = (k: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'totalPaise') =>
      amounts.reduce((a, x) => a + x[k], 0);
    const [order] = await tx
      .insert(orders)
      .values({
        userId: user.id,
        cartId: crypto.randomUUID(),
        addressInfo: {
          addressId: crypto.randomUUID(),
          address: '12, MG Road',
          city: 'Pune',
          pincode: '411005',
          phone: '9876543210',
          notes: 'Gate 2',
        },
        contactName: user.userName,
        contactEmail: user.email,
        paymentMethod: 'phonepe',
        subtotalPaise: sum('taxablePaise'),
        cgstPaise: sum('cgstPaise'),
        sgstPaise: sum('sgstPaise'),
        totalAmountPaise: sum('totalPaise'),
        merchantOrderId: `M${crypto.randomBytes(8).toString('hex')}`,
        stockReserved: reserved,
        reservationExpiresAt: new Date(Date.now() + 30 * 60_000),
        ...(opts.orderDate ? { orderDate: opts.orderDate } : {}),
      })
      .returning();
    await tx.insert(orderItems).values(
      lines.map((l, i) => ({
        orderId: order.id,
        productId: l.product.id,
        title: l.product.title,
        image: l.product.image,
        hsn: l.product.hsn,
        quantity: l.quantity,
        unitPricePaise: l.product.pricePaise,
        salePricePaise: l.product.salePricePaise,
        cgstPercent: l.product.cgstPercent,
        sgstPercent: l.product.sgstPercent,
        taxablePaise: amounts[i].taxablePaise,
        cgstPaise: amounts[i].cgstPaise,
        sgstPaise: amounts[i].sgstPaise,
        lineTotalPaise: amounts[i].totalPaise,
        position: i,
      })),
    );
    await tx.insert(payments).values({
      orderId: order.id,
      provider: 'simulator',
      merchantOrderId: order.merchantOrderId,
      amountPaise: order.totalAmountPaise,
    });
    return order;
  });
}

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/orders${url}`,
    headers: { cookie: admin },
    ...(payload ? { payload } : {}),
  });
/** A payment kept for a refund, as order-payment.ts records one for an order that had ended. */
const flagForRefund = (
  order: { merchantOrderId: string; totalAmountPaise: number },
  paid: { amountPaise: number; transactionId?: string } = { amountPaise: order.totalAmountPaise },
) =>
  t.db.insert(paymentEvents).values({
    provider: 'simulator',
    merchantOrderId: order.merchantOrderId,
    eventType: 'refund.needed',
    dedupeKey: `refund-needed:${order.merchantOrderId}`,
    payload: { ...paid, transactionId: paid.transactionId ?? null },
  });
const creditNotesOf = (orderId: string) =>
  t.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
const stockOf = async (id: string) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0].totalStock;

describe('GET /api/admin/orders/get and details', () => {
  it('lists every customer order newest first with name and email, in SPEC shape', async () => {
    const p = await createProduct(t.db, { title: 'Modular Switch 6A', salePricePaise: 11800 });
    const older = await placeOrder(t.db, alice, [{ product: p, quantity: 2 }], {
      orderDate: new Date('2026-01-01T10:00:00Z'),
    });
    const newer = await placeOrder(t.db, bob, [{ product: p, quantity: 1 }], {
      orderDate: new Date('2026-02-01T10:00:00Z'),
    });
    const res = await call('GET', '/get');
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((o: { _id: string }) => o._id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const o = res.json().data.find((x: { _id: string }) => x._id === older.id);
    expect(o).toMatchObject({
      _id: older.id,
      userId: alice.id,
      cartId: older.cartId,
      userName: 'Alice Rao',
      userEmail: 'alice@example.com',
      contactName: 'Alice Rao',
      contactEmail: 'alice@example.com',
      orderStatus: 'pending',
      paymentMethod: 'phonepe',
      paymentStatus: 'pending',
      totalAmount: 236,
      orderDate: '2026-01-01T10:00:00.000Z',
      paymentId: null,
      payerId: null,
      addressInfo: { city: 'Pune', pincode: '411005' },
    });
    expect(o.cartItems).toEqual([
      expect.objectContaining({
        productId: p.id,
        title: 'Modular Switch 6A',
        image: p.image,
        price: 118,
        quantity: 2,
      }),
    ]);
    expect(typeof o.orderUpdateDate).toBe('string');
  });

  it('shows one order with its items and address snapshot; 404 unknown, 400 malformed', async () => {
    const p1 = await createProduct(t.db, { title: 'Wire A' });
    const p2 = await createProduct(t.db, {
      title: 'Wire B',
      salePricePaise: 5000,
      cgstPercent: 2.5,
      sgstPercent: 2.5,
    });
    const order = await placeOrder(t.db, alice, [
      { product: p1, quantity: 1 },
      { product: p2, quantity: 3 },
    ]);
    const res = await call('GET', `/details/${order.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.cartItems.map((i: { title: string; quantity: number }) => [i.title, i.quantity])).toEqual([
      ['Wire A', 1],
      ['Wire B', 3],
    ]);
    expect(d.totalAmount).toBe(118 + 150);
    expect(d.addressInfo).toMatchObject({
      address: '12, MG Road',
      city: 'Pune',
      pincode: '411005',
      phone: '9876543210',
      notes: 'Gate 2',
    });
    expect((await call('GET', `/details/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await call('GET', '/details/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/orders/get filters and refund flag', () => {
  it('filters by status and finds an order by its whole id or its start, with the total of the filter', async () => {
    const p = await createProduct(t.db);
    const carol = await createUser(t.db, { userName: 'Carol Das', email: 'carol@example.com' });
    const a = await placeOrder(t.db, carol, [{ product: p, quantity: 1 }], { reserved: false });
    const b = await placeOrder(t.db, carol, [{ product: p, quantity: 1 }], { reserved: false });
    await t.db.update(orders).set({ orderStatus: 'inShipping' }).where(eq(orders.id, b.id));

    const shipping = (await call('GET', '/get?status=inShipping&limit=500')).json();
    expect(shipping.data.map((o: { _id: string }) => o._id)).toContain(b.id);
    expect(shipping.data.every((o: { orderStatus: string }) => o.orderStatus === 'inShipping')).toBe(true);
    expect(shipping.pagination.total).toBe(shipping.data.length);

    const whole = (await call('GET', `/get?search=${a.id.toUpperCase()}`)).json();
    expect(whole.data.map((o: { _id: string }) => o._id)).toEqual([a.id]);
    expect(whole.pagination).toMatchObject({ total: 1, totalPages: 1 });
    const start = (await call('GET', `/get?search=${b.id.slice(0, 13)}`)).json();
    expect(start.data.map((o: { _id: string }) => o._id)).toEqual([b.id]);
    const wrongStatus = (await call('GET', `/get?search=${a.id}&status=delivered`)).json();
    expect(wrongStatus).toMatchObject({ data: [], pagination: { total: 0, totalPages: 0 } });
    // An id-shaped text that is no UUID is simply not found.
    expect((await call('GET', `/get?search=${'-'.repeat(36)}`)).json().data).toEqual([]);
    expect((await call('GET', '/get?search=')).statusCode).toBe(200);
  });

  it.each([
    ['status=shipped', /status must be one of/],
    ['status=', /status must be one of/],
    [`search=${'a'.repeat(101)}`, /Search must be at most 100 characters/],
  ])('refuses %s with a clear 400', async (q, message) => {
    const res = await call('GET', `/get?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('takes a search of 100 characters, and hostile text is only looked for', async () => {
    expect((await call('GET', `/get?search=${'a'.repeat(100)}`)).json()).toMatchObject({ data: [] });
    for (const hostile of ["1' or 1=1 --", '%', '_', '\\']) {
      const res = await call('GET', `/get?search=${encodeURIComponent(hostile)}`);
      expect(res.statusCode, hostile).toBe(200);
      expect(res.json().data, hostile).toEqual([]);
    }
  });

  it('finds an order by its number, the buyer’s name, phone or e-mail, and lists the buyer’s cancellations', async () => {
    const p = await createProduct(t.db);
    const dev = await createUser(t.db, { userName: 'Devika Menon', email: 'devika.menon@example.com' });
    const other = await createUser(t.db, { userName: 'Zubin Shah', email: 'zubin@example.com' });
    const order = await placeOrder(t.db, dev, [{ product: p, quantity: 1 }], { reserved: false });
    const another = await placeOrder(t.db, other, [{ product: p, quantity: 1 }], { reserved: false });
    await t.db
      .update(orders)
      .set({ addressInfo: { ...order.addressInfo, phone: '+91 98450-12345' } })
      .where(eq(orders.id, order.id));
    const [{ orderNumber }] = await t.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(orderNumber).toMatch(/^HEP-\d{5,}$/);
    const found = async (search: string) =>
      (
        (await call('GET', `/get?search=${encodeURIComponent(search)}`)).json().data as {
          orderNumber: string;
        }[]
      ).map((o) => o.orderNumber);
    for (const search of [
      orderNumber,
      orderNumber.toLowerCase(),
      orderNumber.slice(4),
      'Devika',
      'devika menon',
      'DEVIKA.MENON@example',
      '9845012345',
      '98450 12345',
      '+91 98450 12345',
      order.id.slice(0, 8),
    ]) {
      expect(await found(search), search).toEqual([orderNumber]);
    }
    expect(await found('Zubin')).not.toContain(orderNumber);
    expect(await found('nobody-by-this-name')).toEqual([]);

    // Cancelled: rejected by the buyer's own cancellation; Rejected still lists every rejected order.
    await t.db
      .update(orders)
      .set({ orderStatus: 'rejected', cancelledAt: new Date() })
      .where(eq(orders.id, order.id));
    await t.db.update(orders).set({ orderStatus: 'rejected' }).where(eq(orders.id, another.id));
    const ids = async (q: string) =>
      ((await call('GET', `/get?${q}&limit=500`)).json().data as { _id: string }[]).map((o) => o._id);
    const cancelled = await ids('status=cancelled');
    expect(cancelled).toContain(order.id);
    expect(cancelled).not.toContain(another.id);
    expect(await ids('status=rejected')).toEqual(expect.arrayContaining([order.id, another.id]));
  });

  it('searches through the trigram index, not by reading every order', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute(sql`explain select id from orders where search_text like ${'%devika%'}`);
      return JSON.stringify(rows);
    });
    expect(plan).toMatch(/orders_search_trgm_idx/);
  });

  it('flags orders the shop owes money back: a refund.needed payment, or a paid order rejected', async () => {
    const p = await createProduct(t.db);
    const flagged = await placeOrder(t.db, alice, [{ product: p, quantity: 1 }], { reserved: false });
    await t.db
      .update(orders)
      .set({ paymentStatus: 'failed', orderStatus: 'rejected' })
      .where(eq(orders.id, flagged.id));
    await flagForRefund(flagged);
    const paidRejected = await placeOrder(t.db, alice, [{ product: p, quantity: 1 }], { reserved: false });
    await t.db
      .update(orders)
      .set({ paymentStatus: 'paid', orderStatus: 'confirmed' })
      .where(eq(orders.id, paidRejected.id));
    const plain = await placeOrder(t.db, alice, [{ product: p, quantity: 1 }], { reserved: false });

    const flagOf = async (id: string) => (await call('GET', `/details/${id}`)).json().data.refundNeeded;
    expect(await flagOf(flagged.id)).toBe(true);
    expect(await flagOf(paidRejected.id)).toBe(false);
    expect(await flagOf(plain.id)).toBe(false);
    const rejected = await call('PUT', `/update/${paidRejected.id}`, { orderStatus: 'rejected' });
    expect(rejected.json().data).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'paid',
      refundNeeded: true,
    });
    const list = (await call('GET', '/get?limit=500')).json().data as {
      _id: string;
      refundNeeded: boolean;
    }[];
    expect(list.find((o) => o._id === flagged.id)?.refundNeeded).toBe(true);
    expect(list.find((o) => o._id === paidRejected.id)?.refundNeeded).toBe(true);
    expect(list.find((o) => o._id === plain.id)?.refundNeeded).toBe(false);
  });
});

describe('PUT /api/admin/orders/refunded/{id}', () => {
  it('records the refund of a flagged payment: the flag and the dashboard count clear, no credit note for an order never invoiced', async () => {
    const p = await createProduct(t.db);
    const flagged = await placeOrder(t.db, alice, [{ product: p, quantity: 1 }], { reserved: false });
    await t.db
      .update(orders)
      .set({ paymentStatus: 'failed', orderStatus: 'rejected' })
      .where(eq(orders.id, flagged.id));
    // The customer paid ₹1,234.56, not the order's total: that is what goes back.
    await flagForRefund(flagged, { amountPaise: 123456, transactionId: 'SIMTXNLATE1' });
    expect((await call('GET', `/details/${flagged.id}`)).json().data.flaggedPayment).toEqual({
      amount: 1234.56,
      transactionId: 'SIMTXNLATE1',
    });
    const owed = await countRefundsNeeded(t.db);

    const res = await call('PUT', `/refunded/${flagged.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Order marked refunded',
      data: {
        _id: flagged.id,
        orderStatus: 'rejected',
        paymentStatus: 'failed',
        refundNeeded: false,
        refundedAt: expect.any(String),
        creditNote: null,
      },
    });
    expect(await countRefundsNeeded(t.db)).toBe(owed - 1);
    const list = (await call('GET', '/get?limit=500')).json().data as {
      _id: string;
      refundNeeded: boolean;
    }[];
    expect(list.find((o) => o._id === flagged.id)?.refundNeeded).toBe(false);
    expect(await creditNotesOf(flagged.id)).toEqual([]);
    // What went back is in the order's refunds: the flagged payment's amount, outside the shop, no credit note.
    const ledger = () => t.db.select().from(refunds).where(eq(refunds.orderId, flagged.id));
    expect((await ledger()).map((r) => [r.method, r.state, r.amountPaise, r.parts, r.creditNoteId])).toEqual([
      ['outside', 'completed', 123456, [], null],
    ]);
    expect(res.json().data.refunds).toEqual([
      expect.objectContaining({
        amount: 1234.56,
        method: 'outside',
        state: 'completed',
        creditNoteNumber: null,
      }),
    ]);

    // Again: nothing changes, the first date stays.
    const again = await call('PUT', `/refunded/${flagged.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.refundedAt).toBe(res.json().data.refundedAt);
    expect(await ledger()).toHaveLength(1);
    expect(await countRefundsNeeded(t.db)).toBe(owed - 1);
  });

  it('refuses an order that took no money (409) and an unknown one (404), writing nothing', async () => {
    const p = await createProduct(t.db);
    const unpaid = await placeOrder(t.db, alice, [{ product: p, quantity: 1 }], { reserved: false });
    const res = await call('PUT', `/refunded/${unpaid.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Only a paid order can be marked refunded' });
    expect((await call('GET', `/details/${unpaid.id}`)).json().data.flaggedPayment).toBeNull();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, unpaid.id));
    expect(row.refundedAt).toBeNull();
    expect(row.orderUpdateDate).toEqual(unpaid.orderUpdateDate);
    const unknown = await call('PUT', `/refunded/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order not found');
  });
});

describe('PUT /api/admin/orders/update/{id}', () => {
  it.each(['pending', 'inProcess', 'inShipping', 'delivered'] as const)(
    'sets %s with the toast message',
    async (status) => {
      const p = await createProduct(t.db);
      const order = await placeOrder(t.db, alice, [{ product: p, quantity: 1 }], { reserved: false });
      // Dispatching takes the courier and the AWB.
      const tracking = status === 'inShipping' ? { courier: 'Delhivery', trackingNumber: 'DL-10001' } : {};
      const res = await call('PUT', `/update/${order.id}`, { orderStatus: status, ...tracking });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Order status is updated successfully',
        data: { orderStatus: status },
      });
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row.orderStatus).toBe(status);
      expect(row.orderUpdateDate.getTime()).toBeGreaterThanOrEqual(order.orderUpdateDate.getTime());
    },
  );

  it('delivered records the day once (the return window counts from it); another status clears it', async () => {
    const p = await createProduct(t.db);
    const order = await placeOrder(t.db, alice, [{ product: p, quantity: 1 }], { reserved: false });
    const deliveredAt = async () =>
      (await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].deliveredAt;
    expect(await deliveredAt()).toBeNull();
    const first = (await call('PUT', `/update/${order.id}`, { orderStatus: 'delivered' })).json().data
      .deliveredAt;
    expect(first).toEqual(expect.any(String));
    expect((await deliveredAt())?.toISOString()).toBe(first);
    // Set again: the first day stands.
    expect(
      (await call('PUT', `/update/${order.id}`, { orderStatus: 'delivered' })).json().data.deliveredAt,
    ).toBe(first);
    expect(
      (
        await call('PUT', `/update/${order.id}`, {
          orderStatus: 'inShipping',
          courier: 'Delhivery',
          trackingNumber: 'DL-10002',
        })
      ).json().data.deliveredAt,
    ).toBeNull();
    expect(await deliveredAt()).toBeNull();
  });

  it('rejecting an order gives its reserved stock back, once', async () => {
    const p = await createProduct(t.db, { totalStock: 10 });
    const order = await placeOrder(t.db, alice, [{ product: p, quantity: 4 }]);
    expect(await stockOf(p.id)).toBe(6);
    expect((await call('PUT', `/update/${order.id}`, { orderStatus: 'rejected' })).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(10);
    expect((await call('PUT', `/update/${order.id}`, { orderStatus: 'rejected' })).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(10);
  });

  it.each<[string, object]>([
    ['confirmed (set only by payment)', { orderStatus: 'confirmed' }],
    ['unknown status', { orderStatus: 'shipped' }],
    ['missing status', {}],
    ['extra field', { orderStatus: 'delivered', paymentStatus: 'paid' }],
  ])('refuses %s with 400 and writes nothing', async (_n, payload) => {
    const p = await createProduct(t.db);
    const order = await placeOrder(t.db, alice, [{ product: p, quantity: 1 }]);
    const res = await call('PUT', `/update/${order.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/orderStatus|paymentStatus|Unrecognized/i);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toEqual(order);
  });
});

describe('DELETE /api/admin/orders/delete/{id}', () => {
  it('deletes an order with its items and payments and releases the reservation it held', async () => {
    const p = await createProduct(t.db, { totalStock: 20 });
    const order = await placeOrder(t.db, bob, [{ product: p, quantity: 5 }]);
    expect(await stockOf(p.id)).toBe(15);
    const res = await call('DELETE', `/delete/${order.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect(await stockOf(p.id)).toBe(20);
    expect(await t.db.select().from(orders).where(eq(orders.id, order.id))).toEqual([]);
    expect(await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))).toEqual([]);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
    expect((await call('DELETE', `/delete/${order.id}`)).statusCode).toBe(404);
  });

  it('does not give stock back for an order whose stock was already settled or released', async () => {
    const p = await createProduct(t.db, { totalStock: 7 });
    const order = await placeOrder(t.db, bob, [{ product: p, quantity: 2 }], { reserved: false });
    await call('DELETE', `/delete/${order.id}`);
    expect(await stockOf(p.id)).toBe(7);
  });

  it('a malformed id is 400 and deletes nothing', async () => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;
    expect((await call('DELETE', '/delete/1')).statusCode).toBe(400);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n).toBe(before);
  });
});
