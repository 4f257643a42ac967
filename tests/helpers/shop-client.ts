/**
 * A shopper and an admin speaking HTTP to a real server process (tests/ops), as the web app does: cookies,
 * JSON bodies, the simulator's payment form. Only what the operations tests need.
 */

const ADMIN = { email: 'owner@shop.test', password: 'owner-password-1' }; // set by startServerProcess

export interface HttpAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  opts: { cookie?: string; json?: unknown; form?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  let body: string | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  }
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body,
    redirect: 'manual',
    signal: opts.signal,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    // not JSON (a redirect, a page)
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

function sessionCookie(answer: HttpAnswer): string {
  const raw = answer.headers.getSetCookie().find((c) => /^(__Host-)?sid=/.test(c));
  if (!raw) throw new Error(`no session cookie (status ${answer.status}: ${JSON.stringify(answer.body)})`);
  return raw.split(';')[0];
}

function expectStatus(answer: HttpAnswer, status: number, what: string) {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

export async function loginAdmin(baseUrl: string): Promise<string> {
  const res = await call(baseUrl, 'POST', '/api/auth/login', { json: ADMIN });
  expectStatus(res, 200, 'admin login');
  return sessionCookie(res);
}

/** A category with one subcategory, and `stocks.length` products in it with those stocks (ids returned in order). */
export async function seedProducts(
  baseUrl: string,
  adminCookie: string,
  stocks: number[],
): Promise<string[]> {
  const cat = await call<{ data: { _id?: string; id?: string } }>(baseUrl, 'POST', '/api/admin/categories', {
    cookie: adminCookie,
    json: { name: 'Wires', kind: 'category' },
  });
  expectStatus(cat, 201, 'add category');
  const catId = cat.body.data._id ?? cat.body.data.id;
  expectStatus(
    await call(baseUrl, 'POST', `/api/admin/categories/${catId}/sub`, {
      cookie: adminCookie,
      json: { name: 'House wire' },
    }),
    201,
    'add subcategory',
  );
  const ids: string[] = [];
  for (const [i, totalStock] of stocks.entries()) {
    const res = await call<{ data: { _id: string } }>(baseUrl, 'POST', '/api/admin/products/add', {
      cookie: adminCookie,
      json: {
        title: `Ops wire ${i + 1}`,
        description: 'A product for the operations tests',
        image: 'https://example.com/wire.png',
        images: [],
        category: 'Wires',
        subcategory: 'House wire',
        salePrice: 100 + i,
        cgstPercent: 9,
        sgstPercent: 9,
        totalStock,
      },
    });
    expectStatus(res, 201, 'add product');
    ids.push(res.body.data._id);
  }
  return ids;
}

export interface Customer {
  userId: string;
  cookie: string;
  addressId: string;
}

/** Registers, logs in and saves an address (Mumbai, Maharashtra). */
export async function newCustomer(baseUrl: string, n: number): Promise<Customer> {
  const email = `ops-buyer-${n}-${Date.now()}@shop.test`;
  const password = 'buyer-password-1';
  expectStatus(
    await call(baseUrl, 'POST', '/api/auth/register', { json: { userName: `Buyer ${n}`, email, password } }),
    201,
    'register',
  );
  const login = await call<{ user: { id: string } }>(baseUrl, 'POST', '/api/auth/login', {
    json: { email, password },
  });
  expectStatus(login, 200, 'login');
  const cookie = sessionCookie(login);
  const userId = login.body.user.id;
  const address = await call<{ data: { _id: string } }>(baseUrl, 'POST', '/api/shop/address/add', {
    cookie,
    json: {
      userId,
      address: '1 Market Road',
      city: 'Mumbai',
      pincode: '400001',
      phone: '9876543210',
      notes: 'Ground floor',
    },
  });
  expectStatus(address, 200, 'add address');
  return { userId, cookie, addressId: address.body.data._id };
}

export function orderBody(c: Customer) {
  return {
    userId: c.userId,
    cartId: null,
    cartItems: [],
    addressInfo: {
      addressId: c.addressId,
      address: 'x',
      city: 'x',
      pincode: '000000',
      phone: '0',
      notes: '',
    },
    contactName: 'Ops Buyer',
    contactEmail: 'ops@shop.test',
    orderStatus: 'pending',
    paymentMethod: 'phonepe',
    paymentStatus: 'pending',
    totalAmount: 0,
    orderDate: new Date().toISOString(),
    orderUpdateDate: new Date().toISOString(),
    paymentId: '',
    payerId: '',
  };
}
