import { PageTitle } from '../../components/page-title';
import { ResetPasswordForm } from '../../features/auth';

export default function ResetPasswordPage() {
  return (
    <>
      <PageTitle title="Reset password" />
      <ResetPasswordForm />
    </>
  );
}
