import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiOrder } from '../../../../../common/contracts/orders';
import {
  DEFAULT_RETURNS_POLICY,
  type ApiRefund,
  type ApiReturn,
  type ReturnsPolicy,
} from '../../../../../common/contracts/returns';
import { ApiError, upload } from '../../../lib/api-client';
import { fakeAnswer } from '../../../test/api-contract';
import { makeOrder, makeSettings } from '../../../test/fixtures';
import { mockApi, renderRoutes, type Handler } from '../../../test/render';
import { businessDaysText, refundStateText, restockingText } from '../aftercare-text';
import { OrderDetailsDialog } from './order-details-dialog';
import { itemsValue } from './return-steps';

// The return request goes through XMLHttpRequest (multipart, like every upload); here it answers with the
// order the test gives, checked against the route's answer contract like every fake.
const uploadAnswer = vi.hoisted(() => ({ current: null as null | (() => unknown) }));
vi.mock('../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api-client')>();
  return { ...actual, upload: vi.fn(async () => uploadAnswer.current?.()) };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(upload).mockClear();
  uploadAnswer.current = null;
});

beforeEach(() => {
  // jsdom has no object URLs; the thumbnails only need a src.
  let n = 0;
  URL.createObjectURL = () => `blob:photo-${++n}`;
  URL.revokeObjectURL = () => {};
});

const ID = '0b6a3c52-0000-4000-8000-000000000011';
const WIRE = '0b6a3c52-0000-4000-8000-0000000000a1';
const SWITCH = '0b6a3c52-0000-4000-8000-0000000000a2';

/** A policy unlike the defaults, so the dialogs show the settings' figures and not constants. */
const POLICY: ReturnsPolicy = {
  ...DEFAULT_RETURNS_POLICY,
  restockingPercent: { unopened: 5, opened: 12.5, damagedPackaging: 25 },
  refundDays: { min: 5, max: 8 },
};

const line = (productId: string, title: string, quantity: number, price: number) => ({
  productId,
  title,
  image: '',
  hsn: '8544',
  price,
  salePrice: price,
  basePrice: Math.round((price / 1.18) * 100) / 100,
  cgstPercent: 9,
  sgstPercent: 9,
  quantity,
  taxableAmount: Math.round((price / 1.18) * quantity * 100) / 100,
  cgstAmount: 0,
  sgstAmount: 0,
  lineTotal: price * quantity,
});

const PAID = makeOrder({
  _id: ID,
  cartItems: [line(WIRE, 'Copper Wire 1.5 sq mm, 90 m', 2, 1180)],
  orderStatus: 'confirmed',
  paymentStatus: 'paid',
  invoiceNumber: 'INV/2026-27/000011',
  totalAmount: 2360,
  orderDate: '2026-11-23T11:00:00.000Z',
  actions: {
    canCancel: true,
    cancelUntil: '2026-11-23T13:00:00.000Z',
    canReturn: false,
    returnUntil: null,
    returnable: [],
    cancelRefund: 2360,
    cancelToCard: 0,
  },
});

const refund = (over: Partial<ApiRefund> = {}): ApiRefund => ({
  merchantRefundId: 'RF-1',
  amount: 2360,
  state: 'requested',
  method: 'provider',
  reason: 'cancelled',
  utr: null,
  creditNoteNumber: null,
  failureReason: null,
  giftCardAmount: 0,
  retried: false,
  createdAt: '2026-11-23T12:00:00.000Z',
  settledAt: null,
  ...over,
});

const DELIVERED = makeOrder({
  _id: ID,
  cartItems: [line(WIRE, 'Copper Wire 1.5 sq mm, 90 m', 3, 1180), line(SWITCH, 'Modular Switch 6A', 4, 59)],
  orderStatus: 'delivered',
  paymentStatus: 'paid',
  invoiceNumber: 'INV/2026-27/000011',
  totalAmount: 3776,
  deliveredAt: '2026-11-25T06:00:00.000Z',
  actions: {
    canCancel: false,
    cancelUntil: null,
    canReturn: true,
    returnUntil: '2026-12-02T06:00:00.000Z',
    returnable: [
      { productId: WIRE, quantity: 3, unitValue: 1180 },
      { productId: SWITCH, quantity: 4, unitValue: 58.99 },
    ],
    cancelRefund: 0,
    cancelToCard: 0,
  },
});

