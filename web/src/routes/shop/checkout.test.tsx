import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiAddress } from '../../../../common/contracts/address';
import type { ApiCart, ApiCartItem } from '../../../../common/contracts/cart';
import { CURRENT_ORDER_STORAGE_KEY, goToPayment } from '../../features/orders';
import { previewCart } from '../../lib/cart-rules';
import { deferred, mockApi, renderRoutes, type Handler } from '../../test/render';
import CheckoutPage from './checkout';

vi.mock('../../features/orders/payment-redirect', () => ({ goToPayment: vi.fn(() => true) }));

beforeEach(() => vi.mocked(goToPayment).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const USER = {
  id: 'u1',
  userName: 'Meera Joshi',
  email: 'meera@example.com',
  role: 'customer',
  isAdmin: false,
};
const wire: ApiCartItem = {
  productId: 'p1',
  title: 'Copper Wire 1.5 sq mm, 90 m',
  image: '',
  price: 100,
  salePrice: 118,
  cgstPercent: 9,
  sgstPercent: 9,
  quantity: 2,
  totalStock: 10,
};
const cartOf = (items: ApiCartItem[]): ApiCart =>
  previewCart(
    { _id: 'c1', userId: USER.id, items, totals: { subtotal: 0, cgst: 0, sgst: 0, grandTotal: 0 } },
    { productId: '', quantity: 0 },
  );

const address = (n: number): ApiAddress => ({
  _id: `a${n}`,
  userId: USER.id,
  address: `${n}, MG Road`,
  city: 'Pune',
  pincode: '411005',
  phone: '9876543210',
  notes: 'Ring the bell',
  stateCode: '27',
  state: 'Maharashtra',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

const CREATED = {
  success: true,
  message: 'Order created',
  approvalURL: 'http://pay.test/pay/HEP1',
  orderId: 'order-1',
};

function renderCheckout({
  cart = cartOf([wire]),
  addresses = [address(1), address(2)],
  create = () => ({ body: CREATED }),
}: { cart?: ApiCart; addresses?: ApiAddress[]; create?: Handler } = {}) {
  const api = mockApi({
    'GET /api/auth/check-auth': () => ({ body: { success: true, user: USER } }),
    'GET /api/shop/cart/get/u1': () => ({ body: { success: true, data: cart } }),
    'GET /api/shop/address/get/u1': () => ({ body: { success: true, data: addresses } }),
    'POST /api/shop/order/create': create,
  });
  const utils = renderRoutes([{ path: '/shop/checkout', element: <CheckoutPage /> }], ['/shop/checkout']);
  return { api, ...utils };
}

const button = () => screen.getByRole('button', { name: /Checkout with PhonePe/ });
const creates = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((c) => c.path === '/api/shop/order/create');
const keyOf = (api: ReturnType<typeof mockApi>, n: number) => {
  const init = api.fetchMock.mock.calls.filter(([url]) => String(url).includes('/order/create'))[n][1];
  return (init?.headers as Record<string, string>)['Idempotency-Key'];
};

async function ready() {
  await screen.findByText(wire.title);
  await screen.findByText('2 of 3 saved');
}

describe('checkout', () => {
  it('shows the steps with only Shipping current, the summary with the server’s totals, and the account’s contact', async () => {
    renderCheckout();
    await ready();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current).toHaveTextContent('Shipping');
    expect(screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByText('Delivery')).toBeInTheDocument();
    expect(screen.getByText('Payment')).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('₹236.00');
    expect(screen.getByText('CGST').nextElementSibling).toHaveTextContent('₹18.00');
    expect(screen.getByLabelText('Full name')).toHaveValue('Meera Joshi');
    expect(screen.getByLabelText('Email')).toHaveValue('meera@example.com');
    // Discount and Giftcard start collapsed.
    expect(screen.getByLabelText('Discount code')).not.toBeVisible();
    expect(screen.getByLabelText('Gift card number')).not.toBeVisible();
    // 'Continue' is the small-screen label of the same button.
    expect(button()).toHaveTextContent('Continue');
  });

  it('refuses an empty cart with SPEC’s message and no call', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({ cart: cartOf([]) });
    expect(await screen.findByText('Add products to your cart to place an order.')).toBeInTheDocument();
    await user.click(button());
    expect(await screen.findByText('Your cart is empty. Please add items to proceed')).toBeInTheDocument();
    expect(creates(api)).toEqual([]);
  });

  it('refuses a total of zero', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({ cart: cartOf([{ ...wire, price: 0, salePrice: 0 }]) });
    await ready();
    await user.click(button());
    expect(await screen.findByText('Order amount must be greater than zero')).toBeInTheDocument();
    expect(creates(api)).toEqual([]);
  });

  it('asks for an address until one is chosen', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout();
    await ready();
    await user.click(button());
    expect(await screen.findAllByText('Please select one address to proceed.')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Shipping address' })).toHaveFocus();
    expect(creates(api)).toEqual([]);
    await user.click(screen.getByRole('radio', { name: /2, MG Road/ }));
    expect(screen.getByRole('radio', { name: /2, MG Road/ })).toBeChecked();
  });

  it('with one saved address, uses it; with none, asks for one', async () => {
    const one = renderCheckout({ addresses: [address(1)] });
    expect(await screen.findByRole('radio', { name: /1, MG Road/ })).toBeChecked();
    one.unmount();
    const user = userEvent.setup();
    const none = renderCheckout({ addresses: [] });
    await screen.findByText('No saved addresses yet. Add one below.');
    await user.click(button());
    expect(await screen.findAllByText('Please select one address to proceed.')).not.toHaveLength(0);
    expect(creates(none.api)).toEqual([]);
  });

  it('needs a name of 2 characters after trimming and an e-mail shaped like one', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({ addresses: [address(1)] });
    await screen.findByRole('radio', { name: /1, MG Road/ });
    const name = screen.getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, ' a ');
    await user.click(button());
    expect(await screen.findAllByText('Please enter your full name')).toHaveLength(2);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.clear(name);
    await user.type(name, ' ab ');
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'meera@example');
    await user.click(button());
    expect(await screen.findAllByText('Please enter a valid email address')).toHaveLength(2);
    expect(email).toHaveFocus();
    expect(creates(api)).toEqual([]);

    await user.clear(email);
    await user.type(email, 'meera@example.com');
    await user.click(button());
    await waitFor(() => expect(creates(api)).toHaveLength(1));
    // 'ab' is enough, sent trimmed.
    expect(creates(api)[0].body).toMatchObject({ contactName: 'ab', contactEmail: 'meera@example.com' });
  });

  it('takes an optional GSTIN for a business invoice, checked as the server checks it and sent in capitals', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({ addresses: [address(1)] });
    await screen.findByRole('radio', { name: /1, MG Road/ });
    const gstin = screen.getByLabelText('GSTIN (optional)');
    expect(gstin).toHaveValue('');
    expect(gstin).toHaveAccessibleDescription(/Your GSTIN goes on the tax invoice/);

    await user.type(gstin, '27aapfu0939f1zx');
    await user.click(button());
    const wrongCheck =
      'Buyer GSTIN has a wrong check character (the last one): please check it for a typing mistake';
    expect(await screen.findAllByText(wrongCheck)).toHaveLength(2);
    expect(gstin).toHaveFocus();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveAccessibleDescription(new RegExp(wrongCheck.slice(0, 30)));

    await user.clear(gstin);
    await user.type(gstin, '99AAPFU0939F1ZV');
    await user.click(button());
    expect(
      await screen.findAllByText(
        'Buyer GSTIN must start with the code of an Indian state or union territory (01–38)',
      ),
    ).not.toHaveLength(0);
    await user.clear(gstin);
    await user.type(gstin, '27AAPFU0939F1Z');
    await user.click(button());
    expect(await screen.findAllByText(/^Buyer GSTIN must be a 15-character GSTIN/)).not.toHaveLength(0);
    expect(creates(api)).toEqual([]);

    await user.clear(gstin);
    await user.type(gstin, ' 27aapfu0939f1zv ');
    expect(gstin).not.toHaveAttribute('aria-invalid');
    await user.click(button());
    await waitFor(() => expect(creates(api)).toHaveLength(1));
    expect(creates(api)[0].body).toMatchObject({ buyerGstin: '27AAPFU0939F1ZV' });
  });

  it('refuses a line holding more than is left, as the server would', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({
      cart: cartOf([{ ...wire, quantity: 5, totalStock: 3 }]),
      addresses: [address(1)],
    });
    await screen.findByText('Only 3 left in stock');
    await user.click(button());
    expect(
      await screen.findByText('Only 3 quantity available for Copper Wire 1.5 sq mm, 90 m'),
    ).toBeInTheDocument();
    expect(creates(api)).toEqual([]);
  });

  it('is busy while the order is created, ignores a second press, stores the order id and leaves for the payment page', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ body: unknown }>();
    const { api } = renderCheckout({ addresses: [address(1)], create: () => answer.promise });
    await screen.findByRole('radio', { name: /1, MG Road/ });
    await user.click(button());
    const busy = await screen.findByRole('button', { name: 'Processing PhonePe Payment...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(creates(api)).toHaveLength(1);
    expect(creates(api)[0].body).toEqual({
      userId: 'u1',
      cartId: 'c1',
      cartItems: [{ productId: 'p1', title: wire.title, image: '', price: 100, salePrice: 118, quantity: 2 }],
      addressInfo: {
        addressId: 'a1',
        address: '1, MG Road',
        city: 'Pune',
        pincode: '411005',
        phone: '9876543210',
        notes: 'Ring the bell',
      },
      contactName: 'Meera Joshi',
      contactEmail: 'meera@example.com',
      orderStatus: 'pending',
      paymentMethod: 'phonepe',
      paymentStatus: 'pending',
      totalAmount: 236,
      orderDate: expect.any(String),
      orderUpdateDate: expect.any(String),
      paymentId: '',
      payerId: '',
    });
    expect(keyOf(api, 0)).toMatch(/^checkout-[0-9a-f]{32}$/);

    answer.resolve({ body: CREATED });
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith('http://pay.test/pay/HEP1'));
    expect(sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY)).toBe('"order-1"');
    // Still busy until the browser has left.
    expect(screen.getByRole('button', { name: 'Processing PhonePe Payment...' })).toBeDisabled();
    // Back from the payment page out of the back-forward cache, the button works again.
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(await screen.findByRole('button', { name: /Checkout with PhonePe/ })).toBeEnabled();
  });

  it('retries the same attempt with the same key and body; a changed attempt gets a new key', async () => {
    const user = userEvent.setup();
    let n = 0;
    const { api } = renderCheckout({
      create: () =>
        n++ < 2
          ? {
              status: 409,
              body: {
                success: false,
                message:
                  'A request with this Idempotency-Key is still being processed. Please retry shortly.',
              },
            }
          : { body: CREATED },
    });
    await ready();
    await user.click(screen.getByRole('radio', { name: /1, MG Road/ }));
    await user.click(button());
    expect(await screen.findByText(/still being processed/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Checkout with PhonePe/ }));
    await waitFor(() => expect(creates(api)).toHaveLength(2));
    expect(keyOf(api, 1)).toBe(keyOf(api, 0));
    expect(creates(api)[1].body).toEqual(creates(api)[0].body);

    await user.click(screen.getByRole('radio', { name: /2, MG Road/ }));
    await user.click(await screen.findByRole('button', { name: /Checkout with PhonePe/ }));
    await waitFor(() => expect(creates(api)).toHaveLength(3));
    expect(keyOf(api, 2)).not.toBe(keyOf(api, 0));
    expect(creates(api)[2].body).toMatchObject({ addressInfo: { addressId: 'a2' } });
    await waitFor(() => expect(goToPayment).toHaveBeenCalledTimes(1));
  });

  it('shows the server’s refusal (stock changed) and can be pressed again', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({
      addresses: [address(1)],
      create: () => ({
        status: 409,
        body: { success: false, message: 'Only 1 quantity available for Copper Wire 1.5 sq mm, 90 m' },
      }),
    });
    await screen.findByRole('radio', { name: /1, MG Road/ });
    await user.click(button());
    expect(
      await screen.findByText('Only 1 quantity available for Copper Wire 1.5 sq mm, 90 m'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Checkout with PhonePe/ })).toBeEnabled();
    expect(goToPayment).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY)).toBeNull();
    // The cart is read again to show what changed.
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/shop/cart/get/u1').length).toBeGreaterThan(1),
    );
  });

  it('prices the cart for the chosen address: IGST for another state, CGST + SGST within the shop’s', async () => {
    const user = userEvent.setup();
    const preview = (addressId: string, inter: boolean) => ({
      body: {
        success: true,
        data: {
          addressId,
          placeOfSupply: inter
            ? { stateCode: '33', state: 'Tamil Nadu' }
            : { stateCode: '27', state: 'Maharashtra' },
          shopState: { stateCode: '27', state: 'Maharashtra' },
          taxType: inter ? 'inter' : 'intra',
          items: [],
          totals: inter
            ? { subtotal: 200, cgst: 0, sgst: 0, igst: 36, grandTotal: 236 }
            : { subtotal: 200, cgst: 18, sgst: 18, igst: 0, grandTotal: 236 },
        },
      },
    });
    mockApi({
      'GET /api/auth/check-auth': () => ({ body: { success: true, user: USER } }),
      'GET /api/shop/cart/get/u1': () => ({ body: { success: true, data: cartOf([wire]) } }),
      'GET /api/shop/address/get/u1': () => ({ body: { success: true, data: [address(1), address(2)] } }),
      'GET /api/shop/order/preview/u1/a1': () => preview('a1', false),
      'GET /api/shop/order/preview/u1/a2': () => preview('a2', true),
    });
    renderRoutes([{ path: '/shop/checkout', element: <CheckoutPage /> }], ['/shop/checkout']);
    await ready();
    await user.click(screen.getByRole('radio', { name: /2, MG Road/ }));
    expect(await screen.findByText('Delivery to Tamil Nadu: IGST (another state)')).toBeInTheDocument();
    expect(screen.getByText('IGST').nextElementSibling).toHaveTextContent('₹36.00');
    expect(screen.queryByText('CGST')).not.toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('₹236.00');
    await user.click(screen.getByRole('radio', { name: /1, MG Road/ }));
    expect(await screen.findByText('Delivery to Maharashtra: CGST + SGST')).toBeInTheDocument();
    expect(screen.getByText('CGST').nextElementSibling).toHaveTextContent('₹18.00');
    expect(screen.queryByText('IGST')).not.toBeInTheDocument();
  });

  it('says ‘Failed to initiate payment’ when the server gives no reason', async () => {
    const user = userEvent.setup();
    renderCheckout({ addresses: [address(1)], create: () => ({ status: 502 }) });
    await screen.findByRole('radio', { name: /1, MG Road/ });
    await user.click(button());
    expect(await screen.findByText('Failed to initiate payment')).toBeInTheDocument();
  });
});
