import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct, createUser, loginAs, type ProductRow, type UserRow } from '../helpers/factories';
import { countRows, createOrderVia, createShopper, putInCart, shopperWithCart } from '../helpers/orders';
import { cartItems, orders, users } from '../../server/db/schema';

/**
 * The API's messages in Hindi (issue 50, decision 037): the same bad request from an English page and from a
 * Hindi one (x-shop-lang: hi) answers the same status, SPEC's English exactly without the header, the Hindi
 * with it, and writes nothing either way. The admin API stays English.
 */
let t: TestApp;
let buyer: UserRow;
let cookie: string;
let wire: ProductRow;
let soldOut: ProductRow;
const HI = { 'x-shop-lang': 'hi' };

beforeAll(async () => {
  t = await testApp({ admin: true });
  buyer = await createUser(t.db);
  cookie = await loginAs(t.app, buyer);
  wire = await createProduct(t.db, { title: 'House Wire', totalStock: 5 });
  soldOut = await createProduct(t.db, { title: 'Sold out', totalStock: 0 });
});

type Req = { method: 'GET' | 'POST' | 'PUT' | 'PATCH'; url: string; cookie?: string; body?: object };
const send = (r: Req, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: r.method,
    url: r.url,
    headers: { ...(r.cookie ? { cookie: r.cookie } : {}), ...headers },
    ...(r.body ? { payload: r.body } : {}),
  });

/** Both answers of one request: status alike, English exact, Hindi as given. */
async function both(r: Req, status: number, english: string, hindi: string) {
  const en = await send(r);
  const hi = await send(r, HI);
  expect(en.statusCode).toBe(status);
  expect(hi.statusCode).toBe(status);
  expect(en.json().message).toBe(english);
  expect(hi.json().message).toBe(hindi);
  expect(en.headers['content-language']).toBeUndefined();
  expect(hi.headers['content-language']).toBe('hi');
  expect(String(hi.headers.vary)).toContain('x-shop-lang');
  return { en, hi };
}