const aReturn = (over: Partial<ApiReturn> = {}): ApiReturn => ({
  _id: '0b6a3c52-0000-4000-8000-0000000000b1',
  orderId: ID,
  status: 'requested',
  reason: 'damaged',
  note: '',
  ownerNote: '',
  photos: [],
  lines: [
    {
      productId: WIRE,
      title: 'Copper Wire 1.5 sq mm, 90 m',
      image: '',
      quantity: 2,
      condition: null,
      restock: null,
      feePercent: null,
      refundAmount: null,
    },
  ],
  refundAmount: null,
  createdAt: '2026-11-26T05:00:00.000Z',
  updatedAt: '2026-11-26T05:00:00.000Z',
  ...over,
});

function renderOrder(order: ApiOrder, extra: Record<string, Handler> = {}) {
  const api = mockApi({
    'GET /api/common/settings/get': () => ({
      body: { success: true, data: makeSettings({ returns: POLICY }) },
    }),
    [`GET /api/shop/order/details/${order._id}`]: () => ({ body: { success: true, data: order } }),
    ...extra,
  });
  const onOpenChange = vi.fn();
  const utils = renderRoutes(
    [{ path: '/shop/account', element: <OrderDetailsDialog order={order} onOpenChange={onOpenChange} /> }],
    ['/shop/account'],
  );
  return { api, ...utils };
}

const details = () => screen.findByRole('dialog', { name: 'Order details' });

describe('the words', () => {
  it('say the default policy as the policy promises it', () => {
    expect(restockingText(DEFAULT_RETURNS_POLICY)).toBe(
      'A restocking fee of 10–20 % may be kept depending on condition (unopened 10 %, opened 15 %, damaged ' +
        'packaging 20 %); faulty or wrong items are refunded in full.',
    );
    expect(
      restockingText({ ...POLICY, restockingPercent: { unopened: 0, opened: 0, damagedPackaging: 0 } }),
    ).toBe('No restocking fee is kept: returned items are refunded in full.');
    expect(businessDaysText({ min: 7, max: 10 })).toBe('7–10 business days');
    expect(businessDaysText({ min: 1, max: 1 })).toBe('1 business day');
  });

  it('say where a refund stands', () => {
    expect(refundStateText(refund())).toBe('Sending');
    expect(refundStateText(refund({ state: 'pending' }))).toBe('With your bank');
    expect(refundStateText(refund({ state: 'completed', utr: 'UTR123' }))).toBe('Refunded (UTR UTR123)');
    expect(refundStateText(refund({ state: 'failed' }))).toBe('Failed — the shop will retry');
  });

  it('count the items value in paise', () => {
    expect(
      itemsValue([
        { unitValue: 0.1, quantity: 3 },
        { unitValue: 58.99, quantity: 3 },
      ]),
    ).toBe(177.27);
  });
});

