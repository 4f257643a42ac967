import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ANSWERS, answerRouteOf, answerSchema } from '../../common/contracts/answers';
import { testApp, type TestApp } from '../helpers/app';
import { csvFile, multipartFile, newRow } from '../helpers/catalog-files';
import { createCategory, createProduct, createUser, DEFAULT_PASSWORD, loginAs } from '../helpers/factories';
import { createBody, createShopper, putInCart, type Shopper } from '../helpers/orders';
import { answerChecker, fetchDocument } from '../helpers/openapi-document';
import { desc, eq } from 'drizzle-orm';
import { galleryImages, mailOutbox, orders, paymentEvents } from '../../server/db/schema';
import { waitForPendingMail } from '../../server/mail/mailer';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';

/** The customer pays on the simulator's page (its approvalURL), and the shop hears of it. */
async function payOnSimulator(approvalURL: string) {
  await t.app.inject({
    method: 'POST',
    url: new URL(approvalURL).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
  await waitForPaymentWork(t.app);
}

/**
 * The server's real answers follow common/contracts/answers.ts, the schemas the web tests' fakes are held
 * to: each route the web app calls is asked through app.inject on a real database, for success and for
 * its typical errors, and its JSON is parsed with the schema for its route and status. Each answer is also
 * checked against the API's document (GET /api/docs/openapi.json), as a client generated from it reads it.
 */

let t: TestApp;
let admin: string;
let shopper: Shopper;
let product: { id: string };
let category: { id: string; subcategories: { id: string }[] };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const asked = new Set<string>();
let documented: ReturnType<typeof answerChecker>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Ask {
  cookie?: string;
  /** A JSON body. */
  body?: unknown;
  /** Or a raw body with its own headers (multipart). */
  raw?: { payload: Buffer; headers: Record<string, string> };
}
async function expectContract(method: Method, url: string, status: number, opts: Ask = {}) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...opts.raw?.headers, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    ...(opts.raw ? { payload: opts.raw.payload } : {}),
  });
  const pathname = new URL(url, 'http://x').pathname;
  const route = answerRouteOf(method, pathname);
  expect(route, `${method} ${pathname} has an answer contract`).toBeDefined();
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(status);
  const parsed = answerSchema(route!, status).safeParse(res.json());
  if (!parsed.success) {
    throw new Error(
      `${method} ${url} (${status}) does not follow its contract:\n${z.prettifyError(parsed.error)}`,
    );
  }
  expect(documented(route!, status, res.headers['content-type'] as string, res.body)).toEqual([]);
  if (status >= 200 && status < 300) asked.add(route!);
  return res.json();
}

const productBody = (title: string) => ({
  title,
  description: 'Copper house wire',
  image: 'https://cdn.example.com/wire.jpg',
  images: [],
  category: 'Wires & Cables',
  subcategory: 'House Wire',
  brand: '',
  hsn: '8544',
  salePrice: 1180,
  cgstPercent: 9,
  sgstPercent: 9,
  totalStock: 25,
  averageReview: 0,
  minEstimatePrice: 1000,
  maxEstimatePrice: 1500,
  estimatorPresets: [
    { name: 'Coil', size: '1.5', capacity: '90 m', qty: 2, price: 1180, hsn: '8544', active: true },
  ],
  variants: [{ size: '1.5 sq mm', stdPacking: '90 m', pricePerPiece: 1180, active: true }],
  priceTiers: [{ price: 1150 }],
});
/** A multipart/form-data body with one PNG under my_file, as the admin's image upload sends it. */
async function pngUpload() {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a6fdb' } })
    .png()
    .toBuffer();
  const boundary = 'answercontract';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="my_file"; filename="wire.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const address = {
  address: '1, MG Road',
  city: 'Pune',
  pincode: '411001',
  phone: '9876543210',
  notes: 'Ring twice',
};

beforeAll(async () => {
  t = await testApp({ admin: true });
  admin = t.adminCookie;
  documented = answerChecker(await fetchDocument(t.app));
  category = await createCategory(t.db, { name: 'Wires & Cables', subcategories: ['House Wire'] });
  product = await createProduct(t.db, {
    title: 'House Wire',
    category: 'Wires & Cables',
    subcategory: 'House Wire',
    totalStock: 10,
  });
  shopper = await createShopper(t.app);
  await t.db.insert(galleryImages).values({
    publicId: 'gallery-one',
    secureUrl: 'https://cdn.example.com/one.webp',
    bytes: 10_000,
    width: 10,
    height: 10,
    format: 'webp',
  });
});

