import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, renderAt } from '../../../test/render';
import { INVALID_LINK_MESSAGE, ResetPasswordForm } from './reset-password-form';

afterEach(() => vi.unstubAllGlobals());

const CODE = 'A'.repeat(43);
const submitButton = () => screen.getByRole('button', { name: /Reset Password|Saving…/ });

describe('reset password (the mailed link)', () => {
  it('reads email and code from the query and removes the code from the address bar', async () => {
    mockApi({});
    const { router } = renderAt(
      <ResetPasswordForm />,
      `/auth/reset-password?email=meera%40example.com&code=${CODE}`,
    );
    expect(screen.getByLabelText('Email')).toHaveValue('meera@example.com');
    await waitFor(() => expect(router.state.location.search).toBe('?email=meera%40example.com'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText(INVALID_LINK_MESSAGE)).not.toBeInTheDocument();
  });

  it('keeps the button disabled until email, new password and code are present', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderAt(<ResetPasswordForm />, `/auth/reset-password?code=${CODE}`);
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('Add your email and a new password');
    await user.type(screen.getByLabelText('Email'), 'meera@example.com');
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('Add a new password');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    expect(submitButton()).toBeEnabled();
    await user.clear(screen.getByLabelText('Email'));
    expect(submitButton()).toBeDisabled();
  });

  it('says the link is invalid and stays disabled when the code is missing', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderAt(<ResetPasswordForm />, '/auth/reset-password?email=meera%40example.com');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_LINK_MESSAGE);
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Request a new password reset' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('sends {code, newPassword, email}, is aria-disabled while busy, and goes to login on success', async () => {
    const hold = deferred<{ body: unknown }>();
    const api = mockApi({ 'POST /api/auth/password/confirm-reset': () => hold.promise });
    const user = userEvent.setup();
    const { router } = renderAt(
      <ResetPasswordForm />,
      `/auth/reset-password?email=meera%40example.com&code=${CODE}`,
    );
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(api.calls[0].body).toEqual({
      code: CODE,
      newPassword: 'new-password-1',
      email: 'meera@example.com',
    });
    hold.resolve({ body: { success: true, message: 'Password reset successful. You can login now.' } });
    expect(await screen.findByText('Password reset successful. You can login now.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('shows the server’s message when the link has expired', async () => {
    mockApi({
      'POST /api/auth/password/confirm-reset': () => ({
        status: 400,
        body: { success: false, message: 'Invalid or expired code' },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderAt(
      <ResetPasswordForm />,
      `/auth/reset-password?email=meera%40example.com&code=${CODE}`,
    );
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.click(submitButton());
    expect(await screen.findByText('Invalid or expired code')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/reset-password');
  });
});
