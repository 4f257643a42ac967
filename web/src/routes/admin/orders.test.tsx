import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrder } from '../../../../common/contracts/admin';
import { indiaIsoDay } from '../../features/admin-orders/components/cod-steps';
import { mockApi, renderAt } from '../../test/render';
import AdminOrdersPage from './orders';

afterEach(() => vi.unstubAllGlobals());

const ID = '3f2a9c1e-1111-4222-8333-444455556666';
const OTHER = 'aa000000-1111-4222-8333-444455556666';

/** Each order's number: the test's orders by their ids. */
const NUMBERS: Record<string, string> = {
  [ID]: 'HEP-10482',
  [OTHER]: 'HEP-10483',
  'bb000000-1111-4222-8333-444455556666': 'HEP-10484',
  'cc000000-1111-4222-8333-444455556666': 'HEP-10485',
};
const numberOf = (id: string) => NUMBERS[id] ?? 'HEP-10499';

const order = (over: Partial<AdminOrder> = {}): AdminOrder => ({
  _id: ID,
  orderNumber: numberOf(over._id ?? ID),
  userId: 'u1',
  cartId: null,
  cartItems: [
    {
      productId: 'p1',
      title: 'FR PVC House Wire 1.5 sq mm',
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
  contactName: 'Meera Iyer',
  contactEmail: 'meera@example.com',
  orderStatus: 'confirmed',
  paymentMethod: 'phonepe',
  paymentStatus: 'paid',
  subtotal: 2000,
  cgstAmount: 180,
  sgstAmount: 180,
  totalAmount: 2360,
  orderDate: '2026-03-15T04:30:00.000Z',
  orderUpdateDate: '2026-03-15T04:35:00.000Z',
  paymentId: 'SIMTXN123',
  payerId: null,
  invoiceNumber: 'INV/2025-26/000001',
  userName: 'Meera',
  userEmail: 'meera@example.com',
  refundNeeded: false,
  ...over,
});

/** The dispatch fields a status update may carry. */
interface DispatchBody {
  courier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
}
/** The shipment the server answers after a dispatch: what was sent, dispatched now. */
const shipmentOf = (
  body: DispatchBody,
  before: Pick<AdminOrder, 'shipment'>,
): Pick<AdminOrder, 'shipment'> =>
  body.courier && body.trackingNumber
    ? {
        shipment: {
          courier: body.courier,
          trackingNumber: body.trackingNumber,
          trackingUrl: body.trackingUrl ?? null,
          shippedAt: '2026-03-16T05:00:00.000Z',
        },
      }
    : { shipment: before.shipment ?? null };

/** Types the courier and the AWB into the dispatch fields found in `within`. */
async function fillDispatch(
  user: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement,
  values: { courier?: string; awb?: string; url?: string } = { courier: 'Delhivery', awb: 'DL-1234567890' },
) {
  if (values.courier) await user.type(within(scope).getByLabelText('Courier'), values.courier);
  if (values.awb) await user.type(within(scope).getByLabelText('Tracking number (AWB)'), values.awb);
  if (values.url) await user.type(within(scope).getByLabelText('Tracking URL (optional)'), values.url);
}

function setup(orders: AdminOrder[], handlers: Parameters<typeof mockApi>[0] = {}, path = '/admin/orders') {
  let list = orders;
  const api = mockApi({
    'GET /api/admin/orders/get': (_b, url) => {
      const status = url.searchParams.get('status');
      const search = url.searchParams.get('search') ?? '';
      const method = url.searchParams.get('paymentMethod');
      // As the server looks: number, name, e-mail, phone digits and id; cancelled is rejected by the buyer.
      const text = (o: AdminOrder) =>
        [o.orderNumber, o.contactName, o.contactEmail, o.addressInfo.phone.replace(/\D/g, ''), o._id]
          .join(' ')
          .toLowerCase();
      const data = list.filter(
        (o) =>
          (!status ||
            (status === 'cancelled'
              ? o.orderStatus === 'rejected' && !!o.cancelledAt
              : o.orderStatus === status)) &&
          (!method || o.paymentMethod === method) &&
          text(o).includes(search),
      );
      return {
        body: { success: true, data, pagination: { page: 1, limit: 20, total: data.length, totalPages: 1 } },
      };
    },
    [`GET /api/admin/orders/details/${ID}`]: () => ({
      body: { success: true, data: list.find((o) => o._id === ID) },
    }),
    [`PUT /api/admin/orders/update/${ID}`]: (body) => {
      const sent = body as { orderStatus: AdminOrder['orderStatus'] } & DispatchBody;
      list = list.map((o) =>
        o._id === ID ? { ...o, orderStatus: sent.orderStatus, ...shipmentOf(sent, o) } : o,
      );
      return {
        body: {
          success: true,
          message: 'Order status is updated successfully',
          data: list.find((o) => o._id === ID),
        },
      };
    },
    [`DELETE /api/admin/orders/delete/${ID}`]: () => {
      list = list.filter((o) => o._id !== ID);
      return { body: { success: true, message: 'Order deleted successfully' } };
    },
    ...handlers,
  });
  const user = userEvent.setup();
  const utils = renderAt(<AdminOrdersPage />, path);
  return { api, user, ...utils };
}

// While a dialog is open the page behind it is aria-hidden, hence `hidden: true`.
const rows = () =>
  within(screen.getByRole('table', { name: 'Orders', hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1);

describe('admin orders', () => {
  it('lists orders with SPEC badge colours and marks refunds', async () => {
    setup([
      order(),
      order({ _id: OTHER, orderStatus: 'rejected', paymentStatus: 'paid', refundNeeded: true }),
      order({
        _id: 'bb000000-1111-4222-8333-444455556666',
        orderStatus: 'inShipping',
        paymentStatus: 'paid',
      }),
    ]);
    await screen.findByRole('table', { name: 'Orders' });
    expect(rows()).toHaveLength(3);
    expect(screen.getByText('3 orders')).toBeInTheDocument();
    const badge = (text: string) => screen.getAllByText(text).find((e) => e.hasAttribute('data-status'))!;
    expect(badge('Confirmed')).toHaveClass('bg-green-700');
    expect(badge('Rejected')).toHaveClass('bg-red-700');
    expect(badge('In Shipping')).toHaveClass('bg-neutral-900');
    expect(within(rows()[1]).getByText('Refund needed')).toBeInTheDocument();
    expect(within(rows()[0]).queryByText('Refund needed')).toBeNull();
    expect(within(rows()[0]).getByText('₹2,360.00')).toBeInTheDocument();
  });

  it('filters by status, Cancelled among them, and searches by number, name, phone or e-mail', async () => {
    const { api, user, router } = setup([
      order(),
      order({
        _id: OTHER,
        orderStatus: 'delivered',
        contactName: 'Ravi Kumar',
        contactEmail: 'ravi@example.com',
      }),
      order({
        _id: 'bb000000-1111-4222-8333-444455556666',
        orderStatus: 'rejected',
        cancelledAt: '2026-03-15T05:00:00.000Z',
        contactName: 'Sunita Rao',
        contactEmail: 'sunita@example.com',
        addressInfo: { ...order().addressInfo, phone: '+91 91234 56789' },
      }),
    ]);
    await screen.findByRole('table', { name: 'Orders' });
    // Each order named by its number, not the start of its id.
    expect(within(rows()[0]).getAllByRole('cell')[0]).toHaveTextContent(/^HEP-10482$/);
    await user.selectOptions(screen.getByLabelText('Status'), 'delivered');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(router.state.location.search).toBe('?status=delivered');
    const status = screen.getByLabelText('Status');
    expect(within(status).getByRole('option', { name: 'Cancelled by the buyer' })).toBeInTheDocument();
    await user.selectOptions(status, 'cancelled');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(router.state.location.search).toBe('?status=cancelled');
    expect(within(rows()[0]).getByText('HEP-10484')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('Cancelled')).toBeInTheDocument();
    await user.selectOptions(status, '');

    const box = screen.getByLabelText('Search orders');
    const searchFor = async (typed: string, numbers: string[]) => {
      await user.clear(box);
      await user.type(box, typed);
      await waitFor(() =>
        expect(new URLSearchParams(router.state.location.search).get('search')).toBe(typed),
      );
      await waitFor(() =>
        expect(rows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(numbers),
      );
    };
    await searchFor('HEP-10483', ['HEP-10483']);
    await searchFor('ravi kumar', ['HEP-10483']);
    await searchFor('sunita@example', ['HEP-10484']);
    await searchFor('91234', ['HEP-10484']);
    await searchFor('meera', ['HEP-10482']);
    const searched = api.fetchMock.mock.calls.map(([u]) =>
      new URL(String(u), 'http://x').searchParams.get('search'),
    );
    expect(searched).toEqual(
      expect.arrayContaining(['hep-10483', 'ravi kumar', 'sunita@example', '91234', 'meera']),
    );

    // Past the longest search, nothing is asked and the box says why.
    await user.clear(box);
    await user.type(box, 'x'.repeat(101));
    expect(await screen.findByText('At most 100 characters.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await new Promise((r) => setTimeout(r, 400));
    expect(
      api.fetchMock.mock.calls.some(([u]) =>
        new URL(String(u), 'http://x').searchParams.get('search')?.startsWith('xxx'),
      ),
    ).toBe(false);
  });

  it('opens details with lines, address, contact, payment, tax breakdown and invoice; updates the status with a toast and reload', async () => {
    const { api, user } = setup([order()]);
    await user.click((await screen.findAllByRole('button', { name: 'View Details of order HEP-10482' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await within(dialog).findByText('FR PVC House Wire 1.5 sq mm');
    for (const text of [
      '12, MG Road',
      'Phone: 9876543210',
      'Notes: Gate 2',
      'Meera Iyer',
      'SIMTXN123',
      'INV/2025-26/000001',
      '₹2,000.00',
      'Grand total',
    ]) {
      expect(within(dialog).getAllByText(text).length).toBeGreaterThanOrEqual(1);
    }
    expect(within(dialog).getAllByText('₹180.00')).toHaveLength(4);
    expect(within(dialog).getByRole('link', { name: /Download invoice/ })).toHaveAttribute(
      'href',
      `/api/shop/order/invoice/${ID}`,
    );

    const select = within(dialog).getByLabelText('Order status');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['', 'pending', 'inProcess', 'inShipping', 'delivered', 'rejected']);
    const button = within(dialog).getByRole('button', { name: 'Update Order Status' });
    expect(button).toBeDisabled();
    await user.selectOptions(select, 'inShipping');
    await fillDispatch(user, dialog);
    // The keyboard goes from the status to the dispatch fields, then to the button that sends them.
    select.focus();
    for (const label of ['Courier', 'Tracking number (AWB)', 'Tracking URL (optional)']) {
      await user.tab();
      expect(document.activeElement).toBe(within(dialog).getByLabelText(label));
    }
    await user.tab();
    const update = within(dialog).getByRole('button', { name: 'Update Order Status' });
    expect(document.activeElement).toBe(update);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Order status is updated successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      orderStatus: 'inShipping',
      courier: 'Delhivery',
      trackingNumber: 'DL-1234567890',
    });
    // Details and list reload.
    await waitFor(() => expect(within(rows()[0]).getByText('In Shipping')).toBeInTheDocument());
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByLabelText('Order status')).toHaveValue('inShipping'),
    );
  });

  it('has no invoice link for an unpaid order and shows the refund note', async () => {
    const { user } = setup([
      order({
        paymentStatus: 'pending',
        orderStatus: 'pending',
        invoiceNumber: null,
        paymentId: null,
        refundNeeded: true,
      }),
    ]);
    await user.click((await screen.findAllByRole('button', { name: 'View Details of order HEP-10482' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await within(dialog).findByText('FR PVC House Wire 1.5 sq mm');
    expect(within(dialog).queryByRole('link', { name: /Download invoice/ })).toBeNull();
    expect(within(dialog).getByText('Refund needed.')).toBeInTheDocument();
  });

  it('shows an order to another state with IGST, its place of supply and the buyer’s GSTIN', async () => {
    const [line] = order().cartItems;
    const { user } = setup([
      order({
        taxType: 'inter',
        placeOfSupply: { stateCode: '24', state: 'Gujarat' },
        buyerGstin: '24AAACC1206D1ZM',
        cartItems: [
          {
            ...line,
            cgstPercent: 0,
            sgstPercent: 0,
            cgstAmount: 0,
            sgstAmount: 0,
            igstPercent: 18,
            igstAmount: 360,
          },
        ],
        cgstAmount: 0,
        sgstAmount: 0,
        igstAmount: 360,
      }),
    ]);
    await user.click((await screen.findAllByRole('button', { name: 'View Details of order HEP-10482' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await within(dialog).findByText('FR PVC House Wire 1.5 sq mm');
    expect(within(dialog).getByText('Gujarat (24) · IGST')).toBeInTheDocument();
    expect(within(dialog).getByText('24AAACC1206D1ZM')).toBeInTheDocument();
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Product', 'Qty', 'Unit (incl. GST)', 'Taxable', 'IGST', 'Total']);
    // The line's IGST (18 %) and the order's.
    expect(within(dialog).getAllByText('₹360.00')).toHaveLength(2);
    expect(within(dialog).getByText('18%')).toBeInTheDocument();
    expect(within(dialog).queryByText('CGST')).toBeNull();
    expect(within(dialog).queryByText('SGST')).toBeNull();
    expect(within(dialog).getByText('Grand total').nextElementSibling).toHaveTextContent('₹2,360.00');
  });

  it('records a refund owed after a question; the flag clears with the server’s message', async () => {
    const owed = order({
      paymentStatus: 'failed',
      orderStatus: 'rejected',
      invoiceNumber: null,
      paymentId: null,
      refundNeeded: true,
      // The customer paid late, and not the order's total.
      flaggedPayment: { amount: 2500, transactionId: 'SIMTXN9' },
    });
    let current = owed;
    const { api, user } = setup([owed], {
      [`GET /api/admin/orders/details/${ID}`]: () => ({ body: { success: true, data: current } }),
      [`PUT /api/admin/orders/refunded/${ID}`]: () => {
        current = { ...owed, refundNeeded: false, refundedAt: '2026-03-16T06:00:00.000Z' };
        return { body: { success: true, message: 'Order marked refunded', data: current } };
      },
    });
    await user.click((await screen.findAllByRole('button', { name: 'View Details of order HEP-10482' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    expect(await within(dialog).findByText('Refund needed.')).toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Refund ₹2,500.00 through the payment provider (transaction SIMTXN9), then mark it refunded here.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    const question = await screen.findByRole('alertdialog', { name: 'Mark order HEP-10482 refunded?' });
    expect(question).toHaveTextContent('Do this once ₹2,500.00 is back with the customer');
    // Cancelling asks nothing of the server.
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    const again = await screen.findByRole('alertdialog', { name: 'Mark order HEP-10482 refunded?' });
    await user.click(within(again).getByRole('button', { name: 'Mark refunded' }));
    expect(await screen.findByText('Order marked refunded')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      `/api/admin/orders/refunded/${ID}`,
    ]);
    await waitFor(() => expect(within(dialog).queryByText('Refund needed.')).toBeNull());
    expect(within(dialog).getByText('Refunded').nextElementSibling).toHaveTextContent('16 Mar 2026');
    expect(within(dialog).queryByRole('button', { name: 'Mark refunded' })).toBeNull();
  });

  it('offers no refund and no credit note for an order that took no money', async () => {
    const { user } = setup([
      order({ paymentStatus: 'pending', orderStatus: 'pending', invoiceNumber: null, paymentId: null }),
    ]);
    await user.click((await screen.findAllByRole('button', { name: 'View Details of order HEP-10482' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await within(dialog).findByText('FR PVC House Wire 1.5 sq mm');
    expect(within(dialog).queryByRole('button', { name: 'Mark refunded' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /credit note/ })).toBeNull();
  });

  it('links the credit note of a paid order that was rejected and refunded', async () => {
    const { user } = setup([
      order({
        orderStatus: 'rejected',
        creditNote: { number: 'CN/2025-26/000004', issuedAt: '2026-03-16T06:00:00.000Z', reason: 'rejected' },
        refundedAt: '2026-03-16T07:00:00.000Z',
      }),
    ]);
    await user.click((await screen.findAllByRole('button', { name: 'View Details of order HEP-10482' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    expect(await within(dialog).findByText('CN/2025-26/000004')).toBeInTheDocument();
    expect(within(dialog).getByText('order rejected')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Download credit note/ })).toHaveAttribute(
      'href',
      `/api/admin/orders/credit-note/${ID}`,
    );
    // Refunded already: nothing more to record.
    expect(within(dialog).queryByRole('button', { name: 'Mark refunded' })).toBeNull();
  });

  it('deletes after SPEC’s question, closes the details and drops the order from the list', async () => {
    const { user } = setup([order()], {}, `/admin/orders?order=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete order' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: `Delete order ${ID}? This cannot be undone.`,
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete order' }));
    expect(await screen.findByText('Order deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order details' })).toBeNull());
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });

  it('shows the server’s message when an update fails', async () => {
    const { user } = setup([order()], {
      [`PUT /api/admin/orders/update/${ID}`]: () => ({
        status: 404,
        body: { success: false, message: 'Order not found' },
      }),
    });
    await user.click((await screen.findAllByRole('button', { name: 'View Details of order HEP-10482' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await user.selectOptions(await within(dialog).findByLabelText('Order status'), 'delivered');
    await user.click(within(dialog).getByRole('button', { name: 'Update Order Status' }));
    expect((await screen.findAllByText('Order not found')).length).toBeGreaterThanOrEqual(1);
  });
});

describe('details dialog closing', () => {
  it('closes with Escape and forgets ?order in the address', async () => {
    const { user, router } = setup([order()], {}, `/admin/orders?order=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await within(dialog).findByText('FR PVC House Wire 1.5 sq mm');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order details' })).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('keeps focus in the dialog after a status update; Escape closes the toast, then the dialog', async () => {
    const { user } = setup([order()], {}, `/admin/orders?order=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await user.selectOptions(await within(dialog).findByLabelText('Order status'), 'inShipping');
    await fillDispatch(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Update Order Status' }));
    expect(await screen.findByText('Order status is updated successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByText('In Shipping', { selector: '[data-status]' })).toBeInTheDocument(),
    );
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Radix: the toast is the topmost dismissable layer, so the first Escape closes it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Order status is updated successfully')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Order details' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order details' })).toBeNull());
  });
});

describe('an order’s delivery and charges in the details', () => {
  it('shows the method, the expected dates, the goods total, the delivery fee and fragile packaging', async () => {
    const { user } = setup([
      order({
        deliveryMethod: 'express',
        goodsTotal: 2360,
        deliveryFee: 99,
        fragileFee: 50,
        codFee: 0,
        expectedDelivery: { from: '2026-03-16', to: '2026-03-16' },
        totalAmount: 2509,
      }),
    ]);
    await user.click((await screen.findAllByRole('button', { name: 'View Details of order HEP-10482' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await within(dialog).findByText('FR PVC House Wire 1.5 sq mm');
    expect(within(dialog).getByText('Delivery').nextElementSibling).toHaveTextContent(
      'Express deliveryExpected Mon 16 Mar',
    );
    const charges = within(dialog).getByRole('group', { name: 'Goods and charges' });
    expect(within(charges).getByText('Goods (incl. GST)').nextElementSibling).toHaveTextContent('₹2,360.00');
    expect(within(charges).getByText('Delivery (Express)').nextElementSibling).toHaveTextContent('₹99.00');
    expect(within(charges).getByText('Fragile packaging').nextElementSibling).toHaveTextContent('₹50.00');
    expect(within(dialog).getByText('Grand total').nextElementSibling).toHaveTextContent('₹2,509.00');
  });

  it('says Free for free standard delivery, and shows none of it for an older order', async () => {
    const { user } = setup([
      order({
        deliveryMethod: 'standard',
        goodsTotal: 2360,
        deliveryFee: 0,
        fragileFee: 0,
        codFee: 0,
        expectedDelivery: { from: '2026-03-16', to: '2026-03-18' },
      }),
    ]);
    await user.click((await screen.findAllByRole('button', { name: 'View Details of order HEP-10482' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    const charges = await within(dialog).findByRole('group', { name: 'Goods and charges' });
    expect(within(charges).getByText('Delivery (Standard)').nextElementSibling).toHaveTextContent(/^Free$/);
    expect(within(charges).queryByText('Fragile packaging')).toBeNull();
    expect(within(dialog).getByText('Expected Mon 16 Mar – Wed 18 Mar')).toBeInTheDocument();
  });

  it('shows no delivery facts or charges for an order placed before delivery was charged', async () => {
    const { user } = setup([order()]);
    await user.click((await screen.findAllByRole('button', { name: 'View Details of order HEP-10482' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await within(dialog).findByText('FR PVC House Wire 1.5 sq mm');
    expect(within(dialog).queryByText('Delivery')).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'Goods and charges' })).toBeNull();
  });
});

describe('cash on delivery', () => {
  const COD = 'cc000000-1111-4222-8333-444455556666';
  /** A cash-on-delivery order as the server answers it: unpaid, its whole total to collect at the door. */
  const codOrder = (over: Partial<AdminOrder> = {}): AdminOrder =>
    order({
      _id: COD,
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      orderStatus: 'pending',
      paymentId: null,
      invoiceNumber: null,
      codFee: 25,
      totalAmount: 2385,
      payOnDelivery: 2385,
      paidAt: null,
      ...over,
    });

  /** The server's COD steps: dispatch issues the invoice, a refusal the credit note, the cash makes it paid. */
  function codSetup(start: AdminOrder, extra: Parameters<typeof mockApi>[0] = {}) {
    let current = start;
    const answer = (message: string) => ({ body: { success: true, message, data: current } });
    const utils = setup([order(), start], {
      'GET /api/admin/orders/get': () => ({
        body: {
          success: true,
          data: [order(), current],
          pagination: { page: 1, limit: 20, total: 2, totalPages: 1 },
        },
      }),
      [`GET /api/admin/orders/details/${COD}`]: () => ({ body: { success: true, data: current } }),
      [`PUT /api/admin/orders/update/${COD}`]: (body) => {
        const sent = body as { orderStatus: AdminOrder['orderStatus'] } & DispatchBody;
        const orderStatus = sent.orderStatus;
        current = {
          ...current,
          orderStatus,
          ...shipmentOf(sent, current),
          ...(orderStatus === 'inShipping' ? { invoiceNumber: 'INV/2026-27/000007' } : {}),
          ...(orderStatus === 'rejected'
            ? {
                payOnDelivery: 0,
                creditNote: {
                  number: 'CN/2026-27/000002',
                  issuedAt: '2026-03-17T06:00:00.000Z',
                  reason: 'rejected',
                },
              }
            : {}),
        };
        return answer('Order status is updated successfully');
      },
      [`PUT /api/admin/orders/cash-collected/${COD}`]: () => {
        current = {
          ...current,
          orderStatus: 'delivered',
          paymentStatus: 'paid',
          payOnDelivery: 0,
          paidAt: '2026-03-17T06:30:00.000Z',
        };
        return answer('Cash collected. The order is delivered and paid.');
      },
      ...extra,
    });
    return utils;
  }

  const openCod = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(
      (await screen.findAllByRole('button', { name: `View Details of order ${numberOf(COD)}` }))[0]!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await within(dialog).findByText('FR PVC House Wire 1.5 sq mm');
    return dialog;
  };
  const puts = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.method === 'PUT');
  /** The one toast on screen (the app shows one at a time). */
  const theToast = async (text: string) => {
    await waitFor(() =>
      expect(screen.getAllByRole('status').filter((t) => t.textContent?.includes(text))).toHaveLength(1),
    );
  };

  it('filters the list by payment method with ?paymentMethod=, and marks cash orders with COD and the cash to collect', async () => {
    const { api, user, router } = setup([
      order(),
      order({
        _id: COD,
        paymentMethod: 'cod',
        paymentStatus: 'pending',
        orderStatus: 'inShipping',
        totalAmount: 2385,
        payOnDelivery: 2385,
      }),
      order({
        _id: OTHER,
        paymentMethod: 'cod',
        paymentStatus: 'paid',
        orderStatus: 'delivered',
        payOnDelivery: 0,
        paidAt: '2026-03-17T06:30:00.000Z',
      }),
    ]);
    await screen.findByRole('table', { name: 'Orders' });
    expect(rows()).toHaveLength(3);
    const select = screen.getByLabelText('Payment method');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => [(o as HTMLOptionElement).value, o.textContent]),
    ).toEqual([
      ['', 'All payment methods'],
      ['phonepe', 'PhonePe'],
      ['cod', 'Cash on delivery'],
    ]);
    // PhonePe by name; cash orders with the COD badge, and what is still to collect while unpaid.
    expect(within(rows()[0]!).getByText('PhonePe')).toBeInTheDocument();
    expect(within(rows()[0]!).queryByText('COD')).toBeNull();
    expect(within(rows()[1]!).getByText('COD')).toHaveAttribute('title', 'Cash on delivery');
    expect(within(rows()[1]!).getByText('to collect ₹2,385.00')).toBeInTheDocument();
    expect(within(rows()[2]!).getByText('COD')).toBeInTheDocument();
    expect(within(rows()[2]!).queryByText(/to collect/)).toBeNull();

    await user.selectOptions(select, 'cod');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(router.state.location.search).toBe('?paymentMethod=cod');
    const asked = api.fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x').searchParams);
    expect(asked.at(-1)!.get('paymentMethod')).toBe('cod');
    expect(screen.getByText('2 orders found')).toBeInTheDocument();

    // With the status filter too.
    await user.selectOptions(screen.getByLabelText('Status'), 'delivered');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(router.state.location.search).toBe('?paymentMethod=cod&status=delivered');

    await user.selectOptions(select, 'phonepe');
    await screen.findByText('No orders match');
    await user.click(screen.getByRole('button', { name: 'Show all orders' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Payment method')).toHaveValue('');
  });

  /** The paymentMethod each list request asked for. */
  const askedMethods = (api: ReturnType<typeof mockApi>) =>
    api.fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://x'))
      .filter((url) => url.pathname === '/api/admin/orders/get')
      .map((url) => url.searchParams.get('paymentMethod'));

  it('reads the filter from the address', async () => {
    const { api } = setup([order(), codOrder()], {}, '/admin/orders?paymentMethod=cod');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByLabelText('Payment method')).toHaveValue('cod');
    expect(askedMethods(api)).toEqual(['cod']);
  });

  it('ignores a payment method the shop does not have', async () => {
    const { api } = setup([order(), codOrder()], {}, '/admin/orders?paymentMethod=cash');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByLabelText('Payment method')).toHaveValue('');
    expect(askedMethods(api)).toEqual([null]);
  });

  it('walks a cash order through its steps: confirm, dispatch (the invoice appears), parcel refused after a question', async () => {
    const { api, user } = codSetup(codOrder());
    const dialog = await openCod(user);
    expect(within(dialog).getByText('Payment').nextElementSibling).toHaveTextContent(
      'UnpaidCODCash on delivery · to collect ₹2,385.00',
    );
    const steps = within(dialog).getByRole('region', { name: 'Cash on delivery: next step' });
    expect(within(steps).queryByRole('button', { name: 'Dispatch' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /Download invoice/ })).toBeNull();

    await user.click(within(steps).getByRole('button', { name: 'Confirm order' }));
    await theToast('Order status is updated successfully');
    expect(puts(api).map((c) => [c.path, c.body])).toEqual([
      [`/api/admin/orders/update/${COD}`, { orderStatus: 'inProcess' }],
    ]);

    const dispatch = await within(dialog).findByRole('button', { name: 'Dispatch' });
    expect(within(dialog).getByText('In Process', { selector: '[data-status]' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm order' })).toBeNull();
    // Dispatching asks for the courier and the AWB first.
    await user.click(dispatch);
    const nextStep = within(dialog).getByRole('region', { name: 'Cash on delivery: next step' });
    expect(
      await within(nextStep).findByText('Courier is required to dispatch the order'),
    ).toBeInTheDocument();
    expect(within(nextStep).getByLabelText('Courier')).toHaveFocus();
    expect(puts(api)).toHaveLength(1);
    await fillDispatch(user, nextStep);
    await user.click(dispatch);
    await waitFor(() => expect(puts(api)).toHaveLength(2));
    expect(puts(api)[1]!.body).toEqual({
      orderStatus: 'inShipping',
      courier: 'Delhivery',
      trackingNumber: 'DL-1234567890',
    });
    // Dispatched: the invoice number and its download, before any cash is in hand.
    expect(await within(dialog).findByText('INV/2026-27/000007')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Download invoice/ })).toHaveAttribute(
      'href',
      `/api/shop/order/invoice/${COD}`,
    );
    await theToast('Order status is updated successfully');

    await user.click(within(dialog).getByRole('button', { name: 'Parcel refused (return to shop)' }));
    const question = await screen.findByRole('alertdialog', {
      name: `Parcel refused: return order ${numberOf(COD)} to the shop?`,
    });
    expect(question).toHaveTextContent(
      'The order is rejected and its items go back into stock. A credit note cancels invoice INV/2026-27/000007.',
    );
    // Cancelling asks nothing of the server.
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(puts(api)).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Parcel refused (return to shop)' }));
    const again = await screen.findByRole('alertdialog', { name: /^Parcel refused/ });
    await user.click(within(again).getByRole('button', { name: 'Return to shop' }));
    await waitFor(() => expect(puts(api)).toHaveLength(3));
    expect(puts(api)[2]).toMatchObject({
      path: `/api/admin/orders/update/${COD}`,
      body: { orderStatus: 'rejected' },
    });
    await theToast('Order status is updated successfully');
    expect(await within(dialog).findByText('CN/2026-27/000002')).toBeInTheDocument();
    // Ended: no next step, nothing left to collect.
    expect(within(dialog).queryByRole('region', { name: 'Cash on delivery: next step' })).toBeNull();
    expect(within(dialog).getByText('Payment').nextElementSibling).toHaveTextContent(
      'UnpaidCODCash on delivery',
    );
    expect(within(dialog).getByText('Payment').nextElementSibling).not.toHaveTextContent('to collect');
  });

  it('records the cash collected: the total and today in India prefilled, an empty amount refused, then delivered and paid', async () => {
    const { api, user } = codSetup(
      codOrder({ orderStatus: 'inShipping', invoiceNumber: 'INV/2026-27/000007' }),
    );
    const dialog = await openCod(user);
    const open = within(dialog).getByRole('button', { name: 'Mark delivered — cash collected' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const form = within(dialog).getByRole('form', { name: 'Cash collected at the door' });
    const amount = within(form).getByLabelText('Cash collected (₹)');
    const day = within(form).getByLabelText('Collected on');
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue(2385);
    expect(amount).toHaveAccessibleDescription('The order’s total: ₹2,385.00.');
    expect(day).toHaveValue(indiaIsoDay(new Date()));
    expect(day).toHaveAttribute('max', indiaIsoDay(new Date()));
    expect(day).toHaveAttribute('min', '2026-03-15');

    // Cancel closes the form and asks nothing.
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('form')).toBeNull();
    expect(open).toHaveFocus();
    await user.click(open);

    const form2 = within(dialog).getByRole('form', { name: 'Cash collected at the door' });
    await user.clear(within(form2).getByLabelText('Cash collected (₹)'));
    await user.click(within(form2).getByRole('button', { name: 'Record cash collected' }));
    const empty = within(form2).getByLabelText('Cash collected (₹)');
    expect(empty).toHaveAttribute('aria-invalid', 'true');
    expect(empty).toHaveAccessibleDescription(/Please enter the cash collected/);
    expect(empty).toHaveFocus();
    expect(puts(api)).toEqual([]);
    // A third decimal is no amount of money: said at the field, nothing sent.
    await user.type(empty, '2385.001');
    await user.click(within(form2).getByRole('button', { name: 'Record cash collected' }));
    expect(empty).toHaveAccessibleDescription(
      /The cash collected is in rupees and paise: at most 2 decimals/,
    );
    expect(puts(api)).toEqual([]);
    await user.clear(empty);

    await user.type(empty, '2385');
    await user.clear(within(form2).getByLabelText('Collected on'));
    await user.type(within(form2).getByLabelText('Collected on'), '2026-03-17');
    await user.click(within(form2).getByRole('button', { name: 'Record cash collected' }));
    await theToast('Cash collected. The order is delivered and paid.');
    expect(puts(api).map((c) => [c.path, c.body])).toEqual([
      [`/api/admin/orders/cash-collected/${COD}`, { amount: 2385, collectedOn: '2026-03-17' }],
    ]);
    await waitFor(() =>
      expect(within(dialog).getByText('Payment').nextElementSibling).toHaveTextContent(
        'PaidCODCash collected ₹2,385.00 on 17 Mar 2026',
      ),
    );
    expect(within(dialog).getByText('Delivered', { selector: '[data-status]' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Cash on delivery: next step' })).toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The list's row follows: paid, nothing left to collect.
    await waitFor(() => expect(within(rows()[1]!).queryByText(/to collect/)).toBeNull());
  });

  it('shows the server’s refusal of the cash as the toast and keeps the form', async () => {
    const { user } = codSetup(codOrder({ orderStatus: 'inShipping', invoiceNumber: 'INV/2026-27/000007' }), {
      [`PUT /api/admin/orders/cash-collected/${COD}`]: () => ({
        status: 400,
        body: { success: false, message: 'The cash collected must be the order’s total, ₹2,385.00.' },
      }),
    });
    const dialog = await openCod(user);
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered — cash collected' }));
    const form = within(dialog).getByRole('form', { name: 'Cash collected at the door' });
    await user.clear(within(form).getByLabelText('Cash collected (₹)'));
    await user.type(within(form).getByLabelText('Cash collected (₹)'), '2000');
    await user.click(within(form).getByRole('button', { name: 'Record cash collected' }));
    await theToast('The cash collected must be the order’s total, ₹2,385.00.');
    expect(within(form).getByLabelText('Cash collected (₹)')).toHaveValue(2000);
  });

  it('keeps the status select for a cash order: delivered without the cash is the server’s 409, shown as the toast', async () => {
    const { api, user } = codSetup(
      codOrder({ orderStatus: 'inShipping', invoiceNumber: 'INV/2026-27/000007' }),
      {
        [`PUT /api/admin/orders/update/${COD}`]: () => ({
          status: 409,
          body: {
            success: false,
            message: 'Record the cash collected to mark a cash-on-delivery order delivered.',
          },
        }),
      },
    );
    const dialog = await openCod(user);
    await user.selectOptions(within(dialog).getByLabelText('Order status'), 'delivered');
    await user.click(within(dialog).getByRole('button', { name: 'Update Order Status' }));
    await theToast('Record the cash collected to mark a cash-on-delivery order delivered.');
    expect(puts(api)[0]!.body).toEqual({ orderStatus: 'delivered' });
  });

  it('offers no cash steps for a PhonePe order, and says how it was paid', async () => {
    const { user } = setup([order()]);
    await user.click((await screen.findAllByRole('button', { name: 'View Details of order HEP-10482' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await within(dialog).findByText('FR PVC House Wire 1.5 sq mm');
    expect(within(dialog).getByText('Payment').nextElementSibling).toHaveTextContent('Paidvia PhonePe');
    expect(within(dialog).queryByRole('region', { name: 'Cash on delivery: next step' })).toBeNull();
    expect(within(dialog).queryByText('COD')).toBeNull();
  });
});

describe('dispatch with tracking', () => {
  const open = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click((await screen.findAllByRole('button', { name: 'View Details of order HEP-10482' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await within(dialog).findByText('FR PVC House Wire 1.5 sq mm');
    return dialog;
  };

  it('asks for the courier, the AWB and an https tracking URL when In Shipping is chosen, checked before sending', async () => {
    const { api, user } = setup([order()]);
    const dialog = await open(user);
    expect(within(dialog).queryByLabelText('Courier')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Order status'), 'inShipping');
    const update = within(dialog).getByRole('button', { name: 'Update Order Status' });

    await user.click(update);
    expect(within(dialog).getByText('Courier is required to dispatch the order')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Tracking number (AWB) is required to dispatch the order'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Courier')).toHaveFocus();
    expect(within(dialog).getByLabelText('Courier')).toHaveAttribute('aria-invalid', 'true');

    await fillDispatch(user, dialog, { courier: 'Blue Dart', awb: 'BD 12/34', url: 'http://bluedart.com/t' });
    await user.click(update);
    expect(
      within(dialog).getByText('Tracking number (AWB) must be 4–40 letters, digits or dashes'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Tracking URL must be an https:// address')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Tracking number (AWB)'));
    await user.clear(within(dialog).getByLabelText('Tracking URL (optional)'));
    // Typed with spaces, it is tidied as the server tidies it, not refused.
    await fillDispatch(user, dialog, { awb: 'BD-998 877', url: 'https://www.bluedart.com/track/BD-998877' });
    await user.click(update);
    expect(await screen.findByText('Order status is updated successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      orderStatus: 'inShipping',
      courier: 'Blue Dart',
      trackingNumber: 'BD-998877',
      trackingUrl: 'https://www.bluedart.com/track/BD-998877',
    });
    // The shipment shows after, with its Track link; the form is gone.
    const track = await within(dialog).findByRole('link', { name: /Track/ });
    expect(track).toHaveAttribute('href', 'https://www.bluedart.com/track/BD-998877');
    expect(track).toHaveAttribute('target', '_blank');
    expect(track.getAttribute('rel')).toContain('noopener');
    expect(within(dialog).getByText('AWB BD-998877')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Courier')).toBeNull();
  });

  it('offers a WhatsApp chat with the buyer, prefilled with the order, its status and tracking', async () => {
    const shipped = order({
      orderStatus: 'inShipping',
      shipment: {
        courier: 'Delhivery',
        trackingNumber: 'DL-1234567890',
        trackingUrl: 'https://www.delhivery.com/track/DL-1234567890',
        shippedAt: '2026-03-16T05:00:00.000Z',
      },
    });
    const { user } = setup([shipped]);
    const dialog = await open(user);
    const link = within(dialog).getByRole('link', { name: 'Message on WhatsApp' });
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919876543210');
    const text = url.searchParams.get('text')!;
    expect(text).toContain('Your order HEP-10482 is');
    expect(text).toContain('In Shipping');
    expect(text).toContain('Delhivery');
    expect(text).toContain('DL-1234567890');
    expect(text).toContain('https://www.delhivery.com/track/DL-1234567890');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('sends the reason for a rejection when the owner gives one', async () => {
    const { api, user } = setup([order()]);
    const dialog = await open(user);
    await user.selectOptions(within(dialog).getByLabelText('Order status'), 'rejected');
    await user.type(within(dialog).getByLabelText('Reason for the customer (optional)'), 'Out of production');
    await user.click(within(dialog).getByRole('button', { name: 'Update Order Status' }));
    expect(await screen.findByText('Order status is updated successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      orderStatus: 'rejected',
      note: 'Out of production',
    });
  });
});
