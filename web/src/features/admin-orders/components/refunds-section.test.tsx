import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrder } from '../../../../../common/contracts/admin';
import type { ApiRefund } from '../../../../../common/contracts/returns';
import { mockApi, renderAt, type Handler } from '../../../test/render';
import { OrderDetailsDialog } from './order-details-dialog';

afterEach(() => vi.unstubAllGlobals());

const ID = '3f2a9c1e-1111-4222-8333-444455556666';

const order = (over: Partial<AdminOrder> = {}): AdminOrder => ({
  _id: ID,
  orderNumber: 'HEP-10482',
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
    notes: '',
  },
  contactName: 'Meera Iyer',
  contactEmail: 'meera@example.com',
  orderStatus: 'delivered',
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
  refundNeeded: false,
  refundable: 2360,
  refunds: [],
  creditNotes: [],
  ...over,
});

const refund = (over: Partial<ApiRefund> = {}): ApiRefund => ({
  merchantRefundId: 'RF-1',
  amount: 500,
  state: 'pending',
  method: 'provider',
  reason: 'refunded',
  utr: null,
  creditNoteNumber: null,
  failureReason: null,
  giftCardAmount: 0,
  retried: false,
  createdAt: '2026-03-16T04:30:00.000Z',
  settledAt: null,
  ...over,
});

function setup(first: AdminOrder, handlers: Record<string, Handler> = {}) {
  let current = first;
  const api = mockApi({
    [`GET /api/admin/orders/details/${ID}`]: () => ({ body: { success: true, data: current } }),
    ...Object.fromEntries(
      Object.entries(handlers).map(([key, handler]) => [
        key,
        async (body: unknown, url: URL) => {
          const answer = await handler(body, url);
          const data = (answer.body as { data?: AdminOrder } | undefined)?.data;
          if (data) current = data;
          return answer;
        },
      ]),
    ),
  });
  const user = userEvent.setup();
  renderAt(<OrderDetailsDialog orderId={ID} onClose={() => undefined} />, '/admin/orders');
  return { api, user };
}

const posts = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.method === 'POST');

