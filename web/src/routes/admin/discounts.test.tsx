import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDiscount } from '../../features/admin-discounts';
import { makeCategory } from '../../test/fixtures';
import { mockApi, renderAt, type Handler } from '../../test/render';
import AdminDiscountsPage from './discounts';

afterEach(() => vi.unstubAllGlobals());

const D1 = 'd1000000-1111-4222-8333-444455556666';
const D2 = 'd2000000-1111-4222-8333-444455556666';

const makeDiscount = (over: Partial<AdminDiscount> = {}): AdminDiscount => ({
  _id: D1,
  code: 'DIWALI10',
  kind: 'percent',
  value: 10,
  minOrder: 499,
  maxDiscount: 500,
  startsAt: '2026-10-31T18:30:00.000Z',
  endsAt: '2099-11-05T18:29:00.000Z',
  active: true,
  usageLimit: 100,
  perCustomerLimit: 1,
  categories: [],
  brands: ['Havells'],
  firstOrderOnly: false,
  used: 3,
  totalGiven: 1234.5,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
  ...over,
});

const withCreatedAt = <T extends object>(c: T) => ({ ...c, createdAt: '2026-10-01T00:00:00.000Z' });

function setup(list: AdminDiscount[] | Handler, routes: Record<string, Handler> = {}) {
  const api = mockApi({
    'GET /api/admin/discounts/get':
      typeof list === 'function' ? list : () => ({ body: { success: true, data: list } }),
    'GET /api/admin/categories': (_b, url) => ({
      body: {
        success: true,
        data:
          url.searchParams.get('kind') === 'brand'
            ? [
                withCreatedAt(makeCategory('Havells', 'brand')),
                withCreatedAt(makeCategory('Anchor', 'brand')),
              ]
            : [withCreatedAt(makeCategory('Switches')), withCreatedAt(makeCategory('Wires'))],
      },
    }),
    ...routes,
  });
  const user = userEvent.setup();
  renderAt(<AdminDiscountsPage />, '/admin/discounts');
  return { api, user };
}

const sent = (api: ReturnType<typeof mockApi>, method: string) =>
  api.calls.filter((c) => c.method === method);

