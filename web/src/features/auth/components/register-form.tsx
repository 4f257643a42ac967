import { Link, useLocation, useNavigate } from '../../../lib/navigation';
import { AUTH_MESSAGES, MIN_PASSWORD } from '../../../../../common/auth-rules';
import type { RegisterInput } from '../../../../../common/contracts/auth';
import { useContractForm } from '../../../lib/use-contract-form';
import { RequiredLegend, TextField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast, toastThenNavigate } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useT } from '../../../i18n/i18n';
import { knownMessage } from '../../../i18n/known-messages';
import { AUTH_FORM_MESSAGES } from '../auth-messages';
import { useRegister } from '../api/register';
import { AuthHeading } from './auth-heading';
import { CartIntentNote } from './cart-intent-note';

/** SPEC §2 /auth/register: user name, email, password; success goes to login (no automatic login). */
export function RegisterForm() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const register = useRegister();
  // The contract the API checks with, loaded on the form's first focus (zod stays out of the first load).
  const form = useContractForm<RegisterInput>(() =>
    import('../../../../../common/contracts/auth').then((contracts) => contracts.RegisterBody),
  );
  const { errors } = form;
  const busy = form.submitting || register.isPending;

  const formProps = form.formProps(async (values) => {
    try {
      const res = await register.mutateAsync(values);
      // The remembered origin travels on, so the login that follows still leads back to it. Login is a page
      // load from here (decision 035): the toast is shown where the navigation arrives.
      await toastThenNavigate(
        { title: res.message || knownMessage(t, AUTH_FORM_MESSAGES, AUTH_MESSAGES.registered) },
        () =>
          navigate({ pathname: paths.auth.login.path, search: location.search }, { state: location.state }),
      );
    } catch (error) {
      toast({
        variant: 'destructive',
        title: errorMessage(error, t('Registration failed. Please try again.')),
      });
    }
  });

  const fieldError = (message?: string) => message && knownMessage(t, AUTH_FORM_MESSAGES, message);

  return (
    <div>
      <AuthHeading title={t('Create new account')}>
        {t('Already have an account?')}{' '}
        <Link
          className="font-medium text-orange-700 underline-offset-4 hover:underline"
          to={`${paths.auth.login.path}${location.search}`}
          state={location.state}
        >
          {t('Login')}
        </Link>
      </AuthHeading>
      <CartIntentNote screen="register" />
      <form className="grid gap-4" {...formProps}>
        <RequiredLegend />
        <TextField
          id="register-username"
          label={t('User name')}
          required
          error={fieldError(errors.userName)}
          autoComplete="username"
          placeholder={t('Your name')}
          name="userName"
        />
        <TextField
          id="register-email"
          label={t('Email')}
          required
          error={fieldError(errors.email)}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          name="email"
        />
        <TextField
          id="register-password"
          label={t('Password')}
          required
          error={fieldError(errors.password)}
          type="password"
          autoComplete="new-password"
          placeholder={t('At least {min} characters', { min: MIN_PASSWORD })}
          name="password"
        />
        <SubmitButton busy={busy} busyLabel={t('Creating account…')}>
          {t('Sign Up')}
        </SubmitButton>
      </form>
    </div>
  );
}
