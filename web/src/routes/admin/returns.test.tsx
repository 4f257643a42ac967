import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReturn, ApiRefund, ReturnStatus } from '../../../../common/contracts/returns';
import { makeSettings } from '../../test/fixtures';
import { mockApi, renderAt } from '../../test/render';
import AdminReturnsPage from './returns';

afterEach(() => vi.unstubAllGlobals());

const RET = '7c1e0a2b-1111-4222-8333-444455556666';
const ORDER = '3f2a9c1e-1111-4222-8333-444455556666';
const P1 = 'a1000000-1111-4222-8333-444455556666';
const P2 = 'a2000000-1111-4222-8333-444455556666';

const makeReturn = (over: Partial<AdminReturn> = {}): AdminReturn => ({
  _id: RET,
  orderId: ORDER,
  status: 'requested',
  reason: 'damaged',
  note: 'The box was crushed and one switch is cracked.',
  ownerNote: '',
  photos: ['/uploads/returns/photo-1.webp'],
  lines: [
    {
      productId: P1,
      title: 'Modular Switch 6A',
      image: '',
      quantity: 2,
      condition: null,
      restock: null,
      feePercent: null,
      refundAmount: null,
    },
    {
      productId: P2,
      title: 'LED Bulb 9W',
      image: '',
      quantity: 1,
      condition: null,
      restock: null,
      feePercent: null,
      refundAmount: null,
    },
  ],
  refundAmount: null,
  createdAt: '2026-03-20T04:30:00.000Z',
  updatedAt: '2026-03-20T04:30:00.000Z',
  customerName: 'Meera Iyer',
  customerEmail: 'meera@example.com',
  paymentMethod: 'phonepe',
  orderTotal: 1180,
  refund: null,
  orderNumber: 'HEP-10482',
  payout: null,
  storeCredit: false,
  ...over,
});

const received = (over: Partial<AdminReturn> = {}) =>
  makeReturn({
    status: 'received',
    lines: [
      { ...makeReturn().lines[0]!, condition: 'opened', restock: true, feePercent: 15, refundAmount: 340 },
      { ...makeReturn().lines[1]!, condition: 'faulty', restock: false, feePercent: 0, refundAmount: 200 },
    ],
    refundAmount: 540,
    ...over,
  });

const refund = (over: Partial<ApiRefund> = {}): ApiRefund => ({
  merchantRefundId: 'RF-1',
  amount: 540,
  state: 'pending',
  method: 'provider',
  reason: 'returned',
  utr: null,
  creditNoteNumber: null,
  failureReason: null,
  giftCardAmount: 0,
  retried: false,
  createdAt: '2026-03-22T04:30:00.000Z',
  settledAt: null,
  ...over,
});

const COUNTS = { requested: 1, approved: 0, received: 0, refunded: 0, rejected: 0 };

function setup(
  list: AdminReturn[],
  {
    counts = COUNTS,
    update,
  }: {
    counts?: Record<ReturnStatus, number>;
    update?: (body: unknown) => { status?: number; body?: unknown };
  } = {},
  path = '/admin/returns',
) {
  const api = mockApi({
    'GET /api/common/settings/get': () => ({ body: { success: true, data: makeSettings() } }),
    'GET /api/admin/returns/get': (_b, url) => {
      const status = url.searchParams.get('status');
      const data = list.filter((r) => r.status === status);
      return {
        body: {
          success: true,
          data,
          pagination: { page: 1, limit: 20, total: data.length, totalPages: 1 },
          counts,
        },
      };
    },
    [`PUT /api/admin/returns/update/${RET}`]: (body) =>
      update?.(body) ?? { status: 500, body: { success: false, message: 'Unexpected' } },
  });
  const user = userEvent.setup();
  const utils = renderAt(<AdminReturnsPage />, path);
  return { api, user, ...utils };
}

const openReturn = async (user: ReturnType<typeof userEvent.setup>) => {
  const [button] = await screen.findAllByRole('button', { name: 'Open the return of order HEP-10482' });
  await user.click(button!);
  return screen.findByRole('dialog', { name: 'Return request' });
};

const puts = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.method === 'PUT');

