import { PageTitle } from '../../components/page-title';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  return (
    <>
      <PageTitle title="Forgot password" />
      <ForgotPasswordForm />
    </>
  );
}
