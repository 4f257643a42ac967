import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CURRENT_ORDER_STORAGE_KEY } from '../../features/orders';
import { makeOrder } from '../../test/fixtures';
import { mockApi, renderRoutes, type Handler } from '../../test/render';
import PaymentFailedPage from './payment-failed';
import PaymentSuccessPage from './payment-success';
import PhonePeReturnPage from './phonepe-return';
import RefundCancellationPage from './static/refund-cancellation';
import ReturnPolicyPage from './static/return';
import ShippingPolicyPage from './static/shipping';
import TermsPage from './static/terms';
import WarrantyPolicyPage from './static/warranty';
import ContactPage from './static/contact';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const landing = [
  { path: '/shop/home', element: <h1>Home page</h1> },
  { path: '/shop/payment-success', element: <h1>Success page</h1> },
  { path: '/shop/payment-failed', element: <h1>Failed page</h1> },
  { path: '/auth/login', element: <h1>Login page</h1> },
];

/** The buyer's session: capturing a payment is for the signed-in buyer. */
const SIGNED_IN: Record<string, Handler> = {
  'GET /api/auth/check-auth': () => ({
    body: {
      success: true,
      user: { id: 'u1', userName: 'Asha', email: 'asha@example.com', role: 'customer', isAdmin: false },
    },
  }),
};
const signedIn = (handlers: Record<string, Handler>) => mockApi({ ...SIGNED_IN, ...handlers });

function renderReturn(url = '/shop/phonepe-return') {
  return renderRoutes([{ path: '/shop/phonepe-return', element: <PhonePeReturnPage /> }, ...landing], [url]);
}

/** An order id as the shop's return address carries it. */
const ORDER_ID = '0b6a3c52-0000-4000-8000-00000000aa01';

/** The capture's answer for a paid order. */
const PAID = {
  success: true,
  message: 'Payment successful. Your order is confirmed.',
  data: makeOrder({ _id: 'order-1', paymentStatus: 'paid', orderStatus: 'confirmed' }),
};

