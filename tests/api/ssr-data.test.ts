import { beforeAll, describe, expect, it } from 'vitest';
import { featureImages } from '../../server/db/schema';
import { serverStorefront } from '../../server/ssr/storefront-data';
import type { SessionUser } from '../../server/modules/auth/session.service';
import { testApp, type TestApp } from '../helpers/app';
import { createCategory, createGiftCard, createProduct, createUser, loginAs } from '../helpers/factories';

// Pages rendered on the server read the storefront in process (server/ssr/storefront-data.ts); the browser
// reads the same through SPEC §7's HTTP calls. Hydration only matches when both answer the same values:
// this compares each in-process answer with the API's `data` for the same question.
let t: TestApp;
let productId: string;
let customer: { id: string; cookie: string; user: SessionUser };
beforeAll(async () => {
  t = await testApp();
  await createCategory(t.db, { name: 'Fans', subcategories: ['Ceiling Fans', 'Wall Fans'] });
  await createCategory(t.db, { name: 'Tejas', kind: 'brand' });
  for (const [i, title] of ['Ceiling Fan 1200 mm', 'Wall Fan 400 mm', 'Exhaust Fan 150 mm'].entries()) {
    const p = await createProduct(t.db, {
      title,
      category: 'Fans',
      brand: 'Tejas',
      salePricePaise: 150000 + i * 1000,
    });
    productId ??= p.id;
  }
  await t.db.insert(featureImages).values({ image: 'https://cdn.example.com/banner.webp' });
  const row = await createUser(t.db, { userName: 'Meera' });
  const cookie = await loginAs(t.app, row);
  customer = {
    id: row.id,
    cookie,
    user: { id: row.id, userName: 'Meera', email: row.email, role: 'customer', isAdmin: false },
  };
  await t.app.inject({
    method: 'POST',
    url: '/api/shop/review/add',
    headers: { cookie },
    payload: {
      productId,
      userId: row.id,
      userName: 'Meera',
      reviewMessage: 'Quiet and strong',
      reviewValue: 4,
    },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/shop/cart/add',
    headers: { cookie },
    payload: { userId: row.id, productId, quantity: 2 },
  });
});

