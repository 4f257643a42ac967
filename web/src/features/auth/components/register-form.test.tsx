import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, renderRoutes } from '../../../test/render';
import { RegisterForm } from './register-form';

afterEach(() => vi.unstubAllGlobals());

function renderRegister(
  entry: string | { pathname: string; search?: string; state?: unknown } = '/auth/register',
) {
  return renderRoutes(
    [
      { path: '/auth/register', element: <RegisterForm /> },
      { path: '/auth/login', element: <h1>Login page</h1> },
    ],
    [entry],
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, password = 'long-enough-1') {
  await user.type(screen.getByLabelText('User name'), 'Meera');
  await user.type(screen.getByLabelText('Email'), 'meera@example.com');
  await user.type(screen.getByLabelText('Password'), password);
}

describe('register form', () => {
  it('marks its three fields required (asterisk with its legend, aria-required)', () => {
    mockApi({});
    renderRegister();
    expect(screen.getByText('marks a required field')).toBeInTheDocument();
    for (const label of ['User name', 'Email', 'Password']) {
      expect(screen.getByLabelText(label), label).toHaveAttribute('aria-required', 'true');
    }
  });

  it('asks for at least 8 characters (DESIGN) before calling the server', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderRegister();
    await fill(user, 'short');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('is aria-disabled while busy and goes to login on success, carrying the remembered origin', async () => {
    const hold = deferred<{ status: number; body: unknown }>();
    const api = mockApi({ 'POST /api/auth/register': () => hold.promise });
    const user = userEvent.setup();
    const { router } = renderRegister({
      pathname: '/auth/register',
      search: '?r=%2Fshop%2Fcheckout',
      state: { from: '/shop/account' },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Creating account…' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    expect(api.calls[0].body).toEqual({
      userName: 'Meera',
      email: 'meera@example.com',
      password: 'long-enough-1',
    });
    hold.resolve({
      status: 201,
      body: { success: true, message: 'Registration successful. Please log in.' },
    });
    expect(await screen.findByText('Registration successful. Please log in.')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Login page' });
    expect(router.state.location.search).toBe('?r=%2Fshop%2Fcheckout');
    expect(router.state.location.state).toEqual({ from: '/shop/account' });
  });

  it('toasts the server’s message on failure and stays', async () => {
    mockApi({
      'POST /api/auth/register': () => ({
        status: 409,
        body: {
          success: false,
          message: 'An account with this email already exists. Please log in instead.',
        },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderRegister();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByText('An account with this email already exists. Please log in instead.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/register');
  });
});