describe('auth answers', () => {
  it('register, login, check-auth, reset, logout: success and errors', async () => {
    const body = { userName: 'Meera', email: 'meera@example.com', password: 'long-enough-1' };
    await expectContract('POST', '/api/auth/register', 201, { body });
    await expectContract('POST', '/api/auth/register', 409, { body });
    await expectContract('POST', '/api/auth/register', 400, { body: { ...body, email: 'no' } });
    await expectContract('POST', '/api/auth/login', 401, {
      body: { email: body.email, password: 'wrong-password' },
    });
    await expectContract('GET', '/api/auth/check-auth', 401);
    await expectContract('GET', '/api/auth/check-auth', 200, { cookie: shopper.cookie });
    await expectContract('PATCH', '/api/auth/profile', 200, {
      cookie: shopper.cookie,
      body: { language: 'en' },
    });
    await expectContract('PATCH', '/api/auth/profile', 400, {
      cookie: shopper.cookie,
      body: { language: 'fr' },
    });
    await expectContract('POST', '/api/auth/password/request-reset', 200, { body: { email: body.email } });
    await expectContract('POST', '/api/auth/password/confirm-reset', 400, {
      body: { email: body.email, otp: '000000', newPassword: 'another-long-1' },
    });
    await waitForPendingMail();
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, body.email))
      .orderBy(desc(mailOutbox.createdAt));
    const otp = /^ {4}(\d{6})$/m.exec(mail!.text)?.[1];
    await expectContract('POST', '/api/auth/password/confirm-reset', 200, {
      body: { email: body.email, otp, newPassword: 'another-long-1' },
    });
    const user = await createUser(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(answerSchema('POST /api/auth/login', 200).safeParse(login.json()).success).toBe(true);
    asked.add('POST /api/auth/login');
    await expectContract('POST', '/api/auth/logout', 200, { cookie: await loginAs(t.app, user) });
  });
});

describe('catalog answers', () => {
  it('listing, product, subcategories, search, estimator, categories, settings, slider', async () => {
    await expectContract('GET', '/api/shop/products/get', 200);
    await expectContract(
      'GET',
      '/api/shop/products/get?facets=brand&minPrice=1&maxPrice=100000&inStock=true',
      200,
    );
    await expectContract('GET', '/api/shop/products/get?minPrice=abc', 400);
    await expectContract('GET', `/api/shop/products/get/${product.id}`, 200);
    await expectContract('GET', `/api/shop/products/get/${UNKNOWN}`, 404);
    await expectContract('GET', '/api/shop/products/get/not-an-id', 400);
    await expectContract('GET', '/api/shop/products/subcategories?categories=Wires%20%26%20Cables', 200);
    await expectContract('GET', '/api/shop/search/house', 200);
    await expectContract('GET', '/api/shop/estimator/products', 200);
    await expectContract('GET', '/api/common/categories/get', 200);
    await expectContract('GET', '/api/common/settings/get', 200);
    await expectContract('GET', '/api/common/feature/get', 200);
    await expectContract('GET', `/api/shop/review/${product.id}`, 200);
  });
});

