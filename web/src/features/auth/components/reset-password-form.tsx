import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { RequiredLegend, TextField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/use-toast';
import { AUTH_MESSAGES, MIN_PASSWORD } from '../../../../../common/contracts/auth';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { msg, useT } from '../../../i18n/i18n';
import { knownMessage } from '../../../i18n/known-messages';
import { whatToAdd } from '../../../components/ui/disabled-reason';
import { AUTH_FORM_MESSAGES } from '../auth-messages';
import { useConfirmReset } from '../api/confirm-reset';
import { AuthHeading } from './auth-heading';

export const INVALID_LINK_MESSAGE = msg(
  'Invalid or expired reset link. Please request a new password reset.',
);

/**
 * SPEC §2/§5 /auth/reset-password (the mailed link): email and code come from the query; the code is
 * taken out of the address bar at once (history replace) so it does not linger in history or screenshots.
 */
export function ResetPasswordForm() {
  const t = useT();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [code] = useState(() => (params.get('code') ?? '').trim());
  const confirmReset = useConfirmReset();
  const form = useForm<{ email: string; newPassword: string }>({
    defaultValues: { email: params.get('email') ?? '', newPassword: '' },
  });
  const [email, newPassword] = useWatch({ control: form.control, name: ['email', 'newPassword'] });

  useEffect(() => {
    if (!params.has('code')) return;
    const next = new URLSearchParams(params);
    next.delete('code');
    const search = next.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true, state: location.state },
    );
  }, [params, navigate, location.pathname, location.state]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!code) return;
    try {
      const trimmed = values.email.trim();
      await confirmReset.mutateAsync({
        code,
        newPassword: values.newPassword,
        ...(trimmed ? { email: trimmed } : {}),
      });
      toast({ title: knownMessage(t, AUTH_FORM_MESSAGES, AUTH_MESSAGES.resetDone) });
      navigate(paths.auth.login.href(), { replace: true });
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, t('Failed to reset password')) });
    }
  });

  // Without a code the link is said to be broken above, and the button stays disabled.
  const missing = whatToAdd(
    [...(email.trim() ? [] : [msg('your email')]), ...(newPassword ? [] : [msg('a new password')])],
    t,
  );

  return (
    <div>
      <AuthHeading title={t('Set a new password')}>
        {t('Choose a new password for your account.')}
      </AuthHeading>
      {!code ? (
        <div
          role="alert"
          className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          {t(INVALID_LINK_MESSAGE)}{' '}
          <Link className="font-medium underline underline-offset-4" to={paths.auth.forgotPassword.href()}>
            {t('Request a new password reset')}
          </Link>
        </div>
      ) : null}
      <form className="grid gap-4" noValidate onSubmit={onSubmit}>
        <RequiredLegend />
        <TextField
          id="reset-email"
          label={t('Email')}
          required
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...form.register('email')}
        />
        <TextField
          id="reset-new-password"
          label={t('New password')}
          required
          type="password"
          autoComplete="new-password"
          placeholder={t('At least {min} characters', { min: MIN_PASSWORD })}
          {...form.register('newPassword')}
        />
        <SubmitButton
          busy={confirmReset.isPending}
          busyLabel={t('Saving…')}
          disabled={!code || confirmReset.isPending}
          missing={missing}
        >
          {t('Reset Password')}
        </SubmitButton>
        <p className="text-center text-sm text-neutral-700">
          <Link
            className="font-medium text-orange-700 underline-offset-4 hover:underline"
            to={paths.auth.login.href()}
          >
            {t('Back to login')}
          </Link>
        </p>
      </form>
    </div>
  );
}
