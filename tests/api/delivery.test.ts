import type { DeliverySettings } from '../../common/contracts/delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { testApp, type TestApp } from '../helpers/app';
import { createAddress, createCategory, createProduct, createUser, loginAs } from '../helpers/factories';
import { captureVia, countRows, createOrderVia, orderRow, putInCart, simulate } from '../helpers/orders';
import { orderItems, orders, payments } from '../../server/db/schema';
import { waitForPendingMail } from '../../server/mail/mailer';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';

/**
 * Delivery charges priced by the server, through the API on a real database. The shop is in
 * Nagpur (440010, GSTIN 27…, Maharashtra): its local area is the pincodes starting 440 (the address's
 * pincode's first 3 digits), the rest of Maharashtra is the 'state' zone, the rest of India 'india'.
 *
 * The default rules (SPEC §9): standard delivery free for goods above ₹499.00, else ₹49.00 (₹29.00 in the
 * local area); express ₹99 / ₹149 / ₹199 by zone, never free; fragile packaging ₹50.00 once per order.
 * Charges are tax included and taxed with the goods at the goods' rate (decision 020).
 *
 * Every expected figure is worked by hand in the comments, never with common/money.ts.
 */

const SHOP_GSTIN = '27AAPFU0939F1ZV'; // Maharashtra (27)
const SHOP_ADDRESS = 'Plot 12, Wardha Road, Nagpur 440010';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ admin: true });
  const res = await admin('PUT', '/api/admin/settings/update', {
    companyName: 'Sharma Hardware',
    companyAddress: SHOP_ADDRESS,
    gstNumber: SHOP_GSTIN,
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await waitForPaymentWork(t.app);
  await waitForPendingMail();
});

const admin = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: t.adminCookie }, ...(payload ? { payload } : {}) });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const counts = async () => ({
  orders: await countRows(t.db, orders),
  items: await countRows(t.db, orderItems),
  payments: await countRows(t.db, payments),
});

/** Where the test buyers live: one pincode per zone, and two in the Andaman and Nicobar Islands (35). */
const PLACES = {
  nagpur: { pincode: '440001', city: 'Nagpur' }, // city: starts 440, like the shop's 440010
  pune: { pincode: '411005', city: 'Pune' }, // state: Maharashtra, not 440
  bengaluru: { pincode: '560001', city: 'Bengaluru' }, // india: Karnataka (29)
  portBlair: { pincode: '744101', city: 'Port Blair' }, // Andaman and Nicobar Islands (35), prefix 7441
  carNicobar: { pincode: '744301', city: 'Car Nicobar' }, // Andaman and Nicobar Islands (35), prefix 7443
} as const;
type Place = keyof typeof PLACES;

interface Buyer {
  user: { id: string; email: string; userName: string };
  cookie: string;
  addressId: string;
}

/** A signed-in customer with one saved address at `place`. */
async function buyer(place: Place): Promise<Buyer> {
  const user = await createUser(t.db);
  const address = await createAddress(t.db, user.id, { ...PLACES[place], address: '5, Station Road' });
  return { user, cookie: await loginAs(t.app, user), addressId: address.id };
}

type Item = {
  salePricePaise: number;
  qty?: number;
  fragile?: boolean;
  hsn?: string;
  /** The GST rate, split evenly into CGST and SGST; 18 unless told. */
  rate?: 5 | 18;
  /** The product's category and subcategory (and no brand), when the test needs real ones. */
  category?: { name: string; sub: string };
};

/** Puts new products in the buyer's cart: each at 18 % GST (9 + 9) unless told, one unit unless told. */
async function fill(b: Buyer, items: Item[]) {
  const ps = [];
  for (const i of items) {
    ps.push(
      await createProduct(t.db, {
        salePricePaise: i.salePricePaise,
        cgstPercent: (i.rate ?? 18) / 2,
        sgstPercent: (i.rate ?? 18) / 2,
        fragile: i.fragile ?? false,
        ...(i.category ? { category: i.category.name, subcategory: i.category.sub, brand: '' } : {}),
        ...(i.hsn ? { hsn: i.hsn } : {}),
      }),
    );
  }
  await putInCart(
    t.db,
    b.user.id,
    ps.map((p, n) => ({ productId: p.id, quantity: items[n].qty ?? 1 })),
  );
  return ps;
}

const preview = (b: Buyer, query = '') =>
  get(`/api/shop/order/preview/${b.user.id}/${b.addressId}${query}`, b.cookie);
const create = (b: Buyer, extra: Record<string, unknown> = {}) => createOrderVia(t.app, b, extra);

/** Places the order and reads it back as GET /details answers it. */
async function placed(b: Buyer, extra: Record<string, unknown> = {}) {
  const res = await create(b, extra);
  expect(res.statusCode, res.body).toBe(200);
  const { orderId, approvalURL } = res.json();
  const details = await get(`/api/shop/order/details/${orderId}`, b.cookie);
  expect(details.statusCode).toBe(200);
  return { orderId: orderId as string, approvalURL: approvalURL as string, order: details.json().data };
}

/** Rupees to paise, for sums without floating-point dust. */
const paise = (rupees: unknown) => Math.round(Number(rupees) * 100);

/** The total is the goods plus every charge, to the paisa. */
function expectAddsUp(a: Record<string, unknown>) {
  expect(paise(a.totalAmount)).toBe(
    paise(a.goodsTotal) + paise(a.deliveryFee) + paise(a.fragileFee) + paise(a.codFee),
  );
}

