import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiOrder } from '../../../../common/contracts/orders';
import { WISHLIST_LIMIT } from '../../../../common/contracts/wishlist';
import { I18nProvider } from '../../i18n/i18n';
import { hindiFor } from '../../test/hindi';

const hiAccount = hindiFor('shop/account');
import { makeOrder } from '../../test/fixtures';
import { mockApi, renderRoutes } from '../../test/render';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { PaymentStatusBadge } from '../../features/orders';
import AccountPage from './account';

// The account page on a Hindi page (issue 50): each tab and section under I18nProvider lang="hi".
afterEach(() => vi.unstubAllGlobals());

const USER = {
  id: 'u1',
  userName: 'Meera Joshi',
  email: 'meera@example.com',
  role: 'customer',
  isAdmin: false,
};

const PAID = makeOrder({
  _id: '0b6a3c52-0000-4000-8000-000000000031',
  orderStatus: 'confirmed',
  paymentStatus: 'paid',
  paymentMethod: 'cod',
  totalAmount: 2360,
  orderDate: '2026-11-23T10:30:00.000Z',
});
const REJECTED = makeOrder({
  _id: '0b6a3c52-0000-4000-8000-000000000032',
  orderStatus: 'rejected',
  paymentStatus: 'failed',
  cancelledAt: '2026-11-21T10:00:00.000Z',
  orderDate: '2026-11-20T04:00:00.000Z',
});

function renderHindi(orders: ApiOrder[]) {
  const api = mockApi({
    'GET /api/auth/check-auth': () => ({ body: { success: true, user: USER } }),
    'GET /api/shop/order/list/u1': () => ({ body: { success: true, data: orders } }),
    'GET /api/shop/address/get/u1': () => ({ body: { success: true, data: [] } }),
    'GET /api/shop/giftcard/mine': () => ({
      body: {
        success: true,
        data: [
          {
            _id: 'a2000000-1111-4222-8333-444455556666',
            last4: 'K7QM',
            source: 'storeCredit',
            balance: 500,
            expiresAt: '2027-01-31T18:29:59.999Z',
            state: 'active',
          },
        ],
      },
    }),
    'GET /api/shop/wishlist/get/u1': () => ({
      body: { success: true, data: { userId: 'u1', items: [], alerts: false, limit: WISHLIST_LIMIT } },
    }),
  });
  const utils = renderRoutes(
    [
      {
        path: '/hi/shop/account',
        element: (
          <I18nProvider lang="hi" messages={hiAccount}>
            <AccountPage />
          </I18nProvider>
        ),
      },
    ],
    ['/hi/shop/account'],
  );
  return { api, ...utils };
}

describe('statuses in Hindi', () => {
  it('order and payment statuses as the buyer reads them, colours unchanged', () => {
    render(
      <I18nProvider lang="hi" messages={hiAccount}>
        {['pending', 'confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected'].map((s) => (
          <OrderStatusBadge key={s} status={s} />
        ))}
        <PaymentStatusBadge status="paid" />
        <PaymentStatusBadge status="failed" />
        <PaymentStatusBadge status="pending" />
        <PaymentStatusBadge status="pending" method="cod" payOnDelivery={0} />
      </I18nProvider>,
    );
    expect(screen.getByText('कन्फ़र्म')).toHaveClass('bg-green-700');
    expect(screen.getByText('रद्द')).toHaveClass('bg-red-700');
    for (const label of ['पेंडिंग', 'तैयार हो रहा है', 'रास्ते में', 'डिलीवर हो गया']) {
      expect(screen.getByText(label)).toHaveClass('bg-neutral-900');
    }
    expect(screen.getByText('पेमेंट हो गया')).toHaveClass('bg-green-700');
    expect(screen.getByText('पेमेंट फ़ेल')).toHaveClass('bg-red-700');
    expect(screen.getByText('पेमेंट बाकी')).toHaveClass('border');
    expect(screen.getByText('पेमेंट नहीं हुआ')).toBeInTheDocument();
  });
});

