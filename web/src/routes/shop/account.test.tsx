import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiOrder } from '../../../../common/contracts/orders';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { PaymentStatusBadge } from '../../features/orders';
import { TaxBreakdown } from '../../components/tax-breakdown';
import { mockApi, renderRoutes, type Handler } from '../../test/render';
import AccountPage from './account';

afterEach(() => vi.unstubAllGlobals());

const USER = {
  id: 'u1',
  userName: 'Meera Joshi',
  email: 'meera@example.com',
  role: 'customer',
  isAdmin: false,
};

function order(id: string, over: Partial<ApiOrder> = {}): ApiOrder {
  return {
    _id: id,
    userId: USER.id,
    cartId: 'c1',
    cartItems: [
      {
        productId: 'p1',
        title: 'Copper Wire 1.5 sq mm, 90 m',
        image: '',
        hsn: '8544',
        price: 1180,
        salePrice: 1180,
        basePrice: 1000,
        cgstPercent: 9,
        sgstPercent: 9,
        quantity: 2,
        taxableAmount: 2000,
        cgstAmount: 180,
        sgstAmount: 180,
        lineTotal: 2360,
      },
    ],
    addressInfo: {
      addressId: 'a1',
      address: '12, MG Road',
      city: 'Pune',
      pincode: '411005',
      phone: '9876543210',
      notes: 'Gate 2',
    },
    contactName: 'Meera Joshi',
    contactEmail: 'meera@example.com',
    orderStatus: 'confirmed',
    paymentMethod: 'simulator',
    paymentStatus: 'paid',
    subtotal: 2000,
    cgstAmount: 180,
    sgstAmount: 180,
    totalAmount: 2360,
    orderDate: '2026-11-23T10:30:00.000Z',
    orderUpdateDate: '2026-11-23T10:31:00.000Z',
    paymentId: 'SIMTXN1',
    payerId: null,
    invoiceNumber: 'INV/2026-27/000001',
    ...over,
    // Each order its own number, from the end of its id.
    orderNumber: `HEP-${10000 + parseInt((over._id ?? id).slice(-4), 16)}`,
  };
}

const PAID = order('0b6a3c52-0000-4000-8000-000000000001');
const REJECTED = order('0b6a3c52-0000-4000-8000-000000000002', {
  orderStatus: 'rejected',
  paymentStatus: 'failed',
  invoiceNumber: null,
  paymentId: null,
  orderDate: '2026-11-20T04:00:00.000Z',
});

const INTER = order('0b6a3c52-0000-4000-8000-000000000003', {
  orderStatus: 'rejected',
  cgstAmount: 0,
  sgstAmount: 0,
  igstAmount: 360,
  taxType: 'inter',
  placeOfSupply: { stateCode: '33', state: 'Tamil Nadu' },
  buyerGstin: '33AAACC1206D1ZN',
  creditNote: { number: 'CN/2026-27/000001', issuedAt: '2026-11-24T10:00:00.000Z', reason: 'rejected' },
  cartItems: [
    {
      ...PAID.cartItems[0],
      cgstPercent: 0,
      sgstPercent: 0,
      igstPercent: 18,
      cgstAmount: 0,
      sgstAmount: 0,
      igstAmount: 360,
    },
  ],
});

function renderAccount(orders: ApiOrder[] | null, extra: Record<string, Handler> = {}) {
  const api = mockApi({
    'GET /api/auth/check-auth': () => ({ body: { success: true, user: USER } }),
    'GET /api/shop/order/list/u1': () =>
      orders
        ? { body: { success: true, data: orders } }
        : { status: 500, body: { success: false, message: 'Boom' } },
    'GET /api/shop/address/get/u1': () => ({ body: { success: true, data: [] } }),
    ...Object.fromEntries(
      (orders ?? []).map((o) => [
        `GET /api/shop/order/details/${o._id}`,
        () => ({ body: { success: true, data: o } }),
      ]),
    ),
    ...extra,
  });
  return { api, ...renderRoutes([{ path: '/shop/account', element: <AccountPage /> }], ['/shop/account']) };
}

