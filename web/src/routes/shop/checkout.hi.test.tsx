import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiAddress } from '../../../../common/contracts/address';
import type { ApiCart, ApiCartItem } from '../../../../common/contracts/cart';
import type { ApiOrderPreview } from '../../../../common/contracts/orders';
import { I18nProvider } from '../../i18n/i18n';
import { hindiFor } from '../../test/hindi';

const hi = hindiFor('shop/checkout');
import { previewCart } from '../../lib/cart-prices';
import { mockApi, renderRoutes } from '../../test/render';
import CheckoutPage from './checkout';

vi.mock('../../features/orders/payment-redirect', () => ({ goToPayment: vi.fn(() => true) }));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const USER = {
  id: 'u1',
  userName: 'Meera Joshi',
  email: 'meera@example.com',
  role: 'customer',
  isAdmin: false,
};
const wire: ApiCartItem = {
  productId: 'p1',
  title: 'Copper Wire 1.5 sq mm, 90 m',
  image: '',
  price: 100,
  salePrice: 118,
  cgstPercent: 9,
  sgstPercent: 9,
  quantity: 2,
  totalStock: 10,
};
const cart: ApiCart = previewCart(
  { _id: 'c1', userId: USER.id, items: [wire], totals: { subtotal: 0, cgst: 0, sgst: 0, grandTotal: 0 } },
  { productId: '', quantity: 0 },
);
const address = (n: number): ApiAddress => ({
  _id: `a${n}`,
  userId: USER.id,
  address: `${n}, MG Road`,
  city: 'Pune',
  pincode: '411005',
  phone: '9876543210',
  notes: 'Ring the bell',
  stateCode: '27',
  state: 'Maharashtra',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

/** The server's standard-delivery preview within Maharashtra: ₹49, ₹263.01 short of free delivery. */
const preview = (addressId: string): ApiOrderPreview => ({
  addressId,
  placeOfSupply: { stateCode: '27', state: 'Maharashtra' },
  shopState: { stateCode: '27', state: 'Maharashtra' },
  taxType: 'intra',
  items: [],
  totals: { subtotal: 241.53, cgst: 21.74, sgst: 21.73, igst: 0, grandTotal: 285 },
  zone: 'state',
  deliveryMethod: 'standard',
  paymentMethod: 'phonepe',
  options: [
    { method: 'standard', fee: 49, from: '2026-12-03', to: '2026-12-05' },
    { method: 'express', fee: 149, from: '2026-12-04', to: '2026-12-04' },
  ],
  goodsTotal: 236,
  discountCode: null,
  discountAmount: 0,
  deliveryFee: 49,
  codFee: 0,
  fragileFee: 0,
  freeDeliveryShortBy: 263.01,
  expectedDelivery: { from: '2026-12-03', to: '2026-12-05' },
  totalAmount: 285,
  cod: { available: true, fee: 25, reason: null, verified: true },
  giftCardAmount: 0,
  amountDue: 285,
});

function renderCheckout(addresses: ApiAddress[]) {
  const api = mockApi({
    'GET /api/auth/check-auth': () => ({ body: { success: true, user: USER } }),
    'GET /api/shop/cart/get/u1': () => ({ body: { success: true, data: cart } }),
    'GET /api/shop/address/get/u1': () => ({ body: { success: true, data: addresses } }),
    'GET /api/shop/order/preview/u1/a1': () => ({ body: { success: true, data: preview('a1') } }),
    'GET /api/shop/order/preview/u1/a2': () => ({ body: { success: true, data: preview('a2') } }),
    'POST /api/shop/order/create': () => ({ status: 500, body: { success: false, message: 'x' } }),
  });
  renderRoutes(
    [
      {
        path: '/shop/checkout',
        element: (
          <I18nProvider lang="hi" messages={hi}>
            <CheckoutPage />
          </I18nProvider>
        ),
      },
    ],
    ['/shop/checkout'],
  );
  return api;
}

const button = () => screen.getByRole('button', { name: /PhonePe से पेमेंट करें/ });
const creates = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((c) => c.path === '/api/shop/order/create');

describe('checkout in Hindi', () => {
  it('shows its steps, sections, fields, summary and button in Hindi', async () => {
    renderCheckout([address(1), address(2)]);
    await screen.findByText(wire.title);
    await screen.findByText('2/3 पते सेव');
    expect(screen.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'चेकआउट के चरण' });
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('पता');
    expect(steps).toHaveTextContent(/डिलीवरी.*पेमेंट/);
    expect(screen.getByRole('heading', { name: 'डिलीवरी का पता' })).toBeInTheDocument();
    expect(screen.getByLabelText('पूरा नाम')).toHaveValue('Meera Joshi');
    expect(screen.getByLabelText('ईमेल')).toHaveValue('meera@example.com');
    expect(screen.getByLabelText('जीएसटीआईएन (ज़रूरी नहीं)')).toHaveAccessibleDescription(/इनपुट टैक्स क्रेडिट/);
    expect(screen.getByRole('heading', { name: 'डिलीवरी का तरीका' })).toBeInTheDocument();
    expect(
      screen.getByText('डिलीवरी के तरीके, उनका चार्ज और तारीख देखने के लिए डिलीवरी का पता चुनें।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ऑर्डर का हिसाब' })).toBeInTheDocument();
    expect(screen.getByText('डिलीवरी चार्ज').nextElementSibling).toHaveTextContent('पता चुनें');
    expect(screen.getByLabelText('डिस्काउंट कोड')).toHaveAttribute('placeholder', 'कोड डालें');
    expect(button()).toHaveTextContent('आगे बढ़ें');
    expect(screen.queryByText('Shipping address')).toBeNull();
  });

  it('refuses to go on without an address, in Hindi, with no order sent', async () => {
    const user = userEvent.setup();
    const api = renderCheckout([address(1), address(2)]);
    await screen.findByText('2/3 पते सेव');
    await user.click(button());
    expect(await screen.findAllByText('आगे बढ़ने के लिए कृपया एक पता चुनें।')).not.toHaveLength(0);
    expect(creates(api)).toEqual([]);
  });

  it('with an address: the zone, the delivery and payment options in Hindi, and a bad GSTIN refused in Hindi', async () => {
    const user = userEvent.setup();
    const api = renderCheckout([address(1)]);
    expect(await screen.findByText('Maharashtra के अंदर')).toBeInTheDocument();
    const standard = await screen.findByRole('radio', { name: /स्टैंडर्ड डिलीवरी/ });
    expect(standard).toBeChecked();
    expect(standard).toHaveAccessibleName(/₹49\.00/);
    expect(standard).toHaveAccessibleDescription('स्टैंडर्ड डिलीवरी मुफ़्त पाने के लिए ₹264 का सामान और डालें।');
    expect(screen.getByRole('radio', { name: /एक्सप्रेस डिलीवरी/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /कैश ऑन डिलीवरी/ })).toHaveAccessibleName(/\+ ₹25\.00 कैश हैंडलिंग/);
    expect(screen.getByText(/Maharashtra में डिलीवरी:/)).toHaveTextContent(
      'Maharashtra में डिलीवरी: CGST + SGST',
    );

    const gstin = screen.getByLabelText('जीएसटीआईएन (ज़रूरी नहीं)');
    await user.type(gstin, '27aapfu0939f1zx');
    await user.click(button());
    const wrongCheck =
      'खरीदार के जीएसटीआईएन का जाँच अक्षर (आखिरी अक्षर) गलत है: कृपया देख लें, कहीं टाइप करने में गलती तो नहीं';
    expect(await screen.findAllByText(wrongCheck)).toHaveLength(2);
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(creates(api)).toEqual([]);
  });

  it('the address form: what is missing, and a bad pincode, in Hindi', async () => {
    const user = userEvent.setup();
    const api = renderCheckout([]);
    await screen.findByText('अभी कोई पता सेव नहीं है। नीचे नया पता डालें।');
    const add = screen.getByRole('button', { name: 'पता जोड़ें' });
    expect(add).toHaveAccessibleDescription(
      'मकान नंबर और गली, शहर, पिनकोड, फ़ोन नंबर और पास की कोई पहचान या डिलीवरी नोट डालें',
    );
    await user.type(screen.getByLabelText('पता'), '12, MG Road');
    await user.type(screen.getByLabelText('शहर'), 'Pune');
    await user.type(screen.getByLabelText('पिनकोड'), '41100');
    await user.type(screen.getByLabelText('फ़ोन'), '9876543210');
    expect(add).toHaveAccessibleDescription('पास की कोई पहचान या डिलीवरी नोट डालें');
    await user.type(screen.getByLabelText('नोट'), 'Ring the bell');
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(await screen.findByText('पिनकोड 6 अंकों का होना चाहिए')).toBeInTheDocument();
    expect(screen.getByLabelText('पिनकोड')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((c) => c.path.includes('/address/add'))).toEqual([]);
  });
});
