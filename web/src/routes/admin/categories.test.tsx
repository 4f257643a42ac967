import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCategory } from '../../../../common/contracts/admin';
import { mockApi, renderAt } from '../../test/render';
import AdminCategoriesPage from './categories';

afterEach(() => vi.unstubAllGlobals());

const cat = (
  id: string,
  name: string,
  kind: 'category' | 'brand',
  subs: string[] = [],
  fragile = false,
): AdminCategory => ({
  _id: id,
  name,
  image: '',
  kind,
  createdAt: '',
  subcategories: subs.map((s, i) => ({ _id: `${id}-s${i}`, name: s, translations: {} })),
  fragile,
  translations: {},
});

function setup(handlers: Parameters<typeof mockApi>[0] = {}) {
  let categories = [cat('c1', 'Wires & Cables', 'category', ['House Wire'])];
  let brands = [cat('b1', 'Voltline', 'brand')];
  const api = mockApi({
    'GET /api/admin/categories': (_b, url) => ({
      body: { success: true, data: url.searchParams.get('kind') === 'brand' ? brands : categories },
    }),
    'POST /api/admin/categories': (body) => {
      const b = body as { name: string; kind: 'category' | 'brand'; fragile?: boolean };
      const row = cat(`n-${b.name}`, b.name, b.kind, [], b.fragile ?? false);
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
    'PATCH /api/admin/categories/c1': (body) => {
      const fragile = (body as { fragile: boolean }).fragile;
      categories = categories.map((c) => (c._id === 'c1' ? { ...c, fragile } : c));
      return { body: { success: true, message: 'Category updated successfully', data: categories[0] } };
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
              subcategories: [
                ...c.subcategories,
                { _id: 'new', name: (body as { name: string }).name, translations: {} },
              ],
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
    expect(add).toHaveAccessibleDescription('Add the category name');
    expect(screen.getByLabelText('Category name')).toHaveAttribute('aria-required', 'true');
    await user.type(screen.getByLabelText('Category name'), 'Paint');
    expect(add).not.toHaveAttribute('aria-describedby');
    await user.click(add);
    expect(await screen.findByText('Category added successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Paint' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Paint',
      image: '',
      kind: 'category',
      fragile: false,
    });
    expect(screen.getByLabelText('Category name')).toHaveValue('');
  });

  it('adds a fragile category, and marks fragile categories in the list', async () => {
    const { api, user } = setup();
    const existing = (await screen.findByRole('heading', { name: 'Wires & Cables' })).closest('li')!;
    expect(within(existing).queryByText('Fragile', { selector: 'span' })).toBeNull();
    await user.type(screen.getByLabelText('Category name'), 'Sanitaryware');
    const fragile = screen.getByRole('checkbox', {
      name: 'Fragile (glass, sanitaryware: fragile packaging fee)',
    });
    expect(fragile).toHaveAccessibleDescription('Every product in it is packed as fragile.');
    await user.click(fragile);
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Category added successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Sanitaryware',
      image: '',
      kind: 'category',
      fragile: true,
    });
    const added = (await screen.findByRole('heading', { name: 'Sanitaryware' })).closest('li')!;
    expect(within(added).getByText('Fragile', { selector: 'span' })).toBeInTheDocument();
    // The form starts over, the flag with it.
    expect(
      screen.getByRole('checkbox', { name: 'Fragile (glass, sanitaryware: fragile packaging fee)' }),
    ).not.toBeChecked();
    // The new category's own toggle shows its flag.
    expect(within(added).getByRole('checkbox', { name: 'Fragile (Sanitaryware)' })).toBeChecked();
  });

  it('marks an existing category fragile and back, with the server’s message', async () => {
    const { api, user } = setup();
    const card = (await screen.findByRole('heading', { name: 'Wires & Cables' })).closest('li')!;
    const toggle = within(card).getByRole('checkbox', { name: 'Fragile (Wires & Cables)' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/admin/categories/c1',
      body: { fragile: true },
    });
    await waitFor(() => expect(within(card).getByText('Fragile', { selector: 'span' })).toBeInTheDocument());
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(within(card).queryByText('Fragile', { selector: 'span' })).toBeNull());
    expect(api.calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ fragile: false });
    expect(toggle).not.toBeChecked();
  });

  it('says "Failed to update category" with the reason when the flag cannot be saved', async () => {
    const { user } = setup({
      'PATCH /api/admin/categories/c1': () => ({
        status: 404,
        body: { success: false, message: 'Category not found' },
      }),
    });
    const card = (await screen.findByRole('heading', { name: 'Wires & Cables' })).closest('li')!;
    await user.click(within(card).getByRole('checkbox', { name: 'Fragile (Wires & Cables)' }));
    expect(await screen.findByText('Failed to update category')).toBeInTheDocument();
    expect(screen.getByText('Category not found')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByRole('checkbox', { name: 'Fragile (Wires & Cables)' })).not.toBeChecked(),
    );
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
    const { api, user, router } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Brands' }));
    expect(await screen.findByText('Voltline')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=brand');
    expect(screen.queryByLabelText(/New subcategory/)).toBeNull();
    // Brands have no Fragile flag: it belongs to products and categories.
    expect(screen.queryByRole('checkbox', { name: /Fragile/ })).toBeNull();
    await user.type(screen.getByLabelText('Brand name'), 'Brightline');
    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    expect(await screen.findByText('Brand added successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Brightline',
      image: '',
      kind: 'brand',
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Brightline' })).toBeInTheDocument());
  });

  it('adds a category with its Hindi name, and sets the Hindi names of a category, a subcategory and a brand', async () => {
    let current = cat('c1', 'Wires & Cables', 'category', ['House Wire']);
    const { api, user } = setup({
      'PATCH /api/admin/categories/c1': (body) => {
        const name = (body as { translations: { hi: { name: string } } }).translations.hi.name;
        current = { ...current, translations: name ? { hi: { name } } : {} };
        return { body: { success: true, message: 'Category updated successfully', data: current } };
      },
      'PATCH /api/admin/categories/c1/sub/c1-s0': (body) => {
        const name = (body as { translations: { hi: { name: string } } }).translations.hi.name;
        current = {
          ...current,
          subcategories: [{ ...current.subcategories[0], translations: { hi: { name } } }],
        };
        return { body: { success: true, message: 'Subcategory updated successfully', data: current } };
      },
    });
    await screen.findByText('Wires & Cables');
    const addHindi = screen.getByLabelText('Hindi name');
    expect(addHindi).toHaveAttribute('lang', 'hi');
    expect(addHindi).toHaveAccessibleDescription(
      'For the shop in Hindi; left empty, it shows the English name.',
    );
    await user.type(screen.getByLabelText('Category name'), 'Paint');
    await user.type(addHindi, ' पेंट ');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Category added successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Paint',
      translations: { hi: { name: 'पेंट' } },
    });

    const own = screen.getByRole('textbox', { name: 'Hindi name of category Wires & Cables' });
    expect(own).toHaveAttribute('lang', 'hi');
    const save = screen.getByRole('button', { name: 'Save Hindi name of category Wires & Cables' });
    expect(save).toBeDisabled();
    await user.type(own, 'वायर और केबल');
    await user.click(save);
    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      translations: { hi: { name: 'वायर और केबल' } },
    });

    await user.click(screen.getByText('Hindi names of subcategories (0 of 1)'));
    const sub = screen.getByRole('textbox', { name: 'House Wire of subcategory House Wire' });
    expect(sub).toHaveAttribute('lang', 'hi');
    await user.type(sub, 'हाउस वायर');
    await user.click(screen.getByRole('button', { name: 'Save Hindi name of subcategory House Wire' }));
    expect(await screen.findByText('Subcategory updated successfully')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PATCH').at(-1)).toMatchObject({
      path: '/api/admin/categories/c1/sub/c1-s0',
      body: { translations: { hi: { name: 'हाउस वायर' } } },
    });
  });

  it('says "Failed to update category" with the reason when a Hindi name is refused', async () => {
    const { user } = setup({
      'PATCH /api/admin/categories/b1': () => ({
        status: 400,
        body: { success: false, message: 'Hindi name cannot contain a comma' },
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Brands' }));
    const own = await screen.findByRole('textbox', { name: 'Hindi name of brand Voltline' });
    await user.type(own, 'वोल्ट, लाइन');
    await user.click(screen.getByRole('button', { name: 'Save Hindi name of brand Voltline' }));
    expect(await screen.findByText('Failed to update category')).toBeInTheDocument();
    expect(screen.getByText('Hindi name cannot contain a comma')).toBeInTheDocument();
  });
});