describe('cart, address, review and order answers', () => {
  it('a customer’s whole round, with refusals', async () => {
    const { cookie, user } = shopper;
    await expectContract('GET', `/api/shop/cart/get/${user.id}`, 401);
    await expectContract('GET', `/api/shop/cart/get/${user.id}`, 200, { cookie });
    await expectContract('POST', '/api/shop/cart/add', 200, {
      cookie,
      body: { userId: user.id, productId: product.id, quantity: 1 },
    });
    await expectContract('POST', '/api/shop/cart/add', 409, {
      cookie,
      body: { userId: user.id, productId: product.id, quantity: 50 },
    });
    await expectContract('PUT', '/api/shop/cart/update-cart', 200, {
      cookie,
      body: { userId: user.id, productId: product.id, quantity: 2 },
    });
    await expectContract('DELETE', `/api/shop/cart/${user.id}/${product.id}`, 200, { cookie });
    await expectContract('POST', '/api/shop/cart/add', 400, {
      cookie,
      body: { userId: user.id, productId: product.id, quantity: 0 },
    });

    await expectContract('GET', `/api/shop/wishlist/get/${user.id}`, 401);
    await expectContract('POST', '/api/shop/wishlist/add', 200, {
      cookie,
      body: { userId: user.id, productId: product.id, notifyPriceDrop: true },
    });
    await expectContract('GET', `/api/shop/wishlist/get/${user.id}`, 200, { cookie });
    await expectContract('PUT', '/api/shop/wishlist/alerts', 200, {
      cookie,
      body: { userId: user.id, enabled: false },
    });
    await expectContract('DELETE', `/api/shop/wishlist/${user.id}/${product.id}`, 200, { cookie });
    await expectContract('DELETE', `/api/shop/wishlist/${user.id}/${product.id}`, 404, { cookie });

    const added = await expectContract('POST', '/api/shop/address/add', 200, {
      cookie,
      body: { ...address, userId: user.id },
    });
    await expectContract('GET', `/api/shop/address/get/${user.id}`, 200, { cookie });
    await expectContract('PUT', `/api/shop/address/update/${user.id}/${added.data._id}`, 200, {
      cookie,
      body: { ...address, city: 'Mumbai' },
    });
    await expectContract('DELETE', `/api/shop/address/delete/${user.id}/${added.data._id}`, 200, { cookie });
    await expectContract('POST', '/api/shop/address/add', 400, {
      cookie,
      body: { ...address, pincode: '12', userId: user.id },
    });

    await expectContract('POST', '/api/shop/review/add', 400, {
      cookie,
      body: { userId: user.id, productId: product.id, reviewMessage: 'Good', reviewValue: 9 },
    });
    await expectContract('POST', '/api/shop/review/add', 200, {
      cookie,
      body: {
        userId: user.id,
        productId: product.id,
        userName: 'Anyone',
        reviewMessage: 'Good wire',
        reviewValue: 4,
      },
    });

    await putInCart(t.db, user.id, [{ productId: product.id, quantity: 1 }]);
    await expectContract('GET', `/api/shop/order/preview/${user.id}/${shopper.addressId}`, 200, { cookie });
    await expectContract(
      'GET',
      `/api/shop/order/preview/${user.id}/${shopper.addressId}?deliveryMethod=express`,
      200,
      { cookie },
    );
    await expectContract(
      'GET',
      `/api/shop/order/preview/${user.id}/${shopper.addressId}?deliveryMethod=drone`,
      400,
      { cookie },
    );
    await expectContract('GET', '/api/shop/delivery/check?pincode=411001', 200);
    await expectContract('GET', '/api/shop/delivery/check?pincode=41100', 400);
    const created = await expectContract('POST', '/api/shop/order/create', 200, {
      cookie,
      body: createBody(shopper),
    });
    await expectContract('POST', '/api/shop/order/capture', 200, {
      cookie,
      body: { orderId: created.orderId },
    });
    await expectContract('POST', '/api/shop/order/capture', 404, { cookie, body: { orderId: UNKNOWN } });
    await expectContract('GET', `/api/shop/order/list/${user.id}`, 200, { cookie });
    await expectContract('GET', `/api/shop/order/details/${created.orderId}`, 200, { cookie });
    await expectContract('POST', '/api/shop/order/create', 400, {
      cookie,
      body: { ...createBody(shopper), contactEmail: 'no' },
    });

    // The admin's view of the same order.
    await expectContract('GET', '/api/admin/orders/get', 200, { cookie: admin });
    await expectContract('GET', `/api/admin/orders/details/${created.orderId}`, 200, { cookie: admin });
    await expectContract('PUT', `/api/admin/orders/update/${created.orderId}`, 200, {
      cookie: admin,
      body: { orderStatus: 'rejected' },
    });
    await expectContract('PUT', `/api/admin/orders/refunded/${created.orderId}`, 409, { cookie: admin });
    // A payment that arrived for the rejected order anyway is owed back; the admin records its refund.
    const [{ merchantOrderId }] = await t.db.select().from(orders).where(eq(orders.id, created.orderId));
    await t.db.insert(paymentEvents).values({
      provider: 'simulator',
      merchantOrderId,
      eventType: 'refund.needed',
      dedupeKey: `refund-needed:${merchantOrderId}`,
      payload: {},
    });
    await expectContract('PUT', `/api/admin/orders/refunded/${created.orderId}`, 200, { cookie: admin });
    await expectContract('DELETE', `/api/admin/orders/delete/${created.orderId}`, 200, { cookie: admin });

    // Cash on delivery: the e-mail code, the order, dispatch and the cash collected.
    await expectContract('POST', '/api/shop/order/cod-code', 200, { cookie });
    await expectContract('POST', '/api/shop/order/cod-verify', 400, { cookie, body: { code: '12' } });
    await waitForPendingMail();
    const [codeMail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, user.email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const code = /^ {4}(\d{6})$/m.exec(codeMail.text)?.[1];
    await expectContract('POST', '/api/shop/order/cod-verify', 200, { cookie, body: { code } });
    await putInCart(t.db, user.id, [{ productId: product.id, quantity: 1 }]);
    await expectContract(
      'GET',
      `/api/shop/order/preview/${user.id}/${shopper.addressId}?paymentMethod=cod`,
      200,
      { cookie },
    );
    const cash = await expectContract('POST', '/api/shop/order/create', 200, {
      cookie,
      body: createBody(shopper, { paymentMethod: 'cod' }),
    });
    const dispatched = await expectContract('PUT', `/api/admin/orders/update/${cash.orderId}`, 200, {
      cookie: admin,
      body: {
        orderStatus: 'inShipping',
        courier: 'Delhivery',
        trackingNumber: 'DL-20001',
        trackingUrl: 'https://www.delhivery.com/track',
      },
    });
    await expectContract('PUT', `/api/admin/orders/cash-collected/${cash.orderId}`, 400, {
      cookie: admin,
      body: { amount: 0.5, collectedOn: '2026-01-01' },
    });
    await expectContract('PUT', `/api/admin/orders/cash-collected/${cash.orderId}`, 200, {
      cookie: admin,
      body: {
        amount: dispatched.data.totalAmount,
        collectedOn: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
      },
    });
    await expectContract('GET', '/api/admin/orders/get', 403, { cookie });

    // Returns and refunds: the delivered cash order is returned and refunded by UPI; an online one is cancelled, another refunded.
    await expectContract('POST', `/api/shop/order/return/${cash.orderId}`, 400, {
      cookie,
      body: { lines: [], reason: 'damaged' },
    });
    const line = dispatched.data.cartItems[0];
    await expectContract('POST', `/api/shop/order/return/${cash.orderId}`, 200, {
      cookie,
      body: {
        lines: [{ productId: line.productId, quantity: 1 }],
        reason: 'damaged',
        note: 'Cracked',
        payout: { method: 'upi', upiId: 'buyer@okhdfc' },
      },
    });
    const returns = await expectContract('GET', '/api/admin/returns/get?status=requested', 200, {
      cookie: admin,
    });
    const ret = returns.data.find((r: { orderId: string }) => r.orderId === cash.orderId);
    const update = (body: object, status = 200) =>
      expectContract('PUT', `/api/admin/returns/update/${ret._id}`, status, { cookie: admin, body });
    await update({ status: 'received', lines: [] }, 400);
    await update(
      { status: 'received', lines: [{ productId: line.productId, condition: 'faulty', restock: false }] },
      409,
    );
    await update({ status: 'approved', note: '' });
    await update({
      status: 'received',
      lines: [{ productId: line.productId, condition: 'faulty', restock: false }],
    });
    await update({ status: 'refunded', method: 'upi', reference: 'UPI12345678' });

    await putInCart(t.db, user.id, [{ productId: product.id, quantity: 1 }]);
    const unpaid = await expectContract('POST', '/api/shop/order/create', 200, {
      cookie,
      body: createBody(shopper),
    });
    await expectContract('POST', `/api/shop/order/cancel/${unpaid.orderId}`, 200, { cookie });
    await expectContract('POST', `/api/shop/order/cancel/${unpaid.orderId}`, 409, { cookie });

    await putInCart(t.db, user.id, [{ productId: product.id, quantity: 1 }]);
    const online = await expectContract('POST', '/api/shop/order/create', 200, {
      cookie,
      body: createBody(shopper),
    });
    await payOnSimulator(online.approvalURL);
    const refundUrl = `/api/admin/orders/refund/${online.orderId}`;
    await expectContract('POST', refundUrl, 400, { cookie: admin, body: { amount: 0.5 } });
    const refunded = await expectContract('POST', refundUrl, 200, { cookie: admin, body: { amount: 1 } });
    const merchantRefundId = refunded.data.refunds[0].merchantRefundId;
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/simulator/refund/${merchantRefundId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin },
      payload: 'action=fail',
    });
    await waitForPaymentWork(t.app);
    await expectContract('POST', `/api/admin/orders/refund-retry/${online.orderId}`, 200, {
      cookie: admin,
      body: { merchantRefundId },
    });
    await expectContract('POST', `/api/admin/orders/refund-retry/${online.orderId}`, 409, {
      cookie: admin,
      body: { merchantRefundId },
    });
  });
});