/** The preview and the order placed from it agree on every charge and total, and each adds up. */
function expectSame(previewData: Record<string, unknown>, order: Record<string, unknown>) {
  expectAddsUp(previewData);
  expectAddsUp(order);
  const totals = previewData.totals as { subtotal: number; cgst: number; sgst: number; igst: number };
  expect({
    deliveryMethod: order.deliveryMethod,
    goodsTotal: order.goodsTotal,
    deliveryFee: order.deliveryFee,
    fragileFee: order.fragileFee,
    codFee: order.codFee,
    totalAmount: order.totalAmount,
    subtotal: order.subtotal,
    cgst: order.cgstAmount,
    sgst: order.sgstAmount,
    igst: order.igstAmount,
    expectedDelivery: order.expectedDelivery,
  }).toEqual({
    deliveryMethod: previewData.deliveryMethod,
    goodsTotal: previewData.goodsTotal,
    deliveryFee: previewData.deliveryFee,
    fragileFee: previewData.fragileFee,
    codFee: previewData.codFee,
    totalAmount: previewData.totalAmount,
    subtotal: totals.subtotal,
    cgst: totals.cgst,
    sgst: totals.sgst,
    igst: totals.igst,
    expectedDelivery: previewData.expectedDelivery,
  });
}

/** Today in India (UTC+5:30), yyyy-mm-dd: delivery dates start at least one business day after it. */
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function expectWindow(w: { from: string; to: string }) {
  expect(w.from).toMatch(ISO_DAY);
  expect(w.to).toMatch(ISO_DAY);
  expect(w.from > todayInIndia()).toBe(true);
  expect(w.from <= w.to).toBe(true);
}

/** The admin's settings' delivery rules as GET /api/admin/settings/get answers them. */
async function currentDelivery() {
  const res = await admin('GET', '/api/admin/settings/get');
  expect(res.statusCode).toBe(200);
  return res.json().data.delivery as DeliverySettings;
}

/** Runs `fn` with the delivery rules changed by the owner (PUT, `delivery` sent whole), then puts them back. */
async function withDelivery(change: Record<string, unknown>, fn: () => Promise<void>) {
  const before = await currentDelivery();
  const res = await admin('PUT', '/api/admin/settings/update', { delivery: { ...before, ...change } });
  expect(res.statusCode, res.body).toBe(200);
  try {
    await fn();
  } finally {
    const back = await admin('PUT', '/api/admin/settings/update', { delivery: before });
    expect(back.statusCode).toBe(200);
  }
}

// ---------------------------------------------------------------- zones

describe('the zone comes from the shop’s address and GSTIN and the buyer’s pincode', () => {
  it('440001 is the city (the shop is in 440010), 411005 Maharashtra, 560001 the rest of India', async () => {
    for (const [place, zone, taxType] of [
      ['nagpur', 'city', 'intra'],
      ['pune', 'state', 'intra'],
      ['bengaluru', 'india', 'inter'],
    ] as const) {
      const b = await buyer(place);
      await fill(b, [{ salePricePaise: 10000 }]);
      const res = await preview(b);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data, place).toMatchObject({
        zone,
        taxType,
        shopState: { stateCode: '27', state: 'Maharashtra' },
        deliveryMethod: 'standard',
        paymentMethod: 'phonepe',
      });
    }
  });
});

// ---------------------------------------------------------------- standard delivery at the threshold

