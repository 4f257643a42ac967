import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProduct } from '../../../../../common/contracts/admin';
import { makeProduct } from '../../../test/fixtures';
import { mockApi, renderAt } from '../../../test/render';
import { ProductForm } from './product-form';

// The upload goes through XMLHttpRequest (for its progress); here it answers at once with a stored URL,
// in the shape the server's upload answers (checked against its contract like every fake).
vi.mock('../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api-client')>();
  const { fakeAnswer } = await import('../../../test/api-contract');
  return {
    ...actual,
    upload: vi.fn(
      async (_path: string, form: FormData, options: { onProgress?: (p: number) => void } = {}) => {
        options.onProgress?.(50);
        const file = form.get('my_file') as File;
        const url = `https://shop.test/uploads/${file.name}`;
        const image = {
          secure_url: url,
          url,
          public_id: file.name,
          width: 800,
          height: 800,
          bytes: 2048,
          format: 'webp',
          variants: {},
        };
        return fakeAnswer('POST /api/admin/products/upload-image', {
          success: true,
          message: 'Image uploaded successfully',
          result: image,
          data: { _id: 'img-1', ...image, created_at: '2026-11-01T10:00:00.000Z' },
        });
      },
    ),
  };
});

afterEach(() => vi.unstubAllGlobals());

const CATEGORIES = [
  {
    _id: 'c1',
    name: 'Wires & Cables',
    image: '',
    kind: 'category',
    createdAt: '',
    subcategories: [
      { _id: 's1', name: 'House Wire', translations: {} },
      { _id: 's2', name: 'Flexible Cable', translations: {} },
    ],
    fragile: false,
    translations: {},
  },
  {
    _id: 'c2',
    name: 'Paint',
    image: '',
    kind: 'category',
    createdAt: '',
    subcategories: [{ _id: 's3', name: 'Emulsion', translations: {} }],
    fragile: false,
    translations: {},
  },
  {
    _id: 'c3',
    name: 'Sanitaryware',
    image: '',
    kind: 'category',
    createdAt: '',
    subcategories: [{ _id: 's4', name: 'Wash Basins', translations: {} }],
    fragile: true,
    translations: {},
  },
];
const BRANDS = [
  {
    _id: 'b1',
    name: 'Voltline',
    image: '',
    kind: 'brand',
    createdAt: '',
    subcategories: [],
    fragile: false,
    translations: {},
  },
];

const PRODUCT: AdminProduct = {
  _id: '6f1c2b8e-0000-4000-8000-000000000001',
  title: 'FR PVC House Wire 1.5 sq mm',
  description: 'Copper house wire',
  image: 'https://shop.test/uploads/wire.png',
  images: [],
  category: 'Wires & Cables',
  subcategory: 'House Wire',
  brand: 'Voltline',
  hsn: '8544',
  price: 1000,
  salePrice: 1180,
  cgstPercent: 9,
  sgstPercent: 9,
  totalStock: 25,
  averageReview: 4.5,
  reviewCount: 2,
  minEstimatePrice: 1000,
  maxEstimatePrice: 1500,
  estimatorPresets: [
    { name: 'Coil', size: '1.5', capacity: '90 m', qty: 1, price: 1180, hsn: '8544', active: true },
  ],
  variants: [],
  priceTiers: [],
  fragile: false,
  translations: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function setup(product: AdminProduct | null = null, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/admin/categories': (_b, url) => ({
      body: { success: true, data: url.searchParams.get('kind') === 'brand' ? BRANDS : CATEGORIES },
    }),
    'POST /api/admin/products/add': (body) => ({
      status: 201,
      body: {
        success: true,
        message: 'Product add successfully',
        data: makeProduct({ title: (body as { title: string }).title }),
      },
    }),
    ...extra,
  });
  const onDone = vi.fn();
  const user = userEvent.setup();
  renderAt(<ProductForm product={product} onDone={onDone} onCancel={() => undefined} />, '/admin/products');
  return { api, onDone, user };
}