describe('cart', () => {
  it('out of stock and short stock, with the number in the Hindi; nothing in the cart', async () => {
    const add = (productId: string, quantity: number): Req => ({
      method: 'POST',
      url: '/api/shop/cart/add',
      cookie,
      body: { userId: buyer.id, productId, quantity },
    });
    await both(add(soldOut.id, 1), 409, 'This item is out of stock', 'यह सामान अभी स्टॉक में नहीं है');
    await both(
      add(wire.id, 6),
      409,
      'Only 5 quantity can be added for this item',
      'इस सामान की सिर्फ़ 5 मात्रा जोड़ी जा सकती है',
    );
    expect(await countRows(t.db, cartItems)).toBe(0);
  });

  it('a product that does not exist is not found in both languages', async () => {
    await both(
      {
        method: 'POST',
        url: '/api/shop/cart/add',
        cookie,
        body: { userId: buyer.id, productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      },
      404,
      'Product not found',
      'यह सामान नहीं मिला',
    );
  });

  it('a success message is in Hindi too', async () => {
    const other = await createUser(t.db);
    const res = await send(
      {
        method: 'POST',
        url: '/api/shop/cart/add',
        cookie: await loginAs(t.app, other),
        body: { userId: other.id, productId: wire.id, quantity: 1 },
      },
      HI,
    );
    expect(res.json()).toMatchObject({ success: true, message: 'सामान कार्ट में जुड़ गया' });
  });
});

describe('checkout', () => {
  it('a line past the stock names the product in Hindi; no order is written', async () => {
    const { s, products } = await shopperWithCart(t.app, [{ qty: 3, stock: 2, title: 'PVC Pipe 20mm' }]);
    const before = await countRows(t.db, orders);
    const en = await createOrderVia(t.app, s);
    const hi = await createOrderVia(t.app, s, {}, HI);
    expect(en.statusCode).toBe(409);
    expect(hi.statusCode).toBe(409);
    expect(en.json().message).toBe('Only 2 quantity available for PVC Pipe 20mm');
    expect(hi.json().message).toBe('PVC Pipe 20mm की सिर्फ़ 2 मात्रा उपलब्ध है');
    // The details beside the message stay as they are.
    expect(hi.json()).toMatchObject({ productId: products[0]!.id, available: 2 });
    expect(await countRows(t.db, orders)).toBe(before);
  });

  it('a wrong discount code and a wrong gift card code', async () => {
    const s = await createShopper(t.app);
    await putInCart(t.db, s.user.id, [{ productId: wire.id, quantity: 1 }]);
    const preview = (q: string): Req => ({
      method: 'GET',
      url: `/api/shop/order/preview/${s.user.id}/${s.addressId}?${q}`,
      cookie: s.cookie,
    });
    await both(preview('discountCode=NOSUCHCODE'), 400, 'This code is not valid', 'यह कोड सही नहीं है');
    await both(
      { method: 'GET', url: '/api/shop/giftcard/balance/AAAA-BBBB-CCCC-DDDD', cookie: s.cookie },
      404,
      'This gift card code is not valid. Please check it and try again.',
      'यह गिफ़्ट कार्ड कोड सही नहीं है। कृपया जाँचकर फिर से लिखें।',
    );
  });
});

describe('accounts', () => {
  it('a wrong password', async () => {
    await both(
      {
        method: 'POST',
        url: '/api/auth/login',
        body: { email: buyer.email, password: 'not-the-password' },
      },
      401,
      'Incorrect email or password',
      'ईमेल या पासवर्ड गलत है',
    );
  });

  it('a registration with an e-mail already taken, and one with a short password: nothing written', async () => {
    const before = await countRows(t.db, users);
    await both(
      {
        method: 'POST',
        url: '/api/auth/register',
        body: { userName: 'Ravi', email: buyer.email, password: 'long-enough-1' },
      },
      409,
      'An account with this email already exists. Please log in instead.',
      'इस ईमेल से पहले ही खाता बना है। कृपया लॉगिन करें।',
    );
    await both(
      {
        method: 'POST',
        url: '/api/auth/register',
        body: { userName: 'Ravi', email: 'ravi@example.com', password: 'short' },
      },
      400,
      'password: Password must be at least 8 characters',
      'password: पासवर्ड कम से कम 8 अक्षर का हो',
    );
    await both(
      {
        method: 'POST',
        url: '/api/auth/register',
        body: { userName: 'Ravi', email: 'nope', password: 'long-enough-1' },
      },
      400,
      'email: Please enter a valid email address',
      'email: कृपया सही ईमेल पता लिखें',
    );
    expect(await countRows(t.db, users)).toBe(before);
  });

  it('a rate limit names its wait in Hindi', async () => {
    const reset = (email: string): Req => ({
      method: 'POST',
      url: '/api/auth/password/request-reset',
      body: { email },
    });
    // The first request of an address takes its one slot a minute; the second waits.
    expect((await send(reset(buyer.email))).statusCode).toBe(200);
    const en = await send(reset(buyer.email));
    const hi = await send(reset(buyer.email), HI);
    expect(en.statusCode).toBe(429);
    expect(hi.statusCode).toBe(429);
    const seconds = /^Please wait (\d+) seconds before requesting another code\.$/.exec(
      en.json().message,
    )?.[1];
    expect(seconds).toBeDefined();
    expect(hi.json().message).toMatch(/^नया कोड माँगने से पहले \d+ सेकंड रुकें।$/);
  });

  it('not logged in', async () => {
    await both(
      { method: 'PATCH', url: '/api/auth/profile', body: { language: 'hi' } },
      401,
      'Please log in to continue',
      'आगे बढ़ने के लिए लॉगिन करें',
    );
  });
});

describe('the header', () => {
  it('takes hi and a Hindi locale, nothing else', async () => {
    const r: Req = { method: 'PATCH', url: '/api/auth/profile', body: { language: 'hi' } };
    for (const [value, hindi] of [
      ['hi', true],
      ['HI-IN', true],
      [' hi ', true],
      ['en', false],
      ['history', false],
      ['', false],
    ] as const) {
      const res = await send(r, { 'x-shop-lang': value });
      expect(res.json().message, value).toBe(hindi ? 'आगे बढ़ने के लिए लॉगिन करें' : 'Please log in to continue');
    }
  });
});

describe('the admin API stays English', () => {
  it('even with the header', async () => {
    const res = await send(
      {
        method: 'GET',
        url: '/api/admin/giftcards/get/00000000-0000-4000-8000-000000000000',
        cookie: t.adminCookie,
      },
      HI,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Gift card not found');
    const product = await send(
      {
        method: 'GET',
        url: '/api/admin/products/get/00000000-0000-4000-8000-000000000000',
        cookie: t.adminCookie,
      },
      HI,
    );
    expect(product.json().message).not.toMatch(/[\u0900-\u097f]/);
  });
});

describe('the buyer’s language', () => {
  const register = (email: string, headers: Record<string, string> = {}) =>
    send(
      {
        method: 'POST',
        url: '/api/auth/register',
        body: { userName: 'Meera', email, password: 'long-enough-1' },
      },
      headers,
    );
  const languageOf = async (email: string) =>
    (await t.db.select({ l: users.language }).from(users).where(eq(users.email, email)))[0]?.l;

  it('is the page’s they registered on: Hindi with the header, English without', async () => {
    expect((await register('meera-hi@example.com', HI)).statusCode).toBe(201);
    expect((await register('meera-en@example.com')).statusCode).toBe(201);
    expect(await languageOf('meera-hi@example.com')).toBe('hi');
    expect(await languageOf('meera-en@example.com')).toBe('en');
  });

  it('check-auth answers it and the profile changes it', async () => {
    const u = await createUser(t.db);
    const c = await loginAs(t.app, u);
    const me = () => send({ method: 'GET', url: '/api/auth/check-auth', cookie: c });
    expect((await me()).json().user.language).toBe('en');
    const res = await send({
      method: 'PATCH',
      url: '/api/auth/profile',
      cookie: c,
      body: { language: 'hi' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Your settings are saved',
      user: { id: u.id, language: 'hi' },
    });
    expect((await me()).json().user.language).toBe('hi');
    const back = await send(
      { method: 'PATCH', url: '/api/auth/profile', cookie: c, body: { language: 'en' } },
      HI,
    );
    expect(back.json().message).toBe('आपकी सेटिंग सेव हो गई');
    expect((await me()).json().user.language).toBe('en');
  });

  it.each([
    [{ language: 'fr' }],
    [{ language: '' }],
    [{ language: null }],
    [{}],
    [{ language: 'hi', role: 'admin' }],
  ])('refuses %j with 400 and writes nothing', async (body) => {
    const u = await createUser(t.db, { language: 'hi' });
    const c = await loginAs(t.app, u);
    const res = await send({ method: 'PATCH', url: '/api/auth/profile', cookie: c, body });
    expect(res.statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ language: 'hi', role: 'customer', updatedAt: u.updatedAt });
  });

  it('names the wrong value in the message', async () => {
    const c = await loginAs(t.app, await createUser(t.db));
    const res = await send({
      method: 'PATCH',
      url: '/api/auth/profile',
      cookie: c,
      body: { language: 'fr' },
    });
    expect(res.json().message).toBe("language: Language must be 'en' or 'hi'");
  });
});
