import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiAddress } from '../../../../common/contracts/address';
import type { ApiCart, ApiCartItem } from '../../../../common/contracts/cart';
import { INVALID_CODE } from '../../../../common/contracts/auth';
import { COD_MESSAGES, type ApiOrderPreview } from '../../../../common/contracts/orders';
import { CURRENT_ORDER_STORAGE_KEY, goToPayment } from '../../features/orders';
import { previewCart } from '../../lib/cart-prices';
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

/**
 * The server's preview of the cart (₹236.00 of goods, ₹200 + 9 % + 9 %) for delivery within Maharashtra:
 * standard ₹49 (3–5 business days), express ₹149 (next business day), with the charges taxed at 18 %.
 */
const PRICED = {
  standard: { fee: 49, totals: { subtotal: 241.53, cgst: 21.74, sgst: 21.73, igst: 0, grandTotal: 285 } },
  express: { fee: 149, totals: { subtotal: 326.27, cgst: 29.37, sgst: 29.36, igst: 0, grandTotal: 385 } },
};
/** The same with cash on delivery: its ₹25 fee taxed with the charges at 18 %. */
const PRICED_COD = {
  standard: { subtotal: 262.71, cgst: 23.65, sgst: 23.64, igst: 0, grandTotal: 310 },
  express: { subtotal: 347.46, cgst: 31.27, sgst: 31.27, igst: 0, grandTotal: 410 },
};
/** Cash on delivery's terms in the preview: allowed, ₹25, the account's e-mail confirmed (unless told). */
const COD_OK = { available: true, fee: 25, reason: null, verified: true };
const OPTIONS = [
  { method: 'standard' as const, fee: 49, from: '2026-12-03', to: '2026-12-05' },
  { method: 'express' as const, fee: 149, from: '2026-12-04', to: '2026-12-04' },
];
function previewOf(
  addressId: string,
  method: 'standard' | 'express' = 'standard',
  overrides: Partial<ApiOrderPreview> = {},
  payment: 'phonepe' | 'cod' = 'phonepe',
): ApiOrderPreview {
  const option = OPTIONS.find((o) => o.method === method)!;
  const cash = payment === 'cod';
  return {
    addressId,
    placeOfSupply: { stateCode: '27', state: 'Maharashtra' },
    shopState: { stateCode: '27', state: 'Maharashtra' },
    taxType: 'intra',
    items: [],
    totals: PRICED[method].totals,
    zone: 'state',
    deliveryMethod: method,
    paymentMethod: payment,
    options: OPTIONS,
    goodsTotal: 236,
    discountCode: null,
    discountAmount: 0,
    deliveryFee: PRICED[method].fee,
    codFee: cash ? 25 : 0,
    fragileFee: 0,
    freeDeliveryShortBy: 263.01,
    expectedDelivery: { from: option.from, to: option.to },
    totalAmount: PRICED[method].totals.grandTotal,
    cod: COD_OK,
    ...(cash ? { totals: PRICED_COD[method], totalAmount: PRICED_COD[method].grandTotal } : {}),
    giftCardAmount: 0,
    amountDue: cash ? PRICED_COD[method].grandTotal : PRICED[method].totals.grandTotal,
    ...overrides,
  };
}
const previewHandler =
  (addressId: string, overrides: Partial<ApiOrderPreview> = {}): Handler =>
  (_body, url) => ({
    body: {
      success: true,
      data: previewOf(
        addressId,
        url.searchParams.get('deliveryMethod') === 'express' ? 'express' : 'standard',
        overrides,
        url.searchParams.get('paymentMethod') === 'cod' ? 'cod' : 'phonepe',
      ),
    },
  });

const CREATED = {
  success: true,
  message: 'Order created',
  approvalURL: 'http://pay.test/pay/HEP1',
  orderId: 'order-1',
  discountCode: null,
  discountAmount: 0,
};

function renderCheckout({
  cart = cartOf([wire]),
  addresses = [address(1), address(2)],
  create = () => ({ body: CREATED }),
  previews = {},
  extra = {},
}: {
  cart?: ApiCart;
  addresses?: ApiAddress[];
  create?: Handler;
  /** Preview handlers by address id; each address is otherwise priced as previewOf says. */
  previews?: Record<string, Handler>;
  /** More routes (the e-mail confirmation's). */
  extra?: Record<string, Handler>;
} = {}) {
  const api = mockApi({
    'GET /api/auth/check-auth': () => ({ body: { success: true, user: USER } }),
    'GET /api/shop/cart/get/u1': () => ({ body: { success: true, data: cart } }),
    'GET /api/shop/address/get/u1': () => ({ body: { success: true, data: addresses } }),
    'GET /api/shop/order/preview/u1/a1': previews.a1 ?? previewHandler('a1'),
    'GET /api/shop/order/preview/u1/a2': previews.a2 ?? previewHandler('a2'),
    'POST /api/shop/order/create': create,
    ...extra,
  });
  const utils = renderRoutes(
    [
      { path: '/shop/checkout', element: <CheckoutPage /> },
      { path: '/shop/order-placed', element: <h1>Order placed page</h1> },
    ],
    ['/shop/checkout'],
  );
  return { api, ...utils };
}

const button = () => screen.getByRole('button', { name: /Checkout with PhonePe/ });
const creates = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((c) => c.path === '/api/shop/order/create');
const keyOf = (api: ReturnType<typeof mockApi>, n: number) => {
  const init = api.fetchMock.mock.calls.filter(([url]) => String(url).includes('/order/create'))[n][1];
  return (init?.headers as Record<string, string>)['Idempotency-Key'];
};