describe('admin discounts', () => {
  it('lists each code with its terms in India time, uses, the discount given and its state', async () => {
    setup([
      makeDiscount(),
      makeDiscount({
        _id: D2,
        code: 'FREESHIP',
        kind: 'freeDelivery',
        value: 0,
        active: false,
        used: 0,
        totalGiven: 0,
        minOrder: null,
        maxDiscount: null,
        usageLimit: null,
        perCustomerLimit: null,
        brands: [],
        startsAt: null,
        endsAt: null,
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Discount codes' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('DIWALI10');
    expect(first).toHaveTextContent('10% off (up to ₹500)');
    expect(first).toHaveTextContent('1 Nov 2026, 12:00 am');
    expect(first).toHaveTextContent('Orders from ₹499');
    expect(first).toHaveTextContent('Only Havells products');
    expect(first).toHaveTextContent('3 of 100');
    expect(first).toHaveTextContent('₹1,234.50');
    expect(within(first!).getByText('Active')).toBeInTheDocument();
    expect(second).toHaveTextContent('Free delivery');
    expect(second).toHaveTextContent('Any time');
    expect(within(second!).getByText('Paused')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Resume code FREESHIP' })).toBeInTheDocument();
  });

  it('with no codes, says what they are for and offers Add code', async () => {
    setup([]);
    expect(await screen.findByText('No discount codes yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add code' })).toBeInTheDocument();
  });

  it('a list that fails to load says so and tries again', async () => {
    let n = 0;
    const { user } = setup(() =>
      n++ === 0
        ? { status: 500, body: { success: false, message: 'Internal Server Error' } }
        : { body: { success: true, data: [makeDiscount()] } },
    );
    expect(await screen.findByText('Failed to load discount codes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('table', { name: 'Discount codes' })).toBeInTheDocument();
  });

  it('adds a code: required fields marked, each problem on its field and nothing sent, then the body as the API takes it', async () => {
    const { api, user } = setup([], {
      'POST /api/admin/discounts/add': (body) => ({
        body: {
          success: true,
          message: 'Discount code added',
          data: { ...makeDiscount(), ...(body as object), used: 0, totalGiven: 0 },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add code' }));
    const form = await screen.findByRole('form', { name: 'Add discount code' });
    const code = within(form).getByLabelText('Code');
    expect(code).toHaveAttribute('aria-required', 'true');
    expect(within(form).getByLabelText('Kind')).toHaveAttribute('aria-required', 'true');
    expect(within(form).getByLabelText('Percent off')).toHaveAttribute('aria-required', 'true');
    expect(within(form).getByLabelText('Minimum order (₹)')).not.toHaveAttribute('aria-required');

    await user.type(code, 'ABC');
    await user.type(within(form).getByLabelText('Percent off'), '91');
    await user.click(within(form).getByRole('button', { name: 'Add code' }));
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(/Use 4 to 20 letters and digits/);
    expect(within(form).getByLabelText('Percent off')).toHaveAccessibleDescription(/from 1 to 90/);
    expect(sent(api, 'POST')).toEqual([]);

    await user.type(code, 'd10');
    await user.clear(within(form).getByLabelText('Percent off'));
    await user.type(within(form).getByLabelText('Percent off'), '10');
    await user.type(within(form).getByLabelText('Minimum order (₹)'), '499');
    await user.type(within(form).getByLabelText('Starts'), '2026-11-01T00:00');
    await user.click(within(form).getByLabelText('Havells'));
    await user.click(within(form).getByRole('button', { name: 'Add code' }));
    await waitFor(() => expect(sent(api, 'POST')).toHaveLength(1));
    expect(sent(api, 'POST')[0]!.body).toEqual({
      code: 'ABCD10',
      kind: 'percent',
      value: 10,
      minOrder: 499,
      maxDiscount: null,
      startsAt: '2026-10-31T18:30:00.000Z',
      endsAt: null,
      active: true,
      usageLimit: null,
      perCustomerLimit: null,
      categories: [],
      brands: ['Havells'],
      firstOrderOnly: false,
    });
    expect(await screen.findByText('Discount code added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal on the field it is about', async () => {
    const { user } = setup([], {
      'POST /api/admin/discounts/add': () => ({
        status: 409,
        body: { success: false, message: 'A discount code with this name already exists' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add code' }));
    const form = await screen.findByRole('form', { name: 'Add discount code' });
    await user.type(within(form).getByLabelText('Code'), 'WELCOME');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'amount');
    await user.type(within(form).getByLabelText('Rupees off (₹)'), '100');
    await user.click(within(form).getByRole('button', { name: 'Add code' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription(
        /A discount code with this name already exists/,
      ),
    );
    expect(within(form).getByLabelText('Code')).toHaveFocus();
  });

  it('pauses a code, keeping its other terms', async () => {
    const { api, user } = setup([makeDiscount()], {
      [`PUT /api/admin/discounts/update/${D1}`]: (body) => ({
        body: {
          success: true,
          message: 'Discount code saved',
          data: { ...makeDiscount(), ...(body as object) },
        },
      }),
    });
    const [pause] = await screen.findAllByRole('button', { name: 'Pause code DIWALI10' });
    await user.click(pause!);
    await waitFor(() => expect(sent(api, 'PUT')).toHaveLength(1));
    // Only what changes: the code's other terms stay as they are on the server.
    expect(sent(api, 'PUT')[0]!.body).toEqual({ active: false });
    expect(await screen.findByText('DIWALI10 paused')).toBeInTheDocument();
  });

  it('deleting a used code says it is paused instead; an unused one is deleted after asking', async () => {
    const { api, user } = setup([makeDiscount(), makeDiscount({ _id: D2, code: 'SPARE50', used: 0 })], {
      [`DELETE /api/admin/discounts/delete/${D1}`]: () => ({
        body: {
          success: true,
          message: 'This code has been used, so it was paused instead of deleted',
          deleted: false,
          data: makeDiscount({ active: false }),
        },
      }),
      [`DELETE /api/admin/discounts/delete/${D2}`]: () => ({
        body: { success: true, message: 'Discount code deleted', deleted: true, data: null },
      }),
    });
    const [del] = await screen.findAllByRole('button', { name: 'Delete code DIWALI10' });
    await user.click(del!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete code DIWALI10?' });
    expect(dialog).toHaveTextContent('it will be paused instead of deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Pause instead' }));
    expect(await screen.findByText('DIWALI10 paused')).toBeInTheDocument();
    expect(
      screen.getByText('This code has been used, so it was paused instead of deleted'),
    ).toBeInTheDocument();

    const [del2] = screen.getAllByRole('button', { name: 'Delete code SPARE50' });
    await user.click(del2!);
    const dialog2 = await screen.findByRole('alertdialog', { name: 'Delete code SPARE50?' });
    await user.click(within(dialog2).getByRole('button', { name: 'Cancel' }));
    expect(sent(api, 'DELETE')).toHaveLength(1);
    await user.click(del2!);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete code SPARE50?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(sent(api, 'DELETE')).toHaveLength(2));
    expect(sent(api, 'DELETE')[1]!.path).toBe(`/api/admin/discounts/delete/${D2}`);
    expect(await screen.findByText('SPARE50 deleted')).toBeInTheDocument();
  });
});
