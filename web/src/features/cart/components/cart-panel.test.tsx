import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiCart, ApiCartItem } from '../../../../../common/contracts/cart';
import { deferred, mockApi, renderRoutes, type Handler } from '../../../test/render';
import { previewCart } from '../../../lib/cart-prices';
import { makeSettings } from '../../../test/fixtures';
import { CartPanel } from './cart-panel';

afterEach(() => vi.unstubAllGlobals());

const USER = { id: 'u1', userName: 'Meera', email: 'meera@example.com', role: 'customer', isAdmin: false };

const wire: ApiCartItem = {
  productId: 'p1',
  title: 'Copper Wire 1.5 sq mm, 90 m',
  image: '',
  price: 100,
  salePrice: 118,
  cgstPercent: 9,
  sgstPercent: 9,
  quantity: 1,
  totalStock: 3,
};
const mcb: ApiCartItem = {
  ...wire,
  productId: 'p2',
  title: 'MCB 32A Double Pole',
  salePrice: 590,
  price: 500,
  quantity: 2,
  totalStock: 2,
};

const cartOf = (items: ApiCartItem[]): ApiCart =>
  previewCart(
    { _id: 'c1', userId: USER.id, items, totals: { subtotal: 0, cgst: 0, sgst: 0, grandTotal: 0 } },
    { productId: '', quantity: 0 },
  );

function renderPanel(cart: ApiCart | null, extra: Record<string, Handler> = {}, user: object | null = USER) {
  const api = mockApi({
    'GET /api/auth/check-auth': () =>
      user
        ? { body: { success: true, user } }
        : { status: 401, body: { success: false, message: 'Not logged in', user: null } },
    [`GET /api/shop/cart/get/${USER.id}`]: () => ({ body: { success: true, data: cart } }),
    ...extra,
  });
  const utils = renderRoutes(
    [
      { path: '/shop/home', element: <CartPanel /> },
      { path: '/shop/checkout', element: <h1>Checkout page</h1> },
      { path: '/shop/listing', element: <h1>Listing page</h1> },
      { path: '/auth/login', element: <h1>Login page</h1> },
    ],
    ['/shop/home'],
  );
  return { api, ...utils };
}

const line = (title: string) => screen.getByRole('group', { name: `Quantity of ${title}` });
const quantityOf = (title: string) =>
  within(line(title)).getByRole('textbox', { name: `Quantity of ${title}` });
const changes = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.method !== 'GET');
const total = () => screen.getByText('Total').nextElementSibling?.textContent;