describe('admin answers', () => {
  it('dashboard, products, categories, images, settings, slider', async () => {
    await expectContract('GET', '/api/admin/dashboard/summary', 200, { cookie: admin });
    await expectContract('GET', '/api/admin/dashboard/summary', 401);
    const added = await expectContract('POST', '/api/admin/products/add', 201, {
      cookie: admin,
      body: productBody('Wire A'),
    });
    await expectContract('POST', '/api/admin/products/add', 400, {
      cookie: admin,
      body: { ...productBody('Wire B'), category: 'Nope' },
    });
    await expectContract('GET', '/api/admin/products/get', 200, { cookie: admin });
    await expectContract('PUT', `/api/admin/products/edit/${added.data._id}`, 200, {
      cookie: admin,
      body: { totalStock: 3 },
    });
    await expectContract('PUT', `/api/admin/products/edit-product/${added.data._id}`, 200, {
      cookie: admin,
      body: productBody('Wire C'),
    });
    await expectContract('DELETE', `/api/admin/products/delete/${added.data._id}`, 200, { cookie: admin });

    const brand = await expectContract('POST', '/api/admin/categories', 200 + 1, {
      cookie: admin,
      body: { name: 'Answer Brand', kind: 'brand' },
    });
    await expectContract('POST', '/api/admin/categories', 409, {
      cookie: admin,
      body: { name: 'Answer Brand', kind: 'brand' },
    });
    await expectContract('GET', '/api/admin/categories', 200, { cookie: admin });
    await expectContract('PATCH', `/api/admin/categories/${category.id}`, 200, {
      cookie: admin,
      body: { fragile: true },
    });
    await expectContract('PATCH', `/api/admin/categories/${brand.data._id}`, 400, {
      cookie: admin,
      body: { fragile: true },
    });
    const sub = await expectContract('POST', `/api/admin/categories/${category.id}/sub`, 201, {
      cookie: admin,
      body: { name: 'Flexible' },
    });
    const flexible = sub.data.subcategories.find((s: { name: string }) => s.name === 'Flexible');
    await expectContract('PATCH', `/api/admin/categories/${category.id}/sub/${flexible._id}`, 200, {
      cookie: admin,
      body: { translations: { hi: { name: 'फ्लेक्सिबल' } } },
    });
    await expectContract('DELETE', `/api/admin/categories/${category.id}/sub/${flexible._id}`, 200, {
      cookie: admin,
    });
    await expectContract('DELETE', `/api/admin/categories/${category.id}`, 409, { cookie: admin });
    await expectContract('DELETE', `/api/admin/categories/${brand.data._id}`, 200, { cookie: admin });

    await expectContract('POST', '/api/admin/products/upload-image', 200, {
      cookie: admin,
      raw: await pngUpload(),
    });
    await expectContract('POST', '/api/admin/products/upload-image', 400, {
      cookie: admin,
      raw: { ...(await pngUpload()), payload: Buffer.from('--answercontract--\r\n') },
    });
    // The catalog by spreadsheet: the preview, a real run refused with its report, a plain 400.
    const catalog = (rows: Parameters<typeof csvFile>[0], header?: string[]) =>
      multipartFile(csvFile(rows, header), 'products.csv');
    const catalogRow = newRow({ brand: '', image: 'https://cdn.example.com/wire.jpg' });
    await expectContract('POST', '/api/admin/products/import?dryRun=true', 200, {
      cookie: admin,
      raw: catalog([catalogRow]),
    });
    await expectContract('POST', '/api/admin/products/import?dryRun=false', 400, {
      cookie: admin,
      raw: catalog([{ ...catalogRow, cgstPercent: '120' }]),
    });
    await expectContract('POST', '/api/admin/products/import?dryRun=true', 400, {
      cookie: admin,
      raw: catalog([catalogRow], ['id', 'title']),
    });
    await expectContract('POST', '/api/admin/products/bulk-price', 200, {
      cookie: admin,
      body: { filter: { category: 'Wires & Cables' }, percent: 8, rounding: 'half' },
    });
    await expectContract('POST', '/api/admin/products/bulk-price', 400, {
      cookie: admin,
      body: { filter: {}, percent: 8, rounding: 'half' },
    });
    await expectContract('GET', '/api/admin/images/get', 200, { cookie: admin });
    await expectContract('POST', '/api/admin/images/delete-multiple', 200, {
      cookie: admin,
      body: { public_ids: ['nothing-here'] },
    });
    await expectContract('POST', '/api/admin/images/delete-blank', 200, { cookie: admin });
    await expectContract('DELETE', `/api/admin/images/delete/${'gallery-one'}`, 200, { cookie: admin });

    await expectContract('GET', '/api/admin/settings/get', 200, { cookie: admin });
    const discount = await expectContract('POST', '/api/admin/discounts/add', 201, {
      cookie: admin,
      body: { code: 'CONTRACT10', kind: 'percent', value: 10 },
    });
    await expectContract('POST', '/api/admin/discounts/add', 400, {
      cookie: admin,
      body: { code: 'NO', kind: 'percent', value: 10 },
    });
    await expectContract('GET', '/api/admin/discounts/get', 200, { cookie: admin });
    const discountId = (discount as { data: { _id: string } }).data._id;
    await expectContract('PUT', `/api/admin/discounts/update/${discountId}`, 200, {
      cookie: admin,
      body: { value: 12 },
    });
    await expectContract('DELETE', `/api/admin/discounts/delete/${discountId}`, 200, { cookie: admin });
    await expectContract('PUT', '/api/admin/settings/update', 200, {
      cookie: admin,
      body: { gstNumber: '27AAPFU0939F1ZV' },
    });
    await expectContract('PUT', '/api/admin/settings/update', 400, {
      cookie: admin,
      body: { cgstPercent: 101 },
    });

    const slide = await expectContract('POST', '/api/common/feature/add', 201, {
      cookie: admin,
      body: { image: 'https://cdn.example.com/s.webp' },
    });
    await expectContract('PUT', `/api/common/feature/update/${slide.data._id}`, 200, {
      cookie: admin,
      body: { title: 'Monsoon Wiring Week', link: '/shop/listing' },
    });
    await expectContract('PUT', `/api/common/feature/update/${crypto.randomUUID()}`, 404, {
      cookie: admin,
      body: { title: 'x' },
    });
    await expectContract('DELETE', '/api/common/feature/purge-invalid', 200, { cookie: admin });
    await expectContract('DELETE', '/api/common/feature/clear', 200, { cookie: admin });
  });
});

