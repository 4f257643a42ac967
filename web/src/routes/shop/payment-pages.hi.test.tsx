import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../i18n/i18n';
import hi from '../../i18n/hi/checkout';
import { makeOrder } from '../../test/fixtures';
import { deferred, mockApi, renderRoutes } from '../../test/render';
import OrderPlacedPage from './order-placed';
import PaymentFailedPage from './payment-failed';
import PaymentSuccessPage from './payment-success';
import PhonePeReturnPage from './phonepe-return';

afterEach(() => vi.unstubAllGlobals());

const inHindi = (path: string, page: ReactNode, url: string) =>
  renderRoutes(
    [
      {
        path,
        element: (
          <I18nProvider lang="hi" messages={hi}>
            {page}
          </I18nProvider>
        ),
      },
    ],
    [url],
  );

const COD_ORDER = makeOrder({
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

describe('the pages after checkout, in Hindi', () => {
  it('order placed: the heading, the cash to keep ready and the order’s facts in Hindi', async () => {
    mockApi({ 'GET /api/shop/order/details/order-2': () => ({ body: { success: true, data: COD_ORDER } }) });
    inHindi('/shop/order-placed', <OrderPlacedPage />, '/shop/order-placed?orderId=order-2');
    expect(screen.getByRole('heading', { level: 1, name: 'ऑर्डर हो गया' })).toBeInTheDocument();
    expect(screen.getByText('ऑर्डर के लिए धन्यवाद। कृपया सामान पहुँचने पर नकद पैसे दें।')).toBeInTheDocument();
    expect(await screen.findByText('डिलीवरी पर देना है: ₹1,205.00')).toBeInTheDocument();
    expect(screen.getByText('कृपया डिलीवरी वाले के लिए इतने नकद पैसे तैयार रखें।')).toBeInTheDocument();
    expect(screen.getByText('ऑर्डर नंबर:').nextElementSibling).toHaveTextContent('HEP-10001');
    expect(screen.getByText('डिलीवरी की संभावित तारीख:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ऑर्डर देखें' })).toHaveAttribute('href', '/shop/account');
    expect(screen.getByRole('link', { name: 'खरीदारी जारी रखें' })).toHaveAttribute('href', '/shop/listing');
  });

  it('order placed, its details not loaded: still said in Hindi', async () => {
    mockApi({});
    inHindi('/shop/order-placed', <OrderPlacedPage />, '/shop/order-placed');
    expect(
      screen.getByText('अभी ऑर्डर की जानकारी नहीं दिखा पाए। ऑर्डर और देने वाली रकम आपको अपने खाते में मिल जाएगी।'),
    ).toBeInTheDocument();
  });

  it('payment success and payment failed in Hindi', () => {
    mockApi({});
    const success = inHindi('/shop/payment-success', <PaymentSuccessPage />, '/shop/payment-success');
    expect(screen.getByRole('heading', { level: 1, name: 'पेमेंट हो गया!' })).toBeInTheDocument();
    expect(screen.getByText(/जीएसटी इनवॉइस डाउनलोड कर सकते हैं/)).toBeInTheDocument();
    success.unmount();
    inHindi('/shop/payment-failed', <PaymentFailedPage />, '/shop/payment-failed');
    expect(screen.getByRole('heading', { level: 1, name: 'पेमेंट नहीं हुआ या रद्द हो गया' })).toBeInTheDocument();
    expect(screen.getByText('आपका सामान कार्ट में ही है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'फिर से कोशिश करें' })).toHaveAttribute('href', '/shop/checkout');
  });

  it('the return from PhonePe says to wait, in Hindi', () => {
    const session = deferred<{ body: unknown }>();
    mockApi({ 'GET /api/auth/check-auth': () => session.promise });
    inHindi('/shop/phonepe-return', <PhonePeReturnPage />, '/shop/phonepe-return');
    expect(screen.getByRole('heading', { level: 1, name: 'पेमेंट हो रहा है...' })).toBeInTheDocument();
    expect(screen.getByText('कृपया रुकें और यह पेज बंद न करें।')).toBeInTheDocument();
  });
});