describe('the cart sheet', () => {
  it('lists each line with its unit price and the server’s subtotal, CGST, SGST and total', async () => {
    renderPanel(cartOf([wire, mcb]));
    expect(await screen.findByText('Copper Wire 1.5 sq mm, 90 m')).toBeInTheDocument();
    expect(screen.getByText('₹118.00 each')).toBeInTheDocument();
    expect(screen.getByText('₹590.00 each')).toBeInTheDocument();
    expect(screen.getByText('₹1,180.00')).toBeInTheDocument();
    for (const [label, amount] of [
      ['Subtotal (before tax)', '₹1,100.00'],
      ['CGST', '₹99.00'],
      ['SGST', '₹99.00'],
      ['Total', '₹1,298.00'],
    ]) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(amount);
    }
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/shop/checkout');
  });

  it('shows each line’s whole title: two cables that differ only at its end (the size) tell apart', async () => {
    const thin = { ...wire, productId: 'p3', title: '3-Core Flexible Cable (per metre) 0.75 sq mm' };
    const thick = { ...wire, productId: 'p4', title: '3-Core Flexible Cable (per metre) 1.5 sq mm' };
    renderPanel(cartOf([thin, thick]));
    for (const title of [thin.title, thick.title])
      expect((await screen.findByText(title)).className).not.toMatch(/line-clamp|truncate/);
  });

  it('disables − at 1 and refuses + beyond the stock with SPEC’s message, without a call', async () => {
    const user = userEvent.setup();
    const { api } = renderPanel(cartOf([wire, mcb]));
    await screen.findByText(wire.title);
    expect(within(line(wire.title)).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(within(line(mcb.title)).getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();

    await user.click(within(line(mcb.title)).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Only 2 quantity can be added for this item')).toBeInTheDocument();
    expect(quantityOf(mcb.title)).toHaveValue('2');
    expect(changes(api)).toEqual([]);
  });

  it('shows a new quantity and total at once, then the server’s cart', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ body: unknown }>();
    const { api } = renderPanel(cartOf([wire]), {
      'PUT /api/shop/cart/update-cart': () => answer.promise,
    });
    await screen.findByText(wire.title);
    await user.click(within(line(wire.title)).getByRole('button', { name: 'Increase quantity' }));
    // Shown before the server answers, priced by common/money.ts.
    expect(quantityOf(wire.title)).toHaveValue('2');
    expect(total()).toBe('₹236.00');
    expect(changes(api)).toEqual([
      {
        method: 'PUT',
        path: '/api/shop/cart/update-cart',
        body: { userId: 'u1', productId: 'p1', quantity: 2 },
      },
    ]);
    // The server's answer wins (here the price changed meanwhile).
    answer.resolve({
      body: {
        success: true,
        message: 'Cart updated',
        data: cartOf([{ ...wire, quantity: 2, salePrice: 120 }]),
      },
    });
    await waitFor(() => expect(total()).toBe('₹240.00'));
    expect(quantityOf(wire.title)).toHaveValue('2');
  });

  it('goes back to the old quantity with the server’s message when the server refuses', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ status: number; body: unknown }>();
    renderPanel(cartOf([wire]), { 'PUT /api/shop/cart/update-cart': () => answer.promise });
    await screen.findByText(wire.title);
    await user.click(within(line(wire.title)).getByRole('button', { name: 'Increase quantity' }));
    expect(quantityOf(wire.title)).toHaveValue('2');
    answer.resolve({
      status: 409,
      body: { success: false, message: 'Only 1 quantity can be added for this item' },
    });
    expect(await screen.findByText('Only 1 quantity can be added for this item')).toBeInTheDocument();
    expect(quantityOf(wire.title)).toHaveValue('1');
    expect(total()).toBe('₹118.00');
  });

  it('takes a typed quantity (90 metres of cable) as one change, sent on Enter or on leaving the field', async () => {
    const user = userEvent.setup();
    const cable = { ...wire, productId: 'p3', title: '3-Core Flexible Cable (per metre)', totalStock: 120 };
    const { api } = renderPanel(cartOf([cable]), {
      'PUT /api/shop/cart/update-cart': (body) => {
        const { quantity } = body as { quantity: number };
        return { body: { success: true, message: 'Cart updated', data: cartOf([{ ...cable, quantity }]) } };
      },
    });
    const field = await screen.findByRole('textbox', { name: `Quantity of ${cable.title}` });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.clear(field);
    await user.type(field, '90');
    // Nothing is asked while typing: not one request per keystroke.
    expect(changes(api)).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(changes(api)).toHaveLength(1));
    expect(changes(api)[0].body).toEqual({ userId: USER.id, productId: 'p3', quantity: 90 });
    await waitFor(() => expect(total()).toBe('₹10,620.00'));
    // Leaving the field commits too.
    await user.clear(field);
    await user.type(field, '100');
    await user.tab();
    await waitFor(() => expect(changes(api)).toHaveLength(2));
    expect(changes(api)[1].body).toMatchObject({ quantity: 100 });
  });

  it('pins a typed quantity past the stock at the stock and below 1 at 1, and refuses a decimal or a word', async () => {
    const user = userEvent.setup();
    const { api } = renderPanel(cartOf([{ ...wire, quantity: 2 }]), {
      'PUT /api/shop/cart/update-cart': (body) => {
        const { quantity } = body as { quantity: number };
        return { body: { success: true, message: 'Cart updated', data: cartOf([{ ...wire, quantity }]) } };
      },
    });
    const field = await screen.findByRole('textbox', { name: `Quantity of ${wire.title}` });
    await user.clear(field);
    await user.type(field, '4{Enter}');
    expect(await screen.findByText('Only 3 quantity can be added for this item')).toBeInTheDocument();
    await waitFor(() => expect(changes(api)).toHaveLength(1));
    expect(changes(api)[0].body).toMatchObject({ quantity: 3 });
    expect(field).toHaveValue('3');

    await user.clear(field);
    await user.type(field, '0{Enter}');
    expect(await screen.findByText('Quantity must be at least 1')).toBeInTheDocument();
    await waitFor(() => expect(changes(api)).toHaveLength(2));
    expect(changes(api)[1].body).toMatchObject({ quantity: 1 });

    for (const [typed, message] of [
      ['1.5', 'Quantity must be a whole number'],
      ['two', 'Quantity must be a number'],
    ]) {
      await user.clear(field);
      await user.type(field, `${typed}{Enter}`);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field).toHaveValue('1');
    }
    // A blank field goes back to what it held, asking nothing.
    await user.clear(field);
    await user.tab();
    expect(field).toHaveValue('1');
    expect(changes(api)).toHaveLength(2);
  });

  it('sends quick taps one after another and settles on the last answer', async () => {
    const user = userEvent.setup();
    const answers = [deferred<{ body: unknown }>(), deferred<{ body: unknown }>()];
    let n = 0;
    const { api } = renderPanel(cartOf([wire]), {
      'PUT /api/shop/cart/update-cart': () => answers[n++].promise,
    });
    await screen.findByText(wire.title);
    const plus = within(line(wire.title)).getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    await user.click(plus);
    expect(quantityOf(wire.title)).toHaveValue('3');
    // One call at a time: the second waits for the first.
    expect(changes(api)).toHaveLength(1);
    answers[0].resolve({
      body: { success: true, message: 'Cart updated', data: cartOf([{ ...wire, quantity: 2 }]) },
    });
    await waitFor(() => expect(changes(api)).toHaveLength(2));
    expect(quantityOf(wire.title)).toHaveValue('3');
    expect(changes(api)[1].body).toMatchObject({ quantity: 3 });
    answers[1].resolve({
      body: { success: true, message: 'Cart updated', data: cartOf([{ ...wire, quantity: 3 }]) },
    });
    await waitFor(() => expect(total()).toBe('₹354.00'));
  });

  it('removes a line at once, and puts it back when the server refuses', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { api } = renderPanel(cartOf([wire, mcb]), {
      'DELETE /api/shop/cart/u1/p2': () =>
        refuse
          ? { status: 404, body: { success: false, message: 'This item is not in your cart' } }
          : { body: { success: true, message: 'Item removed from cart', data: cartOf([wire]) } },
    });
    await user.click(await screen.findByRole('button', { name: `Remove ${mcb.title}` }));
    expect(await screen.findByText('This item is not in your cart')).toBeInTheDocument();
    expect(screen.getByText(mcb.title)).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: `Remove ${mcb.title}` }));
    await waitFor(() => expect(screen.queryByText(mcb.title)).not.toBeInTheDocument());
    expect(total()).toBe('₹118.00');
    expect(changes(api).map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE /api/shop/cart/u1/p2',
      'DELETE /api/shop/cart/u1/p2',
    ]);
  });

  it('says when a line holds more than is left in stock', async () => {
    renderPanel(
      cartOf([
        { ...wire, quantity: 4, totalStock: 3 },
        { ...mcb, totalStock: 0 },
      ]),
    );
    expect(await screen.findByText('Only 3 left. Lower the quantity to check out.')).toBeInTheDocument();
    expect(screen.getByText('Out of stock. Remove it to check out.')).toBeInTheDocument();
  });

  it('an empty cart says so and links to the listing', async () => {
    const user = userEvent.setup();
    const { router } = renderPanel(cartOf([]));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse products' }));
    expect(router.state.location.pathname).toBe('/shop/listing');
  });

  it('a visitor is offered login, which remembers /shop/checkout', async () => {
    const user = userEvent.setup();
    const { router, api } = renderPanel(null, {}, null);
    await user.click(await screen.findByRole('link', { name: 'Login to Checkout' }));
    expect(router.state.location.pathname).toBe('/auth/login');
    // The way back rides in the address: a browsing page has no router state to carry it (decision 026).
    expect(router.state.location.search).toBe(`?r=${encodeURIComponent('/shop/checkout')}`);
    expect(api.calls.some((c) => c.path.startsWith('/api/shop/cart'))).toBe(false);
  });
});