describe('status badges (SPEC §4)', () => {
  it('confirmed is green, rejected red, every other status black', () => {
    render(
      <>
        {['confirmed', 'rejected', 'pending', 'inProcess', 'inShipping', 'delivered'].map((s) => (
          <OrderStatusBadge key={s} status={s} />
        ))}
      </>,
    );
    expect(screen.getByText('Confirmed')).toHaveClass('bg-green-700');
    expect(screen.getByText('Rejected')).toHaveClass('bg-red-700');
    for (const label of ['Pending', 'In Process', 'In Shipping', 'Delivered']) {
      expect(screen.getByText(label)).toHaveClass('bg-neutral-900');
    }
  });

  it('payment: paid green, failed red, awaiting outlined', () => {
    render(
      <>
        <PaymentStatusBadge status="paid" />
        <PaymentStatusBadge status="failed" />
        <PaymentStatusBadge status="pending" />
      </>,
    );
    expect(screen.getByText('Paid')).toHaveClass('bg-green-700');
    expect(screen.getByText('Payment failed')).toHaveClass('bg-red-700');
    expect(screen.getByText('Awaiting payment')).toHaveClass('border');
  });
});

describe('the tax breakdown', () => {
  it('shows CGST and SGST; with IGST charged (another state) IGST instead', () => {
    const { unmount } = render(
      <TaxBreakdown totals={{ subtotal: 1000, cgst: 90, sgst: 90, grandTotal: 1180 }} />,
    );
    expect(screen.getByText('CGST').nextElementSibling).toHaveTextContent('₹90.00');
    expect(screen.queryByText('IGST')).not.toBeInTheDocument();
    unmount();
    render(<TaxBreakdown totals={{ subtotal: 1000, cgst: 0, sgst: 0, igst: 180, grandTotal: 1180 }} />);
    expect(screen.getByText('IGST').nextElementSibling).toHaveTextContent('₹180.00');
    expect(screen.queryByText('CGST')).not.toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('₹1,180.00');
  });
});

