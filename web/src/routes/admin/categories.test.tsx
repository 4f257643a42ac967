import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCategory } from '../../../../common/contracts/admin';
import { mockApi, renderAt } from '../../test/render';
import AdminCategoriesPage from './categories';

afterEach(() => vi.unstubAllGlobals());

const cat = (id: string, name: string, kind: 'category' | 'brand', subs: string[] = []): AdminCategory => ({
  _id: id,
  name,
  image: '',
  kind,
  createdAt: '',
  subcategories: subs.map((s, i) => ({ _id: `${id}-s${i}`, name: s })),
});

function setup(handlers: Parameters<typeof mockApi>[0] = {}) {
  let categories = [cat('c1', 'Wires & Cables', 'category', ['House Wire'])];
  let brands = [cat('b1', 'Voltline', 'brand')];
  const api = mockApi({
    'GET /api/admin/categories': (_b, url) => ({
      body: { success: true, data: url.searchParams.get('kind') === 'brand' ? brands : categories },
    }),
    'POST /api/admin/categories': (body) => {
      const b = body as { name: string; kind: 'category' | 'brand' };
      const row = cat(`n-${b.name}`, b.name, b.kind);
      if (b.kind === 'brand') brands = [...brands, row];
      else categories = [...categories, row];
      return {
        status: 201,
        body: {
          success: true,
          message: `${b.kind === 'brand' ? 'Brand' : 'Category'} added successfully`,
          data: row,
        },
      };
    },
    'DELETE /api/admin/categories/c1': () => ({
      status: 409,
      body: {
        success: false,
        message: 'Category "Wires & Cables" is used by 3 products; change or delete them first',
        count: 3,
      },
    }),
    'POST /api/admin/categories/c1/sub': (body) => {
      categories = categories.map((c) =>
        c._id === 'c1'
          ? {
              ...c,
              subcategories: [...c.subcategories, { _id: 'new', name: (body as { name: string }).name }],
            }
          : c,
      );
      return {
        status: 201,
        body: { success: true, message: 'Subcategory added successfully', data: categories[0] },
      };
    },
    'DELETE /api/admin/categories/c1/sub/c1-s0': () => ({
      status: 409,
      body: { success: false, message: 'Subcategory "House Wire" is used by 2 products' },
    }),
    ...handlers,
  });
  const user = userEvent.setup();
  const utils = renderAt(<AdminCategoriesPage />, '/admin/categories');
  return { api, user, ...utils };
}

describe('categories and brands', () => {
  it('adds a category only with a name, and lists it', async () => {
    const { api, user } = setup();
    await screen.findByText('Wires & Cables');
    const add = screen.getByRole('button', { name: 'Add category' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Category name'), '   ');
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Category name'), 'Paint');
    await user.click(add);
    expect(await screen.findByText('Category added successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Paint' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Paint',
      image: '',
      kind: 'category',
    });
    expect(screen.getByLabelText('Category name')).toHaveValue('');
  });

  it('deletes only after confirming and says "Failed to delete item" with the reason', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete category Wires & Cables' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete category “Wires & Cables”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete category Wires & Cables' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete item')).toBeInTheDocument();
    expect(screen.getByText(/is used by 3 products/)).toBeInTheDocument();
  });

  it('adds a subcategory (name required) and says "Failed to delete subcategory" when one is in use', async () => {
    const { user } = setup();
    await screen.findByText('House Wire');
    const input = screen.getByLabelText('New subcategory of Wires & Cables');
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.type(input, 'Flexible Cable{Enter}');
    expect(await screen.findByText('Subcategory added successfully')).toBeInTheDocument();
    expect(await screen.findByText('Flexible Cable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete subcategory House Wire' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: /Delete subcategory “House Wire”/ })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await screen.findByText('Failed to delete subcategory')).toBeInTheDocument();
  });

  it('says "Failed to add subcategory" when the server refuses', async () => {
    const { user } = setup({
      'POST /api/admin/categories/c1/sub': () => ({
        status: 409,
        body: { success: false, message: 'Subcategory "House Wire" already exists in "Wires & Cables"' },
      }),
    });
    await user.type(await screen.findByLabelText('New subcategory of Wires & Cables'), 'house wire');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Failed to add subcategory')).toBeInTheDocument();
  });

  it('has a Brands tab with its own list and form, without subcategories', async () => {
    const { user, router } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Brands' }));
    expect(await screen.findByText('Voltline')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=brand');
    expect(screen.queryByLabelText(/New subcategory/)).toBeNull();
    await user.type(screen.getByLabelText('Brand name'), 'Brightline');
    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    expect(await screen.findByText('Brand added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Brightline' })).toBeInTheDocument());
  });
});
