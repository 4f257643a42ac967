import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiCategory, ApiProduct, EstimatorProduct } from '../../../../../common/contracts/catalog';
import { emptyCart, makeSettings } from '../../../test/fixtures';
import { deferred, mockApi, renderRoutes, type Handler } from '../../../test/render';
import { CALCULATOR_KEY, estimateStore, serializeEstimate } from '../estimator-storage';
import { lineFromProduct } from '../estimator-rules';
import { EstimatorScreen } from './estimator-screen';
import { estimatorFirstRowsQuery } from '../api/get-estimator-products';
import { estimatorListQuery } from '../estimator-params';

const WIRE_ID = '11111111-1111-4111-8111-111111111111';
const SWITCH_ID = '22222222-2222-4222-8222-222222222222';
const GONE_ID = '33333333-3333-4333-8333-333333333333';
const USER_ID = '44444444-4444-4444-8444-444444444444';

/** The whole product, as the product and admin answers give it. */
const asProduct = (p: EstimatorProduct): ApiProduct => ({
  ...p,
  fragile: false,
  translations: {},
  description: '',
  images: [],
  averageReview: 0,
  reviewCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

const wire: EstimatorProduct = {
  _id: WIRE_ID,
  title: 'Copper Wire 1.5 sq mm',
  image: 'https://shop.test/wire.webp',
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
      name: 'Wire coil 90 m',
      size: '1.5 sq mm',
      capacity: '90 m',
      qty: 2,
      price: 1150,
      hsn: '85444999',
      active: true,
    },
    { name: 'Half coil', size: '1.5 sq mm', capacity: '45 m', qty: 1, price: 1100, hsn: '', active: true },
  ],
  variants: [],
  priceTiers: [],
};
const socket: EstimatorProduct = {
  ...wire,
  _id: SWITCH_ID,
  title: 'Modular Switch 6 A',
  category: 'Switches & Sockets',
  subcategory: 'Modular Switches',
  brand: 'Kiran',
  hsn: '8536',
  price: 100,
  salePrice: 118,
  totalStock: 0,
  minEstimatePrice: 0,
  maxEstimatePrice: 0,
  estimatorPresets: [],
};
const PRODUCTS = [wire, socket];

const category = (name: string, subs: string[]): ApiCategory => ({
  _id: name,
  name,
  image: '',
  kind: 'category',
  subcategories: subs.map((s) => ({ _id: s, name: s, translations: {} })),
  fragile: false,
  translations: {},
});
const CATEGORIES = [
  category('Wires & Cables', ['House Wire', 'Flexible Cable']),
  category('Switches & Sockets', ['Modular Switches']),
];
const BRANDS: ApiCategory[] = ['Voltline', 'Kiran'].map((name) => ({
  _id: name,
  name,
  image: '',
  kind: 'brand',
  subcategories: [],
  fragile: false,
  translations: {},
}));

type Who = 'visitor' | 'customer' | 'admin';