describe('order refunds', () => {
  it('lists each refund with its state, UTR, credit note and failure; Retry only on a failed one not retried', async () => {
    setup(
      order({
        refundable: 0,
        refunds: [
          refund({
            merchantRefundId: 'RF-1',
            state: 'completed',
            utr: 'UTR778899',
            creditNoteNumber: 'CN/2025-26/000003',
            settledAt: '2026-03-17T04:30:00.000Z',
          }),
          refund({
            merchantRefundId: 'RF-2',
            state: 'failed',
            failureReason: 'Bank declined',
            retried: true,
          }),
          refund({ merchantRefundId: 'RF-3', state: 'failed', failureReason: 'Account closed' }),
        ],
        creditNotes: [
          {
            number: 'CN/2025-26/000003',
            issuedAt: '2026-03-17T04:30:00.000Z',
            reason: 'refunded',
            total: 500,
          },
          {
            number: 'CN/2025-26/000007',
            issuedAt: '2026-03-18T04:30:00.000Z',
            reason: 'returned',
            total: 300,
          },
        ],
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    const list = await within(dialog).findByRole('list', { name: 'Refunds of this order' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Completed')).toBeInTheDocument();
    expect(within(items[0]!).getByText('UTR778899')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Credit note CN\/2025-26\/000003/)).toBeInTheDocument();
    expect(within(items[1]!).getByText(/Bank declined/)).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(within(items[2]!).getByText('Account closed')).toBeInTheDocument();
    expect(
      within(items[2]!).getByRole('button', { name: 'Retry the refund of ₹500.00' }),
    ).toBeInTheDocument();
    // Nothing left: no refund form.
    expect(within(dialog).queryByRole('button', { name: 'Make a refund' })).toBeNull();
    // One download per credit note.
    expect(
      within(dialog).getByRole('link', { name: 'Download credit note CN/2025-26/000007' }),
    ).toHaveAttribute('href', `/api/admin/orders/credit-note/${ID}?number=CN%2F2025-26%2F000007`);
    expect(within(dialog).getAllByRole('link', { name: /Download credit note/ })).toHaveLength(2);
  });

  it('retries a failed refund', async () => {
    const failed = refund({ state: 'failed', failureReason: 'Account closed' });
    const { api, user } = setup(order({ refundable: 1860, refunds: [failed] }), {
      [`POST /api/admin/orders/refund-retry/${ID}`]: () => ({
        body: {
          success: true,
          message: 'Refund sent again',
          data: order({
            refundable: 1860,
            refunds: [{ ...failed, retried: true }, refund({ merchantRefundId: 'RF-1-2' })],
          }),
        },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await user.click(await within(dialog).findByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Refund sent again')).toBeInTheDocument();
    expect(posts(api)[0]).toMatchObject({
      path: `/api/admin/orders/refund-retry/${ID}`,
      body: { merchantRefundId: 'RF-1' },
    });
    expect(await within(dialog).findByText('Pending with the bank')).toBeInTheDocument();
  });

  it('links the simulator’s test refund page while a refund is pending', async () => {
    setup(order({ refunds: [refund()], refundTestUrl: '/api/simulator/refund/RF-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    expect(await within(dialog).findByRole('link', { name: /Open the test refund page/ })).toHaveAttribute(
      'href',
      '/api/simulator/refund/RF-1',
    );
  });

  it('refunds part of an online order through PhonePe, within what is left, after a question', async () => {
    const { api, user } = setup(order({ refundable: 2360 }), {
      [`POST /api/admin/orders/refund/${ID}`]: (body) => ({
        body: {
          success: true,
          message: 'Refund sent to PhonePe',
          data: order({
            refundable: 2360 - (body as { amount: number }).amount,
            refunds: [refund({ amount: (body as { amount: number }).amount, state: 'requested' })],
          }),
        },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Make a refund' }));
    const amount = within(dialog).getByLabelText('Amount to refund (₹)');
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue(2360);

    await user.clear(amount);
    await user.type(amount, '2400');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(amount).toHaveAccessibleDescription(/At most ₹2,360.00 is left to refund/);
    await user.clear(amount);
    await user.type(amount, '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(amount).toHaveAccessibleDescription(/at least ₹1/);
    expect(posts(api)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    const question = await screen.findByRole('alertdialog', { name: `Refund ₹500.00 for order HEP-10482?` });
    await user.click(within(question).getByRole('button', { name: 'Refund ₹500.00' }));
    expect(await screen.findByText('Refund sent to PhonePe')).toBeInTheDocument();
    expect(posts(api)[0]!.body).toEqual({ amount: 500, method: 'provider' });
    expect(await within(dialog).findByText('Left to refund: ₹1,860.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Sending')).toBeInTheDocument();
  });

  it('records a cash-on-delivery refund paid by bank transfer with its reference, and shows a refusal', async () => {
    const { api, user } = setup(order({ paymentMethod: 'cod', refundable: 2360 }), {
      [`POST /api/admin/orders/refund/${ID}`]: () => ({
        status: 409,
        body: { success: false, message: 'Another refund of this order is in progress' },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Make a refund' }));
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    const reference = within(dialog).getByLabelText('Transfer reference (UTR)');
    expect(reference).toHaveFocus();
    expect(reference).toHaveAccessibleDescription(/Please enter the transfer reference/);

    await user.selectOptions(within(dialog).getByLabelText('Refund by'), 'bank');
    await user.type(reference, 'NEFT0042');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    const question = await screen.findByRole('alertdialog', {
      name: `Refund ₹2,360.00 for order HEP-10482?`,
    });
    expect(question).toHaveTextContent('by Bank transfer (reference NEFT0042)');
    await user.click(within(question).getByRole('button', { name: 'Refund ₹2,360.00' }));
    expect(await screen.findByText('Another refund of this order is in progress')).toBeInTheDocument();
    expect(posts(api)[0]!.body).toEqual({ amount: 2360, method: 'bank', reference: 'NEFT0042' });
  });

  it('refunds to store credit, explained in one line, with no reference; a card’s part of a refund is shown', async () => {
    const { api, user } = setup(
      order({
        refundable: 2360,
        refunds: [refund({ merchantRefundId: 'RF-0', amount: 300, giftCardAmount: 100, state: 'completed' })],
      }),
      {
        [`POST /api/admin/orders/refund/${ID}`]: () => ({
          body: {
            success: true,
            message: 'Refund of ₹500.00 added to store credit, with its credit note. The customer is mailed.',
            data: order({ refundable: 1860 }),
          },
        }),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    expect(
      await within(dialog).findByText('₹100.00 of it went back to the gift card that paid the order.'),
    ).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Make a refund' }));
    const by = within(dialog).getByLabelText('Refund by');
    expect(by).toHaveValue('provider');
    expect(by).toHaveAccessibleDescription(/Back through PhonePe/);
    await user.selectOptions(by, 'storeCredit');
    expect(by).toHaveAccessibleDescription(
      'At once, on a gift card in the customer’s name (or the card they paid with); they get the code by e-mail.',
    );
    expect(within(dialog).queryByLabelText('Transfer reference (UTR)')).toBeNull();
    const amount = within(dialog).getByLabelText('Amount to refund (₹)');
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    const question = await screen.findByRole('alertdialog', { name: `Refund ₹500.00 for order HEP-10482?` });
    expect(question).toHaveTextContent(/goes at once to a gift card in the customer’s name/);
    await user.click(within(question).getByRole('button', { name: 'Refund ₹500.00' }));
    expect(await screen.findByText(/added to store credit/)).toBeInTheDocument();
    expect(posts(api)[0]!.body).toEqual({ amount: 500, method: 'storeCredit' });
  });

  it('Mark refunded after a partial refund asks about what is left; then nothing is offered to refund again', async () => {
    const done = refund({
      state: 'completed',
      creditNoteNumber: 'CN/2025-26/000003',
      settledAt: '2026-03-17T04:30:00.000Z',
    });
    // What Mark refunded records: the rest, given back outside the shop, with its credit note.
    const outside = refund({
      merchantRefundId: 'RF-2',
      amount: 1860,
      state: 'completed',
      method: 'outside',
      creditNoteNumber: 'CN/2025-26/000004',
      createdAt: '2026-03-18T06:00:00.000Z',
      settledAt: '2026-03-18T06:00:00.000Z',
    });
    const { api, user } = setup(order({ refundable: 1860, refunds: [done] }), {
      [`PUT /api/admin/orders/refunded/${ID}`]: () => ({
        body: {
          success: true,
          message: 'Order marked refunded; its credit note is issued',
          data: order({
            refundable: 0,
            refunds: [done, outside],
            refundedAt: '2026-03-18T06:00:00.000Z',
            creditNotes: [
              {
                number: 'CN/2025-26/000003',
                issuedAt: '2026-03-17T04:30:00.000Z',
                reason: 'refunded',
                total: 500,
              },
              {
                number: 'CN/2025-26/000004',
                issuedAt: '2026-03-18T06:00:00.000Z',
                reason: 'refunded',
                total: 1860,
              },
            ],
          }),
        },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    expect(await within(dialog).findByText('Left to refund: ₹1,860.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    const question = await screen.findByRole('alertdialog', { name: 'Mark order HEP-10482 refunded?' });
    expect(question).toHaveTextContent('Do this once ₹1,860.00 is back with the customer');
    expect(question).toHaveTextContent('recorded among the order’s refunds as given back outside the shop');
    await user.click(within(question).getByRole('button', { name: 'Mark refunded' }));
    expect(await screen.findByText('Order marked refunded; its credit note is issued')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      `/api/admin/orders/refunded/${ID}`,
    ]);
    // Refunded in full: no refund offered, by PhonePe or by hand, and the two notes add up to the invoice.
    await within(dialog).findByRole('link', { name: 'Download credit note CN/2025-26/000004' });
    expect(within(dialog).getByText('Refunded').nextElementSibling).toHaveTextContent('18 Mar 2026');
    expect(within(dialog).queryByText(/Left to refund/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Make a refund' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Mark refunded' })).toBeNull();
    // Both refunds are listed, the one given back outside the shop in those words, with its note.
    const refunds = within(dialog)
      .getAllByRole('listitem')
      .filter((li) => li.dataset.refundId);
    expect(refunds).toHaveLength(2);
    expect(refunds[0]).toHaveTextContent('PhonePe · refund by the shop');
    expect(refunds[1]).toHaveTextContent('₹1,860.00');
    expect(refunds[1]).toHaveTextContent('Completed');
    expect(refunds[1]).toHaveTextContent('Outside the shop · marked refunded');
    expect(refunds[1]).toHaveTextContent('Credit note CN/2025-26/000004');
    expect(within(refunds[1]).queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('offers no Mark refunded while a refund is with the provider', async () => {
    setup(order({ refundable: 1860, refunds: [refund({ state: 'pending' })] }));
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    expect(await within(dialog).findByText('Pending with the bank')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark refunded' })).toBeNull();
  });

  it('offers no refund for an unpaid order', async () => {
    setup(order({ paymentStatus: 'pending', refundable: 0, invoiceNumber: null }));
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await within(dialog).findByRole('button', { name: 'Update Order Status' });
    expect(within(dialog).queryByRole('heading', { name: 'Refunds' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Make a refund' })).toBeNull();
  });
});