/** A phone's screen: below Tailwind's `sm`, where checkout shows one step at a time. */
function phoneScreen() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === 'not all and (min-width: 40rem)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

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
    // The summary's line shows its whole title: what tells it from a product that differs only in its size.
    expect(screen.getByText(wire.title).className).not.toMatch(/line-clamp|truncate/);
    expect(screen.getByLabelText('Full name')).toHaveValue('Meera Joshi');
    expect(screen.getByLabelText('Email')).toHaveValue('meera@example.com');
    // The contact's name and e-mail are marked required (the asterisk, and aria-required); the GSTIN is optional.
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('GSTIN (optional)')).not.toHaveAttribute('aria-required');
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
    expect(screen.getByText('Add products to your cart to see the delivery options.')).toBeInTheDocument();
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
    expect(busy).toHaveAttribute('aria-disabled', 'true');
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
      deliveryMethod: 'standard',
      paymentMethod: 'phonepe',
      paymentStatus: 'pending',
      // The total the server priced with standard delivery (the server prices it again).
      totalAmount: 285,
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
    expect(screen.getByRole('button', { name: 'Processing PhonePe Payment...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Back from the payment page out of the back-forward cache, the button works again.
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(await screen.findByRole('button', { name: /Checkout with PhonePe/ })).not.toHaveAttribute(
      'aria-disabled',
    );
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
    expect(await screen.findByRole('button', { name: /Checkout with PhonePe/ })).not.toHaveAttribute(
      'aria-disabled',
    );
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
        data: inter
          ? previewOf(addressId, 'standard', {
              placeOfSupply: { stateCode: '33', state: 'Tamil Nadu' },
              taxType: 'inter',
              zone: 'india',
              totals: { subtotal: 241.53, cgst: 0, sgst: 0, igst: 43.47, grandTotal: 285 },
            })
          : previewOf(addressId),
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
    expect(screen.getByText('IGST').nextElementSibling).toHaveTextContent('₹43.47');
    expect(screen.queryByText('CGST')).not.toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('₹285.00');
    await user.click(screen.getByRole('radio', { name: /1, MG Road/ }));
    expect(await screen.findByText('Delivery to Maharashtra: CGST + SGST')).toBeInTheDocument();
    expect(screen.getByText('CGST').nextElementSibling).toHaveTextContent('₹21.74');
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

const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));
/** The value beside a label in the order summary. */
const summaryRow = (label: string) => summary().getByText(label).nextElementSibling;
const currentStep = () => screen.getByRole('listitem', { current: 'step' });
const previewUrls = (api: ReturnType<typeof mockApi>) =>
  api.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/order/preview/'));
const BLOCKED = 'Sorry, we do not deliver to this pincode yet. Please choose another address or contact us.';

describe('checkout’s delivery', () => {
  it('once an address is chosen, shows its zone, both methods with fee and dates, and what makes standard free', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await ready();
    // Nothing is priced yet: the cart's totals, the delivery charge to come.
    expect(summaryRow('Delivery charge')).toHaveTextContent('Choose an address');
    expect(
      screen.getByText('Choose a delivery address to see the delivery options, their charges and dates.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /1, MG Road/ }));
    expect(await screen.findByText('Within Maharashtra')).toBeInTheDocument();
    expect(screen.getByText('Within Maharashtra').closest('[role="status"]')).toHaveTextContent(
      'Delivery zone: Within Maharashtra',
    );

    const group = screen.getByRole('group', { name: 'Delivery method' });
    const standard = within(group).getByRole('radio', { name: /Standard delivery/ });
    const express = within(group).getByRole('radio', { name: /Express delivery/ });
    expect(standard).toBeChecked();
    expect(standard).toHaveAccessibleName('Standard delivery ₹49.00 Arrives Thu 3 Dec – Sat 5 Dec');
    expect(standard).toHaveAccessibleDescription('Add ₹264 more for free standard delivery.');
    // One day when the range starts and ends on it.
    expect(express).toHaveAccessibleName('Express delivery ₹149.00 Arrives Fri 4 Dec');
    expect(express).not.toBeChecked();

    // The summary: the server's goods, charge, tax and total, and the dates.
    expect(summaryRow('Items')).toHaveTextContent('₹236.00');
    expect(summaryRow('Standard delivery')).toHaveTextContent('₹49.00');
    expect(summary().queryByText('Fragile packaging')).not.toBeInTheDocument();
    expect(summaryRow('Subtotal (before tax)')).toHaveTextContent('₹241.53');
    expect(summaryRow('CGST')).toHaveTextContent('₹21.74');
    expect(summaryRow('SGST')).toHaveTextContent('₹21.73');
    expect(summaryRow('Total')).toHaveTextContent('₹285.00');
    expect(summary().getByText(/^Expected delivery:/)).toHaveTextContent(
      'Expected delivery: Thu 3 Dec – Sat 5 Dec',
    );

    // Payment: PhonePe, chosen, in a group of its own.
    const payment = screen.getByRole('group', { name: 'Payment method' });
    expect(within(payment).getByRole('radio', { name: /PhonePe/ })).toBeChecked();
  });

  it('says each zone as the buyer reads it', async () => {
    const user = userEvent.setup();
    renderCheckout({
      previews: {
        a1: previewHandler('a1', { zone: 'city' }),
        a2: previewHandler('a2', {
          zone: 'india',
          placeOfSupply: { stateCode: '33', state: 'Tamil Nadu' },
          taxType: 'inter',
          totals: { subtotal: 241.53, cgst: 0, sgst: 0, igst: 43.47, grandTotal: 285 },
        }),
      },
    });
    await ready();
    await user.click(screen.getByRole('radio', { name: /1, MG Road/ }));
    expect(await screen.findByText('Local delivery')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /2, MG Road/ }));
    expect(await screen.findByText('Rest of India')).toBeInTheDocument();
  });

  it('prices another method with ?deliveryMethod=, the summary follows, and the order is created with it', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({ addresses: [address(1)] });
    await screen.findByText('Within Maharashtra');
    expect(previewUrls(api)).toEqual(['/api/shop/order/preview/u1/a1?deliveryMethod=standard']);

    await user.click(screen.getByRole('radio', { name: /Express delivery/ }));
    expect(await summary().findByText('Express delivery')).toBeInTheDocument();
    expect(previewUrls(api)).toContain('/api/shop/order/preview/u1/a1?deliveryMethod=express');
    expect(summaryRow('Express delivery')).toHaveTextContent('₹149.00');
    expect(summary().queryByText('Standard delivery')).not.toBeInTheDocument();
    expect(summaryRow('Total')).toHaveTextContent('₹385.00');
    expect(summaryRow('CGST')).toHaveTextContent('₹29.37');
    expect(summary().getByText(/^Expected delivery:/)).toHaveTextContent('Expected delivery: Fri 4 Dec');

    await user.click(button());
    await waitFor(() => expect(creates(api)).toHaveLength(1));
    expect(creates(api)[0].body).toMatchObject({
      deliveryMethod: 'express',
      paymentMethod: 'phonepe',
      totalAmount: 385,
    });

    // Back to standard: its figures again (from the cache), and a new attempt.
    await user.click(screen.getByRole('radio', { name: /Standard delivery/ }));
    expect(await summary().findByText('Standard delivery')).toBeInTheDocument();
    expect(summaryRow('Total')).toHaveTextContent('₹285.00');
  });

  it('while another method is priced, keeps the last figures dimmed and busy instead of a total without delivery', async () => {
    const user = userEvent.setup();
    const express = deferred<{ body: unknown }>();
    renderCheckout({
      addresses: [address(1)],
      previews: {
        a1: (body, url) =>
          url.searchParams.get('deliveryMethod') === 'express'
            ? express.promise
            : previewHandler('a1')(body, url),
      },
    });
    await screen.findByText('Within Maharashtra');
    await summary().findByText('Standard delivery');
    expect(summaryRow('Total')?.closest('[aria-busy]')).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Express delivery/ }));
    expect(summaryRow('Total')).toHaveTextContent('₹285.00');
    expect(summaryRow('Total')?.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    // The options stay while the new method is priced.
    expect(screen.getByRole('radio', { name: /Express delivery/ })).toBeChecked();

    express.resolve({ body: { success: true, data: previewOf('a1', 'express') } });
    await waitFor(() => expect(summaryRow('Total')).toHaveTextContent('₹385.00'));
    expect(summaryRow('Total')?.closest('[aria-busy]')).toBeNull();
  });

  it('shows free standard delivery without a hint, and fragile packaging when the server charges it', async () => {
    const cart = cartOf([{ ...wire, quantity: 5 }]);
    renderCheckout({
      cart,
      addresses: [address(1)],
      previews: {
        a1: previewHandler('a1', {
          options: [{ ...OPTIONS[0], fee: 0 }, OPTIONS[1]],
          goodsTotal: 590,
          deliveryFee: 0,
          fragileFee: 50,
          freeDeliveryShortBy: 0,
          totals: { subtotal: 542.37, cgst: 48.82, sgst: 48.81, igst: 0, grandTotal: 640 },
          totalAmount: 640,
        }),
      },
    });
    const standard = await screen.findByRole('radio', { name: /Standard delivery/ });
    expect(standard).toHaveAccessibleName('Standard delivery Free Arrives Thu 3 Dec – Sat 5 Dec');
    expect(standard).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/more for free standard delivery/)).not.toBeInTheDocument();
    expect(await summary().findByText('Fragile packaging')).toBeInTheDocument();
    expect(summaryRow('Standard delivery')).toHaveTextContent('Free');
    expect(summaryRow('Fragile packaging')).toHaveTextContent('₹50.00');
    expect(summaryRow('Items')).toHaveTextContent('₹590.00');
    expect(summaryRow('Total')).toHaveTextContent('₹640.00');
  });

  it('an address the shop does not deliver to: the owner’s message at the address, no options, and no order', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({
      previews: { a2: () => ({ status: 400, body: { success: false, message: BLOCKED } }) },
    });
    await ready();
    await user.click(screen.getByRole('radio', { name: /2, MG Road/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BLOCKED);
    expect(
      screen.getByText('Choose an address we deliver to, to see the delivery options.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Standard delivery/ })).not.toBeInTheDocument();
    expect(summaryRow('Delivery charge')).toHaveTextContent('Not available');
    // A refusal is the answer: not asked again.
    expect(previewUrls(api).filter((u) => u.includes('/a2?'))).toHaveLength(1);

    await user.click(button());
    expect(await screen.findAllByText(BLOCKED)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Shipping address' })).toHaveFocus();
    // Not SPEC's "select an address": one is selected.
    expect(screen.queryByText('Please select one address to proceed.')).not.toBeInTheDocument();
    expect(creates(api)).toEqual([]);
    expect(currentStep()).toHaveTextContent('Shipping');

    await user.click(screen.getByRole('radio', { name: /1, MG Road/ }));
    expect(await screen.findByText('Within Maharashtra')).toBeInTheDocument();
    expect(screen.queryByText(BLOCKED, { selector: 'span' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  });

  it('when the charges cannot be worked out, says so, offers Try again, and places no order', async () => {
    const user = userEvent.setup();
    let down = true;
    const { api } = renderCheckout({
      addresses: [address(1)],
      previews: {
        a1: (body, url) =>
          down
            ? { status: 503, body: { success: false, message: 'Service unavailable' } }
            : previewHandler('a1')(body, url),
      },
    });
    expect(
      await screen.findByText('Could not work out delivery to this address.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(button());
    expect(
      await screen.findByText(
        'Could not work out the delivery charges for this address. Please try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(creates(api)).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Delivery method' })).toHaveFocus();

    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Within Maharashtra')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  });

  it('marks the step being worked in; an earlier step that is done is a button back to it', async () => {
    const user = userEvent.setup();
    renderCheckout({ addresses: [address(1)] });
    await screen.findByText('Within Maharashtra');
    expect(currentStep()).toHaveTextContent('Shipping');
    expect(screen.queryByRole('button', { name: /Shipping/ })).not.toBeInTheDocument();
    // Delivery is priced already, but no step ahead of the current one is ticked.
    expect(screen.getByRole('list', { name: 'Checkout steps' })).not.toHaveTextContent('(done)');

    await user.click(screen.getByRole('radio', { name: /Express delivery/ }));
    expect(currentStep()).toHaveTextContent('Delivery');
    expect(screen.getByRole('button', { name: '1. Shipping (done)' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /PhonePe/ }));
    expect(currentStep()).toHaveTextContent('Payment');
    expect(await screen.findByRole('button', { name: '2. Delivery (done)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '1. Shipping (done)' }));
    expect(currentStep()).toHaveTextContent('Shipping');
    expect(screen.getByRole('heading', { name: 'Shipping address' })).toHaveFocus();
  });

  describe('on a phone', () => {
    beforeEach(phoneScreen);

    const shippingStep = () => screen.getByRole('region', { name: 'Shipping address' }).parentElement!;
    const deliveryStep = () => screen.getByRole('region', { name: 'Delivery method' });
    const paymentStep = () => screen.getByRole('region', { name: 'Payment method' });

    it('Continue shows one step at a time, each checked before the next, and the last one places the order', async () => {
      const user = userEvent.setup();
      const { api } = renderCheckout();
      await ready();
      expect(shippingStep()).not.toHaveClass('max-sm:hidden');
      expect(deliveryStep()).toHaveClass('max-sm:hidden');
      expect(paymentStep()).toHaveClass('max-sm:hidden');

      // No address yet: Shipping stays, with SPEC's message.
      await user.click(button());
      expect(await screen.findAllByText('Please select one address to proceed.')).not.toHaveLength(0);
      expect(deliveryStep()).toHaveClass('max-sm:hidden');

      await user.click(screen.getByRole('radio', { name: /1, MG Road/ }));
      await user.click(button());
      await waitFor(() => expect(deliveryStep()).not.toHaveClass('max-sm:hidden'));
      expect(shippingStep()).toHaveClass('max-sm:hidden');
      expect(screen.getByRole('heading', { name: 'Delivery method' })).toHaveFocus();
      expect(currentStep()).toHaveTextContent('Delivery');

      await user.click(screen.getByRole('radio', { name: /Express delivery/ }));
      await summary().findByText('Express delivery');
      await user.click(button());
      await waitFor(() => expect(paymentStep()).not.toHaveClass('max-sm:hidden'));
      expect(deliveryStep()).toHaveClass('max-sm:hidden');
      expect(screen.getByRole('heading', { name: 'Payment method' })).toHaveFocus();
      expect(currentStep()).toHaveTextContent('Payment');
      expect(creates(api)).toEqual([]);

      await user.click(button());
      await waitFor(() => expect(creates(api)).toHaveLength(1));
      expect(creates(api)[0].body).toMatchObject({ deliveryMethod: 'express', totalAmount: 385 });
    });

    it('goes back to an earlier step from the header, and to the field a late refusal is about', async () => {
      const user = userEvent.setup();
      const { api } = renderCheckout({ addresses: [address(1)] });
      await screen.findByText('Within Maharashtra');
      await user.click(button());
      await waitFor(() => expect(deliveryStep()).not.toHaveClass('max-sm:hidden'));
      await user.click(screen.getByRole('button', { name: '1. Shipping (done)' }));
      expect(shippingStep()).not.toHaveClass('max-sm:hidden');
      expect(screen.getByRole('heading', { name: 'Shipping address' })).toHaveFocus();

      // A name that no longer holds, found at Continue: Shipping shows with the field focused.
      await user.click(button());
      await waitFor(() => expect(deliveryStep()).not.toHaveClass('max-sm:hidden'));
      await user.click(button());
      await waitFor(() => expect(paymentStep()).not.toHaveClass('max-sm:hidden'));
      await user.click(screen.getByRole('button', { name: '1. Shipping (done)' }));
      const name = screen.getByLabelText('Full name');
      await user.clear(name);
      await user.click(button());
      expect(await screen.findAllByText('Please enter your full name')).toHaveLength(2);
      expect(name).toHaveFocus();
      expect(shippingStep()).not.toHaveClass('max-sm:hidden');
      expect(creates(api)).toEqual([]);
    });
  });
});

const CREATED_COD = {
  success: true,
  message: COD_MESSAGES.placed,
  approvalURL: `${window.location.origin}/shop/order-placed?orderId=order-2`,
  orderId: 'order-2',
  discountCode: null,
  discountAmount: 0,
};
const paymentGroup = () => screen.getByRole('group', { name: 'Payment method' });
const codRadio = () => within(paymentGroup()).getByRole('radio', { name: /Cash on delivery/ });
const phonePeRadio = () => within(paymentGroup()).getByRole('radio', { name: /PhonePe/ });
const placeCod = () => screen.getByRole('button', { name: /Place order \(pay on delivery\)/ });
const codCalls = (api: ReturnType<typeof mockApi>, path: string) => api.calls.filter((c) => c.path === path);

/** A preview handler whose cash-on-delivery terms are read at each call (they change during a test). */
const previewWith =
  (addressId: string, cod: () => Partial<ApiOrderPreview['cod']>): Handler =>
  (body, url) =>
    previewHandler(addressId, { cod: { ...COD_OK, ...cod() } })(body, url);

describe('cash on delivery', () => {
  it('offers cash on delivery with its fee; chosen, prices the order with it and places it without a payment page', async () => {
    const user = userEvent.setup();
    const { api, router } = renderCheckout({
      addresses: [address(1)],
      create: () => ({ body: CREATED_COD }),
    });
    await screen.findByText('Within Maharashtra');
    expect(phonePeRadio()).toBeChecked();
    expect(codRadio()).toBeEnabled();
    expect(codRadio()).toHaveAccessibleName('Cash on delivery + ₹25.00 cash handling');
    expect(codRadio()).toHaveAccessibleDescription('Pay in cash when your order is delivered.');
    expect(summary().queryByText('Cash-on-delivery fee')).not.toBeInTheDocument();

    await user.click(codRadio());
    expect(codRadio()).toBeChecked();
    expect(await summary().findByText('Cash-on-delivery fee')).toBeInTheDocument();
    expect(previewUrls(api)).toContain(
      '/api/shop/order/preview/u1/a1?deliveryMethod=standard&paymentMethod=cod',
    );
    expect(summaryRow('Cash-on-delivery fee')).toHaveTextContent('₹25.00');
    expect(summaryRow('Standard delivery')).toHaveTextContent('₹49.00');
    expect(summaryRow('Total')).toHaveTextContent('₹310.00');
    expect(screen.getByText('You pay ₹310.00 in cash on delivery.')).toBeInTheDocument();
    // The account's e-mail is confirmed: nothing more to do.
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Checkout with PhonePe/ })).not.toBeInTheDocument();

    // Express with cash: priced again with both.
    await user.click(screen.getByRole('radio', { name: /Express delivery/ }));
    await waitFor(() => expect(summaryRow('Total')).toHaveTextContent('₹410.00'));
    expect(previewUrls(api)).toContain(
      '/api/shop/order/preview/u1/a1?deliveryMethod=express&paymentMethod=cod',
    );

    await user.click(placeCod());
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/order-placed'));
    expect(router.state.location.search).toBe('?orderId=order-2');
    expect(creates(api)).toHaveLength(1);
    expect(creates(api)[0].body).toMatchObject({
      paymentMethod: 'cod',
      deliveryMethod: 'express',
      totalAmount: 410,
      addressInfo: { addressId: 'a1' },
    });
    // No payment page, and nothing kept for a capture.
    expect(goToPayment).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY)).toBeNull();
    // The server emptied the cart: it is read again.
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/shop/cart/get/u1').length).toBeGreaterThan(1),
    );
  });

  it('going back to PhonePe prices without the fee and checks out with PhonePe', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({ addresses: [address(1)] });
    await screen.findByText('Within Maharashtra');
    await user.click(codRadio());
    await waitFor(() => expect(summaryRow('Total')).toHaveTextContent('₹310.00'));
    await user.click(phonePeRadio());
    await waitFor(() => expect(summaryRow('Total')).toHaveTextContent('₹285.00'));
    expect(summary().queryByText('Cash-on-delivery fee')).not.toBeInTheDocument();
    await user.click(button());
    await waitFor(() => expect(creates(api)).toHaveLength(1));
    expect(creates(api)[0].body).toMatchObject({ paymentMethod: 'phonepe', totalAmount: 285 });
    expect(goToPayment).toHaveBeenCalledWith('http://pay.test/pay/HEP1');
  });

  it.each([
    'Cash on delivery is available for orders up to ₹10,000.00. Please pay online.',
    'Cash on delivery is not offered at this pincode.',
    'You have 2 unpaid cash-on-delivery orders open. Please pay online, or wait until one is delivered.',
    'Cash on delivery is not available at the moment.',
  ])('where it is refused, the option is disabled and says why: %s', async (reason) => {
    const user = userEvent.setup();
    const { api } = renderCheckout({
      addresses: [address(1)],
      previews: { a1: previewHandler('a1', { cod: { available: false, fee: 25, reason, verified: true } }) },
    });
    await screen.findByText('Within Maharashtra');
    expect(codRadio()).toBeDisabled();
    expect(codRadio()).toHaveAccessibleDescription(reason);
    expect(screen.getByText(reason)).toBeVisible();
    expect(phonePeRadio()).toBeChecked();
    await user.click(codRadio());
    expect(phonePeRadio()).toBeChecked();
    expect(previewUrls(api).some((u) => u.includes('paymentMethod=cod'))).toBe(false);
    expect(button()).toHaveTextContent('Checkout with PhonePe');
  });

  it('before an address is chosen, says cash on delivery depends on it', async () => {
    renderCheckout();
    await ready();
    expect(codRadio()).toBeDisabled();
    expect(codRadio()).toHaveAccessibleDescription(
      'Choose a delivery address to see whether you can pay cash on delivery.',
    );
  });

  it('a cash-on-delivery preview refused since (the terms changed) says why and keeps PhonePe', async () => {
    const user = userEvent.setup();
    const reason = 'Cash on delivery is not offered at this pincode.';
    renderCheckout({
      addresses: [address(1)],
      previews: {
        a1: (body, url) =>
          url.searchParams.get('paymentMethod') === 'cod'
            ? { status: 400, body: { success: false, message: reason } }
            : previewHandler('a1')(body, url),
      },
    });
    await screen.findByText('Within Maharashtra');
    await user.click(codRadio());
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(codRadio()).toBeDisabled();
    expect(phonePeRadio()).toBeChecked();
    // Not the address's refusal: the zone still shows, and PhonePe checks out.
    expect(screen.getByText('Within Maharashtra')).toBeInTheDocument();
    expect(button()).toHaveTextContent('Checkout with PhonePe');
  });

  it('before the first cash order: sends the code (again), refuses a wrong one with the server’s message, confirms, and only then places the order', async () => {
    const user = userEvent.setup();
    let verified = false;
    const { api, router } = renderCheckout({
      addresses: [address(1)],
      previews: { a1: previewWith('a1', () => ({ verified })) },
      create: () => ({ body: CREATED_COD }),
      extra: {
        'POST /api/shop/order/cod-code': () => ({ body: { success: true, message: COD_MESSAGES.codeSent } }),
        'POST /api/shop/order/cod-verify': (body) => {
          if ((body as { code: string }).code !== '482913')
            return { status: 400, body: { success: false, message: INVALID_CODE } };
          verified = true;
          return { body: { success: true, message: COD_MESSAGES.verified } };
        },
      },
    });
    await screen.findByText('Within Maharashtra');
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail' })).not.toBeInTheDocument();
    await user.click(codRadio());
    const panel = await screen.findByRole('region', { name: 'Confirm your e-mail' });
    expect(panel).toHaveTextContent('meera@example.com');
    const code = within(panel).getByLabelText('6-digit code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    // Placing the order now is refused at once, pointing at the code.
    await waitFor(() => expect(summaryRow('Total')).toHaveTextContent('₹310.00'));
    await user.click(placeCod());
    expect(await screen.findAllByText(COD_MESSAGES.verify)).toHaveLength(2);
    expect(code).toHaveFocus();
    expect(creates(api)).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(COD_MESSAGES.codeSent)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(codCalls(api, '/api/shop/order/cod-code')).toHaveLength(2));

    // Not six digits: said here, nothing sent.
    await user.type(code, '4829');
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(within(panel).getByText('Please enter the 6-digit code from the e-mail')).toBeInTheDocument();
    expect(codCalls(api, '/api/shop/order/cod-verify')).toEqual([]);

    // A wrong code: the server's message at the input.
    await user.clear(code);
    await user.type(code, '000 000');
    expect(code).toHaveValue('000000');
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByText(INVALID_CODE)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(INVALID_CODE);

    await user.clear(code);
    await user.type(code, '482913{Enter}');
    expect(await screen.findByText(COD_MESSAGES.verified)).toBeInTheDocument();
    expect(codCalls(api, '/api/shop/order/cod-verify').map((c) => c.body)).toEqual([
      { code: '000000' },
      { code: '482913' },
    ]);
    // The preview is asked again and says the account is confirmed: the panel goes.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Confirm your e-mail' })).not.toBeInTheDocument(),
    );
    expect(codRadio()).toBeChecked();

    await user.click(placeCod());
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/order-placed'));
    expect(creates(api)[0].body).toMatchObject({ paymentMethod: 'cod', totalAmount: 310 });
    expect(sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY)).toBeNull();
  });

  it('says so when the code cannot be sent (asked too often)', async () => {
    const user = userEvent.setup();
    renderCheckout({
      addresses: [address(1)],
      previews: { a1: previewWith('a1', () => ({ verified: false })) },
      extra: {
        'POST /api/shop/order/cod-code': () => ({
          status: 429,
          body: { success: false, message: 'Too many requests. Please try again in a few minutes.' },
        }),
      },
    });
    await screen.findByText('Within Maharashtra');
    await user.click(codRadio());
    const panel = await screen.findByRole('region', { name: 'Confirm your e-mail' });
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Too many requests. Please try again in a few minutes.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('an order the server refuses for too many open cash orders: its message, and the option then says why', async () => {
    const user = userEvent.setup();
    const tooMany =
      'You have 2 unpaid cash-on-delivery orders open. Please pay online, or wait until one is delivered.';
    let open = 1;
    const { api, router } = renderCheckout({
      addresses: [address(1)],
      previews: {
        a1: previewWith('a1', () =>
          open >= 2 ? { available: false, reason: tooMany } : { available: true, reason: null },
        ),
      },
      create: () => {
        open = 2;
        return { status: 409, body: { success: false, message: tooMany } };
      },
    });
    await screen.findByText('Within Maharashtra');
    await user.click(codRadio());
    await waitFor(() => expect(summaryRow('Total')).toHaveTextContent('₹310.00'));
    await user.click(placeCod());
    expect(await screen.findAllByText(tooMany)).not.toHaveLength(0);
    await waitFor(() => expect(codRadio()).toBeDisabled());
    expect(codRadio()).toHaveAccessibleDescription(tooMany);
    expect(phonePeRadio()).toBeChecked();
    expect(router.state.location.pathname).toBe('/shop/checkout');
    expect(creates(api)).toHaveLength(1);
  });

  it('on a phone, Continue leads to Payment, where cash on delivery places the order', async () => {
    phoneScreen();
    const user = userEvent.setup();
    const { api, router } = renderCheckout({
      addresses: [address(1)],
      create: () => ({ body: CREATED_COD }),
    });
    await screen.findByText('Within Maharashtra');
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    await waitFor(() => expect(currentStep()).toHaveTextContent('Delivery'));
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    await waitFor(() => expect(currentStep()).toHaveTextContent('Payment'));
    expect(screen.getByRole('heading', { name: 'Payment method' })).toHaveFocus();
    await user.click(codRadio());
    await waitFor(() => expect(summaryRow('Total')).toHaveTextContent('₹310.00'));
    // At the last step, the button says what it does.
    expect(screen.queryByRole('button', { name: /Continue/ })).not.toBeInTheDocument();
    expect(placeCod()).toHaveAccessibleName('Place order (pay on delivery)');
    await user.click(placeCod());
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/order-placed'));
    expect(creates(api)[0].body).toMatchObject({ paymentMethod: 'cod', totalAmount: 310 });
  });
});

describe('checkout’s discount code', () => {
  /** WELCOME takes ₹23.60 off the goods; the server's figures after it, with standard delivery. */
  const DISCOUNTED = {
    totals: { subtotal: 221.53, cgst: 19.94, sgst: 19.93, igst: 0, grandTotal: 261.4 },
    totalAmount: 261.4,
  };
  const SHORT = 'Add ₹28 more to use this code';
  /** The preview for a1: without a code as ever; BIG10 refused (minimum not met); WELCOME applied. */
  const withCodes: Handler = (body, url) => {
    const code = url.searchParams.get('discountCode');
    if (code === 'BIG10') return { status: 400, body: { success: false, message: SHORT } };
    if (code === 'WELCOME')
      return {
        body: {
          success: true,
          data: { ...previewOf('a1'), ...DISCOUNTED, discountCode: 'WELCOME', discountAmount: 23.6 },
        },
      };
    return previewHandler('a1')(body, url);
  };
  const codeInput = () => screen.getByLabelText('Discount code');

  it('a refused code says the server’s reason on the input; an applied one shows the code, amount off and new total, and goes with the order', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({ addresses: [address(1)], previews: { a1: withCodes } });
    await screen.findByText('Within Maharashtra');
    await user.click(screen.getByText('Discount', { selector: 'summary span' }));
    await user.type(codeInput(), 'big10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SHORT);
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(codeInput()).toHaveAccessibleDescription(SHORT);
    // The order stays priced without the code.
    expect(summaryRow('Total')).toHaveTextContent('₹285.00');
    expect(previewUrls(api).some((u) => u.includes('discountCode=BIG10'))).toBe(true);

    await user.clear(codeInput());
    await user.type(codeInput(), 'welcome');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(summaryRow('Total')).toHaveTextContent('₹261.40'));
    expect(summaryRow('Discount (WELCOME)')).toHaveTextContent('−₹23.60');
    expect(codeInput()).toHaveAccessibleDescription('WELCOME applied: ₹23.60 off');
    expect(codeInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();

    await user.click(button());
    await waitFor(() => expect(creates(api)).toHaveLength(1));
    expect(creates(api)[0].body).toMatchObject({ discountCode: 'WELCOME', totalAmount: 261.4 });
  });

  it('Remove takes the code off: the total without it, and no code with the order', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({ addresses: [address(1)], previews: { a1: withCodes } });
    await screen.findByText('Within Maharashtra');
    await user.click(screen.getByText('Discount', { selector: 'summary span' }));
    await user.type(codeInput(), 'WELCOME{Enter}');
    await waitFor(() => expect(summaryRow('Total')).toHaveTextContent('₹261.40'));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(summaryRow('Total')).toHaveTextContent('₹285.00'));
    expect(screen.queryByText('Discount (WELCOME)')).not.toBeInTheDocument();
    expect(codeInput()).toHaveValue('');
    expect(codeInput()).toHaveFocus();
    await user.click(button());
    await waitFor(() => expect(creates(api)).toHaveLength(1));
    expect(creates(api)[0].body).not.toHaveProperty('discountCode');
    expect(creates(api)[0].body).toMatchObject({ totalAmount: 285 });
  });

  it('a code applied before an address is chosen is checked once one is', async () => {
    const user = userEvent.setup();
    renderCheckout({ previews: { a1: withCodes } });
    await ready();
    await user.click(screen.getByText('Discount', { selector: 'summary span' }));
    await user.type(codeInput(), 'WELCOME{Enter}');
    expect(screen.getByText('WELCOME is checked once you choose an address.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /1, MG Road/ }));
    await waitFor(() => expect(summaryRow('Discount (WELCOME)')).toHaveTextContent('−₹23.60'));
  });

  it('a code refused when the order is placed (its last use went meanwhile): its reason, the input focused, no order', async () => {
    const user = userEvent.setup();
    let usedUp = false;
    const { api } = renderCheckout({
      addresses: [address(1)],
      previews: {
        a1: (body, url) =>
          usedUp && url.searchParams.get('discountCode')
            ? { status: 400, body: { success: false, message: 'This code has been used up' } }
            : withCodes(body, url),
      },
      create: () => ({ status: 400, body: { success: false, message: 'This code has been used up' } }),
    });
    await screen.findByText('Within Maharashtra');
    await user.click(screen.getByText('Discount', { selector: 'summary span' }));
    await user.type(codeInput(), 'WELCOME{Enter}');
    await waitFor(() => expect(summaryRow('Total')).toHaveTextContent('₹261.40'));
    usedUp = true;
    await user.click(button());
    // The server refused the order; the previews are asked again, and the code's reason shows on its input.
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has been used up');
    await waitFor(() => expect(summaryRow('Total')).toHaveTextContent('₹285.00'));
    expect(creates(api)).toHaveLength(1);
    await user.click(button());
    await waitFor(() => expect(codeInput()).toHaveFocus());
    expect(creates(api)).toHaveLength(1);
  });
});

describe('checkout’s Giftcard box (issue 47)', () => {
  /** The preview for a1: a ₹100 card pays ₹100 of ₹285.00; a ₹500 card all of it; EXPIRED is refused. */
  const EXPIRED = 'This gift card has expired';
  const withCards: Handler = (body, url) => {
    const card = url.searchParams.get('giftCardCode');
    if (card === 'EXPIRED') return { status: 400, body: { success: false, message: EXPIRED } };
    if (card === 'PART' || card === 'WHOLE') {
      const amount = card === 'PART' ? 100 : 285;
      return {
        body: {
          success: true,
          data: { ...previewOf('a1'), giftCardAmount: amount, amountDue: 285 - amount },
        },
      };
    }
    return previewHandler('a1')(body, url);
  };
  const cardInput = () => screen.getByLabelText('Gift card number');

  it('a refused card says why on the input; an applied one shows what it pays and what is left, and goes with the order', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({ addresses: [address(1)], previews: { a1: withCards } });
    await screen.findByText('Within Maharashtra');
    await user.click(screen.getByText('Giftcard', { selector: 'summary span' }));
    await user.type(cardInput(), 'expired');
    await user.click(screen.getByRole('button', { name: 'Apply gift card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(cardInput()).toHaveAttribute('aria-invalid', 'true');
    expect(cardInput()).toHaveAccessibleDescription(EXPIRED);

    await user.clear(cardInput());
    await user.type(cardInput(), 'part');
    await user.click(screen.getByRole('button', { name: 'Apply gift card' }));
    await waitFor(() => expect(summaryRow('Paid by gift card')).toHaveTextContent('−₹100.00'));
    // Money, not a discount: the total stays the order's.
    expect(summaryRow('Total')).toHaveTextContent('₹285.00');
    expect(summaryRow('To pay')).toHaveTextContent('₹185.00');
    expect(cardInput()).toHaveAccessibleDescription('Gift card applied: ₹100.00, ₹185.00 left to pay');
    await user.click(button());
    await waitFor(() => expect(creates(api)).toHaveLength(1));
    expect(creates(api)[0].body).toMatchObject({ giftCardCode: 'PART' });
  });

  /** The order placed and paid by the card: the server's answer sends the buyer to the order-placed page. */
  const CREATED_BY_CARD = {
    ...CREATED_COD,
    message: 'Order placed',
    giftCardAmount: 285,
    amountDue: 0,
  };
  const wholeOnly =
    (cod: Partial<ApiOrderPreview['cod']>): Handler =>
    (_body, url) => {
      const payment = url.searchParams.get('paymentMethod') === 'cod' ? 'cod' : 'phonepe';
      // As the server prices it: a card that pays it all takes no cash, so no cash-on-delivery fee either.
      const data = url.searchParams.get('giftCardCode')
        ? { ...previewOf('a1'), paymentMethod: payment, giftCardAmount: 285, amountDue: 0 }
        : previewOf('a1', 'standard', {}, payment);
      return { body: { success: true, data: { ...data, cod: { ...COD_OK, ...cod } } } };
    };

  it('a card that pays it all: the payment step offers no choice, and the button places the order, no PhonePe', async () => {
    const user = userEvent.setup();
    const { api, router } = renderCheckout({
      addresses: [address(1)],
      previews: { a1: withCards },
      create: () => ({ body: CREATED_BY_CARD }),
    });
    await screen.findByText('Within Maharashtra');
    expect(phonePeRadio()).toBeChecked();
    await user.click(screen.getByText('Giftcard', { selector: 'summary span' }));
    await user.type(cardInput(), 'whole{Enter}');
    await waitFor(() => expect(summaryRow('To pay')).toHaveTextContent('₹0.00'));
    expect(
      screen.getByText('Your gift card pays the whole order: nothing is left to pay.'),
    ).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment method' });
    expect(within(payment).queryAllByRole('radio')).toEqual([]);
    expect(payment).toHaveTextContent(
      'Paid by gift card: ₹285.00Your gift card covers the whole order, so there is no payment method to choose.',
    );
    expect(screen.getByRole('button', { name: /Place order \(paid by gift card\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Checkout with PhonePe/ })).not.toBeInTheDocument();

    // Removed, the card gives the choice back; applied again, it goes.
    await user.click(screen.getByRole('button', { name: 'Remove gift card' }));
    await waitFor(() => expect(phonePeRadio()).toBeChecked());
    expect(codRadio()).toBeEnabled();
    await user.type(cardInput(), 'whole{Enter}');
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Payment method' })).queryByRole('radio')).toBeNull(),
    );

    await user.click(screen.getByRole('button', { name: /Place order \(paid by gift card\)/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/order-placed'));
    expect(creates(api)).toHaveLength(1);
    expect(creates(api)[0].body).toMatchObject({ giftCardCode: 'WHOLE', paymentMethod: 'phonepe' });
    expect(goToPayment).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY)).toBeNull();
  });

  it('cash on delivery chosen (the e-mail not confirmed yet), then a card that pays it all: no fee, no code to confirm, placed', async () => {
    const user = userEvent.setup();
    const { api, router } = renderCheckout({
      addresses: [address(1)],
      previews: { a1: wholeOnly({ verified: false }) },
      create: () => ({ body: CREATED_BY_CARD }),
    });
    await screen.findByText('Within Maharashtra');
    await user.click(codRadio());
    await screen.findByRole('region', { name: 'Confirm your e-mail' });
    await waitFor(() => expect(summaryRow('Cash-on-delivery fee')).toHaveTextContent('₹25.00'));

    await user.click(screen.getByText('Giftcard', { selector: 'summary span' }));
    await user.type(cardInput(), 'whole{Enter}');
    await waitFor(() => expect(summaryRow('To pay')).toHaveTextContent('₹0.00'));
    expect(summary().queryByText('Cash-on-delivery fee')).not.toBeInTheDocument();
    expect(summaryRow('Total')).toHaveTextContent('₹285.00');
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payment method' })).queryByRole('radio')).toBeNull();
    expect(screen.queryByText(/in cash on delivery/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Place order \(paid by gift card\)/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/order-placed'));
    // No cash is taken: sent as an online order, which the server places as paid by the card.
    expect(creates(api)[0].body).toMatchObject({ giftCardCode: 'WHOLE', paymentMethod: 'phonepe' });
  });

  it('on a phone, Continue still goes through the steps; the last says the card pays it and places the order', async () => {
    phoneScreen();
    const user = userEvent.setup();
    const { api, router } = renderCheckout({
      addresses: [address(1)],
      previews: { a1: withCards },
      create: () => ({ body: CREATED_BY_CARD }),
    });
    await screen.findByText('Within Maharashtra');
    await user.click(screen.getByText('Giftcard', { selector: 'summary span' }));
    await user.type(cardInput(), 'whole{Enter}');
    await waitFor(() => expect(summaryRow('To pay')).toHaveTextContent('₹0.00'));
    const payment = screen.getByRole('region', { name: 'Payment method' });
    const place = () => screen.getByRole('button', { name: /Continue/ });
    expect(payment).toHaveClass('max-sm:hidden');

    await user.click(place());
    await waitFor(() => expect(currentStep()).toHaveTextContent('Delivery'));
    expect(screen.getByRole('heading', { name: 'Delivery method' })).toHaveFocus();
    await user.click(place());
    await waitFor(() => expect(currentStep()).toHaveTextContent('Payment'));
    expect(screen.getByRole('region', { name: 'Payment method' })).not.toHaveClass('max-sm:hidden');
    expect(screen.getByRole('heading', { name: 'Payment method' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Payment method' })).toHaveTextContent(
      'Paid by gift card: ₹285.00',
    );
    expect(creates(api)).toEqual([]);
    // The last step's button says what it does.
    const last = screen.getByRole('button', { name: 'Place order (paid by gift card)' });
    await user.click(last);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/order-placed'));
    expect(creates(api)).toHaveLength(1);
  });
});