describe('Cancel order', () => {
  it('says until when, what a paid order gets back, and shows the cancelled order the server answers', async () => {
    const cancelled: ApiOrder = {
      ...PAID,
      orderStatus: 'rejected',
      cancelledAt: '2026-11-23T12:00:00.000Z',
      actions: { ...PAID.actions!, canCancel: false, cancelUntil: null, cancelRefund: 0 },
      refunds: [refund()],
    };
    const { api } = renderOrder(PAID, {
      [`POST /api/shop/order/cancel/${ID}`]: () => ({
        body: { success: true, message: 'Order cancelled. Your refund is on its way.', data: cancelled },
      }),
    });
    const user = userEvent.setup();
    const dialog = await details();
    // 13:00 UTC is 6:30 pm in India.
    expect(within(dialog).getByText('You can cancel until 23 Nov 2026, 6:30 pm.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(confirm).toHaveTextContent(
      '₹2,360.00 will be refunded to your original payment method within 5–8 business days.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel order' }));

    expect(await screen.findByText('Order cancelled. Your refund is on its way.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: `/api/shop/order/cancel/${ID}`, body: undefined },
    ]);
    const shown = await details();
    await waitFor(() => expect(within(shown).queryByRole('button', { name: 'Cancel order' })).toBeNull());
    expect(within(shown).getByText('Cancelled by you on 23 Nov 2026, 5:30 pm')).toBeInTheDocument();
    const refunds = within(shown).getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('Sending')).toBeInTheDocument();
    expect(within(refunds).getByText('₹2,360.00')).toBeInTheDocument();
  });

  it('an order a gift card paid part of says the card’s part comes back at once, the rest to the payment', async () => {
    renderOrder({ ...PAID, actions: { ...PAID.actions!, cancelRefund: 1860, cancelToCard: 500 } });
    const user = userEvent.setup();
    await user.click(within(await details()).getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(confirm).toHaveTextContent(
      '₹500.00 goes back to your gift card at once. ₹1,860.00 will be refunded to your original payment method within 5–8 business days.',
    );
  });

  it('an unpaid order a card paid part of: only the card’s part, at once', async () => {
    renderOrder({
      ...PAID,
      paymentStatus: 'pending',
      actions: { ...PAID.actions!, cancelRefund: 0, cancelToCard: 200 },
    } as ApiOrder);
    const user = userEvent.setup();
    await user.click(within(await details()).getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(confirm).toHaveTextContent('₹200.00 goes back to your gift card at once.');
    expect(confirm).not.toHaveTextContent('Nothing was charged');
  });

  it('an unpaid order simply ends; Keep order sends nothing', async () => {
    const cod = {
      ...PAID,
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      actions: { ...PAID.actions!, cancelRefund: 0 },
    };
    const { api } = renderOrder(cod as ApiOrder);
    const user = userEvent.setup();
    await user.click(within(await details()).getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(confirm).toHaveTextContent('Nothing was charged; the order simply ends.');
    await user.click(within(confirm).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal', async () => {
    renderOrder(PAID, {
      [`POST /api/shop/order/cancel/${ID}`]: () => ({
        status: 409,
        body: { success: false, message: 'This order has been dispatched and can no longer be cancelled' },
      }),
    });
    const user = userEvent.setup();
    await user.click(within(await details()).getByRole('button', { name: 'Cancel order' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel order' }));
    expect(
      await screen.findByText('This order has been dispatched and can no longer be cancelled'),
    ).toBeInTheDocument();
    expect(within(await details()).getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  });

  it('is not offered when the actions do not allow it', async () => {
    renderOrder({ ...PAID, actions: { ...PAID.actions!, canCancel: false, cancelUntil: null } });
    const dialog = await details();
    expect(within(dialog).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Return items' })).toBeNull();
  });
});

describe('Return items', () => {
  it('asks for items and a reason, checks photos, sums the value and sends multipart', async () => {
    const requested: ApiOrder = {
      ...DELIVERED,
      returns: [aReturn()],
      actions: { ...DELIVERED.actions!, returnable: [{ productId: SWITCH, quantity: 4, unitValue: 58.99 }] },
    };
    uploadAnswer.current = () =>
      fakeAnswer(`POST /api/shop/order/return/${ID}`, {
        success: true,
        message: 'Return requested. The shop will reply by e-mail.',
        data: requested,
      });
    renderOrder(DELIVERED);
    // As a phone's "all files" picker can: a file outside the input's accept list reaches the form.
    const user = userEvent.setup({ applyAccept: false });
    const order = await details();
    expect(within(order).getByText('Returns accepted until 2 Dec 2026.')).toBeInTheDocument();
    await user.click(within(order).getByRole('button', { name: 'Return items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items' });

    // Nothing chosen yet: both are asked for, and the first item takes the focus.
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(within(dialog).getByText('Choose at least one item to return')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a reason')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Copper Wire 1.5 sq mm, 90 m' })).toHaveFocus();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Copper Wire 1.5 sq mm, 90 m' }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Quantity of Copper Wire 1.5 sq mm, 90 m to return' }),
      '2',
    );
    // Choosing a quantity of another line picks it too.
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Quantity of Modular Switch 6A to return' }),
      '3',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Modular Switch 6A' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Modular Switch 6A' }));

    const summary = within(dialog).getByTestId('return-summary');
    expect(within(summary).getByTestId('return-items-value')).toHaveTextContent('₹2,360.00');
    expect(summary).toHaveTextContent(
      'A restocking fee of 5–25 % may be kept depending on condition (unopened 5 %, opened 12.5 %, damaged ' +
        'packaging 25 %); faulty or wrong items are refunded in full.',
    );
    expect(summary).toHaveTextContent('within 5–8 business days');

    await user.click(within(dialog).getByRole('radio', { name: 'Arrived damaged' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Cut insulation');
    expect(within(dialog).getByText('14 of 500 characters')).toBeInTheDocument();

    // Photos: JPEG, PNG or WebP up to 5 MB, at most three.
    const input = within(dialog).getByLabelText('Photos (optional, up to 3)');
    const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
    await user.upload(input, [
      png('a.png'),
      new File(['x'], 'b.gif', { type: 'image/gif' }),
      png('big.png', 5 * 1024 * 1024 + 1),
    ]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('b.gif is not a JPEG, PNG or WebP image.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('big.png is larger than 5 MB.');
    await user.upload(input, [png('c.png'), png('d.png'), png('e.png')]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'At most 3 photos can be attached; e.png was left out.',
    );
    expect(within(dialog).getAllByRole('img', { name: /^Photo \d/ })).toHaveLength(3);
    expect(within(dialog).queryByLabelText('Photos (optional, up to 3)')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo c.png' }));
    expect(within(dialog).getAllByRole('img', { name: /^Photo \d/ })).toHaveLength(2);
    expect(within(dialog).getByLabelText('Photos (optional, up to 3)')).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(await screen.findByText('Return requested. The shop will reply by e-mail.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Return items' })).toBeNull());

    expect(upload).toHaveBeenCalledTimes(1);
    const [path, form] = vi.mocked(upload).mock.calls[0]!;
    expect(path).toBe(`/api/shop/order/return/${ID}`);
    expect(JSON.parse(form.get('data') as string)).toEqual({
      lines: [{ productId: WIRE, quantity: 2 }],
      reason: 'damaged',
      note: 'Cut insulation',
      storeCredit: false,
    });
    expect((form.getAll('photos') as File[]).map((f) => f.name)).toEqual(['a.png', 'd.png']);

    // The order now shows its return request.
    const returns = within(await details()).getByRole('region', { name: 'Returns' });
    expect(within(returns).getByText('Requested')).toBeInTheDocument();
    expect(within(returns).getByText('Reason: Arrived damaged')).toBeInTheDocument();
  });

  it('a cash order asks where to send the refund: a UPI id, or an account number and IFSC, checked', async () => {
    const cash = { ...DELIVERED, paymentMethod: 'cod' };
    uploadAnswer.current = () =>
      fakeAnswer(`POST /api/shop/order/return/${ID}`, {
        success: true,
        message: 'Return requested. The shop will reply by e-mail.',
        data: { ...cash, returns: [aReturn()] },
      });
    renderOrder(cash);
    const user = userEvent.setup();
    await user.click(within(await details()).getByRole('button', { name: 'Return items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items' });
    const payout = within(dialog).getByRole('group', { name: 'Where should we send your refund?' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Modular Switch 6A' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Wrong item sent' }));

    // A UPI id that is not one is refused before anything is sent, at its field.
    await user.type(within(payout).getByRole('textbox', { name: 'UPI id' }), 'asha.okhdfc');
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(within(payout).getByText('Please enter a UPI id such as name@okbank')).toBeInTheDocument();
    expect(within(payout).getByRole('textbox', { name: 'UPI id' })).toHaveFocus();
    expect(within(payout).getByRole('textbox', { name: 'UPI id' })).toHaveAttribute('aria-invalid', 'true');

    // A bank account instead: both asked, the IFSC checked, then sent tidied.
    await user.click(within(payout).getByRole('radio', { name: 'Bank account' }));
    const account = within(payout).getByRole('textbox', { name: 'Account number' });
    expect(account).toHaveAttribute('aria-required', 'true');
    await user.type(account, '0012 3456 7890');
    await user.type(within(payout).getByRole('textbox', { name: 'IFSC' }), 'hdfc000012');
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(
      within(payout).getByText('Please enter the IFSC: 11 characters such as SBIN0001234'),
    ).toBeInTheDocument();
    expect(within(payout).getByRole('textbox', { name: 'IFSC' })).toHaveFocus();
    await user.type(within(payout).getByRole('textbox', { name: 'IFSC' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(await screen.findByText('Return requested. The shop will reply by e-mail.')).toBeInTheDocument();
    const [, form] = vi.mocked(upload).mock.calls[0]!;
    expect(JSON.parse(form.get('data') as string)).toEqual({
      lines: [{ productId: SWITCH, quantity: 1 }],
      reason: 'wrongItem',
      note: '',
      payout: { method: 'bank', accountNumber: '001234567890', ifsc: 'HDFC0000123' },
      storeCredit: false,
    });
  });

  it('a cash order asking for store credit needs no payout: the box hides it and the request says so', async () => {
    const cash = { ...DELIVERED, paymentMethod: 'cod' };
    uploadAnswer.current = () =>
      fakeAnswer(`POST /api/shop/order/return/${ID}`, {
        success: true,
        message: 'Return requested. The shop will reply by e-mail.',
        data: { ...cash, returns: [aReturn()] },
      });
    renderOrder(cash);
    const user = userEvent.setup();
    await user.click(within(await details()).getByRole('button', { name: 'Return items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Modular Switch 6A' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Wrong item sent' }));
    expect(within(dialog).getByTestId('return-payout')).toBeInTheDocument();
    const credit = within(dialog).getByRole('checkbox', { name: 'Refund as store credit (instant)' });
    expect(credit).toHaveAccessibleDescription(/a gift card in your name at once/);
    await user.click(credit);
    expect(within(dialog).queryByTestId('return-payout')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(await screen.findByText('Return requested. The shop will reply by e-mail.')).toBeInTheDocument();
    const [, form] = vi.mocked(upload).mock.calls[0]!;
    expect(JSON.parse(form.get('data') as string)).toEqual({
      lines: [{ productId: SWITCH, quantity: 1 }],
      reason: 'wrongItem',
      note: '',
      storeCredit: true,
    });
  });

  it('an online order asks for no account: its refund goes back the way it was paid', async () => {
    renderOrder(DELIVERED);
    const user = userEvent.setup();
    await user.click(within(await details()).getByRole('button', { name: 'Return items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items' });
    expect(within(dialog).queryByTestId('return-payout')).toBeNull();
  });

  it('shows the server’s refusal in the form and keeps it open', async () => {
    uploadAnswer.current = () => {
      const body = fakeAnswer(
        `POST /api/shop/order/return/${ID}`,
        { success: false, message: 'These items have already been returned' },
        409,
      );
      throw new ApiError(body.message, 409, body);
    };
    renderOrder(DELIVERED);
    const user = userEvent.setup();
    await user.click(within(await details()).getByRole('button', { name: 'Return items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Modular Switch 6A' }));
    await user.click(within(dialog).getByRole('radio', { name: 'No longer needed' }));
    expect(within(dialog).getByTestId('return-items-value')).toHaveTextContent('₹58.99');
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'These items have already been returned',
    );
    expect(screen.getByRole('dialog', { name: 'Return items' })).toBeInTheDocument();
  });
});

describe('refunds, returns and credit notes', () => {
  it('lists each refund and return in words, with one credit note link each', async () => {
    renderOrder({
      ...DELIVERED,
      actions: { ...DELIVERED.actions!, canReturn: false, returnUntil: null, returnable: [] },
      creditNotes: [
        {
          number: 'CN/2026-27/000004',
          issuedAt: '2026-11-28T05:00:00.000Z',
          reason: 'returned',
          total: 1003,
        },
        { number: 'CN/2026-27/000007', issuedAt: '2026-11-30T05:00:00.000Z', reason: 'refunded', total: 50 },
      ],
      refunds: [
        refund({
          merchantRefundId: 'RF-1',
          amount: 1003,
          state: 'completed',
          reason: 'returned',
          utr: 'UTR998877',
          creditNoteNumber: 'CN/2026-27/000004',
          settledAt: '2026-11-28T05:00:00.000Z',
        }),
        refund({ merchantRefundId: 'RF-2', amount: 50, state: 'pending', reason: 'refunded' }),
        refund({ merchantRefundId: 'RF-3', amount: 20, state: 'failed', failureReason: 'Bank declined' }),
        refund({ merchantRefundId: 'RF-4', amount: 30, state: 'completed', method: 'upi', utr: 'UPI42' }),
      ],
      returns: [
        aReturn({
          status: 'refunded',
          ownerNote: 'One coil had damaged packaging.',
          refundAmount: 1003,
          lines: [
            {
              ...aReturn().lines[0]!,
              condition: 'damagedPackaging',
              restock: true,
              feePercent: 15,
              refundAmount: 1003,
            },
          ],
        }),
        aReturn({ _id: '0b6a3c52-0000-4000-8000-0000000000b2', status: 'approved', reason: 'wrongItem' }),
        aReturn({ _id: '0b6a3c52-0000-4000-8000-0000000000b3', status: 'rejected', ownerNote: 'Used item.' }),
      ],
    });
    const dialog = await details();
    const refunds = within(dialog).getByRole('region', { name: 'Refunds' });
    expect(
      within(refunds)
        .getAllByTestId('refund-state')
        .map((s) => s.textContent),
    ).toEqual([
      'Refunded (UTR UTR998877)',
      'With your bank',
      'Failed — the shop will retry',
      'Refunded (UTR UPI42)',
    ]);
    expect(within(refunds).getByText(/UPI transfer/)).toBeInTheDocument();
    expect(within(refunds).getByText(/refunded on 28 Nov 2026/)).toBeInTheDocument();
    expect(within(refunds).getByRole('link', { name: 'CN/2026-27/000004' })).toHaveAttribute(
      'href',
      `/api/shop/order/credit-note/${ID}?number=CN%2F2026-27%2F000004`,
    );

    const returns = within(dialog).getByRole('region', { name: 'Returns' });
    expect(
      within(returns)
        .getAllByTestId('return-status')
        .map((s) => s.textContent),
    ).toEqual(['Refunded', 'Approved — please send the items back', 'Rejected']);
    expect(
      within(returns)
        .getAllByText('Note from the shop:')
        .map((n) => n.parentElement?.textContent),
    ).toEqual(['Note from the shop: One coil had damaged packaging.', 'Note from the shop: Used item.']);
    expect(within(returns).getByText(/Packaging damaged, fee 15 %/)).toBeInTheDocument();
    expect(within(returns).getByText('Reason: Wrong item sent')).toBeInTheDocument();

    // The order's credit notes: one download link each, by number.
    expect(within(dialog).getByRole('link', { name: 'Credit note CN/2026-27/000004' })).toHaveAttribute(
      'href',
      `/api/shop/order/credit-note/${ID}?number=CN%2F2026-27%2F000004`,
    );
    expect(within(dialog).getByRole('link', { name: 'Credit note CN/2026-27/000007' })).toHaveAttribute(
      'href',
      `/api/shop/order/credit-note/${ID}?number=CN%2F2026-27%2F000007`,
    );
  });
  it('shows what the shop gave back outside the shop (Mark refunded) like any refund, in those words', async () => {
    renderOrder({
      ...DELIVERED,
      actions: { ...DELIVERED.actions!, canReturn: false, returnUntil: null, returnable: [] },
      creditNotes: [
        {
          number: 'CN/2026-27/000008',
          issuedAt: '2026-12-01T05:00:00.000Z',
          reason: 'refunded',
          total: 2360,
        },
      ],
      refunds: [
        refund({
          merchantRefundId: 'RF-1',
          amount: 2360,
          state: 'completed',
          method: 'outside',
          creditNoteNumber: 'CN/2026-27/000008',
          createdAt: '2026-12-01T05:00:00.000Z',
          settledAt: '2026-12-01T05:00:00.000Z',
        }),
      ],
    });
    const dialog = await details();
    const refunds = within(dialog).getByRole('region', { name: 'Refunds' });
    const [line] = within(refunds).getAllByTestId('refund');
    expect(line).toHaveTextContent('₹2,360.00');
    expect(within(line).getByTestId('refund-state')).toHaveTextContent('Refunded');
    expect(line).toHaveTextContent('Given back outside the shop · refunded on 1 Dec 2026');
    expect(within(line).getByRole('link', { name: 'CN/2026-27/000008' })).toHaveAttribute(
      'href',
      `/api/shop/order/credit-note/${ID}?number=CN%2F2026-27%2F000008`,
    );
  });
});
