import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from '../../../lib/navigation';
import { AUTH_MESSAGES, LoginBody, type LoginInput } from '../../../../../common/contracts/auth';
import { RequiredLegend, TextField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useLogin } from '../api/login';
import { AuthHeading } from './auth-heading';
import { CartIntentNote } from './cart-intent-note';

/**
 * SPEC §2 /auth/login. On success the session holds the user and the route guard sends them on: to
 * where they came from (location.state.from), to the `r` query parameter, or home — replacing this entry.
 */
export function LoginForm() {
  const location = useLocation();
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginBody),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || login.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await login.mutateAsync(values);
      toast({ title: res.message || AUTH_MESSAGES.loggedIn });
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, 'Login failed. Please try again.') });
    }
  });

  // Keep the remembered origin and `r` when moving to register or forgot-password and back.
  const carry = { search: location.search, state: location.state };

  return (
    <div>
      <AuthHeading title="Sign in to your account">
        Don&apos;t have an account?{' '}
        <Link
          className="font-medium text-orange-700 underline-offset-4 hover:underline"
          to={`${paths.auth.register.path}${carry.search}`}
          state={carry.state}
        >
          Register
        </Link>
      </AuthHeading>
      <CartIntentNote screen="login" />
      <form className="grid gap-4" noValidate onSubmit={onSubmit}>
        <RequiredLegend />
        <TextField
          id="login-email"
          label="Email"
          required
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...form.register('email')}
        />
        <TextField
          id="login-password"
          label="Password"
          required
          error={errors.password?.message}
          type="password"
          autoComplete="current-password"
          placeholder="Your password"
          {...form.register('password')}
        />
        <div className="flex justify-end">
          <Link
            className="text-sm font-medium text-orange-700 underline-offset-4 hover:underline"
            to={`${paths.auth.forgotPassword.path}${carry.search}`}
            state={carry.state}
          >
            Forgot password?
          </Link>
        </div>
        <SubmitButton busy={busy} busyLabel="Signing in…">
          Sign In
        </SubmitButton>
      </form>
    </div>
  );
}
