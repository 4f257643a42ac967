import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { AUTH_MESSAGES, MIN_PASSWORD, RequestResetBody } from '../../../../../common/contracts/auth';
import { Button } from '../../../components/ui/button';
import { RequiredLegend, TextField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { msg, useT } from '../../../i18n/i18n';
import { knownMessage } from '../../../i18n/known-messages';
import { whatToAdd } from '../../../components/ui/disabled-reason';
import { AUTH_FORM_MESSAGES } from '../auth-messages';
import { useConfirmReset } from '../api/confirm-reset';
import { useRequestReset } from '../api/request-reset';
import { AuthHeading } from './auth-heading';
import { useCountdown } from './use-countdown';

/** SPEC §9: Resend is disabled for 60 s after each send. */
export const RESEND_SECONDS = 60;

interface Values {
  email: string;
  otp: string;
  newPassword: string;
}

/**
 * SPEC §2/§4/§5 /auth/forgot-password: send a one-time code to the email, which then locks; the code and
 * new-password inputs appear; Resend counts down 60 s; after a successful reset the code step closes and
 * every input clears. Toasts are SPEC §8's, word for word.
 */
export function ForgotPasswordForm() {
  // The origin remembered by the login page travels back with "Back to login".
  const t = useT();
  const location = useLocation();
  const [codeStep, setCodeStep] = useState(false);
  const countdown = useCountdown();
  const requestReset = useRequestReset();
  const confirmReset = useConfirmReset();
  const form = useForm<Values>({ defaultValues: { email: '', otp: '', newPassword: '' } });
  const [email, otp, newPassword] = useWatch({
    control: form.control,
    name: ['email', 'otp', 'newPassword'],
  });
  const { errors } = form.formState;

  async function send(kind: 'send' | 'resend') {
    const parsed = RequestResetBody.safeParse({ email: form.getValues('email') });
    if (!parsed.success) {
      form.setError('email', {
        message: parsed.error.issues[0]?.message ?? msg('Please enter a valid email address'),
      });
      return;
    }
    form.clearErrors('email');
    try {
      await requestReset.mutateAsync(parsed.data);
      toast({
        title:
          kind === 'send'
            ? knownMessage(t, AUTH_FORM_MESSAGES, AUTH_MESSAGES.resetRequested)
            : t('OTP resent to your email (if the address exists).'),
      });
      setCodeStep(true);
      countdown.start(RESEND_SECONDS);
    } catch (error) {
      const serverSaid = errorMessage(error, '');
      toast({
        variant: 'destructive',
        title: kind === 'send' ? t('Failed to send OTP') : t('Failed to resend OTP'),
        description: serverSaid || undefined,
      });
    }
  }

  async function confirm(values: Values) {
    try {
      await confirmReset.mutateAsync({
        email: values.email.trim(),
        otp: values.otp.trim(),
        newPassword: values.newPassword,
      });
      toast({ title: knownMessage(t, AUTH_FORM_MESSAGES, AUTH_MESSAGES.resetDone) });
      setCodeStep(false);
      countdown.stop();
      form.reset({ email: '', otp: '', newPassword: '' });
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, t('Failed to reset password')) });
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (codeStep) await confirm(values);
    else await send('send');
  });

  const sending = requestReset.isPending;
  const setMissing = whatToAdd(
    [...(otp.trim() ? [] : [msg('the OTP from the email')]), ...(newPassword ? [] : [msg('a new password')])],
    t,
  );

  return (
    <div>
      <AuthHeading title={t('Forgot password')}>
        {t("Enter your email and we'll send you a one-time code to set a new password.")}
      </AuthHeading>
      <form className="grid gap-4" noValidate onSubmit={onSubmit}>
        <RequiredLegend />
        <TextField
          id="forgot-email"
          label={t('Email')}
          required
          error={errors.email?.message && knownMessage(t, AUTH_FORM_MESSAGES, errors.email.message)}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          readOnly={codeStep}
          aria-readonly={codeStep || undefined}
          className={codeStep ? 'bg-neutral-100 text-neutral-700' : undefined}
          {...form.register('email')}
        />

        {!codeStep ? (
          <SubmitButton
            busy={sending}
            busyLabel={t('Sending…')}
            disabled={sending}
            missing={email.trim() ? null : t('Add your email')}
          >
            {t('Send OTP')}
          </SubmitButton>
        ) : (
          <>
            <TextField
              id="forgot-otp"
              label={t('OTP')}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('6-digit code from the email')}
              {...form.register('otp')}
            />
            <TextField
              id="forgot-new-password"
              label={t('New password')}
              required
              type="password"
              autoComplete="new-password"
              placeholder={t('At least {min} characters', { min: MIN_PASSWORD })}
              {...form.register('newPassword')}
            />
            <SubmitButton
              busy={confirmReset.isPending}
              busyLabel={t('Setting…')}
              disabled={confirmReset.isPending}
              missing={setMissing}
            >
              {t('Set New Password')}
            </SubmitButton>
            <Button
              type="button"
              variant="outline"
              className="w-full"
              disabled={countdown.secondsLeft > 0 || sending}
              onClick={() => void send('resend')}
            >
              {countdown.secondsLeft > 0
                ? t('Resend OTP in {seconds}s', { seconds: countdown.secondsLeft })
                : sending
                  ? t('Sending…')
                  : t('Resend OTP')}
            </Button>
          </>
        )}
        <p className="text-center text-sm text-neutral-700">
          {t('Remembered it?')}{' '}
          <Link
            className="font-medium text-orange-700 underline-offset-4 hover:underline"
            to={{ pathname: paths.auth.login.path, search: location.search }}
            state={location.state}
          >
            {t('Back to login')}
          </Link>
        </p>
      </form>
    </div>
  );
}