describe('back from the payment provider (SPEC §4)', () => {
  it('goes home when no order id is stored', async () => {
    const api = signedIn({});
    const { router } = renderReturn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/home'));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('captures the stored order, clears it and shows the success page', async () => {
    sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, JSON.stringify('order-1'));
    const api = signedIn({ 'POST /api/shop/order/capture': () => ({ body: PAID }) });
    const { router } = renderReturn();
    expect(screen.getByRole('heading', { name: 'Processing Payment...' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/payment-success'));
    expect(router.state.location.search).toBe('?orderId=order-1');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/shop/order/capture', body: { orderId: 'order-1' } },
    ]);
    expect(sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY)).toBeNull();
  });

  it('after a paid capture, the cart and orders are read again (the order took the cart’s items)', async () => {
    sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, JSON.stringify('order-1'));
    signedIn({ 'POST /api/shop/order/capture': () => ({ body: PAID }) });
    const { router, queryClient } = renderRoutes(
      [{ path: '/shop/phonepe-return', element: <PhonePeReturnPage /> }, ...landing],
      ['/shop/phonepe-return'],
    );
    queryClient.setQueryData(['cart', 'u1'], { items: [{ productId: 'p1' }] });
    queryClient.setQueryData(['orders', 'list', 'u1'], []);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/payment-success'));
    expect(queryClient.getQueryState(['cart', 'u1'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['orders', 'list', 'u1'])?.isInvalidated).toBe(true);
  });

  it('shows the failed page when the capture fails, keeping the id for a retry', async () => {
    sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, JSON.stringify('order-2'));
    signedIn({
      'POST /api/shop/order/capture': () => ({
        status: 402,
        body: { success: false, message: 'Payment failed' },
      }),
    });
    const { router } = renderReturn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/payment-failed'));
    expect(sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY)).toBe('"order-2"');
  });

  it('in a new tab that stored nothing, captures the order the return address names', async () => {
    const api = signedIn({
      'POST /api/shop/order/capture': () => ({
        body: {
          ...PAID,
          data: makeOrder({ _id: ORDER_ID, paymentStatus: 'paid', orderStatus: 'confirmed' }),
        },
      }),
    });
    const { router } = renderReturn(`/shop/phonepe-return?orderId=${ORDER_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/payment-success'));
    expect(router.state.location.search).toBe(`?orderId=${ORDER_ID}`);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/shop/order/capture', body: { orderId: ORDER_ID } },
    ]);
  });

  it('the address’s order wins over another this tab stored; a malformed one is ignored', async () => {
    sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, JSON.stringify('order-1'));
    const api = signedIn({ 'POST /api/shop/order/capture': () => ({ body: PAID }) });
    renderReturn(`/shop/phonepe-return?orderId=${ORDER_ID}`);
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ orderId: ORDER_ID });

    sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, JSON.stringify('order-1'));
    const again = signedIn({ 'POST /api/shop/order/capture': () => ({ body: PAID }) });
    renderReturn('/shop/phonepe-return?orderId=%3Cscript%3E');
    await waitFor(() => expect(again.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(again.calls.find((c) => c.method === 'POST')!.body).toEqual({ orderId: 'order-1' });
  });

  it('a visitor is asked to log in, and the login leads back to this order', async () => {
    const api = mockApi({
      'GET /api/auth/check-auth': () => ({
        status: 401,
        body: { success: false, message: 'Not logged in', user: null },
      }),
    });
    const { router } = renderReturn(`/shop/phonepe-return?orderId=${ORDER_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('r')).toBe(
      `/shop/phonepe-return?orderId=${ORDER_ID}`,
    );
    expect(await screen.findByText('Please log in to see your order')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

function renderPage(element: ReactNode) {
  mockApi({});
  return renderRoutes([{ path: '/', element }], ['/']);
}

describe('payment result pages (SPEC §2)', () => {
  it('success: the message and View Orders to the account', () => {
    renderPage(<PaymentSuccessPage />);
    expect(screen.getByRole('heading', { name: 'Payment is successfull!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/shop/account');
    expect(screen.queryByTestId('order-facts')).toBeNull();
  });

  it('success: SPEC’s words, then the order’s number, the amount paid and the expected delivery', async () => {
    const api = signedIn({
      [`GET /api/shop/order/details/${ORDER_ID}`]: () => ({
        body: {
          success: true,
          data: makeOrder({
            _id: ORDER_ID,
            orderNumber: 'HEP-10482',
            paymentStatus: 'paid',
            orderStatus: 'confirmed',
            totalAmount: 389,
            expectedDelivery: { from: '2026-12-03', to: '2026-12-05' },
          }),
        },
      }),
    });
    renderRoutes(
      [{ path: '/shop/payment-success', element: <PaymentSuccessPage /> }],
      [`/shop/payment-success?orderId=${ORDER_ID}`],
    );
    expect(screen.getByRole('heading', { name: 'Payment is successfull!' })).toBeInTheDocument();
    const facts = await screen.findByTestId('order-facts');
    expect(within(facts).getByText('Order number:').nextElementSibling).toHaveTextContent('HEP-10482');
    expect(within(facts).getByText('Amount paid:').nextElementSibling).toHaveTextContent('₹389.00');
    expect(within(facts).getByText('Expected delivery:').nextElementSibling).toHaveTextContent(
      'Thu 3 Dec – Sat 5 Dec',
    );
    expect(api.calls.map((c) => c.path)).toContain(`/api/shop/order/details/${ORDER_ID}`);
  });

  it('failed: both texts, Continue Shopping and Try Again', () => {
    renderPage(<PaymentFailedPage />);
    expect(screen.getByRole('heading', { name: 'Payment failed or cancelled' })).toBeInTheDocument();
    expect(
      screen.getByText('If any amount was debited, it will be reversed automatically. You can try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop/listing');
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/shop/checkout');
  });
});

describe('policy pages keep SPEC §9’s figures, page by page', () => {
  it.each([
    [
      'return',
      <ReturnPolicyPage />,
      'Refund & Return Policy',
      // SPEC notes the clash of 30 and 7 days: both pages read one setting, 7 days by default.
      ['7 days', '10%', '15%', '20%', '7-10 business days'],
    ],
    [
      'refund-cancellation',
      <RefundCancellationPage />,
      'Refund & Cancellation Policy',
      ['2 hours', '7 days', '10%', '15%', '20%', '7-10 business days'],
    ],
    [
      'shipping',
      <ShippingPolicyPage />,
      'Shipping & Delivery Policy',
      // Cash on delivery is on by default (SPEC §9): its ₹25 fee and ₹10,000 limit.
      ['₹499', '₹49', '₹29', '₹99', '₹149', '₹199', '₹50', '₹25', '₹10,000', 'cash-on-delivery'],
    ],
    ['warranty', <WarrantyPolicyPage />, 'Warranty Policy', ['30 days to 1 year']],
    ['terms', <TermsPage />, 'Terms & Conditions', ['18 years', 'Cash on delivery is accepted', '₹25']],
    ['contact', <ContactPage />, 'Contact Us', ['Monday–Saturday, 10 AM–8 PM']],
  ])('%s', (_name, element, title, figures) => {
    const { container } = renderPage(element);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    for (const figure of figures) expect(container.textContent).toContain(figure);
  });
});