describe('standard delivery: free above ₹499.00', () => {
  // One unit of ₹499.00 at 18 %: gross 49900; taxable 49900 ÷ 1.18 = 42288.13… → 42288; tax 7612 = 3806 + 3806.

  it('₹499.00 of goods in Maharashtra pays ₹49.00, in the preview and the order alike', async () => {
    const b = await buyer('pune');
    await fill(b, [{ salePricePaise: 49900 }]);
    const res = await preview(b);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    // Delivery 4900 at 18 %: taxable 4900 ÷ 1.18 = 4152.54… → 4153; tax 747 = 374 CGST (373.5 rounded half up)
    // + 373 SGST. Subtotal 42288 + 4153 = 46441; CGST 3806 + 374 = 4180; SGST 3806 + 373 = 4179;
    // total 49900 + 4900 = 54800 (= 46441 + 4180 + 4179).
    expect(data).toMatchObject({
      zone: 'state',
      goodsTotal: 499,
      deliveryFee: 49,
      fragileFee: 0,
      codFee: 0,
      totalAmount: 548,
      freeDeliveryShortBy: 0.01,
      totals: { subtotal: 464.41, cgst: 41.8, sgst: 41.79, igst: 0, grandTotal: 548 },
    });
    // The line itself is the goods alone: the charge is kept beside it.
    expect(data.items).toHaveLength(1);
    expect(data.items[0]).toMatchObject({ taxableAmount: 422.88, cgstAmount: 38.06, lineTotal: 499 });
    expectWindow(data.expectedDelivery);

    const { order } = await placed(b);
    expect(order).toMatchObject({
      deliveryMethod: 'standard',
      goodsTotal: 499,
      deliveryFee: 49,
      totalAmount: 548,
      subtotal: 464.41,
      cgstAmount: 41.8,
      sgstAmount: 41.79,
      igstAmount: 0,
    });
    expectSame(data, order);
  });

  it('₹499.00 in the local area (440001) pays ₹29.00', async () => {
    const b = await buyer('nagpur');
    await fill(b, [{ salePricePaise: 49900 }]);
    const data = (await preview(b)).json().data;
    // Delivery 2900: taxable 2900 ÷ 1.18 = 2457.62… → 2458; tax 442 = 221 + 221. Subtotal 42288 + 2458 = 44746;
    // CGST = SGST = 3806 + 221 = 4027; total 49900 + 2900 = 52800.
    expect(data).toMatchObject({
      zone: 'city',
      goodsTotal: 499,
      deliveryFee: 29,
      totalAmount: 528,
      totals: { subtotal: 447.46, cgst: 40.27, sgst: 40.27, igst: 0, grandTotal: 528 },
    });
    const { order } = await placed(b);
    expect(order).toMatchObject({ deliveryFee: 29, goodsTotal: 499, totalAmount: 528, subtotal: 447.46 });
    expectSame(data, order);
  });

  it('₹499.00 to Karnataka pays ₹49.00 with IGST on it', async () => {
    const b = await buyer('bengaluru');
    await fill(b, [{ salePricePaise: 49900 }]);
    const data = (await preview(b)).json().data;
    // Goods: taxable 42288, IGST 7612. Delivery 4900: taxable 4153, IGST 747. Subtotal 46441; IGST 8359.
    expect(data).toMatchObject({
      zone: 'india',
      taxType: 'inter',
      deliveryFee: 49,
      totalAmount: 548,
      totals: { subtotal: 464.41, cgst: 0, sgst: 0, igst: 83.59, grandTotal: 548 },
    });
    const { order } = await placed(b);
    expectSame(data, order);
  });

  it('₹499.01 of goods travels free, in the state and in the city', async () => {
    for (const place of ['pune', 'nagpur'] as const) {
      const b = await buyer(place);
      await fill(b, [{ salePricePaise: 49901 }]);
      const data = (await preview(b)).json().data;
      // 49901 ÷ 1.18 = 42288.98… → 42289; tax 7612 = 3806 + 3806; no charges.
      expect(data, place).toMatchObject({
        goodsTotal: 499.01,
        deliveryFee: 0,
        freeDeliveryShortBy: 0,
        totalAmount: 499.01,
        totals: { subtotal: 422.89, cgst: 38.06, sgst: 38.06, igst: 0, grandTotal: 499.01 },
      });
      const { order } = await placed(b);
      expect(order).toMatchObject({ deliveryFee: 0, goodsTotal: 499.01, totalAmount: 499.01 });
      expectSame(data, order);
    }
  });

  it('the threshold is on the goods’ total: two lines making ₹499.00 pay, one paisa more does not', async () => {
    // ₹250.00 + ₹249.00 = ₹499.00 → ₹49.00; ₹250.00 + ₹249.01 = ₹499.01 → free.
    const b = await buyer('pune');
    await fill(b, [{ salePricePaise: 25000 }, { salePricePaise: 24900 }]);
    expect((await preview(b)).json().data).toMatchObject({
      goodsTotal: 499,
      deliveryFee: 49,
      totalAmount: 548,
    });
    const c = await buyer('pune');
    await fill(c, [{ salePricePaise: 25000 }, { salePricePaise: 24901 }]);
    expect((await preview(c)).json().data).toMatchObject({
      goodsTotal: 499.01,
      deliveryFee: 0,
      totalAmount: 499.01,
    });
  });

  it('a mixed-rate cart’s delivery is shared by taxable value and taxed at each line’s rate', async () => {
    const b = await buyer('pune');
    await fill(b, [
      { salePricePaise: 10500, rate: 5 },
      { salePricePaise: 11800, rate: 18 },
    ]);
    // Goods: ₹105.00 at 5 %: taxable 10000, tax 500 = 250 + 250; ₹118.00 at 18 %: taxable 10000, tax 1800 =
    // 900 + 900. ₹223.00 of goods pays ₹49.00, shared 10000 : 10000 → 2450 each.
    //   2450 at  5 %: 2450 ÷ 1.05 = 2333.33… → 2333; tax 117 = 59 (58.5 half up) + 58
    //   2450 at 18 %: 2450 ÷ 1.18 = 2076.27… → 2076; tax 374 = 187 + 187
    // Subtotal 20000 + 2333 + 2076 = 24409; CGST 250 + 900 + 59 + 187 = 1396; SGST 250 + 900 + 58 + 187 = 1395;
    // total 22300 + 4900 = 27200 (= 24409 + 1396 + 1395).
    const data = (await preview(b)).json().data;
    expect(data).toMatchObject({
      goodsTotal: 223,
      deliveryFee: 49,
      totalAmount: 272,
      totals: { subtotal: 244.09, cgst: 13.96, sgst: 13.95, igst: 0, grandTotal: 272 },
    });
    const { orderId, order } = await placed(b);
    expectSame(data, order);
    const shares = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.position);
    expect(
      shares.map((i) => [
        i.chargePaise,
        i.chargeTaxablePaise,
        i.chargeCgstPaise,
        i.chargeSgstPaise,
        i.chargeIgstPaise,
      ]),
    ).toEqual([
      [2450, 2333, 59, 58, 0],
      [2450, 2076, 187, 187, 0],
    ]);
  });
});

