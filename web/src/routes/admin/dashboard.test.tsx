import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDashboardSummary } from '../../../../common/contracts/admin';
import { niceMax } from '../../features/admin-dashboard';
import { mockApi, renderAt } from '../../test/render';
import AdminDashboardPage from './dashboard';

afterEach(() => vi.unstubAllGlobals());

const days = Array.from({ length: 30 }, (_, i) => {
  const d = new Date(Date.UTC(2026, 1, 14 + i)).toISOString().slice(0, 10);
  return { date: d, orders: i === 29 ? 2 : i === 10 ? 1 : 0, revenue: i === 29 ? 168 : i === 10 ? 20 : 0 };
});

const SUMMARY: AdminDashboardSummary = {
  today: '2026-03-15',
  todayPaid: { orders: 2, revenue: 168 },
  monthPaid: { orders: 4, revenue: 198 },
  revenueByDay: days,
  waiting: {
    count: 1,
    orders: [
      {
        _id: '3f2a9c1e-1111-4222-8333-444455556666',
        orderDate: '2026-03-15T04:30:00.000Z',
        orderStatus: 'confirmed',
        contactName: 'Meera Iyer',
        totalAmount: 118,
      },
    ],
  },
  lowStock: { count: 1, products: [{ _id: 'p1', title: 'Nearly gone', totalStock: 0, image: '' }] },
  refundsNeeded: 1,
  cashToCollect: { orders: 3, amount: 4816.5 },
  openReturns: 2,
  failedRefunds: 1,
  mostWished: [{ _id: 'p2', title: 'Havells Geyser 15 L', image: '', totalStock: 0, wishes: 5, waiting: 3 }],
};