const submit = (name: RegExp | string) => screen.getByRole('button', { name });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(
    screen.getByLabelText('Product image *'),
    new File(['png'], 'wire.png', { type: 'image/png' }),
  );
  await screen.findByAltText('Product image *: preview');
  await user.type(screen.getByLabelText('Title *'), 'FR PVC House Wire 1.5 sq mm');
  await user.type(screen.getByLabelText('Description *'), 'Copper house wire');
  await screen.findByRole('option', { name: 'Wires & Cables' });
  await user.selectOptions(screen.getByLabelText('Category *'), 'Wires & Cables');
  await user.selectOptions(screen.getByLabelText('Subcategory *'), 'House Wire');
  await user.type(screen.getByLabelText('HSN *'), '8544');
  await user.type(screen.getByLabelText('Sale price (₹, incl. GST) *'), '1180');
  await user.type(screen.getByLabelText('Total stock *'), '25');
  await user.type(screen.getByLabelText('Min estimate price (₹) *'), '1000');
  await user.type(screen.getByLabelText('Max estimate price (₹) *'), '1500');
}

describe('product form, add mode', () => {
  it('enables Add product only when every field but brand and average review is filled, then adds', async () => {
    const { api, onDone, user } = setup();
    expect(submit('Add product')).toBeDisabled();
    await fillRequired(user);
    // CGST and SGST start at 0: the price equals the sale price.
    expect(screen.getByLabelText('Price before GST (₹, computed)')).toHaveValue('1180.00');
    expect(submit('Add product')).toBeEnabled();

    // Clearing one required field disables it again; brand stays optional.
    await user.clear(screen.getByLabelText('HSN *'));
    expect(submit('Add product')).toBeDisabled();
    // The disabled button says what it waits for (the shop's disabled-reason pattern).
    expect(submit('Add product')).toHaveAccessibleDescription('Add the HSN');
    await user.type(screen.getByLabelText('HSN *'), '8544');
    expect(screen.getByLabelText('Brand')).toHaveValue('');
    expect(submit('Add product')).toBeEnabled();

    await user.type(screen.getByLabelText('CGST %'), '{Backspace}9');
    await user.type(screen.getByLabelText('SGST %'), '{Backspace}9');
    expect(screen.getByLabelText('Price before GST (₹, computed)')).toHaveValue('1000.00');

    await user.click(submit('Add product'));
    expect(await screen.findByText('Product add successfully')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    const call = api.calls.find((c) => c.path === '/api/admin/products/add');
    expect(call?.body).toEqual({
      title: 'FR PVC House Wire 1.5 sq mm',
      description: 'Copper house wire',
      image: 'https://shop.test/uploads/wire.png',
      images: [],
      category: 'Wires & Cables',
      subcategory: 'House Wire',
      brand: '',
      hsn: '8544',
      salePrice: 1180,
      cgstPercent: 9,
      sgstPercent: 9,
      totalStock: 25,
      minEstimatePrice: 1000,
      maxEstimatePrice: 1500,
      estimatorPresets: [],
      variants: [],
      priceTiers: [],
      fragile: false,
      translations: { hi: { title: '', description: '' } },
    });
  });

  it('sends the Fragile flag when ticked, and says when the chosen category is fragile anyway', async () => {
    const { api, user } = setup();
    await fillRequired(user);
    const fragile = screen.getByRole('checkbox', {
      name: 'Fragile (glass, sanitaryware: fragile packaging fee)',
    });
    expect(fragile).not.toBeChecked();
    expect(fragile).toHaveAccessibleDescription(
      'An order with a fragile product pays the fragile packaging fee once.',
    );
    await user.selectOptions(screen.getByLabelText('Category *'), 'Sanitaryware');
    expect(fragile).toHaveAccessibleDescription(
      'Its category, Sanitaryware, is fragile: the product is packed as fragile either way.',
    );
    await user.selectOptions(screen.getByLabelText('Category *'), 'Wires & Cables');
    await user.selectOptions(screen.getByLabelText('Subcategory *'), 'House Wire');
    await user.click(fragile);
    expect(fragile).toBeChecked();
    await user.click(submit('Add product'));
    expect(await screen.findByText('Product add successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/admin/products/add')?.body).toMatchObject({
      fragile: true,
    });
  });

  it('clamps CGST and SGST to 0–100 and treats empty as 0', async () => {
    const { user } = setup();
    const cgst = screen.getByLabelText('CGST %');
    await user.clear(cgst);
    await user.type(cgst, '150');
    expect(cgst).toHaveValue(100);
    await user.clear(cgst);
    expect(cgst).toHaveValue(null);
    await user.type(screen.getByLabelText('Sale price (₹, incl. GST) *'), '118');
    expect(screen.getByLabelText('Price before GST (₹, computed)')).toHaveValue('118.00');
    await user.type(cgst, '100');
    expect(cgst).toHaveValue(100);
    expect(screen.getByLabelText('Price before GST (₹, computed)')).toHaveValue('59.00');
  });

  it('resets the subcategory when it is not in the newly chosen category', async () => {
    const { user } = setup();
    await screen.findByRole('option', { name: 'Wires & Cables' });
    const sub = screen.getByLabelText('Subcategory *');
    expect(sub).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Category *'), 'Wires & Cables');
    await user.selectOptions(sub, 'Flexible Cable');
    expect(sub).toHaveValue('Flexible Cable');
    await user.selectOptions(screen.getByLabelText('Category *'), 'Paint');
    expect(sub).toHaveValue('');
    expect(within(sub).getByRole('option', { name: 'Emulsion' })).toBeInTheDocument();
    expect(within(sub).queryByRole('option', { name: 'Flexible Cable' })).toBeNull();
  });

  it('shows the server’s 4xx message as a toast and on the field it names, and stays open', async () => {
    const { onDone, user } = setup(null, {
      'POST /api/admin/products/add': () => ({
        status: 400,
        body: { success: false, message: 'hsn: HSN must be letters and digits only' },
      }),
    });
    await fillRequired(user);
    await user.click(submit('Add product'));
    const messages = await screen.findAllByText('HSN must be letters and digits only');
    expect(messages.length).toBeGreaterThanOrEqual(1);
    expect(await screen.findByText('hsn: HSN must be letters and digits only')).toBeInTheDocument();
    expect(screen.getByLabelText('HSN *')).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a max estimate below the min before calling the server', async () => {
    const { api, user } = setup();
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Max estimate price (₹) *'));
    await user.type(screen.getByLabelText('Max estimate price (₹) *'), '999');
    await user.click(submit('Add product'));
    expect(
      await screen.findByText('Max estimate price must be at least the min estimate price'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/admin/products/add')).toBe(false);
  });
});

describe('estimator presets in the form', () => {
  it('adds a preset with name and price (qty 1 by default), imports rows with a count, deletes after confirming', async () => {
    const { user } = setup();
    const add = screen.getByRole('button', { name: 'Add preset' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Preset name'), '1.5 sq mm coil');
    expect(add).toBeDisabled();
    expect(screen.getByLabelText('Qty')).toHaveValue(1);
    await user.type(screen.getByLabelText('Sale price (₹, incl. GST)'), '1180');
    await user.click(add);
    const list = screen.getByRole('list', { name: 'Estimator presets' });
    expect(within(list).getByText('1.5 sq mm coil')).toBeInTheDocument();
    expect(within(list).getByText('Qty 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Preset name')).toHaveValue('');

    await user.type(
      screen.getByLabelText('Rows to import'),
      'Good, 2.5, 90 m, 2, 1890{Enter}bad row, 1{Enter}No price, a, b, 1,',
    );
    await user.click(screen.getByRole('button', { name: 'Import presets' }));
    expect(screen.getByText('Imported 1 preset; skipped 2 rows.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete preset Good' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete preset "Good"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete preset Good' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });
});

describe('product form, edit mode', () => {
  it('cannot upload images, and sends the stock only when it was changed', async () => {
    const { api, onDone, user } = setup(PRODUCT, {
      'PUT /api/admin/products/edit/6f1c2b8e-0000-4000-8000-000000000001': (body) => ({
        body: {
          success: true,
          message: 'Product updated successfully',
          data: { ...PRODUCT, ...(body as object) },
        },
      }),
    });
    expect(screen.getByAltText('Product image *: preview')).toHaveAttribute('src', PRODUCT.image);
    expect(screen.queryByRole('button', { name: /Remove product image/ })).toBeNull();
    expect(screen.getByLabelText('Add an extra image')).toBeDisabled();
    expect(screen.getByLabelText('Price before GST (₹, computed)')).toHaveValue('1000.00');
    expect(screen.getByLabelText('Average review')).toHaveValue('4.50 (2 reviews)');
    expect(submit('Save changes')).toBeEnabled();

    await user.clear(screen.getByLabelText('Title *'));
    await user.type(screen.getByLabelText('Title *'), 'Renamed wire');
    await user.click(submit('Save changes'));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    const first = api.calls.filter((c) => c.method === 'PUT').at(-1)?.body as Record<string, unknown>;
    expect(first).toMatchObject({
      title: 'Renamed wire',
      salePrice: 1180,
      estimatorPresets: PRODUCT.estimatorPresets,
    });
    expect(first).not.toHaveProperty('totalStock');
    expect(onDone).toHaveBeenCalledTimes(1);

    await user.clear(screen.getByLabelText('Total stock *'));
    await user.type(screen.getByLabelText('Total stock *'), '40');
    await user.click(submit('Save changes'));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    const second = api.calls.filter((c) => c.method === 'PUT').at(-1)?.body as Record<string, unknown>;
    expect(second.totalStock).toBe(40);
  });

  it('shows the product’s Fragile flag and sends it when changed', async () => {
    const { api, user } = setup(
      { ...PRODUCT, fragile: true },
      {
        'PUT /api/admin/products/edit/6f1c2b8e-0000-4000-8000-000000000001': (body) => ({
          body: {
            success: true,
            message: 'Product updated successfully',
            data: { ...PRODUCT, ...(body as object) },
          },
        }),
      },
    );
    const fragile = screen.getByRole('checkbox', { name: /^Fragile/ });
    expect(fragile).toBeChecked();
    await user.click(fragile);
    await user.click(submit('Save changes'));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ fragile: false });
  });

  it('shows the Hindi title and description in Hindi inputs, sends them changed, and an emptied one as empty', async () => {
    const { api, user } = setup(
      { ...PRODUCT, translations: { hi: { title: 'हाउस वायर', description: 'तांबे का तार' } } },
      {
        'PUT /api/admin/products/edit/6f1c2b8e-0000-4000-8000-000000000001': (body) => ({
          body: {
            success: true,
            message: 'Product updated successfully',
            data: { ...PRODUCT, ...(body as object) },
          },
        }),
      },
    );
    const title = screen.getByLabelText('Hindi title');
    const description = screen.getByLabelText('Hindi description');
    expect(title).toHaveValue('हाउस वायर');
    expect(title).toHaveAttribute('lang', 'hi');
    expect(description).toHaveValue('तांबे का तार');
    expect(description).toHaveAttribute('lang', 'hi');
    expect(title).toHaveAccessibleDescription(
      'For the shop in Hindi; left empty, it shows the English title.',
    );
    await user.clear(title);
    await user.type(title, 'एफआर हाउस वायर');
    await user.clear(description);
    await user.click(submit('Save changes'));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      translations: { hi: { title: 'एफआर हाउस वायर', description: '' } },
    });
  });

  it('refuses a Hindi title over 200 characters on its field, before calling the server', async () => {
    const { api, user } = setup(PRODUCT);
    const title = screen.getByLabelText('Hindi title');
    await user.click(title);
    await user.paste('प'.repeat(201));
    await user.click(submit('Save changes'));
    expect(await screen.findByText('Hindi title must be at most 200 characters')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
