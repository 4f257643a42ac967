import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi, renderAt } from '../../test/render';
import { AccountGiftCards } from './account-giftcards';

afterEach(() => vi.unstubAllGlobals());

const USER = 'u1000000-1111-4222-8333-444455556666';

describe('Account → Gift cards', () => {
  it('lists the buyer’s cards with their balances, state and expiry', async () => {
    mockApi({
      'GET /api/shop/giftcard/mine': () => ({
        body: {
          success: true,
          data: [
            {
              _id: 'a1000000-1111-4222-8333-444455556666',
              last4: '2WHN',
              source: 'issued',
              balance: 1500,
              expiresAt: '2027-11-28T18:29:59.999Z',
              state: 'active',
            },
            {
              _id: 'a2000000-1111-4222-8333-444455556666',
              last4: 'K7QM',
              source: 'storeCredit',
              balance: 0,
              expiresAt: '2027-01-31T18:29:59.999Z',
              state: 'usedUp',
            },
          ],
        },
      }),
    });
    renderAt(<AccountGiftCards userId={USER} />, '/shop/account');
    const list = await screen.findByRole('list', { name: 'Your gift cards' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Card ending •••• 2WHN');
    expect(first).toHaveTextContent('₹1,500.00 left');
    expect(first).toHaveTextContent('Gift card · valid until 28 Nov 2027');
    expect(within(first!).getByText('Active')).toBeInTheDocument();
    expect(second).toHaveTextContent('Store credit');
    expect(within(second!).getByText('Used up')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    mockApi({ 'GET /api/shop/giftcard/mine': () => ({ body: { success: true, data: [] } }) });
    renderAt(<AccountGiftCards userId={USER} />, '/shop/account');
    expect(await screen.findByText(/No gift cards yet/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Gift cards' })).toBeInTheDocument();
  });
});