describe('dashboard', () => {
  it('shows the figures, the chart with its table, waiting orders, low stock and refunds', async () => {
    mockApi({
      'GET /api/admin/dashboard/summary': () => ({ body: { success: true, data: SUMMARY } }),
      'GET /api/common/feature/get': () => ({ body: { success: true, data: [] } }),
    });
    const user = userEvent.setup();
    renderAt(<AdminDashboardPage />, '/admin/dashboard');
    const stat = async (label: string) =>
      (await screen.findByRole('heading', { name: label })).closest('div')!.parentElement!;
    expect(await stat('Today')).toHaveTextContent('₹168.002 paid orders · 15 Mar');
    expect(await stat('This month')).toHaveTextContent('₹198.004 paid orders');
    expect(await stat('Waiting for action')).toHaveTextContent('1');
    // Cash orders wait for the owner's confirmation, pending.
    expect(screen.getByRole('link', { name: 'Cash to confirm' })).toHaveAttribute(
      'href',
      '/admin/orders?status=pending&paymentMethod=cod',
    );
    expect(
      screen.getByText('Paid orders not yet shipped and cash-on-delivery orders to confirm, oldest first.'),
    ).toBeInTheDocument();
    expect(await stat('Low on stock')).toHaveTextContent('1');
    // Most wished: wishes and the buyers waiting for stock.
    const wished = screen.getByRole('link', { name: 'Havells Geyser 15 L' }).closest('tr')!;
    expect(wished).toHaveTextContent('Havells Geyser 15 L530');
    const chart = screen.getByRole('img', { name: /Paid revenue per day, last 30 days/ });
    expect(chart).toHaveAccessibleName(
      expect.stringContaining('₹188.00 from 3 paid orders between 14 Feb and 15 Mar'),
    );
    await user.click(screen.getByText('Show the figures as a table'));
    const table = screen.getByRole('table', { name: 'Paid orders and revenue per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(
      within(within(table).getByRole('rowheader', { name: '15 Mar' }).closest('tr')!).getByText('₹168.00'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Meera Iyer/ })).toHaveAttribute(
      'href',
      '/admin/orders?order=3f2a9c1e-1111-4222-8333-444455556666',
    );
    expect(screen.getByRole('link', { name: 'Nearly gone' })).toHaveAttribute(
      'href',
      '/admin/products?search=Nearly+gone',
    );
    expect(screen.getByText('Out Of Stock')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('1 payment to refund.');
    expect(screen.getByText('No slider images')).toBeInTheDocument();
  });

  it('shows the cash to collect on delivery, linking to the cash-on-delivery orders', async () => {
    mockApi({
      'GET /api/admin/dashboard/summary': () => ({ body: { success: true, data: SUMMARY } }),
      'GET /api/common/feature/get': () => ({ body: { success: true, data: [] } }),
    });
    const { router } = renderAt(<AdminDashboardPage />, '/admin/dashboard', [
      { path: '/admin/orders', element: <h1>Orders page</h1> },
    ]);
    const card = (await screen.findByRole('heading', { name: 'Cash to collect' })).closest(
      'div',
    )!.parentElement!;
    expect(card).toHaveTextContent('₹4,816.50');
    const link = within(card).getByRole('link', { name: '3 cash-on-delivery orders' });
    expect(link).toHaveAttribute('href', '/admin/orders?paymentMethod=cod');
    await userEvent.setup().click(link);
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?paymentMethod=cod');
  });

  it('says 1 order, and ₹0.00 when no cash is waiting', async () => {
    mockApi({
      'GET /api/admin/dashboard/summary': () => ({
        body: { success: true, data: { ...SUMMARY, cashToCollect: { orders: 0, amount: 0 } } },
      }),
      'GET /api/common/feature/get': () => ({ body: { success: true, data: [] } }),
    });
    renderAt(<AdminDashboardPage />, '/admin/dashboard');
    const card = (await screen.findByRole('heading', { name: 'Cash to collect' })).closest(
      'div',
    )!.parentElement!;
    expect(card).toHaveTextContent('₹0.00');
    expect(within(card).getByRole('link', { name: '0 cash-on-delivery orders' })).toBeInTheDocument();
  });

  it('counts open returns and failed refunds, each linking to where the owner acts on them', async () => {
    mockApi({
      'GET /api/admin/dashboard/summary': () => ({ body: { success: true, data: SUMMARY } }),
      'GET /api/common/feature/get': () => ({ body: { success: true, data: [] } }),
    });
    renderAt(<AdminDashboardPage />, '/admin/dashboard');
    const card = async (label: string) =>
      (await screen.findByRole('heading', { name: label })).closest('div')!.parentElement!;
    const returns = await card('Open returns');
    expect(returns).toHaveTextContent('2');
    expect(within(returns).getByRole('link', { name: 'View returns' })).toHaveAttribute(
      'href',
      '/admin/returns',
    );
    const failed = await card('Failed refunds');
    expect(failed).toHaveTextContent('1');
    expect(failed).toHaveClass('border-red-300');
    expect(within(failed).getByRole('link', { name: 'Retry from the orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  });

  it('shows no alarm when no refund failed', async () => {
    mockApi({
      'GET /api/admin/dashboard/summary': () => ({
        body: { success: true, data: { ...SUMMARY, openReturns: 0, failedRefunds: 0 } },
      }),
      'GET /api/common/feature/get': () => ({ body: { success: true, data: [] } }),
    });
    renderAt(<AdminDashboardPage />, '/admin/dashboard');
    const failed = (await screen.findByRole('heading', { name: 'Failed refunds' })).closest(
      'div',
    )!.parentElement!;
    expect(failed).toHaveTextContent('0');
    expect(failed).not.toHaveClass('border-red-300');
    expect(within(failed).getByRole('link', { name: 'View orders' })).toBeInTheDocument();
  });

  it('offers Try again when the overview cannot load, and still shows the slider', async () => {
    mockApi({
      'GET /api/admin/dashboard/summary': () => ({
        status: 500,
        body: { success: false, message: 'Something went wrong. Please try again.' },
      }),
      'GET /api/common/feature/get': () => ({
        body: {
          success: true,
          data: [
            {
              _id: 'f1',
              image: 'https://shop.test/a.png',
              title: '',
              subtitle: '',
              link: null,
              createdAt: '',
            },
          ],
        },
      }),
    });
    renderAt(<AdminDashboardPage />, '/admin/dashboard');
    expect(await screen.findByText('Failed to load the overview')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByAltText('Slide 1')).toBeInTheDocument();
  });

  it('rounds the chart scale up to a top whose half is round as well', () => {
    expect(niceMax(0)).toBe(1000);
    expect(niceMax(168)).toBe(200);
    expect(niceMax(200)).toBe(200);
    expect(niceMax(201)).toBe(300);
    expect(niceMax(2360)).toBe(3000);
    expect(niceMax(4100)).toBe(5000);
    expect(niceMax(7000)).toBe(8000);
    expect(niceMax(99_000)).toBe(100_000);
  });
});
