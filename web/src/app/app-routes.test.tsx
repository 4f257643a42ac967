import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { deferred, mockApi, renderRoutes, type Handler } from '../test/render';
import { ErrorPage } from './error-page';
import { createRoutes } from './routes';
import { makeSettings } from '../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const CUSTOMER = {
  id: 'u1',
  userName: 'Meera',
  email: 'meera@example.com',
  role: 'customer',
  isAdmin: false,
};
const ADMIN = { id: 'a1', userName: 'Owner', email: 'owner@example.com', role: 'admin', isAdmin: true };

const SETTINGS = {
  success: true,
  data: makeSettings({
    companyName: 'Sharma',
    companyAddress: '12 MG Road, Pune',
    phone: '020 1234 5678',
    whatsapp: '98765 43210',
    email: 'hello@sharma.test',
  }),
};

const loggedOut: Handler = () => ({
  status: 401,
  body: { success: false, message: 'Not logged in', user: null },
});
const loggedIn =
  (user: object): Handler =>
  () => ({ body: { success: true, user } });

function app(path: string, checkAuth: Handler, extra: Record<string, Handler> = {}) {
  const api = mockApi({
    'GET /api/auth/check-auth': checkAuth,
    'GET /api/common/settings/get': () => ({ body: SETTINGS }),
    ...extra,
  });
  return { api, ...renderRoutes(createRoutes, [path], { toaster: false }) };
}