const api = async (url: string, cookie?: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the storefront read in process equals the API', () => {
  it('settings, slider, categories, brands and subcategories', async () => {
    const data = serverStorefront(t.app, null);
    expect(await data.settings()).toEqual((await api('/api/common/settings/get')).data);
    expect(await data.slider()).toEqual((await api('/api/common/feature/get')).data);
    expect(await data.categories('category')).toEqual(
      (await api('/api/common/categories/get?kind=category')).data,
    );
    expect(await data.categories('brand')).toEqual((await api('/api/common/categories/get?kind=brand')).data);
    expect(await data.subcategories(['fans'])).toEqual(
      (await api('/api/shop/products/subcategories?categories=fans')).data,
    );
  });

  it('a listing page, a product, a search and the reviews', async () => {
    const data = serverStorefront(t.app, null);
    const query = {
      category: ['Fans'],
      brand: ['Tejas'],
      subcategory: [],
      sortBy: 'price-hightolow' as const,
      page: 1,
      limit: 2,
    };
    const listing = await api(
      '/api/shop/products/get?category=Fans&brand=Tejas&sortBy=price-hightolow&page=1&limit=2',
    );
    expect(await data.products(query)).toEqual({ data: listing.data, pagination: listing.pagination });
    expect(await data.product(productId)).toEqual((await api(`/api/shop/products/get/${productId}`)).data);
    const search = await api('/api/shop/search/fan?page=1&limit=24');
    expect(await data.search('fan', { page: 1, limit: 24 })).toEqual({
      data: search.data,
      pagination: search.pagination,
    });
    const reviews = await api(`/api/shop/review/${productId}?page=1&limit=20`);
    expect(await data.reviews(productId, { page: 1, limit: 20 })).toEqual({
      data: reviews.data,
      pagination: reviews.pagination,
    });
  });

  it('the estimator’s products, filtered or by ids', async () => {
    const data = serverStorefront(t.app, null);
    const filtered = await api('/api/shop/estimator/products?category=Fans&brand=Tejas');
    expect(
      await data.estimatorProducts({ category: ['Fans'], brand: ['Tejas'], subcategory: [], ids: [] }),
    ).toEqual({
      data: filtered.data,
      pagination: filtered.pagination,
    });
    expect(filtered.data).toHaveLength(3);
    const byIds = await api(`/api/shop/estimator/products?ids=${productId}`);
    expect(
      await data.estimatorProducts({ category: [], brand: [], subcategory: [], ids: [productId] }),
    ).toEqual({
      data: byIds.data,
      pagination: byIds.pagination,
    });
    await expect(
      data.estimatorProducts({ category: [], brand: [], subcategory: [], ids: ['not-a-uuid'] }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('the signed-in user’s own cart, and nobody else’s', async () => {
    const own = serverStorefront(t.app, customer.user);
    expect(await own.cart(customer.id)).toEqual(
      (await api(`/api/shop/cart/get/${customer.id}`, customer.cookie)).data,
    );
    await expect(serverStorefront(t.app, null).cart(customer.id)).rejects.toMatchObject({ statusCode: 403 });
    const other = await createUser(t.db);
    await expect(serverStorefront(t.app, customer.user).cart(other.id)).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('the signed-in user’s own addresses and orders, and nobody else’s', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/shop/address/add',
      headers: { cookie: customer.cookie },
      payload: {
        userId: customer.id,
        address: '12, MG Road',
        city: 'Pune',
        pincode: '411005',
        phone: '9876543210',
        notes: 'Gate 2',
      },
    });
    const own = serverStorefront(t.app, customer.user);
    const addresses = await own.addresses(customer.id);
    expect(addresses).toHaveLength(1);
    expect(addresses).toEqual((await api(`/api/shop/address/get/${customer.id}`, customer.cookie)).data);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/shop/order/create',
      headers: { cookie: customer.cookie },
      payload: {
        userId: customer.id,
        addressInfo: { addressId: addresses[0]._id },
        contactName: 'Meera',
        contactEmail: customer.user.email,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const orders = await own.orders(customer.id);
    expect(orders.map((o) => o._id)).toEqual([created.json().orderId]);
    expect(orders).toEqual((await api(`/api/shop/order/list/${customer.id}`, customer.cookie)).data);
    const other = await createUser(t.db);
    const visitor = serverStorefront(t.app, null);
    await expect(visitor.addresses(customer.id)).rejects.toMatchObject({ statusCode: 403 });
    await expect(visitor.orders(customer.id)).rejects.toMatchObject({ statusCode: 403 });
    await expect(own.addresses(other.id)).rejects.toMatchObject({ statusCode: 403 });
    await expect(own.orders(other.id)).rejects.toMatchObject({ statusCode: 403 });
    // The wishlist (issue 48): the same answer as the API's, and only the session user's own.
    expect(await own.wishlist(customer.id)).toEqual(
      (await api(`/api/shop/wishlist/get/${customer.id}`, customer.cookie)).data,
    );
    await expect(visitor.wishlist(customer.id)).rejects.toMatchObject({ statusCode: 403 });
    await expect(own.wishlist(other.id)).rejects.toMatchObject({ statusCode: 403 });
    // The gift cards (issue 47), so account arrives with them rendered: the API's answer, the user's own only.
    const card = await createGiftCard(t.db, { email: customer.user.email, balancePaise: 50_000 });
    const cards = await own.giftCards(customer.id);
    expect(cards.map((c) => c._id)).toEqual([card.id]);
    expect(cards).toEqual((await api('/api/shop/giftcard/mine', customer.cookie)).data);
    await expect(visitor.giftCards(customer.id)).rejects.toMatchObject({ statusCode: 403 });
    await expect(own.giftCards(other.id)).rejects.toMatchObject({ statusCode: 403 });
  });

  it('a missing product is a 404, as the API answers', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(serverStorefront(t.app, null).product(missing)).rejects.toMatchObject({ statusCode: 404 });
    expect((await t.app.inject({ method: 'GET', url: `/api/shop/products/get/${missing}` })).statusCode).toBe(
      404,
    );
  });

  it('refuses what the API would refuse, instead of passing it to the database', async () => {
    const data = serverStorefront(t.app, null);
    await expect(data.product('not-a-uuid')).rejects.toMatchObject({ statusCode: 404 });
    await expect(data.reviews('not-a-uuid', { page: 1, limit: 20 })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      data.products({
        category: [],
        brand: [],
        subcategory: [],
        sortBy: 'price-lowtohigh',
        page: 1,
        limit: 1000,
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
