import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi, renderRoutes } from '../../test/render';
import { queryKeys } from '../../lib/query-keys';
import { ShopFooter } from './shop-footer';
import { I18nProvider } from '../../i18n/i18n';
import frame from '../../i18n/hi/frame';

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

describe('the shop footer in Hindi (issue 50)', () => {
  it('shows the frame’s Hindi and a switch back to the same page in English', async () => {
    mockApi({});
    const utils = renderRoutes(
      [
        {
          path: '/shop/home',
          element: (
            <I18nProvider lang="hi" messages={frame}>
              <ShopFooter />
            </I18nProvider>
          ),
        },
      ],
      ['/shop/home?x=1'],
    );
    utils.queryClient.setQueryData(queryKeys.auth.me(), null);
    const account = (await screen.findByRole('heading', { name: 'आपका खाता' })).parentElement!;
    expect(within(account).getByRole('link', { name: 'लॉगिन' })).toBeInTheDocument();
    expect(screen.getByText('सभी दाम भारतीय रुपये में, जीएसटी सहित।', { exact: false })).toBeInTheDocument();
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/shop/home?x=1');
    expect(english).toHaveAttribute('lang', 'en');
  });

  it('offers English pages the switch to हिन्दी, marked as Hindi', async () => {
    renderFooter(null);
    const hindi = await screen.findByRole('link', { name: 'हिन्दी' });
    expect(hindi).toHaveAttribute('href', '/hi/shop/home');
    expect(hindi).toHaveAttribute('lang', 'hi');
  });
});