describe('the app shell', () => {
  it('shows a loading placeholder while the first check-auth runs', async () => {
    const hold = deferred<{ status: number; body: unknown }>();
    app('/shop/home', () => hold.promise);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    hold.resolve({ status: 401, body: { success: false, message: 'Not logged in', user: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Sharma' })).toBeInTheDocument();
  });

  it("sends '/' to the shop home for a visitor and to the dashboard for an admin", async () => {
    const visitor = app('/', loggedOut);
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/shop/home'));
    visitor.unmount();
    const admin = app('/', loggedIn(ADMIN));
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a visitor on a protected page to login, then back there after logging in (history replaced)', async () => {
    const user = userEvent.setup();
    const { router } = app('/shop/account', loggedOut, {
      'POST /api/auth/login': () => ({
        body: { success: true, message: 'Logged in successfully', user: CUSTOMER },
      }),
    });
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.state).toEqual({ from: '/shop/account' });
    await user.type(screen.getByLabelText('Email'), 'meera@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/account');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the origin through forgot password and back to login', async () => {
    const user = userEvent.setup();
    const { router } = app('/shop/checkout', loggedOut, {
      'POST /api/auth/login': () => ({
        body: { success: true, message: 'Logged in successfully', user: CUSTOMER },
      }),
    });
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Forgot password' });
    expect(router.state.location.state).toEqual({ from: '/shop/checkout' });
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    await user.type(await screen.findByLabelText('Email'), 'meera@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(router.state.location.pathname).toBe('/shop/checkout');
  });

  it('logs the browser out after it reset its own password by the mailed link (the server ended the session)', async () => {
    const user = userEvent.setup();
    let resetDone = false;
    const { router } = app(
      `/auth/reset-password?email=meera%40example.com&code=${'A'.repeat(43)}`,
      () =>
        resetDone
          ? { status: 401, body: { success: false, message: 'Not logged in', user: null } }
          : { body: { success: true, user: CUSTOMER } },
      {
        'POST /api/auth/password/confirm-reset': () => {
          resetDone = true;
          return { body: { success: true, message: 'Password reset successful. You can login now.' } };
        },
      },
    );
    await user.type(await screen.findByLabelText('New password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('follows ?r= after login', async () => {
    const user = userEvent.setup();
    const { router } = app('/auth/login?r=%2Fshop%2Fcheckout', loggedOut, {
      'POST /api/auth/login': () => ({
        body: { success: true, message: 'Logged in successfully', user: CUSTOMER },
      }),
    });
    await user.type(await screen.findByLabelText('Email'), 'meera@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(router.state.location.pathname).toBe('/shop/checkout');
  });

  it('sends a customer on an admin path to /unauth-page', async () => {
    const { router } = app('/admin/products', loggedIn(CUSTOMER));
    expect(
      await screen.findByRole('heading', { name: "You don't have access to view this page" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauth-page');
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop/home');
  });

  it('offers an admin who opens /unauth-page the way to the dashboard, named as such', async () => {
    app('/unauth-page', loggedIn(ADMIN));
    expect(await screen.findByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  });

  it('applies the rules to other spellings the router matches (capitals, percent-encoding)', async () => {
    const first = app('/ADMIN/Products', loggedIn(CUSTOMER));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/unauth-page'));
    first.unmount();
    const second = app('/shop/%63heckout', loggedOut);
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/auth/login'));
  });

  it('sends an admin on a shop path to the dashboard', async () => {
    const { router } = app('/shop/listing', loggedIn(ADMIN));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('sends a logged-in customer away from login and register', async () => {
    const { router } = app('/auth/register', loggedIn(CUSTOMER));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/home'));
  });

  it('treats a failed check-auth as logged out (SPEC §4: rejection clears)', async () => {
    const { router } = app('/shop/checkout', () => ({
      status: 500,
      body: { success: false, message: 'boom' },
    }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('states that an unknown page does not exist', async () => {
    app('/no/such/page', loggedOut);
    expect(await screen.findByRole('heading', { name: "This page doesn't exist" })).toBeInTheDocument();
  });

  it('shows the not-found page inside the shop frame for an unknown shop path', async () => {
    app('/shop/nothing-here', loggedOut);
    expect(await screen.findByRole('heading', { name: "This page doesn't exist" })).toBeInTheDocument();
    expect(screen.getAllByRole('search').length).toBeGreaterThan(0);
  });

  it('links to WhatsApp with the shop’s number from settings on every page', async () => {
    app('/auth/login', loggedOut);
    const link = await screen.findByRole('link', { name: /Chat with us on WhatsApp/ });
    expect(link).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the chat link out of the admin panel, where it would float over the owner’s work', async () => {
    const { router } = app('/admin/dashboard', loggedIn(ADMIN));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('puts the brand in the auth headline', async () => {
    app('/auth/login', loggedOut);
    expect(await screen.findByText('Welcome to Sharma Hardware & Electrics Point')).toBeInTheDocument();
  });

  it('still works with default settings when the settings call fails', async () => {
    mockApi({
      'GET /api/auth/check-auth': loggedOut,
      'GET /api/common/settings/get': () => ({
        status: 500,
        body: { success: false, message: 'Something went wrong. Please try again.' },
      }),
    });
    renderRoutes(createRoutes, ['/auth/login'], { toaster: false });
    expect(await screen.findByText('Welcome to Hardware & Electrics Point')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('the header search goes to /shop/search?keyword=', async () => {
    const user = userEvent.setup();
    const { router } = app('/shop/home', loggedOut);
    const [input] = await screen.findAllByRole('searchbox', { name: 'Search products' });
    await user.type(input, 'pvc pipe{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/search'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('pvc pipe');
  });

  it('logs a customer out from the account menu and lands on the shop home', async () => {
    const user = userEvent.setup();
    const { api, router } = app('/shop/account', loggedIn(CUSTOMER), {
      'POST /api/auth/logout': () => ({ body: { success: true, message: 'Logged out successfully' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/home'));
    expect(router.state.location.state).toBeNull();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/auth/logout')).toBe(true);
    expect((await screen.findAllByRole('link', { name: 'Login' }))[0]).toHaveAttribute('href', '/auth/login');
  });
});

describe('the error screen', () => {
  it("shows 'Unexpected Application Error!' for an uncaught rendering error", async () => {
    mockApi({ 'GET /api/common/settings/get': () => ({ body: SETTINGS }) });
    // React reports the caught error on the console; this test throws on purpose.
    vi.mocked(console.error).mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    function Boom(): never {
      throw new Error('kaboom');
    }
    const broken: RouteObject[] = [{ path: '/', element: <Boom />, errorElement: <ErrorPage /> }];
    renderRoutes(broken, ['/'], { toaster: false });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.queryByText('kaboom')).not.toBeInTheDocument();
    // SPEC §2: the chat link is on every page, this one too.
    expect(await screen.findByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringContaining('wa.me/919876543210'),
    );
    warn.mockRestore();
  });
});
