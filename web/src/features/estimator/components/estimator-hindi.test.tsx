import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiCategory, EstimatorProduct } from '../../../../../common/contracts/catalog';
import { I18nProvider } from '../../../i18n/i18n';
import { hindiFor } from '../../../test/hindi';

// The page's Hindi as the shop loads it: its area's and the frame's (shared components).
const hiEstimator = hindiFor('shop/estimator');
import { emptyCart, makeSettings } from '../../../test/fixtures';
import { mockApi, renderRoutes } from '../../../test/render';
import { estimateStore, storageNotice } from '../estimator-storage';
import { addAllMessage } from '../estimator-rules';
import { EstimatorScreen } from './estimator-screen';

// The estimator on a Hindi page (issue 50), as the public sees it: calculator, presets, totals, print sheet and
// 'Add all to cart' in Hindi, products by their Hindi titles where they have one.
const WIRE_ID = '11111111-1111-4111-8111-111111111111';
const SWITCH_ID = '22222222-2222-4222-8222-222222222222';
const USER_ID = '44444444-4444-4444-8444-444444444444';

const wire: EstimatorProduct = {
  _id: WIRE_ID,
  title: 'Copper Wire 1.5 sq mm',
  translations: { hi: { title: 'कॉपर वायर 1.5 sq mm' } },
  image: '',
  category: 'Wires & Cables',
  subcategory: 'House Wire',
  brand: 'Voltline',
  hsn: '8544',
  price: 1000,
  salePrice: 1180,
  cgstPercent: 9,
  sgstPercent: 9,
  totalStock: 40,
  minEstimatePrice: 1000,
  maxEstimatePrice: 1400,
  estimatorPresets: [
    {
      name: 'Copper Wire 1.5 sq mm coil of 90 m',
      size: '1.5 sq mm',
      capacity: '90 m',
      qty: 1,
      price: 1150,
      hsn: '',
      active: true,
    },
    {
      name: 'Wire coil 90 m',
      size: '1.5 sq mm',
      capacity: '90 m',
      qty: 2,
      price: 1150,
      hsn: '',
      active: true,
    },
  ],
  variants: [],
  priceTiers: [],
};
// No Hindi title: its English one is shown.
const socket: EstimatorProduct = {
  ...wire,
  _id: SWITCH_ID,
  title: 'Modular Switch 6 A',
  translations: undefined,
  category: 'Switches & Sockets',
  subcategory: 'Modular Switches',
  brand: 'Kiran',
  totalStock: 0,
  estimatorPresets: [],
};
const PRODUCTS = [wire, socket];
const CATEGORIES: ApiCategory[] = [
  {
    _id: 'c1',
    name: 'Wires & Cables',
    image: '',
    kind: 'category',
    subcategories: [{ _id: 's1', name: 'House Wire', translations: { hi: { name: 'हाउस वायर' } } }],
    fragile: false,
    translations: { hi: { name: 'वायर और केबल' } },
  },
];

function renderHindi(signedIn: boolean, added: unknown[] = []) {
  mockApi({
    'GET /api/auth/check-auth': () =>
      signedIn
        ? {
            body: {
              success: true,
              user: {
                id: USER_ID,
                userName: 'Asha',
                email: 'asha@example.com',
                role: 'customer',
                isAdmin: false,
              },
            },
          }
        : { status: 401, body: { success: false, message: 'Not logged in', user: null } },
    'GET /api/common/settings/get': () => ({
      body: { success: true, data: makeSettings({ companyName: 'Sharma', phone: '9876543210' }) },
    }),
    'GET /api/common/categories/get': (_b, url) => ({
      body: { success: true, data: url.searchParams.get('kind') === 'brand' ? [] : CATEGORIES },
    }),
    'GET /api/shop/estimator/products': () => ({
      body: { success: true, data: PRODUCTS, pagination: { page: 1, limit: 300, total: PRODUCTS.length } },
    }),
    [`GET /api/shop/cart/get/${USER_ID}`]: () => ({ body: { success: true, data: emptyCart(USER_ID) } }),
    'POST /api/shop/cart/add': (body) => {
      added.push(body);
      return {
        body: {
          success: true,
          message: 'Product is added to cart',
          data: { ...emptyCart(USER_ID), _id: 'c' },
        },
      };
    },
  });
  return renderRoutes(
    [
      {
        path: '/hi/shop/estimator',
        element: (
          <I18nProvider lang="hi" messages={hiEstimator}>
            <EstimatorScreen />
          </I18nProvider>
        ),
      },
    ],
    ['/hi/shop/estimator?category=Wires%20%26%20Cables'],
  );
}

