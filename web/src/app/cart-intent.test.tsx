import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiCart } from '../../../common/contracts/cart';
import { emptyCart, makeProduct, makeSettings, productPage } from '../test/fixtures';
import { mockApi, renderRoutes, type Handler } from '../test/render';
import { createRoutes } from './routes';
import { CART_INTENT_KEY } from '../lib/cart-intent';

// A visitor's Add to Cart or Buy Now goes to login first (SPEC §5); once they are in, it happens: after login,
// after Register and then login, after a failed first try. The whole app, its guard and its routes.

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

const CUSTOMER = {
  id: 'u1',
  userName: 'Meera',
  email: 'meera@example.com',
  role: 'customer',
  isAdmin: false,
};
const cable = makeProduct({
  title: '3-Core Flexible Cable (per metre) 0.75 sq mm',
  salePrice: 38,
  price: 32.2,
  totalStock: 120,
});

const cartWith = (quantity: number): ApiCart => ({
  _id: 'c1',
  userId: CUSTOMER.id,
  items: [
    {
      productId: cable._id,
      title: cable.title,
      image: cable.image,
      price: cable.price,
      salePrice: cable.salePrice,
      cgstPercent: cable.cgstPercent,
      sgstPercent: cable.sgstPercent,
      quantity,
      totalStock: cable.totalStock,
    },
  ],
  totals: {
    subtotal: 32.2 * quantity,
    cgst: 2.9 * quantity,
    sgst: 2.9 * quantity,
    grandTotal: 38 * quantity,
  },
});

/** The shop's API for one visitor who becomes Meera: login fails once when `failFirst`, then succeeds. */
function shop({ failFirst = false, addAnswer }: { failFirst?: boolean; addAnswer?: Handler } = {}) {
  let signedIn = false;
  let tries = 0;
  let cart = emptyCart(CUSTOMER.id);
  const api = mockApi({
    'GET /api/auth/check-auth': () =>
      signedIn
        ? { body: { success: true, user: CUSTOMER } }
        : { status: 401, body: { success: false, message: 'Not logged in', user: null } },
    'GET /api/common/settings/get': () => ({ body: { success: true, data: makeSettings() } }),
    'GET /api/common/categories/get': () => ({ body: { success: true, data: [] } }),
    'GET /api/common/feature/get': () => ({ body: { success: true, data: [] } }),
    'GET /api/shop/products/get': () => ({ body: productPage([cable]) }),
    [`GET /api/shop/products/get/${cable._id}`]: () => ({ body: { success: true, data: cable } }),
    [`GET /api/shop/review/${cable._id}`]: () => ({
      body: { success: true, data: [], pagination: { page: 1, limit: 5, total: 0 } },
    }),
    [`GET /api/shop/address/get/${CUSTOMER.id}`]: () => ({ body: { success: true, data: [] } }),
    [`GET /api/shop/cart/get/${CUSTOMER.id}`]: () => ({ body: { success: true, data: cart } }),
    'GET /api/shop/order/list/u1': () => ({ body: { success: true, data: [] } }),
    'POST /api/auth/register': () => ({
      body: { success: true, message: 'Registration successful. Please log in.' },
    }),
    'POST /api/auth/login': () => {
      if (failFirst && tries++ === 0) {
        return { status: 401, body: { success: false, message: 'Incorrect email or password' } };
      }
      signedIn = true;
      return { body: { success: true, message: 'Logged in successfully', user: CUSTOMER } };
    },
    'POST /api/shop/cart/add': (body, url) => {
      if (addAnswer) return addAnswer(body, url);
      const { quantity } = body as { quantity: number };
      cart = cartWith(quantity);
      return { body: { success: true, message: 'Product is added to cart', data: cart } };
    },
  });
  return api;
}

/** The app at a path; its root renders its own toaster. */
const open = (path: string) => renderRoutes(createRoutes, [path], { toaster: false });

async function logIn(user: ReturnType<typeof userEvent.setup>, password = 'secret-password') {
  await user.clear(await screen.findByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'meera@example.com');
  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

const adds = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.path === '/api/shop/cart/add');