function api(who: Who, extra: Record<string, Handler> = {}, config: Record<string, unknown> = {}) {
  const list = (url: URL) => {
    const names = (k: string) =>
      (url.searchParams.get(k) ?? '')
        .split(',')
        .filter(Boolean)
        .map((s) => s.toLowerCase());
    const ids = names('ids');
    const [cats, brands, subs] = [names('category'), names('brand'), names('subcategory')];
    return PRODUCTS.filter(
      (p) =>
        (!ids.length || ids.includes(p._id)) &&
        (!cats.length || cats.includes(p.category.toLowerCase())) &&
        (!brands.length || brands.includes(p.brand.toLowerCase())) &&
        (!subs.length || subs.includes(p.subcategory.toLowerCase())),
    );
  };
  const cart = {
    _id: null,
    userId: USER_ID,
    items: [] as unknown[],
    totals: { subtotal: 0, cgst: 0, sgst: 0, grandTotal: 0 },
  };
  return mockApi({
    'GET /api/auth/check-auth': () =>
      who === 'visitor'
        ? { status: 401, body: { success: false, message: 'Not logged in', user: null } }
        : {
            body: {
              success: true,
              user: {
                id: USER_ID,
                userName: 'Asha',
                email: 'asha@example.com',
                role: who === 'admin' ? 'admin' : 'customer',
                isAdmin: who === 'admin',
              },
            },
          },
    'GET /api/common/settings/get': () => ({
      body: {
        success: true,
        data: makeSettings({
          companyName: 'Sharma',
          companyAddress: 'Pune',
          gstNumber: '27AAPFU0939F1ZV',
          estimatorConfig: {
            showSize: true,
            showCapacity: true,
            showHSN: true,
            allowVariantSelect: true,
            priceSource: 'sale',
            ...config,
          },
        }),
      },
    }),
    'GET /api/common/categories/get': (_b, url) => ({
      body: { success: true, data: url.searchParams.get('kind') === 'brand' ? BRANDS : CATEGORIES },
    }),
    'GET /api/shop/estimator/products': (_b, url) => {
      const data = list(url);
      return { body: { success: true, data, pagination: { page: 1, limit: 300, total: data.length } } };
    },
    [`GET /api/shop/cart/get/${USER_ID}`]: () => ({ body: { success: true, data: cart } }),
    ...extra,
  });
}

function renderEstimator(path = '/shop/estimator') {
  return renderRoutes(
    [
      { path: '/shop/estimator', element: <EstimatorScreen /> },
      { path: '/admin/estimator', element: <EstimatorScreen /> },
      { path: '/auth/login', element: <h1>Login page</h1> },
      { path: '/shop/checkout', element: <h1>Checkout</h1> },
    ],
    [path],
  );
}

const productsPanel = () => within(screen.getByRole('region', { name: 'Products' }));
const presetsPanel = () => within(screen.getByRole('region', { name: 'Quick Presets' }));
const lineRows = () => screen.getAllByTestId('estimate-line');

