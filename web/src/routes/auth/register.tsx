import { PageTitle } from '../../components/page-title';
import { RegisterForm } from '../../features/auth';

export default function RegisterPage() {
  return (
    <>
      <PageTitle title="Register" />
      <RegisterForm />
    </>
  );
}