describe('a visitor’s Add to Cart, kept through login', () => {
  it('after Register, then a failed login and a good one: the typed quantity is in the cart, the cart open, the toast said', async () => {
    const user = userEvent.setup();
    const api = shop({ failFirst: true });
    const { router } = open(`/shop/product/${cable._id}`);
    const field = await screen.findByRole('textbox', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '90');
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${cable.title}` }));

    await screen.findByRole('heading', { name: 'Sign in to your account' });
    const back = new URLSearchParams(router.state.location.search).get('r')!;
    // The link carries a random marker only (no quantity, no other parameter): what was asked stays in this tab.
    expect(back).toMatch(new RegExp(`^/shop/product/${cable._id}\\?cartIntent=[0-9a-f]{24}$`));
    expect(adds(api)).toHaveLength(0);
    // Login says why the visitor is there, and that the item is not lost; so does Register.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Log in to add your item to the cart: it will be there once you are in.',
    );

    await user.click(screen.getByRole('link', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Create new account' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Register, then log in: your item goes into the cart once you are in.',
    );
    await user.type(await screen.findByLabelText('User name'), 'Meera');
    await user.type(screen.getByLabelText('Email'), 'meera@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(new URLSearchParams(router.state.location.search).get('r')).toBe(back);

    await logIn(user, 'wrong-password');
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/auth/login')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/auth/login');
    await logIn(user);

    await waitFor(() => expect(adds(api)).toHaveLength(1));
    expect(adds(api)[0].body).toEqual({ userId: CUSTOMER.id, productId: cable._id, quantity: 90 });
    const cartSheet = await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(within(cartSheet).getByRole('textbox', { name: `Quantity of ${cable.title}` })).toHaveValue('90');
    expect(screen.getByText('Product is added to cart')).toBeInTheDocument();
    // Back on the product's page, the marker gone from the address (a reload adds nothing again).
    expect(router.state.location.pathname).toBe(`/shop/product/${cable._id}`);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(sessionStorage.getItem(CART_INTENT_KEY)).toBeNull();
  });

  it('from a listing card: back on the listing with its filters, one added', async () => {
    const user = userEvent.setup();
    const api = shop();
    const { router } = open('/shop/listing?sortBy=title-atoz');
    await user.click(await screen.findByRole('button', { name: `Add to Cart: ${cable.title}` }));
    await logIn(user);
    await waitFor(() => expect(adds(api)).toHaveLength(1));
    expect(adds(api)[0].body).toMatchObject({ productId: cable._id, quantity: 1 });
    expect(await screen.findByRole('dialog', { name: 'Your Cart' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=title-atoz'));
    expect(router.state.location.pathname).toBe('/shop/listing');
  });

  it('Buy Now ends on checkout with the product in the cart', async () => {
    const user = userEvent.setup();
    const api = shop();
    const { router } = open(`/shop/product/${cable._id}`);
    await screen.findByRole('textbox', { name: 'Quantity' });
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/checkout'));
    expect(adds(api)).toHaveLength(1);
    expect(adds(api)[0].body).toMatchObject({ productId: cable._id, quantity: 1 });
  });

  it('says the server’s reason when the stock no longer allows it, and opens no cart', async () => {
    const user = userEvent.setup();
    shop({
      addAnswer: () => ({
        status: 409,
        body: { success: false, message: 'Only 5 quantity can be added for this item' },
      }),
    });
    open(`/shop/product/${cable._id}`);
    const field = await screen.findByRole('textbox', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '90');
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${cable.title}` }));
    await logIn(user);
    expect(await screen.findByText('Only 5 quantity can be added for this item')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Your Cart' })).not.toBeInTheDocument();
  });

  it('adds nothing for a crafted link: a marker this tab never stored', async () => {
    const user = userEvent.setup();
    const api = shop();
    const crafted = `/shop/product/${cable._id}?cartIntent=${'a'.repeat(24)}`;
    const { router } = open(`/auth/login?r=${encodeURIComponent(crafted)}`);
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/shop/product/${cable._id}`));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(adds(api)).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Your Cart' })).not.toBeInTheDocument();
  });

  it('adds nothing once the request is more than 30 minutes old', async () => {
    const user = userEvent.setup();
    const api = shop();
    const { router } = open(`/shop/product/${cable._id}`);
    await screen.findByRole('textbox', { name: 'Quantity' });
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${cable.title}` }));
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    const stored = JSON.parse(sessionStorage.getItem(CART_INTENT_KEY)!);
    sessionStorage.setItem(CART_INTENT_KEY, JSON.stringify({ ...stored, expires: Date.now() - 1 }));
    await logIn(user);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(`/shop/product/${cable._id}`);
    expect(adds(api)).toHaveLength(0);
  });
});
