import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProduct } from '../../../../common/contracts/admin';
import { mockApi, renderAt } from '../../test/render';
import AdminProductsPage, { PRODUCTS_PER_PAGE } from './products';

afterEach(() => vi.unstubAllGlobals());

const product = (n: number, over: Partial<AdminProduct> = {}): AdminProduct => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Product ${n}`,
  description: 'd',
  image: '',
  images: [],
  category: 'Paint',
  subcategory: 'Emulsion',
  brand: '',
  hsn: '3209',
  price: 100,
  salePrice: 118,
  cgstPercent: 9,
  sgstPercent: 9,
  totalStock: 20,
  averageReview: 0,
  reviewCount: 0,
  minEstimatePrice: 0,
  maxEstimatePrice: 0,
  estimatorPresets: [],
  variants: [],
  priceTiers: [],
  fragile: false,
  translations: {},
  createdAt: '',
  updatedAt: '',
  ...over,
});

function setup(all: AdminProduct[], handlers: Parameters<typeof mockApi>[0] = {}, path = '/admin/products') {
  let list = all;
  const api = mockApi({
    'GET /api/admin/products/get': (_b, url) => {
      const page = Number(url.searchParams.get('page'));
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const category = url.searchParams.get('category') ?? '';
      const hits = list.filter(
        (p) => p.title.toLowerCase().includes(search) && (!category || p.category === category),
      );
      const limit = Number(url.searchParams.get('limit'));
      return {
        body: {
          success: true,
          data: hits.slice((page - 1) * limit, page * limit),
          pagination: { page, limit, total: hits.length, totalPages: Math.ceil(hits.length / limit) },
        },
      };
    },
    'GET /api/admin/categories': (_b, url) => ({
      body: {
        success: true,
        data:
          url.searchParams.get('kind') === 'brand'
            ? []
            : [
                {
                  _id: 'c1',
                  name: 'Paint',
                  image: '',
                  kind: 'category',
                  createdAt: '',
                  subcategories: [{ _id: 's', name: 'Emulsion', translations: {} }],
                  fragile: false,
                  translations: {},
                },
                {
                  _id: 'c2',
                  name: 'Tools',
                  image: '',
                  kind: 'category',
                  createdAt: '',
                  subcategories: [],
                  fragile: false,
                  translations: {},
                },
              ],
      },
    }),
    'DELETE /api/admin/products/delete/00000000-0000-4000-8000-000000000001': () => {
      list = list.filter((p) => p.title !== 'Product 1');
      return { body: { success: true, message: 'Product deleted successfully' } };
    },
    ...handlers,
  });
  const user = userEvent.setup();
  const utils = renderAt(<AdminProductsPage />, path);
  return { api, user, ...utils };
}

const cards = () => within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');

describe('admin products grid', () => {
  it('pages on the server and keeps page, search and category in the address', async () => {
    const many = Array.from({ length: PRODUCTS_PER_PAGE + 5 }, (_, i) =>
      product(i + 1, i % 2 ? { category: 'Tools', title: `Hammer ${i + 1}` } : {}),
    );
    const { api, user, router } = setup(many);
    await waitFor(() => expect(cards()).toHaveLength(PRODUCTS_PER_PAGE));
    expect(screen.getByText(`${PRODUCTS_PER_PAGE + 5} products`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(router.state.location.search).toBe('?page=2');

    await user.type(screen.getByLabelText('Search by title'), 'hammer');
    await waitFor(() => expect(router.state.location.search).toBe('?search=hammer'));
    expect(await screen.findByText(/products found/)).toBeInTheDocument();
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    await user.selectOptions(screen.getByLabelText('Category'), 'Paint');
    expect(await screen.findByText('No products match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const last = api.fetchMock.mock.calls
      .map(([u]) => String(u))
      .filter((u) => u.includes('/products/get'))
      .at(-1)!;
    expect(new URL(last, 'http://x').searchParams.get('limit')).toBe(String(PRODUCTS_PER_PAGE));
  });

  it('names the base price "Price before tax" beside the sale price with GST, not as a discount', async () => {
    setup([product(1, { price: 127.12, salePrice: 150, cgstPercent: 9, sgstPercent: 9 })]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    const [card] = cards();
    expect(within(card!).getByText('Price before tax').nextElementSibling).toHaveTextContent('₹127.12');
    expect(within(card!).getByText('Sale price (incl. GST)').nextElementSibling).toHaveTextContent('₹150.00');
    expect(within(card!).queryByText('Price')).toBeNull();
  });

  it('marks fragile products with a Fragile badge', async () => {
    setup([product(1, { title: 'Wash basin', fragile: true }), product(2, { title: 'Hammer' })]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [basin, hammer] = cards();
    expect(within(basin!).getByText('Fragile')).toBeInTheDocument();
    expect(within(hammer!).queryByText('Fragile')).toBeNull();
  });

  it('deletes a product after confirming', async () => {
    const { user } = setup([product(1), product(2)]);
    await user.click(await screen.findByRole('button', { name: 'Delete Product 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Product 1”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('asks before closing the sheet with unsaved changes', async () => {
    const { user } = setup([product(1)]);
    await user.click((await screen.findAllByRole('button', { name: 'Add new product' }))[0]);
    const sheet = await screen.findByRole('dialog', { name: 'Add new product' });
    // Untouched, it closes at once.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add new product' })).toBeNull());

    await user.click(screen.getAllByRole('button', { name: 'Add new product' })[0]);
    await user.type(await screen.findByLabelText('Title *'), 'Half-typed');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Add new product' })).getByRole('button', { name: 'Cancel' }),
    );
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Title *')).toHaveValue('Half-typed');
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add new product' })).toBeNull());
    expect(sheet).not.toBeInTheDocument();
  });

  it('exports all products, or the filtered list, as CSV or Excel', async () => {
    const { user } = setup([product(1)]);
    await screen.findByText('Product 1');
    screen.getByRole('button', { name: 'Export' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['All products as CSV', '/api/admin/products/export?format=csv'],
      ['All products as Excel (.xlsx)', '/api/admin/products/export?format=xlsx'],
    ]);
    await user.keyboard('{Escape}');
    // Beside the existing controls: Add new product, Import, Change prices, Export.
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change prices' })).toBeInTheDocument();
  });

  it('offers the filtered list first when a search or category is set', async () => {
    const { user } = setup(
      [product(1, { title: 'House wire' })],
      {},
      '/admin/products?search=wire&category=Paint',
    );
    await screen.findByText('House wire');
    screen.getByRole('button', { name: 'Export' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['The filtered list as CSV', '/api/admin/products/export?format=csv&search=wire&category=Paint'],
      [
        'The filtered list as Excel (.xlsx)',
        '/api/admin/products/export?format=xlsx&search=wire&category=Paint',
      ],
      ['All products as CSV', '/api/admin/products/export?format=csv'],
      ['All products as Excel (.xlsx)', '/api/admin/products/export?format=xlsx'],
    ]);
  });

  it('says what to do with no products', async () => {
    setup([]);
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
  });
});
