import { PageTitle } from '../../components/page-title';
import { ForgotPasswordForm } from '../../features/auth';

export default function ForgotPasswordPage() {
  return (
    <>
      <PageTitle title="Forgot password" />
      <ForgotPasswordForm />
    </>
  );
}
