import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi, renderRoutes } from '../../test/render';
import { queryKeys } from '../../lib/query-keys';
import { ShopFooter } from './shop-footer';

afterEach(() => vi.unstubAllGlobals());

const CUSTOMER = {
  id: 'u1',
  userName: 'Meera',
  email: 'meera@example.com',
  role: 'customer',
  isAdmin: false,
};

function renderFooter(user: typeof CUSTOMER | null) {
  mockApi({});
  const utils = renderRoutes([{ path: '/shop/home', element: <ShopFooter /> }], ['/shop/home']);
  utils.queryClient.setQueryData(queryKeys.auth.me(), user);
  return utils;
}

describe('the shop footer’s account links', () => {
  it('offers a visitor Login and Track Orders', async () => {
    renderFooter(null);
    const account = (await screen.findByRole('heading', { name: 'Your account' })).parentElement!;
    expect(within(account).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(within(account).getByRole('link', { name: 'Track Orders' })).toHaveAttribute(
      'href',
      '/shop/account',
    );
  });

  it('offers a signed-in buyer Track Orders only: no Login', async () => {
    renderFooter(CUSTOMER);
    const account = (await screen.findByRole('heading', { name: 'Your account' })).parentElement!;
    expect(within(account).getByRole('link', { name: 'Track Orders' })).toHaveAttribute(
      'href',
      '/shop/account',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});
