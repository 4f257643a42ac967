import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { makeOrder } from '../../test/fixtures';
import { mockApi, renderRoutes } from '../../test/render';
import OrderPlacedPage from './order-placed';

afterEach(() => vi.unstubAllGlobals());

const ORDER = makeOrder({
  _id: 'order-2',
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  orderStatus: 'pending',
  deliveryMethod: 'standard',
  goodsTotal: 1180,
  deliveryFee: 0,
  codFee: 25,
  fragileFee: 0,
  expectedDelivery: { from: '2026-12-03', to: '2026-12-05' },
  totalAmount: 1205,
  payOnDelivery: 1205,
  paidAt: null,
});

const renderAt = (url: string) =>
  renderRoutes([{ path: '/shop/order-placed', element: <OrderPlacedPage /> }], [url]);

describe('the order-placed page (cash on delivery)', () => {
  it('says the order is placed, the cash to keep ready and the expected dates, from the order', async () => {
    const api = mockApi({
      'GET /api/shop/order/details/order-2': () => ({ body: { success: true, data: ORDER } }),
    });
    renderAt('/shop/order-placed?orderId=order-2');
    expect(screen.getByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for your order. Please pay in cash when it is delivered.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Pay on delivery: ₹1,205.00')).toBeInTheDocument();
    expect(screen.getByText('Expected delivery:').nextElementSibling).toHaveTextContent(
      'Thu 3 Dec – Sat 5 Dec',
    );
    expect(screen.getByText('Order number:').nextElementSibling).toHaveTextContent('HEP-10001');
    expect(screen.queryByText('order-2')).toBeNull();
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/shop/account');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop/listing');
    expect(api.calls.map((c) => c.path).filter((p) => p.includes('/order/'))).toEqual([
      '/api/shop/order/details/order-2',
    ]);
  });

  it('still says the order is placed when the order cannot be loaded, and points to the account', async () => {
    mockApi({
      'GET /api/shop/order/details/order-9': () => ({
        status: 404,
        body: { success: false, message: 'Order not found' },
      }),
    });
    renderAt('/shop/order-placed?orderId=order-9');
    expect(screen.getByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
    expect(await screen.findByText(/We could not show the order’s details just now/)).toHaveTextContent(
      'You will find the order, with the amount to pay, in your account.',
    );
    expect(screen.queryByText(/Pay on delivery:/)).toBeNull();
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/shop/account');
  });

  it('without an order id, asks nothing and says where the order is', async () => {
    const api = mockApi({});
    renderAt('/shop/order-placed');
    expect(screen.getByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByText(/We could not show the order’s details just now/)).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((c) => c.path.includes('/order/'))).toEqual([]));
  });
});