describe('an empty cart', () => {
  // SERVER BUG, failing on purpose: server/modules/orders/checkout/order-quote.ts priceOrder quotes delivery
  // for goods of ₹0 (below the threshold: ₹49.00) and passes it to common/money.ts orderTotals, whose apportion
  // (line 213) gives no line a share when there are no lines, so the charges drop out of the totals; the
  // preview (checkout.service.ts previewOrder, line 66) still reports delivery.deliveryFeePaise. Answer today:
  // deliveryFee 49, totalAmount 0, totals all 0. ApiOrderPreview says totalAmount includes every charge:
  // either no fee for no goods, or a 400 like create's "Your cart is empty" (create refuses an empty cart
  // before pricing, so no order is ever written this way).
  it('has no preview: nothing to deliver, nothing to charge (400 with the cart’s message)', async () => {
    const b = await buyer('pune');
    const res = await preview(b);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Your cart is empty. Please add items to proceed',
    });
  });
});

// ---------------------------------------------------------------- express

describe('the order limit counts the charges', () => {
  // ₹1,00,00,000.00 (1000000000 paise) is the most one order may come to, charges included.
  it('goods of ₹99,99,801.00 with ₹199.00 express are exactly the limit; one paisa more is 400', async () => {
    const b = await buyer('bengaluru');
    await fill(b, [{ salePricePaise: 999_980_100 }]);
    expect((await preview(b, '?deliveryMethod=express')).json().data.totalAmount).toBe(10_000_000);
    const over = await buyer('bengaluru');
    await fill(over, [{ salePricePaise: 999_980_101 }]);
    const res = await preview(over, '?deliveryMethod=express');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Orders above ₹1,00,00,000.00 cannot be paid online. Please contact us.');
  });
});

describe('express delivery by zone, never free', () => {
  // Goods of ₹499.01 (free standard delivery): taxable 42289, tax 7612 (3806 + 3806, or IGST 7612).
  it('the preview lists both methods with their fees and dates', async () => {
    const b = await buyer('pune');
    await fill(b, [{ salePricePaise: 49901 }]);
    const data = (await preview(b)).json().data;
    expect(data.options.map((o: { method: string; fee: number }) => [o.method, o.fee])).toEqual([
      ['standard', 0],
      ['express', 149],
    ]);
    for (const o of data.options) expectWindow(o);
    // Standard is the default, and its dates are the preview's.
    expect(data.expectedDelivery).toEqual({ from: data.options[0].from, to: data.options[0].to });
    // Express arrives no later than standard.
    expect(data.options[1].to <= data.options[0].to).toBe(true);
  });

  it('costs ₹99 in the city, ₹149 in the state and ₹199 elsewhere, above the free threshold too', async () => {
    const cases = [
      // City: 9900 ÷ 1.18 = 8389.83… → 8390; tax 1510 = 755 + 755. Subtotal 42289 + 8390 = 50679;
      // CGST = SGST = 3806 + 755 = 4561; total 49901 + 9900 = 59801.
      {
        place: 'nagpur',
        fee: 99,
        totals: { subtotal: 506.79, cgst: 45.61, sgst: 45.61, igst: 0, grandTotal: 598.01 },
      },
      // State: 14900 ÷ 1.18 = 12627.11… → 12627; tax 2273 = 1137 (1136.5 half up) + 1136. Subtotal 54916;
      // CGST 3806 + 1137 = 4943; SGST 3806 + 1136 = 4942; total 64801.
      {
        place: 'pune',
        fee: 149,
        totals: { subtotal: 549.16, cgst: 49.43, sgst: 49.42, igst: 0, grandTotal: 648.01 },
      },
      // India: 19900 ÷ 1.18 = 16864.40… → 16864; IGST 3036. Subtotal 42289 + 16864 = 59153; IGST 7612 + 3036
      // = 10648; total 69801.
      {
        place: 'bengaluru',
        fee: 199,
        totals: { subtotal: 591.53, cgst: 0, sgst: 0, igst: 106.48, grandTotal: 698.01 },
      },
    ] as const;
    for (const c of cases) {
      const b = await buyer(c.place);
      await fill(b, [{ salePricePaise: 49901 }]);
      const res = await preview(b, '?deliveryMethod=express');
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data, c.place).toMatchObject({
        deliveryMethod: 'express',
        goodsTotal: 499.01,
        deliveryFee: c.fee,
        totalAmount: c.totals.grandTotal,
        totals: c.totals,
      });
      expect(data.expectedDelivery).toEqual({
        from: data.options[1].from,
        to: data.options[1].to,
      });
      const { order } = await placed(b, { deliveryMethod: 'express' });
      expect(order).toMatchObject({ deliveryMethod: 'express', deliveryFee: c.fee });
      expectSame(data, order);
    }
  });

  it('express in the city arrives the next business day (one date)', async () => {
    const b = await buyer('nagpur');
    await fill(b, [{ salePricePaise: 10000 }]);
    const data = (await preview(b, '?deliveryMethod=express')).json().data;
    expect(data.expectedDelivery.from).toBe(data.expectedDelivery.to);
  });

  it('an unknown deliveryMethod is 400 on the preview and on create, writing nothing', async () => {
    const b = await buyer('pune');
    await fill(b, [{ salePricePaise: 10000 }]);
    for (const q of ['?deliveryMethod=drone', '?deliveryMethod=', '?deliveryMethod=EXPRESS']) {
      const res = await preview(b, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await preview(b, '?deliveryMethod=drone')).json().message).toContain(
      'deliveryMethod must be standard or express',
    );
    const before = await counts();
    for (const deliveryMethod of ['drone', 'Express', '', 1, null]) {
      const res = await create(b, { deliveryMethod });
      expect(res.statusCode, String(deliveryMethod)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await create(b, { deliveryMethod: 'drone' })).json().message).toContain(
      'deliveryMethod must be standard or express',
    );
    expect(await counts()).toEqual(before);
  });
});