beforeEach(() => {
  localStorage.clear();
  estimateStore.forget();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('filters ↔ query parameters (SPEC §2: comma-separated lists)', () => {
  it('reads the filters from the link, ticks them and asks the API for them', async () => {
    const { calls } = api('visitor');
    renderEstimator('/shop/estimator?category=wires%20%26%20cables&brand=Voltline,Kiran');
    await screen.findByRole('button', { name: 'Add Copper Wire 1.5 sq mm to the estimate' });
    expect(screen.getByRole('checkbox', { name: 'Wires & Cables' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Voltline' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Kiran' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Switches & Sockets' })).not.toBeChecked();
    // The chosen category's subcategories are offered.
    expect(screen.getByRole('checkbox', { name: 'House Wire' })).not.toBeChecked();
    const asked = calls.find((c) => c.path === '/api/shop/estimator/products');
    expect(asked).toBeDefined();
    expect(productsPanel().queryByText('Modular Switch 6 A')).not.toBeInTheDocument();
  });

  it('writes each change back into the URL, so a link reproduces the view', async () => {
    api('visitor');
    const user = userEvent.setup();
    const { router } = renderEstimator(
      '/shop/estimator?category=Wires%20%26%20Cables&subcategory=House%20Wire',
    );
    await screen.findByRole('button', { name: 'Add Copper Wire 1.5 sq mm to the estimate' });
    await user.click(screen.getByRole('checkbox', { name: 'Switches & Sockets' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kiran' }));
    const params = () => new URLSearchParams(router.state.location.search);
    expect(params().get('category')).toBe('Wires & Cables,Switches & Sockets');
    expect(params().get('brand')).toBe('Kiran');
    expect(params().get('subcategory')).toBe('House Wire');
    // Unticking a category drops its subcategories from the filter.
    await user.click(screen.getByRole('checkbox', { name: 'Wires & Cables' }));
    expect(params().get('category')).toBe('Switches & Sockets');
    expect(params().get('subcategory')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Clear all/ }));
    expect(router.state.location.search).toBe('');
  });

  it('folds the filters away with Hide Filters and brings them back with Show Filters', async () => {
    api('visitor');
    const user = userEvent.setup();
    renderEstimator('/shop/estimator?brand=Kiran');
    await screen.findByRole('button', { name: 'Add Modular Switch 6 A to the estimate' });
    // matchMedia says a phone: the filters start folded.
    const toggle = screen.getByRole('button', { name: 'Show Filters (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('complementary', { name: 'Filters' })).not.toHaveClass('hidden');
    await user.click(screen.getByRole('button', { name: 'Hide Filters (1)' }));
    expect(screen.getByRole('complementary', { name: 'Filters' })).toHaveClass('hidden');
  });
});

describe('the page’s first rows, then the whole list (issue 49)', () => {
  /** The estimator as the server sends it: only the first rows of the list in its data. */
  const renderWithFirstRows = () =>
    renderRoutes(
      (queryClient) => {
        queryClient.setQueryData(
          estimatorFirstRowsQuery(estimatorListQuery({ category: [], brand: [], subcategory: [] })).queryKey,
          { data: [wire], pagination: { page: 1, limit: 8, total: PRODUCTS.length } },
        );
        return [{ path: '/shop/estimator', element: <EstimatorScreen /> }];
      },
      ['/shop/estimator'],
    );

  it('shows the first rows, counted as the whole list, then every product once it has come', async () => {
    const held = deferred<void>();
    api('visitor', {
      'GET /api/shop/estimator/products': async () => {
        await held.promise;
        return { body: { success: true, data: PRODUCTS, pagination: { page: 1, limit: 300, total: 2 } } };
      },
    });
    renderWithFirstRows();
    expect(productsPanel().getByText('Copper Wire 1.5 sq mm')).toBeInTheDocument();
    expect(productsPanel().queryByText('Modular Switch 6 A')).not.toBeInTheDocument();
    expect(productsPanel().getByText('2 of 2')).toBeInTheDocument();
    held.resolve();
    expect(await productsPanel().findByText('Modular Switch 6 A')).toBeInTheDocument();
  });

  it('says the list could not be loaded (not the first rows as if they were all) and loads it on Try again', async () => {
    let fail = true;
    api('visitor', {
      'GET /api/shop/estimator/products': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Internal server error' } }
          : { body: { success: true, data: PRODUCTS, pagination: { page: 1, limit: 300, total: 2 } } },
    });
    const user = userEvent.setup();
    renderWithFirstRows();
    expect(await productsPanel().findByText('The products could not be loaded.')).toBeInTheDocument();
    expect(productsPanel().queryByText('2 of 2')).not.toBeInTheDocument();
    fail = false;
    await user.click(productsPanel().getByRole('button', { name: 'Try again' }));
    expect(await productsPanel().findByText('Modular Switch 6 A')).toBeInTheDocument();
    expect(productsPanel().getByText('Copper Wire 1.5 sq mm')).toBeInTheDocument();
  });
});

describe('search (SPEC §9: debounced 300 ms)', () => {
  it('filters products and presets only once typing has paused for 300 ms', async () => {
    api('visitor');
    renderEstimator();
    await screen.findByRole('button', { name: 'Add Modular Switch 6 A to the estimate' });
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Search products and presets'), { target: { value: 'switch' } });
    act(() => vi.advanceTimersByTime(299));
    expect(productsPanel().getByText('Copper Wire 1.5 sq mm')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(productsPanel().queryByText('Copper Wire 1.5 sq mm')).not.toBeInTheDocument();
    expect(productsPanel().getByText('Modular Switch 6 A')).toBeInTheDocument();
    expect(presetsPanel().getByText('No preset matches your search.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search products and presets'), { target: { value: 'half' } });
    act(() => vi.advanceTimersByTime(300));
    expect(presetsPanel().getByText('Half coil')).toBeInTheDocument();
    expect(presetsPanel().queryByText('Wire coil 90 m')).not.toBeInTheDocument();
  });
});

describe('building an estimate', () => {
  it('adds products and presets, applies the quantity rule, totals, and keeps the lines in local storage', async () => {
    api('visitor');
    const user = userEvent.setup();
    const view = renderEstimator();
    await user.click(
      await screen.findByRole('button', { name: 'Add Copper Wire 1.5 sq mm to the estimate' }),
    );
    // A fresh calculator's empty line takes the first product: still one line, which cannot be removed.
    expect(lineRows()).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Remove line 1/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add preset Wire coil 90 m to the estimate' }));
    expect(lineRows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Remove line 1/ })).toBeEnabled();

    // At 9 % + 9 %: ₹1,180.00 = ₹1,000.00 + ₹90.00 + ₹90.00; 2 × ₹1,150.00 = ₹2,300.00, taxable 2300 / 1.18 =
    // ₹1,949.15, GST ₹350.85 split ₹175.43 (half, rounded up) + ₹175.42. Totals: ₹2,949.15, ₹265.43, ₹265.42.
    const totals = within(screen.getByLabelText('Estimate totals'));
    expect(screen.getByTestId('grand-total')).toHaveTextContent('₹3,480.00');
    expect(totals.getByText('₹2,949.15')).toBeInTheDocument();
    expect(totals.getByText('₹265.43')).toBeInTheDocument();
    expect(totals.getByText('₹265.42')).toBeInTheDocument();

    // Non-numeric quantity becomes 1; a whole number counts at once.
    const qty = screen.getByRole('textbox', { name: 'Quantity, line 2' });
    await user.clear(qty);
    await user.type(qty, 'abc');
    await user.tab();
    expect(qty).toHaveValue('1');
    await user.clear(qty);
    await user.type(qty, '3');
    expect(screen.getByTestId('grand-total')).toHaveTextContent('₹4,630.00');

    // A price outside the product's estimate range (₹1,000–₹1,400) is held to it.
    const rate = screen.getByRole('textbox', { name: 'Rate including GST in rupees, line 1' });
    await user.clear(rate);
    await user.type(rate, '5000{Enter}');
    expect(rate).toHaveValue('1400.00');

    const stored = JSON.parse(localStorage.getItem(CALCULATOR_KEY) ?? '{}');
    expect(
      stored.lines.map((l: { productId: string; qty: number; price: number }) => [
        l.productId,
        l.qty,
        l.price,
      ]),
    ).toEqual([
      [WIRE_ID, 1, 1400],
      [WIRE_ID, 3, 1150],
    ]);

    // A reload finds the estimate as it was.
    view.unmount();
    estimateStore.forget();
    renderEstimator();
    await waitFor(() => expect(lineRows()).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'Quantity, line 2' })).toHaveValue('3');
    expect(screen.getByTestId('grand-total')).toHaveTextContent('₹4,850.00');
  });

  it('disables price and size while a line has no product', async () => {
    api('visitor');
    renderEstimator();
    await screen.findByRole('button', { name: 'Add Copper Wire 1.5 sq mm to the estimate' });
    expect(screen.getByRole('textbox', { name: 'Rate including GST in rupees, line 1' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Size, line 1' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Capacity, line 1' })).toBeEnabled();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Product, line 1' }), WIRE_ID);
    expect(screen.getByRole('textbox', { name: 'Rate including GST in rupees, line 1' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Rate including GST in rupees, line 1' })).toHaveValue(
      '1180.00',
    );
  });

  it('recovers from corrupt stored data with a notice instead of an error screen', async () => {
    localStorage.setItem(CALCULATOR_KEY, '{"version":1,"lines":[{"productId"');
    api('visitor');
    renderEstimator();
    expect(await screen.findByText(/could not be read, so the calculator starts afresh/)).toBeInTheDocument();
    expect(lineRows()).toHaveLength(1);
  });

  it('refreshes saved prices from the server and says when a product is gone', async () => {
    const stale = { ...lineFromProduct(wire, 'sale', 'a'), price: 1050, productName: 'Old wire name' };
    const gone = { ...lineFromProduct({ ...wire, _id: GONE_ID, title: 'Discontinued fan' }, 'sale', 'b') };
    localStorage.setItem(CALCULATOR_KEY, serializeEstimate([stale, gone]));
    const { calls } = api('visitor');
    renderEstimator();
    expect(await screen.findByText('No longer sold')).toBeInTheDocument();
    expect(screen.getByText('Copper Wire 1.5 sq mm', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rate including GST in rupees, line 1' })).toHaveValue(
      '1180.00',
    );
    // Only the wire counts.
    expect(screen.getByTestId('grand-total')).toHaveTextContent('₹1,180.00');
    expect(calls.some((c) => c.path === '/api/shop/estimator/products')).toBe(true);
  });
});

describe('estimatorConfig (SPEC §3, §9)', () => {
  const withVariants = {
    ...wire,
    variants: [{ size: '2.5 sq mm', stdPacking: '90 m', pricePerPiece: 1350, active: true }],
  };

  it('shows size, capacity and HSN as configured, and sizes as a choice of variants', async () => {
    PRODUCTS[0] = withVariants;
    try {
      api('visitor');
      const user = userEvent.setup();
      renderEstimator();
      await user.click(
        await screen.findByRole('button', { name: 'Add Copper Wire 1.5 sq mm to the estimate' }),
      );
      expect(within(lineRows()[0]).getByText('8544')).toBeInTheDocument();
      // A variant prices the line at its price per piece.
      await user.selectOptions(screen.getByRole('combobox', { name: 'Size, line 1' }), '2.5 sq mm');
      expect(screen.getByRole('textbox', { name: 'Rate including GST in rupees, line 1' })).toHaveValue(
        '1350.00',
      );
    } finally {
      PRODUCTS[0] = wire;
    }
  });

  it('hides size and capacity when switched off, and takes the price from the configured source', async () => {
    PRODUCTS[0] = withVariants;
    try {
      api('visitor', {}, { showSize: false, showCapacity: false, showHSN: false, priceSource: 'base' });
      const user = userEvent.setup();
      renderEstimator();
      await user.click(
        await screen.findByRole('button', { name: 'Add Copper Wire 1.5 sq mm to the estimate' }),
      );
      expect(screen.queryByRole('combobox', { name: 'Size, line 1' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Capacity, line 1' })).not.toBeInTheDocument();
      const table = within(screen.getByRole('table', { name: 'Estimate lines' }));
      expect(table.queryByRole('columnheader', { name: 'HSN' })).not.toBeInTheDocument();
      expect(table.getByRole('columnheader', { name: 'Quantity' })).toBeInTheDocument();
      // base: ₹1,000.00 × 1.18 = ₹1,180.00.
      expect(screen.getByRole('textbox', { name: 'Rate including GST in rupees, line 1' })).toHaveValue(
        '1180.00',
      );
    } finally {
      PRODUCTS[0] = wire;
    }
  });

  it('offers a free-text size when variant choice is switched off', async () => {
    PRODUCTS[0] = withVariants;
    try {
      api('visitor', {}, { allowVariantSelect: false });
      const user = userEvent.setup();
      renderEstimator();
      await user.click(
        await screen.findByRole('button', { name: 'Add Copper Wire 1.5 sq mm to the estimate' }),
      );
      expect(screen.getByRole('textbox', { name: 'Size, line 1' })).toBeEnabled();
      expect(screen.queryByRole('combobox', { name: 'Size, line 1' })).not.toBeInTheDocument();
    } finally {
      PRODUCTS[0] = wire;
    }
  });
});

describe('roles (SPEC §2, §6)', () => {
  it('gives visitors no Add Line, Clear or Delete preset, and Add all to cart sends them to login', async () => {
    api('visitor');
    const user = userEvent.setup();
    const { router } = renderEstimator();
    await user.click(
      await screen.findByRole('button', { name: 'Add Copper Wire 1.5 sq mm to the estimate' }),
    );
    expect(screen.queryByRole('button', { name: /Add Line/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Clear$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete preset/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add all to cart' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    // The way back rides in the address (decision 035: login is a page of its own, without the router).
    expect(router.state.location.search).toBe('?r=%2Fshop%2Festimator');
  });

  it('adds everything in stock to a customer’s cart and says what was not added', async () => {
    const added: unknown[] = [];
    api('customer', {
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
    const user = userEvent.setup();
    renderEstimator();
    await user.click(
      await screen.findByRole('button', { name: 'Add Copper Wire 1.5 sq mm to the estimate' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Modular Switch 6 A to the estimate' }));
    await user.click(screen.getByRole('button', { name: 'Add preset Wire coil 90 m to the estimate' }));
    await user.click(screen.getByRole('button', { name: 'Add all to cart' }));
    const summary = await screen.findByRole('status', { name: /Added 3 items of 1 product to your cart/ });
    expect(added).toEqual([{ userId: USER_ID, productId: WIRE_ID, quantity: 3 }]);
    expect(within(summary).getByText('Copper Wire 1.5 sq mm: 3 added')).toBeInTheDocument();
    expect(within(summary).getByText('Modular Switch 6 A: not added, out of stock')).toBeInTheDocument();
  });

  it('gives admins Add Line, Clear (after confirming) and Delete preset, and no Add all to cart', async () => {
    const saved: unknown[] = [];
    api('admin', {
      [`GET /api/shop/products/get/${WIRE_ID}`]: () => ({
        body: {
          success: true,
          data: { ...asProduct(wire), description: 'Wire', createdAt: 'x', updatedAt: 'y' },
        },
      }),
      [`PUT /api/admin/products/edit-product/${WIRE_ID}`]: (body) => {
        saved.push(body);
        return { body: { success: true, message: 'Product updated successfully', data: asProduct(wire) } };
      },
    });
    const user = userEvent.setup();
    renderEstimator('/admin/estimator');
    await user.click(
      await screen.findByRole('button', { name: 'Add Copper Wire 1.5 sq mm to the estimate' }),
    );
    expect(screen.queryByRole('button', { name: 'Add all to cart' })).not.toBeInTheDocument();

    // The admin's controls arrive in their own chunk.
    await user.click(await screen.findByRole('button', { name: 'Add Line' }));
    expect(lineRows()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    const confirmClear = await screen.findByRole('alertdialog', { name: 'Clear the calculator?' });
    await user.click(within(confirmClear).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lineRows()).toHaveLength(1));
    expect(screen.getByRole('combobox', { name: 'Product, line 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete preset (Admin only): Half coil' }));
    const confirmDelete = await screen.findByRole('alertdialog', { name: 'Delete preset "Half coil"?' });
    await user.click(within(confirmDelete).getByRole('button', { name: 'Delete preset' }));
    expect(await screen.findByText('Preset "Half coil" deleted')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      _id: WIRE_ID,
      title: 'Copper Wire 1.5 sq mm',
      description: 'Wire',
      estimatorPresets: [wire.estimatorPresets[0]],
    });
  });

  it.each([
    [
      { status: 400, body: { success: false, message: 'Title is required' } },
      'Failed to delete preset: Title is required',
    ],
    [{ status: 500, body: undefined }, 'Failed to delete preset. Please try again.'],
  ])('shows SPEC §8’s alert when deleting a preset fails (%o)', async (answer, message) => {
    api('admin', {
      [`GET /api/shop/products/get/${WIRE_ID}`]: () => ({ body: { success: true, data: asProduct(wire) } }),
      [`PUT /api/admin/products/edit-product/${WIRE_ID}`]: () => answer,
    });
    const user = userEvent.setup();
    renderEstimator('/admin/estimator');
    await user.click(
      await screen.findByRole('button', { name: 'Delete preset (Admin only): Wire coil 90 m' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete preset' }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
