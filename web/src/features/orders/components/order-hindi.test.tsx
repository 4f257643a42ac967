import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiOrder } from '../../../../../common/contracts/orders';
import type { ApiRefund, ApiReturn } from '../../../../../common/contracts/returns';
import { I18nProvider } from '../../../i18n/i18n';
import { hindiFor } from '../../../test/hindi';

// The page's Hindi as the shop loads it: its area's and the frame's (shared components).
const hiAccount = hindiFor('shop/account');
import { makeOrder, makeSettings } from '../../../test/fixtures';
import { mockApi, renderRoutes } from '../../../test/render';
import { formatOrderDate, formatOrderDateTime } from '../format';
import { OrderDetailsDialog } from './order-details-dialog';

// The order dialog on a Hindi page (issue 50): the same dialog as the English tests, under I18nProvider lang="hi".
afterEach(() => vi.unstubAllGlobals());

const ID = '0b6a3c52-0000-4000-8000-000000000021';
const WIRE = '0b6a3c52-0000-4000-8000-0000000000a1';

const line = {
  productId: WIRE,
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
};

const PAID = makeOrder({
  _id: ID,
  cartItems: [line],
  orderStatus: 'confirmed',
  paymentStatus: 'paid',
  invoiceNumber: 'INV/2026-27/000021',
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

const refund: ApiRefund = {
  merchantRefundId: 'RF-1',
  amount: 2360,
  state: 'completed',
  method: 'provider',
  reason: 'cancelled',
  utr: 'UTR777',
  creditNoteNumber: 'CN/2026-27/000003',
  failureReason: null,
  giftCardAmount: 0,
  retried: false,
  createdAt: '2026-11-23T12:00:00.000Z',
  settledAt: '2026-11-26T12:00:00.000Z',
};

const aReturn: ApiReturn = {
  _id: '0b6a3c52-0000-4000-8000-0000000000b1',
  orderId: ID,
  status: 'approved',
  reason: 'damaged',
  note: '',
  ownerNote: '',
  photos: [],
  lines: [
    {
      productId: WIRE,
      title: 'Copper Wire 1.5 sq mm, 90 m',
      image: '',
      quantity: 1,
      condition: 'opened',
      restock: null,
      feePercent: 15,
      refundAmount: null,
    },
  ],
  refundAmount: null,
  createdAt: '2026-11-26T05:00:00.000Z',
  updatedAt: '2026-11-26T05:00:00.000Z',
};

const DELIVERED = makeOrder({
  ...PAID,
  orderStatus: 'delivered',
  deliveredAt: '2026-11-25T06:00:00.000Z',
  actions: {
    canCancel: false,
    cancelUntil: null,
    canReturn: true,
    returnUntil: '2026-12-02T06:00:00.000Z',
    returnable: [{ productId: WIRE, quantity: 2, unitValue: 1180 }],
    cancelRefund: 0,
    cancelToCard: 0,
  },
  refunds: [refund],
  returns: [aReturn],
});

function renderHindi(order: ApiOrder) {
  mockApi({
    'GET /api/common/settings/get': () => ({ body: { success: true, data: makeSettings() } }),
    [`GET /api/shop/order/details/${order._id}`]: () => ({ body: { success: true, data: order } }),
  });
  return renderRoutes(
    [
      {
        path: '/hi/shop/account',
        element: (
          <I18nProvider lang="hi" messages={hiAccount}>
            <OrderDetailsDialog order={order} onOpenChange={() => {}} />
          </I18nProvider>
        ),
      },
    ],
    ['/hi/shop/account'],
  );
}

describe('the dates', () => {
  it('Hindi month names with Latin digits in Hindi, English as before without a language', () => {
    expect(formatOrderDate('2026-11-23T11:00:00.000Z')).toBe('23 Nov 2026');
    expect(formatOrderDate('2026-11-23T11:00:00.000Z', 'hi')).toBe('23 नव॰ 2026');
    expect(formatOrderDateTime('2026-11-23T13:00:00.000Z', 'hi')).toMatch(/^23 नव॰ 2026, 6:30/);
  });
});

describe('the order dialog in Hindi', () => {
  it('speaks Hindi: facts, statuses, payment, lines, price details and the invoice; the English title is marked', async () => {
    renderHindi(PAID);
    const dialog = await screen.findByRole('dialog', { name: 'ऑर्डर की जानकारी' });
    expect(dialog).toHaveAccessibleDescription(`ऑर्डर ${PAID.orderNumber}, 23 नव॰ 2026 को दिया गया`);
    for (const text of [
      'ऑर्डर नंबर',
      'ऑर्डर की तारीख',
      'ऑर्डर की स्थिति',
      'कन्फ़र्म',
      'पेमेंट',
      'पेमेंट हो गया',
      'पेमेंट सिम्युलेटर से',
      'सामान (2)',
      'GST 18% शामिल',
      'कीमत की जानकारी',
      'डिलीवरी का पता',
      'संपर्क',
      'ऑर्डर कैंसल करें',
    ]) {
      expect(within(dialog).getAllByText(text).length, text).toBeGreaterThan(0);
    }
    expect(within(dialog).getByRole('link', { name: /इनवॉइस डाउनलोड करें/ })).toBeInTheDocument();
    expect(within(dialog).getByText(/^आप 23 नव॰ 2026, 6:30 .* तक कैंसल कर सकते हैं।$/)).toBeInTheDocument();
    // The line keeps the English title it was bought with, marked English for screen readers.
    expect(within(dialog).getByText('Copper Wire 1.5 sq mm, 90 m')).toHaveAttribute('lang', 'en');
    expect(dialog).not.toHaveTextContent(/Order details|Payment reference|Download invoice|Cancel order/);
  });

  it('the cancel dialog asks in Hindi and says the refund in Hindi', async () => {
    renderHindi(PAID);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'ऑर्डर की जानकारी' });
    await user.click(within(dialog).getByRole('button', { name: 'ऑर्डर कैंसल करें' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'यह ऑर्डर कैंसल करें?' });
    expect(confirm).toHaveTextContent(
      '₹2,360.00 7–10 कामकाजी दिन में उसी तरीके में रिफ़ंड होगा जिससे आपने पेमेंट किया था।',
    );
    expect(within(confirm).getByRole('button', { name: 'हाँ, ऑर्डर कैंसल करें' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'ऑर्डर रखें' }));
  });

  it('refunds, returns and the return request in Hindi', async () => {
    renderHindi(DELIVERED);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'ऑर्डर की जानकारी' });
    expect(within(dialog).getByText('डिलीवर हो गया')).toBeInTheDocument();

    const refunds = within(dialog).getByRole('region', { name: 'रिफ़ंड' });
    expect(within(refunds).getByText('रिफ़ंड हो गया (UTR UTR777)')).toBeInTheDocument();
    expect(refunds).toHaveTextContent('जिस तरीके से पेमेंट किया था, उसी में · 26 नव॰ 2026 को रिफ़ंड हुआ');
    expect(refunds).toHaveTextContent('क्रेडिट नोट CN/2026-27/000003');

    const returns = within(dialog).getByRole('region', { name: 'वापसी' });
    expect(within(returns).getByText('मंज़ूर — कृपया सामान वापस भेजें')).toBeInTheDocument();
    expect(returns).toHaveTextContent('26 नव॰ 2026 को अनुरोध किया');
    expect(returns).toHaveTextContent('खुला हुआ, फीस 15 %');
    expect(returns).toHaveTextContent('वजह: टूटा-फूटा आया');

    expect(within(dialog).getByText('2 दिस॰ 2026 तक वापसी ली जाएगी।')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'सामान लौटाएँ' }));
    const form = await screen.findByRole('dialog', { name: 'सामान लौटाएँ' });
    expect(within(form).getByRole('group', { name: 'लौटाने वाला सामान' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'गलत सामान आया' })).toBeInTheDocument();
    expect(within(form).getByLabelText('नोट (ज़रूरी नहीं)')).toBeInTheDocument();
    expect(within(form).getByText('सामान की कीमत (0 पीस)')).toBeInTheDocument();
    expect(
      within(form).getByText(/^सामान की हालत के हिसाब से 10–20 % रीस्टॉकिंग फीस कट सकती है/),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'वापसी का अनुरोध भेजें' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'रहने दें' })).toBeInTheDocument();
  });
});