describe('the account', () => {
  it("opens on Orders: number (under SPEC's Order ID), date, status badge and price of each order, newest first", async () => {
    renderAccount([PAID, REJECTED]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Account' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Orders', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Order ID', 'Order Date', 'Order Status', 'Order Price', 'Details']);
    const rows = within(table).getAllByRole('row').slice(1);
    // The number a person reads out on the phone, not the long id.
    expect(within(rows[0]).getAllByRole('cell')[0]).toHaveTextContent(/^HEP-10001$/);
    expect(rows[0]).not.toHaveTextContent(PAID._id);
    expect(rows[0]).toHaveTextContent('23 Nov 2026');
    expect(within(rows[0]).getByText('Confirmed')).toHaveClass('bg-green-700');
    expect(rows[0]).toHaveTextContent('₹2,360.00');
    expect(within(rows[1]).getByText('Rejected')).toHaveClass('bg-red-700');
  });

  it('View Details: lines, address, contact, payment, taxes, total and the invoice of a paid order', async () => {
    const user = userEvent.setup();
    renderAccount([PAID, REJECTED]);
    const table = await screen.findByRole('table');
    await user.click(
      within(table).getByRole('button', { name: `View details of order ${PAID.orderNumber}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    expect(dialog).toHaveAccessibleDescription(/^Order HEP-10001, placed on 23 Nov 2026$/);
    for (const text of [
      'HEP-10001',
      'Copper Wire 1.5 sq mm, 90 m',
      '2 × ₹1,180.00 · HSN 8544',
      '12, MG Road',
      'Pune – 411005',
      'Notes: Gate 2',
      'meera@example.com',
      'Paid',
      'INV/2026-27/000001',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    // The line's whole title: what tells it from a product that differs only in its size.
    expect(within(dialog).getByText('Copper Wire 1.5 sq mm, 90 m').className).not.toMatch(
      /line-clamp|truncate/,
    );
    expect(within(dialog).getByText('CGST').nextElementSibling).toHaveTextContent('₹180.00');
    expect(within(dialog).getByText('SGST').nextElementSibling).toHaveTextContent('₹180.00');
    expect(within(dialog).getByText('Order total').nextElementSibling).toHaveTextContent('₹2,360.00');
    expect(within(dialog).getByRole('link', { name: 'Download invoice' })).toHaveAttribute(
      'href',
      `/api/shop/order/invoice/${PAID._id}`,
    );
    await user.keyboard('{Escape}');

    await user.click(
      within(table).getByRole('button', { name: `View details of order ${REJECTED.orderNumber}` }),
    );
    const other = await screen.findByRole('dialog', { name: 'Order details' });
    expect(within(other).getByText('Payment failed')).toBeInTheDocument();
    expect(within(other).queryByRole('link', { name: 'Download invoice' })).not.toBeInTheDocument();
  });

  it('a cancelled order takes its new status in the list too', async () => {
    const open = order(PAID._id, {
      actions: {
        canCancel: true,
        cancelUntil: '2026-11-23T12:30:00.000Z',
        canReturn: false,
        returnUntil: null,
        returnable: [],
        cancelRefund: 2360,
        cancelToCard: 0,
      },
    });
    const cancelled = order(PAID._id, {
      orderStatus: 'rejected',
      cancelledAt: '2026-11-23T11:00:00.000Z',
      actions: { ...open.actions!, canCancel: false, cancelUntil: null, cancelRefund: 0 },
    });
    const user = userEvent.setup();
    renderAccount([open], {
      [`POST /api/shop/order/cancel/${PAID._id}`]: () => ({
        body: { success: true, message: 'Order cancelled', data: cancelled },
      }),
    });
    const table = await screen.findByRole('table');
    await user.click(
      within(table).getByRole('button', { name: `View details of order ${PAID.orderNumber}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel order' }));
    expect(await within(dialog).findByText('Cancelled by you on 23 Nov 2026, 4:30 pm')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(within(screen.getByRole('table')).getAllByRole('row')[1]!).getByText('Cancelled'),
    ).toBeInTheDocument();
  });

  it('an order to another state shows its place of supply, IGST, the buyer’s GSTIN and its credit note', async () => {
    const user = userEvent.setup();
    renderAccount([INTER]);
    const table = await screen.findByRole('table');
    await user.click(
      within(table).getByRole('button', { name: `View details of order ${INTER.orderNumber}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    expect(within(dialog).getByText('Tamil Nadu (33)')).toBeInTheDocument();
    expect(within(dialog).getByText('33AAACC1206D1ZN').parentElement).toHaveTextContent(
      'GSTIN 33AAACC1206D1ZN',
    );
    expect(within(dialog).getByText('Incl. IGST 18%')).toBeInTheDocument();
    expect(within(dialog).getByText('IGST').nextElementSibling).toHaveTextContent('₹360.00');
    expect(within(dialog).queryByText('CGST')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Credit note CN/2026-27/000001' })).toHaveAttribute(
      'href',
      `/api/shop/order/credit-note/${INTER._id}?number=CN%2F2026-27%2F000001`,
    );
  });

  it('says when there are no orders yet, and links to the shop', async () => {
    renderAccount([]);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/shop/listing');
  });

  it('leaves the list empty when it cannot be loaded, and offers to try again', async () => {
    renderAccount(null);
    expect(await screen.findByText('Could not load your orders.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('the Address tab manages addresses with the same form', async () => {
    const user = userEvent.setup();
    renderAccount([]);
    await user.click(await screen.findByRole('tab', { name: 'Address' }));
    expect(await screen.findByRole('heading', { name: 'Add a new address' })).toBeInTheDocument();
    expect(screen.getByText('0 of 3 saved')).toBeInTheDocument();
  });
});

describe('an order’s delivery and charges', () => {
  const CHARGED = order('0b6a3c52-0000-4000-8000-000000000004', {
    deliveryMethod: 'express',
    goodsTotal: 2360,
    deliveryFee: 149,
    fragileFee: 50,
    codFee: 0,
    expectedDelivery: { from: '2026-11-24', to: '2026-11-25' },
    subtotal: 2168.64,
    cgstAmount: 195.18,
    sgstAmount: 195.18,
    totalAmount: 2559,
  });

  it('a delivered or cancelled order says when, never "Expected"', async () => {
    const user = userEvent.setup();
    const delivered = order('0b6a3c52-0000-4000-8000-000000000041', {
      ...CHARGED,
      _id: '0b6a3c52-0000-4000-8000-000000000041',
      orderStatus: 'delivered',
      deliveredAt: '2026-11-25T11:00:00.000Z',
    });
    const cancelled = order('0b6a3c52-0000-4000-8000-000000000042', {
      ...CHARGED,
      _id: '0b6a3c52-0000-4000-8000-000000000042',
      orderStatus: 'rejected',
      cancelledAt: '2026-11-23T11:00:00.000Z',
    });
    renderAccount([delivered, cancelled]);
    const table = await screen.findByRole('table');
    for (const [o, text] of [
      [delivered, 'Express deliveryDelivered on Wed 25 Nov'],
      [cancelled, 'Express deliveryCancelled on Mon 23 Nov'],
    ] as const) {
      await user.click(within(table).getByRole('button', { name: `View details of order ${o.orderNumber}` }));
      const dialog = await screen.findByRole('dialog', { name: 'Order details' });
      expect(within(dialog).getByText('Delivery').nextElementSibling).toHaveTextContent(text);
      expect(within(dialog).queryByText(/Expected/)).toBeNull();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('shows the method, the expected dates, the goods total and each charge', async () => {
    const user = userEvent.setup();
    renderAccount([CHARGED]);
    const table = await screen.findByRole('table');
    await user.click(
      within(table).getByRole('button', { name: `View details of order ${CHARGED.orderNumber}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    expect(within(dialog).getByText('Delivery').nextElementSibling).toHaveTextContent(
      'Express deliveryExpected Tue 24 Nov – Wed 25 Nov',
    );
    const list = within(dialog).getByRole('group', { name: 'Goods and charges' });
    expect(within(list).getByText('Goods (incl. GST)').nextElementSibling).toHaveTextContent('₹2,360.00');
    expect(within(list).getByText('Delivery (Express)').nextElementSibling).toHaveTextContent('₹149.00');
    expect(within(list).getByText('Fragile packaging').nextElementSibling).toHaveTextContent('₹50.00');
    expect(within(list).queryByText('Cash-on-delivery fee')).toBeNull();
    expect(within(dialog).getByText('Order total').nextElementSibling).toHaveTextContent('₹2,559.00');
  });

  it('says Free for free delivery, with no fragile line when none was charged', async () => {
    const user = userEvent.setup();
    const free = { ...CHARGED, deliveryMethod: 'standard' as const, deliveryFee: 0, fragileFee: 0 };
    renderAccount([free]);
    const table = await screen.findByRole('table');
    await user.click(
      within(table).getByRole('button', { name: `View details of order ${free.orderNumber}` }),
    );
    const list = within(await screen.findByRole('dialog', { name: 'Order details' })).getByRole('group', {
      name: 'Goods and charges',
    });
    expect(within(list).getByText('Delivery (Standard)').nextElementSibling).toHaveTextContent(/^Free$/);
    expect(within(list).queryByText('Fragile packaging')).toBeNull();
  });

  it('shows nothing of it for an order placed before delivery was charged', async () => {
    const user = userEvent.setup();
    renderAccount([PAID]);
    const table = await screen.findByRole('table');
    await user.click(
      within(table).getByRole('button', { name: `View details of order ${PAID.orderNumber}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    expect(within(dialog).queryByText('Delivery')).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'Goods and charges' })).toBeNull();
    expect(within(dialog).queryByText(/Expected/)).toBeNull();
  });
});

describe('cash-on-delivery orders', () => {
  const COD = order('0b6a3c52-0000-4000-8000-000000000005', {
    orderStatus: 'inProcess',
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    paymentId: null,
    invoiceNumber: null,
    deliveryMethod: 'standard',
    goodsTotal: 2360,
    deliveryFee: 0,
    fragileFee: 0,
    codFee: 25,
    expectedDelivery: { from: '2026-11-26', to: '2026-11-28' },
    subtotal: 2021.19,
    cgstAmount: 181.91,
    sgstAmount: 181.9,
    totalAmount: 2385,
    payOnDelivery: 2385,
    paidAt: null,
  });
  const COLLECTED = order('0b6a3c52-0000-4000-8000-000000000006', {
    ...COD,
    _id: '0b6a3c52-0000-4000-8000-000000000006',
    orderStatus: 'delivered',
    paymentStatus: 'paid',
    invoiceNumber: 'INV/2026-27/000007',
    payOnDelivery: 0,
    paidAt: '2026-11-27T09:00:00.000Z',
  });
  const REFUSED = order('0b6a3c52-0000-4000-8000-000000000007', {
    ...COD,
    _id: '0b6a3c52-0000-4000-8000-000000000007',
    orderStatus: 'rejected',
    payOnDelivery: 0,
  });

  it('the list says "Pay on delivery" with the amount while it is unpaid, and how each order is paid', async () => {
    renderAccount([COD, COLLECTED, PAID]);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Cash on delivery');
    expect(within(rows[0]).getByText('Pay on delivery: ₹2,385.00')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Cash on delivery');
    expect(rows[1]).not.toHaveTextContent('Pay on delivery');
    expect(rows[2]).not.toHaveTextContent('Pay on delivery');
    // The phone's cards say the same.
    const cards = within(screen.getByRole('list', { name: 'Your orders' })).getAllByRole('listitem');
    expect(within(cards[0]).getByText('Pay on delivery: ₹2,385.00')).toBeInTheDocument();
    expect(cards[1]).not.toHaveTextContent('Pay on delivery');
  });

  it('the details say the cash to pay, the method, the fee, and the invoice comes at dispatch', async () => {
    const user = userEvent.setup();
    renderAccount([COD, COLLECTED, REFUSED]);
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: `View details of order ${COD.orderNumber}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    const payment = within(dialog).getByText('Payment').nextElementSibling as HTMLElement;
    expect(within(payment).getByText('Awaiting payment')).toBeInTheDocument();
    expect(payment).toHaveTextContent('via Cash on delivery');
    expect(within(payment).getByText('Pay on delivery: ₹2,385.00')).toBeInTheDocument();
    const list = within(dialog).getByRole('group', { name: 'Goods and charges' });
    expect(within(list).getByText('Cash-on-delivery fee').nextElementSibling).toHaveTextContent('₹25.00');
    expect(
      within(dialog).getByText('The GST invoice can be downloaded here once the order is dispatched.'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(
      within(table).getByRole('button', { name: `View details of order ${COLLECTED.orderNumber}` }),
    );
    const paid = await screen.findByRole('dialog', { name: 'Order details' });
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).getByText('Paid in cash on 27 Nov 2026')).toBeInTheDocument();
    expect(within(paid).queryByText(/Pay on delivery/)).toBeNull();
    expect(within(paid).getByRole('link', { name: 'Download invoice' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(
      within(table).getByRole('button', { name: `View details of order ${REFUSED.orderNumber}` }),
    );
    const refused = await screen.findByRole('dialog', { name: 'Order details' });
    expect(within(refused).getByText('Not paid')).toBeInTheDocument();
    expect(within(refused).queryByText(/Pay on delivery/)).toBeNull();
  });

  it('a dispatched cash order’s invoice can be downloaded before the cash is collected', async () => {
    const user = userEvent.setup();
    const dispatched = { ...COD, orderStatus: 'inShipping', invoiceNumber: 'INV/2026-27/000008' };
    renderAccount([dispatched]);
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: `View details of order ${COD.orderNumber}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    expect(within(dialog).getByRole('link', { name: 'Download invoice' })).toHaveAttribute(
      'href',
      `/api/shop/order/invoice/${COD._id}`,
    );
    expect(within(dialog).getByText('Pay on delivery: ₹2,385.00')).toBeInTheDocument();
  });
});

describe('a shipped order’s tracking', () => {
  const SHIPPED = order('0b6a3c52-0000-4000-8000-000000000031', {
    orderStatus: 'inShipping',
    shipment: {
      courier: 'Delhivery',
      trackingNumber: 'DL-1234567890',
      trackingUrl: 'https://www.delhivery.com/track/package/DL-1234567890',
      shippedAt: '2026-11-20T05:00:00.000Z',
    },
  });

  it('shows the courier and the AWB with a Track link that opens the courier’s page in a new tab', async () => {
    const user = userEvent.setup();
    renderAccount([SHIPPED]);
    const table = await screen.findByRole('table');
    await user.click(
      within(table).getByRole('button', { name: `View details of order ${SHIPPED.orderNumber}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    const shipment = within(dialog).getByTestId('shipment');
    expect(shipment).toHaveTextContent('Shipped with Delhivery');
    expect(shipment).toHaveTextContent('AWB DL-1234567890');
    const track = within(shipment).getByRole('link', { name: /Track/ });
    expect(track).toHaveAttribute('href', 'https://www.delhivery.com/track/package/DL-1234567890');
    expect(track).toHaveAttribute('target', '_blank');
    expect(track.getAttribute('rel')).toContain('noopener');
  });

  it('shows no tracking before the order ships, and no Track link without a tracking URL', async () => {
    const user = userEvent.setup();
    const noUrl = order('0b6a3c52-0000-4000-8000-000000000032', {
      orderStatus: 'inShipping',
      shipment: {
        courier: 'India Post',
        trackingNumber: 'EK123456789IN',
        trackingUrl: null,
        shippedAt: null,
      },
    });
    renderAccount([order('0b6a3c52-0000-4000-8000-000000000033', { shipment: null }), noUrl]);
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'View details of order HEP-10051' }));
    let dialog = await screen.findByRole('dialog', { name: 'Order details' });
    expect(within(dialog).queryByTestId('shipment')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(
      within(table).getByRole('button', { name: `View details of order ${noUrl.orderNumber}` }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Order details' });
    expect(within(dialog).getByTestId('shipment')).toHaveTextContent('AWB EK123456789IN');
    expect(within(dialog).queryByRole('link', { name: /Track/ })).toBeNull();
  });
});