beforeEach(() => {
  localStorage.clear();
  estimateStore.forget();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: true,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the estimator in Hindi', () => {
  it('speaks Hindi: heading, filters with Hindi names, products by Hindi title, presets and the empty estimate', async () => {
    renderHindi(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'एस्टिमेटर' })).toBeInTheDocument();
    const add = await screen.findByRole('button', { name: 'कॉपर वायर 1.5 sq mm एस्टिमेट में जोड़ें' });
    expect(add).toHaveTextContent('जोड़ें');
    // English where there is no Hindi title.
    expect(screen.getByRole('button', { name: 'Modular Switch 6 A एस्टिमेट में जोड़ें' })).toBeInTheDocument();
    const products = within(screen.getByRole('region', { name: 'सामान' }));
    expect(products.getByText('स्टॉक में नहीं')).toBeInTheDocument();
    expect(products.getAllByText('जीएसटी सहित').length).toBeGreaterThan(0);
    const presets = within(screen.getByRole('region', { name: 'तैयार प्रीसेट' }));
    expect(presets.getAllByRole('listitem')[1]).toHaveTextContent('1.5 sq mm · 90 m · 2 पीस');
    // A preset named after its product: the product's part in Hindi, the rest as the owner wrote it.
    expect(presets.getByText('कॉपर वायर 1.5 sq mm coil of 90 m')).not.toHaveAttribute('lang');
    expect(
      presets.getByRole('button', { name: 'प्रीसेट कॉपर वायर 1.5 sq mm coil of 90 m एस्टिमेट में जोड़ें' }),
    ).toBeInTheDocument();
    // Any other name as written, marked English.
    expect(presets.getByText('Wire coil 90 m')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'फ़िल्टर छिपाएँ (1)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'वायर और केबल' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'हाउस वायर' })).not.toBeChecked();
    expect(screen.getByLabelText('सामान और प्रीसेट खोजें')).toHaveAttribute(
      'placeholder',
      'वायर, 1.5 sq mm, PVC…',
    );
    expect(screen.getByRole('heading', { name: /आपका एस्टिमेट/ })).toHaveTextContent('(1 लाइन)');
    expect(screen.getByRole('button', { name: 'सब कार्ट में डालें' })).toBeDisabled();
    expect(screen.getByText(/कार्ट में डालने से पहले आपको लॉगिन करना होगा।/)).toBeInTheDocument();
    const totals = screen.getByLabelText('एस्टिमेट का जोड़');
    expect(totals).toHaveTextContent('कुल (टैक्स से पहले)');
    expect(totals).toHaveTextContent('कुल रकम');
    expect(screen.getByRole('combobox', { name: 'सामान, लाइन 1' })).toHaveTextContent('कॉपर वायर 1.5 sq mm');
  });

  it('a line, the print sheet and Add all to cart in Hindi, with the Hindi product name', async () => {
    const added: unknown[] = [];
    renderHindi(true, added);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'कॉपर वायर 1.5 sq mm एस्टिमेट में जोड़ें' }));
    expect(await screen.findByText('एस्टिमेट में जुड़ गया')).toBeInTheDocument();
    const [row] = screen.getAllByTestId('estimate-line');
    expect(within(row).getByText('कॉपर वायर 1.5 sq mm')).toBeInTheDocument();
    expect(within(row).getByRole('textbox', { name: 'मात्रा, लाइन 1' })).toHaveValue('1');
    expect(within(row).getByRole('button', { name: 'एक और, लाइन 1' })).toBeInTheDocument();

    const sheet = screen.getByTestId('print-sheet');
    expect(sheet).toHaveTextContent('एस्टिमेट');
    expect(sheet).toHaveTextContent('फ़ोन 9876543210');
    expect(sheet).toHaveTextContent(/तारीख: \d{1,2} \S+ \d{4}/);
    expect(sheet).toHaveTextContent('कॉपर वायर 1.5 sq mm');
    expect(sheet).toHaveTextContent('यह एस्टिमेट है, टैक्स इनवॉइस नहीं।');

    await user.click(screen.getByRole('button', { name: 'सब कार्ट में डालें' }));
    const summary = await screen.findByRole('status', { name: '1 सामान का 1 पीस कार्ट में डाला' });
    expect(added).toEqual([{ userId: USER_ID, productId: WIRE_ID, quantity: 1 }]);
    expect(within(summary).getByText('कॉपर वायर 1.5 sq mm: 1 डाले')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'चेकआउट पर जाएँ' })).toBeInTheDocument();
  });

  it('the English words stay as they were without a language', () => {
    expect(storageNotice('truncated')).toBe(
      'Your saved estimate was too long: only its first 200 lines were kept.',
    );
    expect(
      addAllMessage({ productId: WIRE_ID, title: 'Pipe', wanted: 9, add: 4, stock: 4, reason: 'partial' }),
    ).toBe('Pipe: 4 of 9 added, only 4 in stock');
  });
});