// ---------------------------------------------------------------- what the client says is not trusted

describe('nothing the client says about money is trusted', () => {
  it('the loose fields SPEC’s client sends (totalAmount, statuses) are accepted and ignored', async () => {
    const b = await buyer('pune');
    await fill(b, [{ salePricePaise: 49900 }]);
    const { orderId, order } = await placed(b, {
      totalAmount: 1,
      paymentStatus: 'paid',
      orderStatus: 'delivered',
      paymentId: 'FAKE',
    });
    // ₹499.00 + ₹49.00 in Maharashtra, as priced by the server.
    expect(order).toMatchObject({
      totalAmount: 548,
      deliveryFee: 49,
      paymentStatus: 'pending',
      orderStatus: 'pending',
    });
    const row = await orderRow(t.db, orderId);
    expect([row.totalAmountPaise, row.deliveryFeePaise, row.paymentStatus]).toEqual([54800, 4900, 'pending']);
    // The payment opened for the server's amount.
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment.amountPaise).toBe(54800);
  });

  it('a fee or total the body does not know (deliveryFee, codFee, fragileFee, …) is refused: 400, nothing written', async () => {
    // CreateOrderBody is a strict object: keys it does not name are an error, not silently dropped.
    const b = await buyer('pune');
    await fill(b, [{ salePricePaise: 49900 }]);
    const before = await counts();
    for (const extra of [
      { deliveryFee: 0 },
      { codFee: 0 },
      { fragileFee: 0 },
      { goodsTotal: 1 },
      { expectedDelivery: { from: '2020-01-01', to: '2020-01-01' } },
      { zone: 'city' },
    ]) {
      const res = await create(b, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(await counts()).toEqual(before);
    // The same cart without them is priced by the server.
    const { order } = await placed(b);
    expect(order).toMatchObject({ deliveryFee: 49, totalAmount: 548 });
  });

  it('a paymentMethod other than phonepe or cod is 400 on create and preview, writing nothing', async () => {
    const b = await buyer('pune');
    await fill(b, [{ salePricePaise: 49900 }]);
    const before = await counts();
    for (const paymentMethod of ['cash', 'PhonePe', 'COD', '']) {
      const res = await create(b, { paymentMethod });
      expect(res.statusCode, paymentMethod).toBe(400);
      expect(res.json().message).toContain('paymentMethod must be phonepe or cod');
    }
    expect(await counts()).toEqual(before);
    const res = await preview(b, '?paymentMethod=cash');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('paymentMethod must be phonepe or cod');
  });
});

// ---------------------------------------------------------------- where the shop does not deliver

describe('where the shop does not deliver', () => {
  const MESSAGE = 'We do not ship to the islands yet. Please call us on 0712 255 0000.';

  it('a blocked state: preview and create answer 400 with the owner’s message, nothing written', async () => {
    const b = await buyer('carNicobar');
    await fill(b, [{ salePricePaise: 49900 }]);
    // Served before the owner blocks it (the rest of India).
    expect((await preview(b)).json().data).toMatchObject({ zone: 'india', deliveryFee: 49 });
    await withDelivery({ blockedStates: ['35'], blockedMessage: MESSAGE }, async () => {
      const res = await preview(b);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: MESSAGE });
      expect((await preview(b, '?deliveryMethod=express')).json().message).toBe(MESSAGE);
      const before = await counts();
      const created = await create(b);
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({ success: false, message: MESSAGE });
      expect((await create(b, { deliveryMethod: 'express' })).statusCode).toBe(400);
      expect(await counts()).toEqual(before);

      const check = await get('/api/shop/delivery/check?pincode=744301');
      expect(check.statusCode).toBe(200);
      expect(check.json().data).toMatchObject({
        pincode: '744301',
        state: { stateCode: '35', state: 'Andaman and Nicobar Islands' },
        serviceable: false,
        message: MESSAGE,
        zone: null,
        options: [],
        codAvailable: false,
      });
      // Elsewhere is still served.
      expect((await get('/api/shop/delivery/check?pincode=411005')).json().data.serviceable).toBe(true);
    });
    // Unblocked again, the same address is priced.
    expect((await preview(b)).statusCode).toBe(200);
  });

  it('a blocked pincode prefix: 7441 stops 744101 but not 744301', async () => {
    const blocked = await buyer('portBlair');
    await fill(blocked, [{ salePricePaise: 49900 }]);
    const other = await buyer('carNicobar');
    await fill(other, [{ salePricePaise: 49900 }]);
    await withDelivery({ blockedPincodes: ['7441'], blockedMessage: MESSAGE }, async () => {
      const res = await preview(blocked);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGE);
      const before = await counts();
      const created = await create(blocked);
      expect(created.statusCode).toBe(400);
      expect(created.json().message).toBe(MESSAGE);
      expect(await counts()).toEqual(before);
      expect((await get('/api/shop/delivery/check?pincode=744101')).json().data).toMatchObject({
        serviceable: false,
        message: MESSAGE,
      });

      expect((await preview(other)).statusCode).toBe(200);
      expect((await get('/api/shop/delivery/check?pincode=744301')).json().data).toMatchObject({
        serviceable: true,
        zone: 'india',
      });
    });
  });
});

// ---------------------------------------------------------------- fragile

