import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '../../../lib/query-keys';
import { deferred, mockApi, renderAt } from '../../../test/render';
import { LoginForm } from './login-form';

afterEach(() => vi.unstubAllGlobals());

const USER = { id: 'u1', userName: 'Meera', email: 'meera@example.com', role: 'customer', isAdmin: false };

describe('login form', () => {
  it('has labelled controls and the Register and Forgot password? links', () => {
    mockApi({});
    renderAt(<LoginForm />, '/auth/login');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    // Both are marked required: an asterisk explained at the form's top, and aria-required.
    expect(screen.getByText('marks a required field')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });

  it('keeps ?r= on the Register and Forgot password? links so the journey still returns there', () => {
    mockApi({});
    renderAt(<LoginForm />, '/auth/login?r=%2Fshop%2Fcheckout');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth/register?r=%2Fshop%2Fcheckout',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password?r=%2Fshop%2Fcheckout',
    );
  });

  it('validates with the shared contract before calling the server', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderAt(<LoginForm />, '/auth/login');
    await user.type(screen.getByLabelText('Email'), 'meera');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('is aria-disabled while signing in, then stores the user and toasts the server’s message', async () => {
    const hold = deferred<{ body: unknown }>();
    const api = mockApi({ 'POST /api/auth/login': () => hold.promise });
    const user = userEvent.setup();
    const { queryClient } = renderAt(<LoginForm />, '/auth/login');
    await user.type(screen.getByLabelText('Email'), ' Meera@Example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Signing in…' })).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(api.calls[0].body).toEqual({ email: 'meera@example.com', password: 'secret-password' });
    hold.resolve({ body: { success: true, message: 'Logged in successfully', user: USER } });
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    expect(queryClient.getQueryData(queryKeys.auth.me())).toEqual(USER);
  });

  it('toasts the server’s message on failure, in the destructive style, and stays', async () => {
    mockApi({
      'POST /api/auth/login': () => ({
        status: 401,
        body: { success: false, message: 'Incorrect email or password' },
      }),
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderAt(<LoginForm />, '/auth/login');
    await user.type(screen.getByLabelText('Email'), 'meera@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const message = await screen.findByText('Incorrect email or password');
    expect(message.closest('li')).toHaveClass('destructive');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(queryClient.getQueryData(queryKeys.auth.me())).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
