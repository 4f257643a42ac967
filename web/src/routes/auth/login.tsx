import { PageTitle } from '../../components/page-title';
import { LoginForm } from '../../features/auth';

export default function LoginPage() {
  return (
    <>
      <PageTitle title="Login" />
      <LoginForm />
    </>
  );
}
