import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminGiftCard } from '../../features/admin-giftcards';
import { firstExpiryDate } from '../../features/admin-giftcards/giftcard-rules';
import { mockApi, renderAt, type Handler } from '../../test/render';
import AdminGiftCardsPage from './giftcards';

afterEach(() => vi.unstubAllGlobals());

const G1 = 'a1000000-1111-4222-8333-444455556666';
const G2 = 'a2000000-1111-4222-8333-444455556666';

const makeCard = (over: Partial<AdminGiftCard> = {}): AdminGiftCard => ({
  _id: G1,
  last4: '2WHN',
  source: 'issued',
  initial: 1000,
  balance: 640.5,
  expiresAt: '2099-11-28T18:29:59.999Z',
  active: true,
  state: 'active',
  recipientName: 'Meera Joshi',
  recipientEmail: 'meera@example.com',
  message: 'Happy Diwali',
  lastUsedAt: '2026-11-20T09:30:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

const detail = (over: Partial<AdminGiftCard> = {}) => ({
  ...makeCard(over),
  entries: [
    {
      _id: 'e2000000-1111-4222-8333-444455556666',
      kind: 'spent' as const,
      amount: -359.5,
      balanceAfter: 640.5,
      orderNumber: 'ORD-20261120-0001',
      note: '',
      createdAt: '2026-11-20T09:30:00.000Z',
    },
    {
      _id: 'e1000000-1111-4222-8333-444455556666',
      kind: 'issued' as const,
      amount: 1000,
      balanceAfter: 1000,
      orderNumber: null,
      note: '',
      createdAt: '2026-11-01T00:00:00.000Z',
    },
  ],
});

function setup(list: AdminGiftCard[] | Handler, routes: Record<string, Handler> = {}) {
  const api = mockApi({
    'GET /api/admin/giftcards/get':
      typeof list === 'function' ? list : () => ({ body: { success: true, data: list } }),
    ...routes,
  });
  const user = userEvent.setup();
  renderAt(<AdminGiftCardsPage />, '/admin/giftcards');
  return { api, user };
}

const sent = (api: ReturnType<typeof mockApi>, method: string) =>
  api.calls.filter((c) => c.method === method);

describe('admin gift cards', () => {
  it('lists each card with its last four, balance, recipient, expiry, last use and state', async () => {
    setup([
      makeCard(),
      makeCard({
        _id: G2,
        last4: 'K7QM',
        balance: 0,
        state: 'disabled',
        active: false,
        lastUsedAt: null,
        recipientEmail: null,
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Gift cards' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('•••• 2WHN');
    expect(first).toHaveTextContent('₹640.50');
    expect(first).toHaveTextContent('of ₹1,000.00');
    expect(first).toHaveTextContent('Meera Joshi');
    expect(first).toHaveTextContent('28 Nov 2099');
    expect(first).toHaveTextContent('20 Nov 2026');
    expect(within(first!).getByText('Active')).toBeInTheDocument();
    expect(second).toHaveTextContent('Never used');
    expect(within(second!).getByText('Disabled')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Open card ending K7QM' })).toBeInTheDocument();
  });

  it('with no cards, says what they are for and offers to issue one, once', async () => {
    const { user } = setup([]);
    expect(await screen.findByText('No gift cards yet')).toBeInTheDocument();
    expect(screen.getByText(/Issue a card for a festival gift/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The empty state's button is the only one (the header's comes with the first card), and it opens the form.
    expect(screen.getAllByRole('button', { name: 'Issue a gift card' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Issue a gift card' }));
    expect(await screen.findByRole('form', { name: 'Issue a gift card' })).toBeInTheDocument();
  });

  it('when the list fails to load, says so with the reason and Try again, which asks again', async () => {
    let fail = true;
    const { api, user } = setup(() =>
      fail
        ? { status: 500, body: { success: false, message: 'Internal server error' } }
        : { body: { success: true, data: [makeCard()] } },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load gift cards');
    expect(alert).toHaveTextContent('Internal server error');
    expect(screen.queryByText('No gift cards yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Gift cards' })).toHaveTextContent('•••• 2WHN');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent(api, 'GET').filter((c) => c.path === '/api/admin/giftcards/get')).toHaveLength(2);
  });

  it('issues a card: problems on their fields and nothing sent, then the body; the code shown once', async () => {
    const { api, user } = setup([], {
      'POST /api/admin/giftcards/add': () => ({
        status: 201,
        body: {
          success: true,
          message: 'Gift card issued. Copy the code now: it will not be shown again.',
          data: {
            ...makeCard({ balance: 500, initial: 500, lastUsedAt: null }),
            code: 'K7QM-4XPA-9TRD-2WHN',
          },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Issue a gift card' }));
    const form = await screen.findByRole('form', { name: 'Issue a gift card' });
    const amount = within(form).getByLabelText('Amount (₹)');
    expect(amount).toHaveAttribute('aria-required', 'true');
    const until = within(form).getByLabelText('Valid until');
    expect(until).toHaveValue(firstExpiryDate(new Date()));
    await user.type(amount, '0.99');
    await user.click(within(form).getByRole('button', { name: 'Issue card' }));
    expect(amount).toHaveFocus();
    expect(amount).toHaveAccessibleDescription(/at least ₹1/);
    expect(within(form).getByLabelText("Recipient's name")).toHaveAccessibleDescription(/name is required/);
    expect(sent(api, 'POST')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '10000.01');
    await user.click(within(form).getByRole('button', { name: 'Issue card' }));
    expect(amount).toHaveAccessibleDescription(/at most ₹10,000/);

    await user.clear(amount);
    await user.type(amount, '500');
    await user.type(within(form).getByLabelText("Recipient's name"), 'Meera Joshi');
    await user.type(within(form).getByLabelText("Recipient's e-mail"), 'meera@example.com');
    await user.type(within(form).getByLabelText('Message'), 'Happy Diwali');
    await user.click(within(form).getByRole('button', { name: 'Issue card' }));
    await waitFor(() => expect(sent(api, 'POST')).toHaveLength(1));
    expect(sent(api, 'POST')[0]!.body).toEqual({
      amount: 500,
      expiresAt: new Date(`${firstExpiryDate(new Date())}T23:59:59.999+05:30`).toISOString(),
      recipientName: 'Meera Joshi',
      recipientEmail: 'meera@example.com',
      message: 'Happy Diwali',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Gift card issued' });
    expect(within(dialog).getByLabelText('Gift card code')).toHaveTextContent('K7QM-4XPA-9TRD-2WHN');
    expect(dialog).toHaveTextContent('it will not be shown again');
    expect(within(dialog).getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('K7QM-4XPA-9TRD-2WHN')).not.toBeInTheDocument());
  });

  it("shows the server's refusal on its field", async () => {
    const { user } = setup([], {
      'POST /api/admin/giftcards/add': () => ({
        status: 400,
        body: { success: false, message: 'A gift card must be valid for at least a year from today' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Issue a gift card' }));
    const form = await screen.findByRole('form', { name: 'Issue a gift card' });
    await user.type(within(form).getByLabelText('Amount (₹)'), '5');
    await user.type(within(form).getByLabelText("Recipient's name"), 'Ravi');
    await user.click(within(form).getByRole('button', { name: 'Issue card' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Valid until')).toHaveAccessibleDescription(/at least a year/),
    );
  });

  it('opens a card: its ledger; disables it; adjusts with a note, refusing a debit past the balance unsent', async () => {
    const { api, user } = setup([makeCard()], {
      [`GET /api/admin/giftcards/get/${G1}`]: () => ({ body: { success: true, data: detail() } }),
      [`PUT /api/admin/giftcards/update/${G1}`]: (body) => ({
        body: {
          success: true,
          message: 'Gift card updated',
          data: detail(
            (body as { active?: boolean }).active === false ? { active: false, state: 'disabled' } : {},
          ),
        },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Gift cards' });
    await user.click(within(table).getByRole('button', { name: 'Open card ending 2WHN' }));
    const sheet = await screen.findByRole('dialog', { name: 'Gift card ending 2WHN' });
    const ledger = await within(sheet).findByRole('list', { name: 'Ledger entries, newest first' });
    const [spent, issued] = within(ledger).getAllByRole('listitem');
    expect(spent).toHaveTextContent('Spent on order ORD-20261120-0001');
    expect(spent).toHaveTextContent('−₹359.50');
    expect(spent).toHaveTextContent('= ₹640.50');
    expect(issued).toHaveTextContent('Issued');
    expect(issued).toHaveTextContent('+₹1,000.00');

    await user.click(within(sheet).getByRole('button', { name: 'Disable card' }));
    await waitFor(() => expect(sent(api, 'PUT')).toHaveLength(1));
    expect(sent(api, 'PUT')[0]!.body).toEqual({ active: false });

    const adjust = within(sheet).getByRole('form', { name: 'Adjust the balance' });
    await user.type(within(adjust).getByLabelText('Rupees'), '-640.51');
    await user.type(within(adjust).getByLabelText('Note'), 'Counter refund');
    await user.click(within(adjust).getByRole('button', { name: 'Adjust' }));
    expect(within(adjust).getByLabelText('Rupees')).toHaveAccessibleDescription(/below ₹0/);
    expect(sent(api, 'PUT')).toHaveLength(1);

    await user.clear(within(adjust).getByLabelText('Rupees'));
    await user.type(within(adjust).getByLabelText('Rupees'), '-40.5');
    await user.clear(within(adjust).getByLabelText('Note'));
    await user.click(within(adjust).getByRole('button', { name: 'Adjust' }));
    expect(within(adjust).getByLabelText('Note')).toHaveAccessibleDescription(/note saying why/);
    await user.type(within(adjust).getByLabelText('Note'), 'Counter refund');
    await user.click(within(adjust).getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(sent(api, 'PUT')).toHaveLength(2));
    expect(sent(api, 'PUT')[1]!.body).toEqual({ adjustment: { amount: -40.5, note: 'Counter refund' } });
  });
});
