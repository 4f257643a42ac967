import { PageTitle } from '../../components/page-title';
import { LoginForm } from '../../features/auth/components/login-form';

export default function LoginPage() {
  return (
    <>
      <PageTitle title="Login" />
      <LoginForm />
    </>
  );
}