describe('admin returns', () => {
  it('lists the requested returns first, with each status’s count and a link to the order', async () => {
    const { api } = setup([makeReturn()], {
      counts: { requested: 1, approved: 2, received: 0, refunded: 5, rejected: 0 },
    });
    const table = await screen.findByRole('table', { name: 'Returns' });
    expect(screen.getByRole('tab', { name: /Requested/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Approved 2' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Refunded 5' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('Meera Iyer')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Arrived damaged')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('3 items')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'HEP-10482: open order HEP-10482' })).toHaveAttribute(
      'href',
      `/admin/orders?order=${ORDER}`,
    );
    expect(api.calls.find((c) => c.path === '/api/admin/returns/get')).toBeTruthy();
    expect(api.fetchMock.mock.calls.some(([u]) => String(u).includes('status=requested'))).toBe(true);
  });

  it('switches tabs through the URL and says when a status holds nothing', async () => {
    const { user, router } = setup([makeReturn()]);
    await screen.findByRole('table', { name: 'Returns' });
    await user.click(screen.getByRole('tab', { name: /Approved/ }));
    expect(await screen.findByText('Nothing on its way back')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=approved');
  });

  it('shows a load failure with the server’s message', async () => {
    mockApi({
      'GET /api/admin/returns/get': () => ({
        status: 403,
        body: { success: false, message: 'Access denied' },
      }),
    });
    renderAt(<AdminReturnsPage />, '/admin/returns');
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
  });

  it('shows the photos and note; a rejection needs a note, then the dialog shows it', async () => {
    const { api, user } = setup([makeReturn()], {
      update: (body) => ({
        body: {
          success: true,
          message: 'Return rejected',
          data: makeReturn({ status: 'rejected', ownerNote: (body as { note: string }).note }),
        },
      }),
    });
    const dialog = await openReturn(user);
    expect(within(dialog).getByText('The box was crushed and one switch is cracked.')).toBeInTheDocument();
    const photo = within(dialog).getByRole('link', { name: /Photo 1 from the customer/ });
    expect(photo).toHaveAttribute('href', '/uploads/returns/photo-1.webp');
    expect(photo).toHaveAttribute('target', '_blank');

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const note = within(dialog).getByLabelText('Note to the customer');
    expect(note).toHaveAccessibleDescription(/Please tell the customer why/);
    expect(note).toHaveFocus();
    expect(puts(api)).toHaveLength(0);

    await user.type(note, 'The switch was fitted and used.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Return rejected')).toBeInTheDocument();
    expect(puts(api)[0]!.body).toEqual({ status: 'rejected', note: 'The switch was fitted and used.' });
    expect(await within(dialog).findByText('Why it was rejected')).toBeInTheDocument();
    expect(within(dialog).getByText('The switch was fitted and used.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('approves without a note and then offers Mark received', async () => {
    const { api, user } = setup([makeReturn()], {
      update: () => ({
        body: { success: true, message: 'Return approved', data: makeReturn({ status: 'approved' }) },
      }),
    });
    const dialog = await openReturn(user);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Return approved')).toBeInTheDocument();
    expect(puts(api)[0]!.body).toEqual({ status: 'approved', note: '' });
    expect(await within(dialog).findByRole('button', { name: 'Mark received' })).toBeInTheDocument();
  });

  it('marks received with each line’s condition and fee; faulty goods stay out of stock', async () => {
    const { api, user } = setup(
      [makeReturn({ status: 'approved' })],
      {
        counts: { ...COUNTS, requested: 0, approved: 1 },
        update: () => ({ body: { success: true, message: 'Return received', data: received() } }),
      },
      '/admin/returns?status=approved',
    );
    const dialog = await openReturn(user);
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    const first = within(dialog).getByRole('combobox', { name: 'Condition of Modular Switch 6A' });
    expect(first).toHaveFocus();
    expect(within(dialog).getAllByText('Please choose this item’s condition')).toHaveLength(2);
    expect(puts(api)).toHaveLength(0);

    await user.selectOptions(first, 'opened');
    expect(first).toHaveAccessibleDescription('Restocking fee: 15%');
    const second = within(dialog).getByRole('combobox', { name: 'Condition of LED Bulb 9W' });
    expect(within(second).getByRole('option', { name: 'Faulty or wrong item (no fee)' })).toBeInTheDocument();
    await user.selectOptions(second, 'faulty');
    expect(within(dialog).getByRole('checkbox', { name: 'Back to stock (Modular Switch 6A)' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Back to stock (LED Bulb 9W)' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText('Return received')).toBeInTheDocument();
    expect(puts(api)[0]!.body).toEqual({
      status: 'received',
      lines: [
        { productId: P1, condition: 'opened', restock: true },
        { productId: P2, condition: 'faulty', restock: false },
      ],
    });
    // The next step: each line's refund and the total.
    expect(await within(dialog).findByTestId('return-refund-total')).toHaveTextContent('₹540.00');
    expect(within(dialog).getByText(/Opened · fee 15% · back to stock/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Refund through PhonePe' })).toBeInTheDocument();
  });

  it('refunds an online order through PhonePe after a question, then shows the refund', async () => {
    const { api, user } = setup(
      [received()],
      {
        counts: { ...COUNTS, requested: 0, received: 1 },
        update: () => ({
          body: {
            success: true,
            message: 'Refund sent',
            data: received({ status: 'refunded', refund: refund() }),
          },
        }),
      },
      '/admin/returns?status=received',
    );
    const dialog = await openReturn(user);
    await user.click(within(dialog).getByRole('button', { name: 'Refund through PhonePe' }));
    const question = await screen.findByRole('alertdialog', { name: 'Refund ₹540.00 to Meera Iyer?' });
    await user.click(within(question).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund sent')).toBeInTheDocument();
    expect(puts(api)[0]!.body).toEqual({ status: 'refunded', method: 'provider' });
    expect(await within(dialog).findByText('Pending with the bank')).toBeInTheDocument();
  });

  it('records a cash-on-delivery refund paid by UPI with its reference', async () => {
    const { api, user } = setup(
      [received({ paymentMethod: 'cod' })],
      {
        counts: { ...COUNTS, requested: 0, received: 1 },
        update: () => ({
          body: {
            success: true,
            message: 'Refund recorded',
            data: received({
              paymentMethod: 'cod',
              status: 'refunded',
              refund: refund({
                method: 'upi',
                state: 'completed',
                utr: 'UTR123456',
                creditNoteNumber: 'CN/2025-26/000009',
                settledAt: '2026-03-22T05:00:00.000Z',
              }),
            }),
          },
        }),
      },
      '/admin/returns?status=received',
    );
    const dialog = await openReturn(user);
    const pay = within(dialog).getByRole('button', { name: 'Refund ₹540.00' });
    await user.click(pay);
    const reference = within(dialog).getByLabelText('Transfer reference (UTR)');
    expect(reference).toHaveFocus();
    expect(reference).toHaveAccessibleDescription(/Please enter the transfer reference/);
    expect(puts(api)).toHaveLength(0);

    expect(within(dialog).getByLabelText('Refund by')).toHaveValue('upi');
    await user.type(reference, 'UTR123456');
    await user.click(pay);
    const question = await screen.findByRole('alertdialog', { name: 'Refund ₹540.00 to Meera Iyer?' });
    await user.click(within(question).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    expect(puts(api)[0]!.body).toEqual({ status: 'refunded', method: 'upi', reference: 'UTR123456' });
    expect(await within(dialog).findByText('UTR123456')).toBeInTheDocument();
    expect(within(dialog).getByText('CN/2025-26/000009')).toBeInTheDocument();
  });

  it('shows where the cash customer asked to be paid, and starts the transfer there', async () => {
    const payout = { method: 'bank' as const, accountNumber: '001234567890', ifsc: 'HDFC0000123' };
    const { user } = setup(
      [received({ paymentMethod: 'cod', payout })],
      { counts: { ...COUNTS, requested: 0, received: 1 } },
      '/admin/returns?status=received',
    );
    const dialog = await openReturn(user);
    expect(within(dialog).getByTestId('payout')).toHaveTextContent(
      'Bank account 001234567890, IFSC HDFC0000123',
    );
    expect(within(dialog).getByTestId('payout-step')).toHaveTextContent(
      'Pay to: Bank account 001234567890, IFSC HDFC0000123',
    );
    expect(within(dialog).getByLabelText('Refund by')).toHaveValue('bank');
    expect(within(dialog).getByRole('link', { name: 'HEP-10482: open order HEP-10482' })).toBeInTheDocument();
  });

  it('shows that the customer asked for store credit, chooses it, and sends it without a reference', async () => {
    const { user, api } = setup(
      [received({ paymentMethod: 'cod', storeCredit: true })],
      {
        counts: { ...COUNTS, requested: 0, received: 1 },
        update: () => ({
          status: 200,
          body: {
            success: true,
            message: 'Refund sent.',
            data: received({
              status: 'refunded',
              storeCredit: true,
              refund: refund({ method: 'storeCredit', state: 'completed', giftCardAmount: 540 }),
            }),
          },
        }),
      },
      '/admin/returns?status=received',
    );
    const dialog = await openReturn(user);
    expect(within(dialog).getByTestId('asked-store-credit')).toHaveTextContent(
      'The customer asked for store credit.',
    );
    const select = within(dialog).getByLabelText('Refund by');
    expect(select).toHaveValue('storeCredit');
    expect(select).toHaveAccessibleDescription(/At once, on a gift card in the customer’s name/);
    expect(within(dialog).queryByLabelText('Transfer reference (UTR)')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹540.00 as store credit' }));
    const question = await screen.findByRole('alertdialog', { name: 'Refund ₹540.00 to Meera Iyer?' });
    expect(question).toHaveTextContent(/gift card in the customer’s name/);
    await user.click(within(question).getByRole('button', { name: 'Refund' }));
    await screen.findByText('Refund sent.');
    expect(puts(api)[0]!.body).toEqual({ status: 'refunded', method: 'storeCredit' });
  });

  it('shows the server’s refusal and stays on the step', async () => {
    const { user } = setup([makeReturn()], {
      update: () => ({ status: 409, body: { success: false, message: 'This return was already approved' } }),
    });
    const dialog = await openReturn(user);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This return was already approved')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeEnabled());
  });
});
