import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from '../../../lib/navigation';
import {
  AUTH_MESSAGES,
  MIN_PASSWORD,
  RegisterBody,
  type RegisterInput,
} from '../../../../../common/contracts/auth';
import { RequiredLegend, TextField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast, toastThenNavigate } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useRegister } from '../api/register';
import { AuthHeading } from './auth-heading';
import { CartIntentNote } from './cart-intent-note';

/** SPEC §2 /auth/register: user name, email, password; success goes to login (no automatic login). */
export function RegisterForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(RegisterBody),
    defaultValues: { userName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || register.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await register.mutateAsync(values);
      // The remembered origin travels on, so the login that follows still leads back to it. Login is a page
      // load from here (decision 035): the toast is shown where the navigation arrives.
      await toastThenNavigate({ title: res.message || AUTH_MESSAGES.registered }, () =>
        navigate({ pathname: paths.auth.login.path, search: location.search }, { state: location.state }),
      );
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, 'Registration failed. Please try again.') });
    }
  });

  return (
    <div>
      <AuthHeading title="Create new account">
        Already have an account?{' '}
        <Link
          className="font-medium text-orange-700 underline-offset-4 hover:underline"
          to={`${paths.auth.login.path}${location.search}`}
          state={location.state}
        >
          Login
        </Link>
      </AuthHeading>
      <CartIntentNote screen="register" />
      <form className="grid gap-4" noValidate onSubmit={onSubmit}>
        <RequiredLegend />
        <TextField
          id="register-username"
          label="User name"
          required
          error={errors.userName?.message}
          autoComplete="username"
          placeholder="Your name"
          {...form.register('userName')}
        />
        <TextField
          id="register-email"
          label="Email"
          required
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...form.register('email')}
        />
        <TextField
          id="register-password"
          label="Password"
          required
          error={errors.password?.message}
          type="password"
          autoComplete="new-password"
          placeholder={`At least ${MIN_PASSWORD} characters`}
          {...form.register('password')}
        />
        <SubmitButton busy={busy} busyLabel="Creating account…">
          Sign Up
        </SubmitButton>
      </form>
    </div>
  );
}