describe('gift card answers', () => {
  it('the owner issues, lists, opens and changes a card; the buyer looks it up and lists theirs', async () => {
    const card = await expectContract('POST', '/api/admin/giftcards/add', 201, {
      cookie: admin,
      body: { amount: 500, recipientName: 'Asha' },
    });
    await expectContract('POST', '/api/admin/giftcards/add', 400, {
      cookie: admin,
      body: { amount: 0.99, recipientName: 'Asha' },
    });
    await expectContract('GET', '/api/admin/giftcards/get', 200, { cookie: admin });
    await expectContract('GET', `/api/admin/giftcards/get/${card.data._id}`, 200, { cookie: admin });
    await expectContract('GET', `/api/admin/giftcards/get/${UNKNOWN}`, 404, { cookie: admin });
    await expectContract('PUT', `/api/admin/giftcards/update/${card.data._id}`, 200, {
      cookie: admin,
      body: { adjustment: { amount: -10, note: 'Correction' } },
    });
    await expectContract('PUT', `/api/admin/giftcards/update/${card.data._id}`, 400, {
      cookie: admin,
      body: { adjustment: { amount: -1000, note: 'Too much' } },
    });
    await expectContract('GET', `/api/shop/giftcard/balance/${card.data.code}`, 200, {
      cookie: shopper.cookie,
    });
    await expectContract('GET', '/api/shop/giftcard/balance/AAAA-BBBB-CCCC-DDDD', 404, {
      cookie: shopper.cookie,
    });
    await expectContract('GET', '/api/shop/giftcard/mine', 200, { cookie: shopper.cookie });
    await expectContract('GET', '/api/shop/giftcard/mine', 401);
  });
});

describe('coverage', () => {
  it('asked every route with a contract for a success answer', () => {
    const missing = Object.keys(API_ANSWERS).filter((r) => !asked.has(r));
    expect(missing).toEqual([]);
  });
});
