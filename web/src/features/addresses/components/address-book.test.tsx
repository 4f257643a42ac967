import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiAddress } from '../../../../../common/contracts/address';
import { mockApi, renderRoutes, type Handler } from '../../../test/render';
import { AddressBook } from './address-book';
import { addressComplete, addressMissing } from './address-form';

afterEach(() => vi.unstubAllGlobals());

const USER = 'u1';

function address(n: number, over: Partial<ApiAddress> = {}): ApiAddress {
  return {
    _id: `a${n}`,
    userId: USER,
    address: `${n}, MG Road, Shivaji Nagar`,
    city: 'Pune',
    pincode: '411005',
    phone: '9876543210',
    notes: 'Ring the bell',
    stateCode: '27',
    state: 'Maharashtra',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

function renderBook(
  saved: ApiAddress[],
  extra: Record<string, Handler> = {},
  props: { selectable?: boolean } = {},
) {
  const api = mockApi({
    [`GET /api/shop/address/get/${USER}`]: () => ({ body: { success: true, data: saved } }),
    ...extra,
  });
  const onSelect = vi.fn();
  const utils = renderRoutes(
    [{ path: '/', element: <AddressBook userId={USER} selectable={props.selectable} onSelect={onSelect} /> }],
    ['/'],
  );
  return { api, onSelect, ...utils };
}

const posts = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.method !== 'GET');

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

const GOOD = {
  Address: '14, FC Road',
  City: 'Pune',
  Pincode: '411004',
  Phone: '98765 43210',
  Notes: 'Blue gate',
};

describe('addressComplete (SPEC §5: all five non-empty after trimming)', () => {
  it('names what is still missing, in the form’s order', () => {
    expect(addressMissing({ address: 'a', city: 'b', pincode: 'c', phone: 'd', notes: ' ' })).toEqual([
      'a landmark or delivery note',
    ]);
    expect(addressMissing({ address: 'a', city: '', pincode: 'c', phone: '', notes: 'e' })).toEqual([
      'the city',
      'a phone number',
    ]);
  });

  it('needs every field with more than spaces', () => {
    const full = { address: 'a', city: 'b', pincode: 'c', phone: 'd', notes: 'e' };
    expect(addressComplete(full)).toBe(true);
    for (const key of Object.keys(full)) {
      expect(addressComplete({ ...full, [key]: '   ' }), key).toBe(false);
      expect(addressComplete({ ...full, [key]: '' }), key).toBe(false);
    }
  });
});

describe('the address form', () => {
  it('marks its five required fields (asterisk, legend, aria-required) and says under a disabled Add address what is missing', async () => {
    const user = userEvent.setup();
    renderBook([]);
    await screen.findByText('No saved addresses yet. Add one below.');
    expect(screen.getByText('marks a required field')).toBeInTheDocument();
    for (const label of ['Address', 'City', 'Pincode', 'Phone', 'Notes']) {
      expect(screen.getByLabelText(label), label).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText('State / UT')).not.toHaveAttribute('aria-required');

    const submit = screen.getByRole('button', { name: 'Add address' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Add the house number and street, the city, the pincode, a phone number and a landmark or delivery note',
    );
    // The case: everything but the notes filled in.
    await fill(user, { ...GOOD, Notes: '' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Add a landmark or delivery note');
    expect(screen.getByText('Add a landmark or delivery note')).toBeVisible();
    await fill(user, { City: '  ' });
    expect(submit).toHaveAccessibleDescription('Add the city and a landmark or delivery note');
    await fill(user, { City: 'Pune', Notes: 'Blue gate' });
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('aria-describedby');
    expect(document.querySelector('[data-disabled-reason]')).toBeNull();
  });

  it('after Add address puts the focus on the new address (its radio in checkout, the card in the account), not the page’s start', async () => {
    const user = userEvent.setup();
    const added = address(9, { address: '14, FC Road' });
    const add = {
      'POST /api/shop/address/add': () => ({
        body: { success: true, message: 'Address added successfully', data: added },
      }),
    };
    const checkout = renderBook([], add, { selectable: true });
    await screen.findByText('No saved addresses yet. Add one below.');
    await fill(user, GOOD);
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /14, FC Road/ })).toHaveFocus());
    checkout.unmount();

    renderBook([address(1)], add);
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    await fill(user, GOOD);
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const card = await screen.findByText('14, FC Road');
    await waitFor(() => expect(card.closest('li')).toHaveFocus());
  });

  it('after saving an edit, or cancelling, gives the focus back to the card or to Add a new address', async () => {
    const user = userEvent.setup();
    const saved = [address(1), address(2)];
    renderBook(saved, {
      'PUT /api/shop/address/update/u1/a2': (body) => ({
        body: {
          success: true,
          message: 'Address updated successfully',
          data: { ...saved[1], ...(body as object) },
        },
      }),
    });
    const card = (await screen.findByText(saved[1].address)).closest('li');
    await user.click(screen.getByRole('button', { name: `Edit address ${saved[1].address}` }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(card).toHaveFocus();
    await user.click(screen.getByRole('button', { name: `Edit address ${saved[1].address}` }));
    await fill(user, { City: 'Pimpri' });
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByText(saved[1].address).closest('li')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Add a new address' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add a new address' })).toHaveFocus();
  });

  it('keeps Add address disabled until all five fields hold text, then adds and returns to an empty add form', async () => {
    const user = userEvent.setup();
    const added = address(9, { address: '14, FC Road', pincode: '411004', notes: 'Blue gate' });
    const { api, onSelect } = renderBook(
      [],
      {
        'POST /api/shop/address/add': () => ({
          body: { success: true, message: 'Address added successfully', data: added },
        }),
      },
      { selectable: true },
    );
    expect(await screen.findByText('No saved addresses yet. Add one below.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Add address' });
    expect(submit).toBeDisabled();

    await fill(user, { ...GOOD, Notes: '   ' });
    expect(submit).toBeDisabled();
    await fill(user, { Notes: 'Blue gate' });
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(await screen.findByText('Address added successfully')).toBeInTheDocument();
    expect(posts(api)).toEqual([
      {
        method: 'POST',
        path: '/api/shop/address/add',
        // The phone is sent as its 10 digits (the contract's transform); the state came from the pincode.
        body: {
          address: '14, FC Road',
          city: 'Pune',
          pincode: '411004',
          stateCode: '27',
          phone: '9876543210',
          notes: 'Blue gate',
          userId: USER,
        },
      },
    ]);
    // The new address is listed and chosen for delivery; the form is empty again, in add mode.
    expect(await screen.findByRole('radio', { name: /14, FC Road/ })).toBeInTheDocument();
    expect(onSelect).toHaveBeenCalledWith('a9');
    // Back in add mode, folded away now that an address is saved; it opens empty.
    await user.click(screen.getByRole('button', { name: 'Add a new address' }));
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Add a new address' })).toBeInTheDocument();
  });

  it('shows the contract’s messages for a bad pincode and phone, and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderBook([]);
    await screen.findByText('No saved addresses yet. Add one below.');
    await fill(user, { ...GOOD, Pincode: '41100', Phone: '12345' });
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('Pincode must be 6 digits')).toBeInTheDocument();
    expect(screen.getByText('Phone must be a 10-digit mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText('Pincode')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(api)).toEqual([]);
  });

  it('offers the form with 2 saved, and says ‘You can add max 3 addresses’ instead with 3 (SPEC §5, §9)', async () => {
    const user = userEvent.setup();
    const two = renderBook([address(1), address(2)]);
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    expect(screen.getByRole('button', { name: 'Add address' })).toBeInTheDocument();
    expect(screen.getByText('2 of 3 saved')).toBeInTheDocument();
    two.unmount();

    renderBook([address(1), address(2), address(3)]);
    expect(await screen.findByText('You can add max 3 addresses')).toBeInTheDocument();
    expect(screen.getByText('3 of 3 saved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a new address' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Address')).not.toBeInTheDocument();
  });

  it('with addresses saved, opens the add form on demand and Cancel closes it', async () => {
    const user = userEvent.setup();
    renderBook([address(1)]);
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    expect(screen.getByRole('heading', { name: 'Add a new address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Address')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a new address' })).toBeInTheDocument();
  });

  it('edits an address even with 3 saved, then returns to add mode', async () => {
    const user = userEvent.setup();
    const saved = [address(1), address(2), address(3)];
    const { api } = renderBook(saved, {
      'PUT /api/shop/address/update/u1/a2': (body) => ({
        body: {
          success: true,
          message: 'Address updated successfully',
          data: { ...saved[1], ...(body as object) },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: `Edit address ${saved[1].address}` }));
    expect(screen.getByRole('heading', { name: 'Edit address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveValue(saved[1].address);
    expect(screen.getByLabelText('Address')).toHaveFocus();
    await fill(user, { City: 'Pimpri' });
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address updated successfully')).toBeInTheDocument();
    expect(posts(api)[0]).toMatchObject({
      method: 'PUT',
      body: {
        address: saved[1].address,
        city: 'Pimpri',
        pincode: '411005',
        phone: '9876543210',
        notes: 'Ring the bell',
      },
    });
    expect(await screen.findByText('Pimpri, Maharashtra – 411005')).toBeInTheDocument();
    // Back to add mode, which with 3 saved is the limit message.
    expect(screen.getByText('You can add max 3 addresses')).toBeInTheDocument();
  });

  it('offers the state of the pincode, keeps the shopper’s own choice, and asks when the pincode is unknown', async () => {
    const user = userEvent.setup();
    const { api } = renderBook([], {
      'POST /api/shop/address/add': (body) => ({
        body: {
          success: true,
          message: 'Address added successfully',
          data: { ...address(5), ...(body as object) },
        },
      }),
    });
    await screen.findByText('No saved addresses yet. Add one below.');
    const state = screen.getByLabelText('State / UT');
    expect(state).toHaveValue('');
    await fill(user, { Pincode: '600004' });
    expect(state).toHaveValue('33');
    expect(screen.getByRole('option', { name: 'Tamil Nadu', selected: true })).toBeInTheDocument();
    await fill(user, { Pincode: '411004' });
    expect(state).toHaveValue('27');

    // Chosen by hand, the state stays when the pincode changes.
    await user.selectOptions(state, 'Goa');
    await fill(user, { Pincode: '560001' });
    expect(state).toHaveValue('30');

    await fill(user, { ...GOOD, Pincode: '411004' });
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await screen.findByText('Address added successfully');
    expect(posts(api)[0].body).toMatchObject({ pincode: '411004', stateCode: '30' });
  });

  it('says when it cannot tell the state from a pincode', async () => {
    const user = userEvent.setup();
    renderBook([]);
    await screen.findByText('No saved addresses yet. Add one below.');
    await fill(user, { Pincode: '999999' });
    expect(
      screen.getByText('We could not tell the state from this pincode. Please choose it.'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('State / UT'), 'Kerala');
    expect(screen.queryByText(/could not tell the state/)).not.toBeInTheDocument();
  });

  it('edit mode keeps a saved state (a correction included) until the pincode changes', async () => {
    const user = userEvent.setup();
    renderBook([address(1, { stateCode: '30', state: 'Goa' })]);
    await user.click(await screen.findByRole('button', { name: /^Edit address/ }));
    expect(screen.getByLabelText('State / UT')).toHaveValue('30');
    await fill(user, { Pincode: '600004' });
    expect(screen.getByLabelText('State / UT')).toHaveValue('33');
  });

  it('Cancel leaves edit mode without saving', async () => {
    const user = userEvent.setup();
    const { api } = renderBook([address(1)]);
    await user.click(await screen.findByRole('button', { name: /^Edit address/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Edit address' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a new address' })).toBeInTheDocument();
    expect(posts(api)).toEqual([]);
  });

  it('asks before deleting, then deletes with SPEC’s message; a refusal shows the server’s message', async () => {
    const user = userEvent.setup();
    const saved = [address(1), address(2)];
    const { api } = renderBook(saved, {
      'DELETE /api/shop/address/delete/u1/a1': () => ({
        body: { success: true, message: 'Address deleted successfully' },
      }),
      'DELETE /api/shop/address/delete/u1/a2': () => ({
        status: 404,
        body: { success: false, message: 'Address not found' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: `Delete address ${saved[0].address}` }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(posts(api)).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Delete address ${saved[0].address}` }));
    await user.click(await screen.findByRole('button', { name: 'Delete address' }));
    expect(await screen.findByText('Address deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(saved[0].address)).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: `Delete address ${saved[1].address}` }));
    await user.click(await screen.findByRole('button', { name: 'Delete address' }));
    expect(await screen.findByText('Address not found')).toBeInTheDocument();
  });

  it('shows the server’s refusal when a fourth address races past the screen', async () => {
    const user = userEvent.setup();
    renderBook([address(1), address(2)], {
      'POST /api/shop/address/add': () => ({
        status: 409,
        body: { success: false, message: 'You can add max 3 addresses' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    await fill(user, GOOD);
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('You can add max 3 addresses')).toBeInTheDocument();
  });
});
