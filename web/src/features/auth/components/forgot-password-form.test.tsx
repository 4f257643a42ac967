import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, renderAt } from '../../../test/render';
import { ForgotPasswordForm } from './forgot-password-form';

const SENT = 'OTP sent to your email (if the address exists).';
const RESENT = 'OTP resent to your email (if the address exists).';
const DONE = 'Password reset successful. You can login now.';

const ok = (message: string) => () => ({ body: { success: true, message } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderAt(<ForgotPasswordForm />, '/auth/forgot-password');
  return user;
}

const emailInput = () => screen.getByLabelText('Email');
const sendButton = () => screen.getByRole('button', { name: 'Send OTP' });

async function sendCode(user: ReturnType<typeof userEvent.setup>, email = 'meera@example.com') {
  await user.type(emailInput(), email);
  await user.click(sendButton());
  await screen.findByText(SENT);
}

describe('forgot password: send OTP', () => {
  it('keeps ?r= on Back to login, so the login still leads where the user meant to go', () => {
    mockApi({});
    renderAt(<ForgotPasswordForm />, '/auth/forgot-password?r=%2Fshop%2Fcheckout');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/auth/login?r=%2Fshop%2Fcheckout',
    );
  });

  it('keeps Send OTP disabled until an email is typed', async () => {
    mockApi({});
    const user = setup();
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleDescription('Add your email');
    expect(emailInput()).toHaveAttribute('aria-required', 'true');
    await user.type(emailInput(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(emailInput(), 'a');
    expect(sendButton()).toBeEnabled();
    expect(sendButton()).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });

  it('refuses a malformed email without calling the server', async () => {
    const api = mockApi({});
    const user = setup();
    await user.type(emailInput(), 'not-an-email');
    await user.click(sendButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('after sending, locks the email, shows the code inputs and counts down Resend from 60 s', async () => {
    const api = mockApi({ 'POST /api/auth/password/request-reset': ok(SENT) });
    const user = setup();
    await sendCode(user, '  Meera@Example.com ');
    expect(api.calls).toEqual([
      { method: 'POST', path: '/api/auth/password/request-reset', body: { email: 'meera@example.com' } },
    ]);

    expect(emailInput()).toHaveAttribute('readonly');
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send OTP' })).not.toBeInTheDocument();

    const resend = screen.getByRole('button', { name: /Resend OTP in 60s/ });
    expect(resend).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: /Resend OTP in 30s/ })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(30_500));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('shows SPEC’s failure toast and stays on the email step when sending fails', async () => {
    mockApi({
      'POST /api/auth/password/request-reset': () => ({
        status: 429,
        body: { success: false, message: 'Please wait a minute.' },
      }),
    });
    const user = setup();
    await user.type(emailInput(), 'meera@example.com');
    await user.click(sendButton());
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
    expect(screen.getByText('Please wait a minute.')).toBeInTheDocument();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(emailInput()).not.toHaveAttribute('readonly');
  });
});

describe('forgot password: resend', () => {
  it('resends after the countdown with SPEC’s toast, and restarts the countdown', async () => {
    const api = mockApi({ 'POST /api/auth/password/request-reset': ok(SENT) });
    const user = setup();
    await sendCode(user);
    await act(async () => vi.advanceTimersByTime(61_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText(RESENT)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.endsWith('request-reset'))).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Resend OTP in 60s/ })).toBeDisabled();
  });

  it('says Failed to resend OTP when the resend fails', async () => {
    let n = 0;
    mockApi({
      'POST /api/auth/password/request-reset': () =>
        ++n === 1
          ? { body: { success: true, message: 'OTP sent to your email (if the address exists).' } }
          : { status: 500, body: { success: false, message: 'Mail is down' } },
    });
    const user = setup();
    await sendCode(user);
    await act(async () => vi.advanceTimersByTime(61_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Failed to resend OTP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });
});

describe('forgot password: set the new password', () => {
  it('keeps Set New Password disabled until OTP and password are filled, and while busy', async () => {
    const hold = deferred<{ body: unknown }>();
    const api = mockApi({
      'POST /api/auth/password/request-reset': ok(SENT),
      'POST /api/auth/password/confirm-reset': () => hold.promise,
    });
    const user = setup();
    await sendCode(user);
    const submit = screen.getByRole('button', { name: 'Set New Password' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Add the OTP from the email and a new password');
    await user.type(screen.getByLabelText('OTP'), '123456');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Add a new password');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    expect(submit).toBeEnabled();
    await user.clear(screen.getByLabelText('OTP'));
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('OTP'), '123456');

    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Setting…' })).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/auth/password/confirm-reset',
      body: { email: 'meera@example.com', otp: '123456', newPassword: 'new-password-1' },
    });

    hold.resolve({ body: { success: true, message: DONE } });
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    // The code step closes and every input clears.
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(emailInput()).toHaveValue('');
    expect(emailInput()).not.toHaveAttribute('readonly');
    expect(sendButton()).toBeDisabled();
  });

  it('shows the server’s message when the reset fails, and keeps the inputs', async () => {
    mockApi({
      'POST /api/auth/password/request-reset': ok(SENT),
      'POST /api/auth/password/confirm-reset': () => ({
        status: 400,
        body: { success: false, message: 'Invalid or expired code' },
      }),
    });
    const user = setup();
    await sendCode(user);
    await user.type(screen.getByLabelText('OTP'), '000000');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    const toast = await screen.findByText('Invalid or expired code');
    expect(within(toast.closest('li')!).getByText('Invalid or expired code')).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveValue('000000');
  });

  it('falls back to Failed to reset password when the server gives no message', async () => {
    mockApi({
      'POST /api/auth/password/request-reset': ok(SENT),
      'POST /api/auth/password/confirm-reset': () => ({ status: 502 }),
    });
    const user = setup();
    await sendCode(user);
    await user.type(screen.getByLabelText('OTP'), '111111');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
  });
});
