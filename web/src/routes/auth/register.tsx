import { PageTitle } from '../../components/page-title';
import { RegisterForm } from '../../features/auth/components/register-form';

export default function RegisterPage() {
  return (
    <>
      <PageTitle title="Register" />
      <RegisterForm />
    </>
  );
}