describe('fragile packaging: ₹50.00 once per order', () => {
  it('a product marked fragile by the admin adds ₹50.00', async () => {
    // The admin's edit checks the product's category and subcategory exist.
    await createCategory(t.db, { name: 'Sanitaryware', subcategories: ['Wash Basins'] });
    const b = await buyer('pune');
    const [p] = await fill(b, [
      { salePricePaise: 60000, category: { name: 'Sanitaryware', sub: 'Wash Basins' } },
    ]);
    // ₹600.00 of goods: standard delivery free; no fragile fee yet.
    expect((await preview(b)).json().data).toMatchObject({ fragileFee: 0, totalAmount: 600 });
    const edit = await admin('PUT', `/api/admin/products/edit/${p.id}`, { fragile: true });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.fragile).toBe(true);
    const data = (await preview(b)).json().data;
    // 60000 ÷ 1.18 = 50847.45… → 50847; tax 9153 = 4577 (4576.5 half up) + 4576. Packing 5000: 5000 ÷ 1.18 =
    // 4237.28… → 4237; tax 763 = 382 (381.5 half up) + 381. Subtotal 55084; CGST 4959; SGST 4957; total 65000.
    expect(data).toMatchObject({
      goodsTotal: 600,
      deliveryFee: 0,
      fragileFee: 50,
      totalAmount: 650,
      totals: { subtotal: 550.84, cgst: 49.59, sgst: 49.57, igst: 0, grandTotal: 650 },
    });
    const { order } = await placed(b);
    expect(order).toMatchObject({ fragileFee: 50, totalAmount: 650, goodsTotal: 600 });
    expectSame(data, order);
  });

  it('two fragile lines still pay ₹50.00, shared between them by taxable value', async () => {
    const b = await buyer('pune');
    await fill(b, [
      { salePricePaise: 30000, fragile: true },
      { salePricePaise: 30000, fragile: true },
    ]);
    const data = (await preview(b)).json().data;
    // Each line 30000: taxable 25423.72… → 25424, tax 4576 = 2288 + 2288. Packing 5000 in two equal shares of
    // 2500: taxable 2500 ÷ 1.18 = 2118.64… → 2119, tax 381 = 191 (190.5 half up) + 190, twice.
    // Subtotal 2 × 25424 + 2 × 2119 = 55086; CGST 4576 + 382 = 4958; SGST 4576 + 380 = 4956; total 65000.
    expect(data).toMatchObject({
      goodsTotal: 600,
      fragileFee: 50,
      deliveryFee: 0,
      totalAmount: 650,
      totals: { subtotal: 550.86, cgst: 49.58, sgst: 49.56, igst: 0, grandTotal: 650 },
    });
    const { order } = await placed(b);
    expectSame(data, order);
  });

  it('one fragile line among others is enough for the ₹50.00', async () => {
    const b = await buyer('pune');
    await fill(b, [{ salePricePaise: 30000 }, { salePricePaise: 30000, fragile: true }]);
    expect((await preview(b)).json().data).toMatchObject({
      goodsTotal: 600,
      fragileFee: 50,
      totalAmount: 650,
    });
  });

  it('fragile packing adds to delivery below the threshold', async () => {
    const b = await buyer('nagpur');
    await fill(b, [{ salePricePaise: 49900, fragile: true }]);
    // Charges 2900 + 5000 = 7900: 7900 ÷ 1.18 = 6694.91… → 6695; tax 1205 = 603 (602.5 half up) + 602.
    // Subtotal 42288 + 6695 = 48983; CGST 3806 + 603 = 4409; SGST 3806 + 602 = 4408; total 57800.
    const data = (await preview(b)).json().data;
    expect(data).toMatchObject({
      goodsTotal: 499,
      deliveryFee: 29,
      fragileFee: 50,
      totalAmount: 578,
      totals: { subtotal: 489.83, cgst: 44.09, sgst: 44.08, igst: 0, grandTotal: 578 },
    });
  });

  it('a product of a category marked fragile (PATCH /api/admin/categories/:id) counts too', async () => {
    const category = await createCategory(t.db, { name: 'Glass Shelves', subcategories: ['Bathroom'] });
    const b = await buyer('pune');
    await fill(b, [{ salePricePaise: 60000, category: { name: 'Glass Shelves', sub: 'Bathroom' } }]);
    expect((await preview(b)).json().data.fragileFee).toBe(0);

    const res = await admin('PATCH', `/api/admin/categories/${category.id}`, { fragile: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { fragile: true } });
    expect((await preview(b)).json().data).toMatchObject({ fragileFee: 50, totalAmount: 650 });

    const off = await admin('PATCH', `/api/admin/categories/${category.id}`, { fragile: false });
    expect(off.statusCode).toBe(200);
    expect((await preview(b)).json().data).toMatchObject({ fragileFee: 0, totalAmount: 600 });
  });

  it('PATCH on a brand is 400; a customer gets 403, a visitor 401; a bad body 400', async () => {
    const brand = await createCategory(t.db, { name: 'Glassline', kind: 'brand' });
    const res = await admin('PATCH', `/api/admin/categories/${brand.id}`, { fragile: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only categories can be fragile, not brands');

    const category = await createCategory(t.db, { name: 'Mirrors' });
    const customer = await buyer('pune');
    const patch = (cookie?: string, payload: object = { fragile: true }) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/categories/${category.id}`,
        headers: cookie ? { cookie } : {},
        payload,
      });
    expect((await patch(customer.cookie)).statusCode).toBe(403);
    expect((await patch()).statusCode).toBe(401);
    for (const body of [{ fragile: 'yes' }, {}, { fragile: true, name: 'x' }]) {
      expect((await patch(t.adminCookie, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    // None of them changed it.
    const list = await admin('GET', '/api/admin/categories?kind=category');
    const mirrors = list.json().data.find((c: { _id: string }) => c._id === category.id);
    expect(mirrors.fragile).toBe(false);
  });
});

// ---------------------------------------------------------------- the owner's settings

describe('the owner’s delivery settings price orders at once', () => {
  it('freeAbove 999 and standardFee 59: ₹499.01 of goods now pays ₹59.00', async () => {
    const b = await buyer('pune');
    await fill(b, [{ salePricePaise: 49901 }]);
    expect((await preview(b)).json().data.deliveryFee).toBe(0);
    await withDelivery({ freeAbove: 999, standardFee: 59 }, async () => {
      const data = (await preview(b)).json().data;
      // 5900 ÷ 1.18 = 5000 exactly; tax 900 = 450 + 450. Subtotal 42289 + 5000 = 47289; CGST = SGST = 3806 +
      // 450 = 4256; total 49901 + 5900 = 55801. Short of free delivery: 99901 − 49901 = 50000.
      expect(data).toMatchObject({
        deliveryFee: 59,
        totalAmount: 558.01,
        freeDeliveryShortBy: 500,
        totals: { subtotal: 472.89, cgst: 42.56, sgst: 42.56, igst: 0, grandTotal: 558.01 },
      });
      expect(data.options.map((o: { fee: number }) => o.fee)).toEqual([59, 149]);
      const { order } = await placed(b);
      expect(order).toMatchObject({ deliveryFee: 59, totalAmount: 558.01 });
      expectSame(data, order);
      // The pincode check and the public settings say the same.
      expect((await get('/api/shop/delivery/check?pincode=411005')).json().data).toMatchObject({
        freeAbove: 999,
        options: [{ method: 'standard', fee: 59 }, { method: 'express' }],
      });
      const pub = await get('/api/common/settings/get');
      expect(pub.json().data.delivery).toMatchObject({ freeAbove: 999, standardFee: 59 });
    });
    expect((await preview(b)).json().data.deliveryFee).toBe(0);
  });

  it('local pincodes set by the owner replace the shop address’s city', async () => {
    const pune = await buyer('pune');
    await fill(pune, [{ salePricePaise: 49900 }]);
    const nagpur = await buyer('nagpur');
    await fill(nagpur, [{ salePricePaise: 49900 }]);
    await withDelivery({ localPincodes: ['411005', '4111'] }, async () => {
      // 411005 is now local (₹29.00); 440001 is only Maharashtra (₹49.00), the shop's own 440 no longer local.
      expect((await preview(pune)).json().data).toMatchObject({ zone: 'city', deliveryFee: 29 });
      expect((await preview(nagpur)).json().data).toMatchObject({ zone: 'state', deliveryFee: 49 });
      expect((await get('/api/shop/delivery/check?pincode=411005')).json().data.zone).toBe('city');
      expect((await get('/api/shop/delivery/check?pincode=411101')).json().data.zone).toBe('city');
      expect((await get('/api/shop/delivery/check?pincode=440001')).json().data.zone).toBe('state');
    });
    expect((await preview(nagpur)).json().data).toMatchObject({ zone: 'city', deliveryFee: 29 });
  });

  it('the settings refuse a bad delivery rule, changing nothing', async () => {
    const before = await currentDelivery();
    for (const change of [
      { freeAbove: -1 },
      { standardFee: 'free' },
      { blockedStates: ['XX'] },
      { blockedPincodes: ['74a'] },
      { blockedMessage: '' },
      { surprise: true },
    ]) {
      const res = await admin('PUT', '/api/admin/settings/update', { delivery: { ...before, ...change } });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
    }
    // Partial rules are refused: `delivery` is sent whole.
    expect(
      (await admin('PUT', '/api/admin/settings/update', { delivery: { freeAbove: 999 } })).statusCode,
    ).toBe(400);
    expect(await currentDelivery()).toEqual(before);
  });

  it('turns cash on delivery off and on again: the pincode check follows at once', async () => {
    const before = await currentDelivery();
    expect(before.cod.enabled).toBe(true);
    await withDelivery({ cod: { ...before.cod, enabled: false } }, async () => {
      expect((await currentDelivery()).cod.enabled).toBe(false);
      expect((await get('/api/shop/delivery/check?pincode=440001')).json().data.codAvailable).toBe(false);
    });
    expect(await currentDelivery()).toEqual(before);
    expect((await get('/api/shop/delivery/check?pincode=440001')).json().data.codAvailable).toBe(true);
  });
});

// ---------------------------------------------------------------- the product page's pincode check

describe('GET /api/shop/delivery/check', () => {
  it('tells a visitor the state, zone, fees below the threshold, dates and cash on delivery', async () => {
    const cases = [
      ['440001', 'city', 29, 99],
      ['411005', 'state', 49, 149],
      ['560001', 'india', 49, 199],
    ] as const;
    for (const [pincode, zone, standard, express] of cases) {
      const res = await get(`/api/shop/delivery/check?pincode=${pincode}`);
      expect(res.statusCode, pincode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const data = res.json().data;
      expect(data).toMatchObject({
        pincode,
        serviceable: true,
        message: null,
        zone,
        freeAbove: 499,
        // SPEC §9: cash on delivery is accepted, everywhere by default.
        codAvailable: true,
      });
      expect(data.state.stateCode).toBe(zone === 'india' ? '29' : '27');
      expect(data.options.map((o: { method: string; fee: number }) => [o.method, o.fee])).toEqual([
        ['standard', standard],
        ['express', express],
      ]);
      for (const o of data.options) expectWindow(o);
    }
  });

  it('a pincode not 6 digits is 400', async () => {
    for (const q of ['?pincode=44000', '?pincode=4400011', '?pincode=abcdef', '?pincode=', '']) {
      const res = await get(`/api/shop/delivery/check${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await get('/api/shop/delivery/check?pincode=44000')).json().message).toContain(
      'Pincode must be 6 digits',
    );
  });

  it('a pincode no state has is not serviceable, with a message', async () => {
    // 999999 and 000001 are 6 digits that the pincode table maps to no state.
    for (const pincode of ['999999', '000001']) {
      const res = await get(`/api/shop/delivery/check?pincode=${pincode}`);
      expect(res.statusCode, pincode).toBe(200);
      expect(res.json().data).toEqual({
        pincode,
        state: null,
        serviceable: false,
        message: `We could not find pincode ${pincode}. Please check it.`,
        zone: null,
        options: [],
        freeAbove: 499,
        codAvailable: false,
      });
    }
  });
});