describe('the account in Hindi', () => {
  it('Orders tab: Hindi headings, columns, Hindi dates, statuses and how each is paid', async () => {
    renderHindi([PAID, REJECTED]);
    expect(await screen.findByRole('heading', { level: 1, name: 'आपका खाता' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'ऑर्डर', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'पता' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ऑर्डर नंबर', 'ऑर्डर की तारीख', 'ऑर्डर की स्थिति', 'ऑर्डर की रकम', 'जानकारी']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('23 नव॰ 2026');
    expect(within(first).getByText('कन्फ़र्म')).toHaveClass('bg-green-700');
    expect(first).toHaveTextContent('₹2,360.00');
    expect(first).toHaveTextContent('कैश ऑन डिलीवरी');
    expect(within(second).getByText('कैंसल')).toHaveClass('bg-red-700');
    expect(
      within(first).getByRole('button', { name: `ऑर्डर ${PAID.orderNumber} की जानकारी देखें` }),
    ).toHaveTextContent('जानकारी देखें');
    // The phone's cards say the same.
    expect(screen.getByRole('list', { name: 'आपके ऑर्डर' })).toHaveTextContent('ऑर्डर की तारीख20 नव॰ 2026');
  });

  it('no orders: the empty state in Hindi', async () => {
    renderHindi([]);
    expect(await screen.findByText('अभी कोई ऑर्डर नहीं')).toBeInTheDocument();
    expect(screen.getByText('आपके ऑर्डर और उनके GST इनवॉइस यहाँ दिखेंगे।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'खरीदारी शुरू करें' })).toBeInTheDocument();
  });

  it('Address tab: the book and the form in Hindi, with what is still to fill in', async () => {
    renderHindi([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'पता' }));
    expect(await screen.findByText('अभी कोई पता सेव नहीं है। नीचे नया पता डालें।')).toBeInTheDocument();
    expect(screen.getByText('0/3 पते सेव')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'नया पता डालें' })).toBeInTheDocument();
    for (const label of ['पता', 'शहर', 'पिनकोड', 'राज्य / केंद्र शासित प्रदेश', 'फ़ोन', 'नोट']) {
      expect(screen.getByRole('tabpanel').querySelector('form')).toHaveTextContent(label);
    }
    expect(screen.getByPlaceholderText('मकान नं., गली, मोहल्ला')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'राज्य या केंद्र शासित प्रदेश चुनें' })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'पता जोड़ें' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      'मकान नंबर और गली, शहर, पिनकोड, फ़ोन नंबर और पास की कोई पहचान या डिलीवरी नोट डालें',
    );
  });

  it('gift cards and wishlist mails in Hindi', async () => {
    renderHindi([]);
    const cards = await screen.findByRole('list', { name: 'आपके गिफ़्ट कार्ड' });
    expect(cards).toHaveTextContent('कार्ड के आखिरी अंक •••• K7QM');
    expect(cards).toHaveTextContent('चालू');
    expect(cards).toHaveTextContent('₹500.00 बाकी');
    expect(cards).toHaveTextContent('स्टोर क्रेडिट · 31 जन॰ 2027 तक मान्य');
    expect(screen.getByText('कार्ड से पेमेंट करने के लिए चेकआउट पर उसका कोड डालें।')).toBeInTheDocument();

    const mails = screen.getByRole('region', { name: 'विशलिस्ट मेल' });
    await waitFor(() =>
      expect(
        within(mails).getByRole('switch', { name: 'मेरी विशलिस्ट के सामान स्टॉक में आने और कीमत घटने के मेल' }),
      ).not.toBeChecked(),
    );
    expect(mails).toHaveTextContent('स्विच चालू करने का मतलब है');
    expect(within(mails).getByRole('link', { name: 'अपनी विशलिस्ट देखें (0)' })).toBeInTheDocument();
  });
});
