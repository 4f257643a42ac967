import { Link, useLocation } from '../../../lib/navigation';
import { AUTH_MESSAGES } from '../../../../../common/auth-rules';
import type { LoginInput } from '../../../../../common/contracts/auth';
import { useContractForm } from '../../../lib/use-contract-form';
import { RequiredLegend, TextField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useT } from '../../../i18n/i18n';
import { knownMessage } from '../../../i18n/known-messages';
import { AUTH_FORM_MESSAGES } from '../auth-messages';
import { useLogin } from '../api/login';
import { AuthHeading } from './auth-heading';
import { CartIntentNote } from './cart-intent-note';

/**
 * SPEC §2 /auth/login. On success the session holds the user and the route guard sends them on: to
 * where they came from (location.state.from), to the `r` query parameter, or home — replacing this entry.
 */
export function LoginForm() {
  const t = useT();
  const location = useLocation();
  const login = useLogin();
  // The contract the API checks with, loaded on the form's first focus (zod stays out of the first load).
  const form = useContractForm<LoginInput>(() =>
    import('../../../../../common/contracts/auth').then((contracts) => contracts.LoginBody),
  );
  const { errors } = form;
  const busy = form.submitting || login.isPending;

  const formProps = form.formProps(async (values) => {
    try {
      const res = await login.mutateAsync(values);
      toast({ title: res.message || knownMessage(t, AUTH_FORM_MESSAGES, AUTH_MESSAGES.loggedIn) });
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, t('Login failed. Please try again.')) });
    }
  });

  // Keep the remembered origin and `r` when moving to register or forgot-password and back.
  const carry = { search: location.search, state: location.state };
  const fieldError = (message?: string) => message && knownMessage(t, AUTH_FORM_MESSAGES, message);

  return (
    <div>
      <AuthHeading title={t('Sign in to your account')}>
        {t("Don't have an account?")}{' '}
        <Link
          className="font-medium text-orange-700 underline-offset-4 hover:underline"
          to={`${paths.auth.register.path}${carry.search}`}
          state={carry.state}
        >
          {t('Register')}
        </Link>
      </AuthHeading>
      <CartIntentNote screen="login" />
      <form className="grid gap-4" {...formProps}>
        <RequiredLegend />
        <TextField
          id="login-email"
          label={t('Email')}
          required
          error={fieldError(errors.email)}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          name="email"
        />
        <TextField
          id="login-password"
          label={t('Password')}
          required
          error={fieldError(errors.password)}
          type="password"
          autoComplete="current-password"
          placeholder={t('Your password')}
          name="password"
        />
        <div className="flex justify-end">
          <Link
            className="text-sm font-medium text-orange-700 underline-offset-4 hover:underline"
            to={`${paths.auth.forgotPassword.path}${carry.search}`}
            state={carry.state}
          >
            {t('Forgot password?')}
          </Link>
        </div>
        <SubmitButton busy={busy} busyLabel={t('Signing in…')}>
          {t('Sign In')}
        </SubmitButton>
      </form>
    </div>
  );
}