describe('the cart sheet’s free delivery note', () => {
  const costing = (salePrice: number) => cartOf([{ ...wire, salePrice, price: salePrice }]);
  const settings = (freeAbove: number) => ({
    'GET /api/common/settings/get': () => ({
      body: {
        success: true,
        data: makeSettings({ delivery: { ...makeSettings().delivery, freeAbove } }),
      },
    }),
  });

  it('at ₹499.00 (free above ₹499) asks for one rupee more, not one paisa', async () => {
    renderPanel(costing(499), settings(499));
    const note = await screen.findByText('Add ₹1 more for free delivery');
    expect(note).toHaveAttribute('role', 'status');
    expect(total()).toBe('₹499.00');
  });

  it('rounds what is missing up to the whole rupee: ₹461.01 short asks for ₹462', async () => {
    renderPanel(costing(38), settings(499));
    expect(await screen.findByText('Add ₹462 more for free delivery')).toBeInTheDocument();
  });

  it('at ₹499.01 says standard delivery is free', async () => {
    renderPanel(costing(499.01), settings(499));
    expect(await screen.findByText('Free standard delivery on this order')).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/more for free delivery/)).not.toBeInTheDocument();
  });

  it('reads the threshold from the shop’s settings, and follows the quantities', async () => {
    const user = userEvent.setup();
    renderPanel(costing(499.01), {
      ...settings(998),
      'PUT /api/shop/cart/update-cart': () => ({
        body: {
          success: true,
          message: 'Cart updated',
          data: cartOf([{ ...wire, salePrice: 499.01, price: 499.01, quantity: 2 }]),
        },
      }),
    });
    expect(await screen.findByText('Add ₹499 more for free delivery')).toBeInTheDocument();
    await user.click(within(line(wire.title)).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Free standard delivery on this order')).toBeInTheDocument();
  });
});