// ---------------------------------------------------------------- invoice and GSTR-1

async function pdfText(buffer: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Section name → its rows (without the header and the Total row) of the GSTR-1 CSV. */
function gstr1Section(csv: string, name: string): string[][] {
  // The CSV's cells here hold no commas or quotes, so a plain split is enough.
  const lines = csv.split('\r\n').map((l) => l.split(','));
  const start = lines.findIndex((l, i) => l.length === 1 && l[0] === name && lines[i - 1]?.[0] === '');
  expect(start, name).toBeGreaterThan(0);
  const rows: string[][] = [];
  for (let j = start + 2; j < lines.length && !(lines[j].length === 1 && lines[j][0] === ''); j++) {
    if (lines[j][0] !== 'Total') rows.push(lines[j]);
  }
  return rows;
}

describe('the charges on the invoice and in GSTR-1', () => {
  it('a paid express order with fragile packing prints the charge row and counts it in b2cs and HSN', async () => {
    const b = await buyer('pune');
    await fill(b, [{ salePricePaise: 49900, fragile: true, hsn: '7009' }]);
    const { orderId, approvalURL, order } = await placed(b, { deliveryMethod: 'express' });
    // Goods 49900: taxable 42288, tax 3806 + 3806. Charges: express in the state 14900 + packing 5000 = 19900:
    // 19900 ÷ 1.18 = 16864.40… → 16864; tax 3036 = 1518 + 1518. Subtotal 42288 + 16864 = 59152; CGST = SGST =
    // 3806 + 1518 = 5324; total 49900 + 19900 = 69800.
    expect(order).toMatchObject({
      deliveryMethod: 'express',
      goodsTotal: 499,
      deliveryFee: 149,
      fragileFee: 50,
      totalAmount: 698,
      subtotal: 591.52,
      cgstAmount: 53.24,
      sgstAmount: 53.24,
    });
    await simulate(t.app, approvalURL, 'pay');
    expect((await captureVia(t.app, b.cookie, orderId)).json().success).toBe(true);

    const res = await get(`/api/shop/order/invoice/${orderId}`, b.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(res.rawPayload);
    for (const needle of [
      'TAX INVOICE',
      'Express delivery, fragile packaging', // the charge row
      '168.64', // its taxable value
      '15.18', // its CGST and SGST
      '199.00', // its total
      '422.88', // the goods' taxable value
      '591.52', // taxable total (HSN summary too)
      '53.24', // CGST and SGST totals
      '698.00', // grand total
    ]) {
      expect(text).toContain(needle);
    }
    // The charge row says it is part of the goods' value and names the goods' HSN it is shared over, not "-".
    expect(text).toMatch(
      /Express delivery, fragile packaging \(part of the\s+goods' value, CGST s\.15\(2\)\(c\)\)/,
    );
    expect(text).toMatch(/CGST s\.15\(2\)\(c\)\)\n7009 1 168\.64 168\.64/);

    // Its month in GSTR-1 holds only it.
    await t.db
      .update(orders)
      .set({ paidAt: new Date('2024-10-15T06:30:00Z'), invoicedAt: new Date('2024-10-15T06:30:00Z') })
      .where(eq(orders.id, orderId));
    const csv = await admin('GET', '/api/admin/gst/gstr1?month=2024-10');
    expect(csv.statusCode).toBe(200);
    // b2cs: type, place of supply, applicable %, rate, taxable value, IGST, CGST, SGST, cess, e-commerce GSTIN;
    // the taxable value is the goods' and the charges': 422.88 + 168.64 = 591.52.
    expect(gstr1Section(csv.body, 'b2cs')).toEqual([
      ['OE', '27-Maharashtra', '', '18.00', '591.52', '0.00', '53.24', '53.24', '0.00', ''],
    ]);
    // HSN: the line carries its share of the charges: 1 pc, value 698.00, taxable 591.52.
    expect(gstr1Section(csv.body, 'hsn')).toEqual([
      ['7009', '', 'NOS-NUMBERS', '1', '698.00', '18.00', '591.52', '0.00', '53.24', '53.24', '0.00'],
    ]);
  });
});
