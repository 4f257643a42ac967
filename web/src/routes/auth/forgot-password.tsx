import { PageTitle } from '../../components/page-title';
import { useT } from '../../i18n/i18n';
import { ForgotPasswordForm } from '../../features/auth';

export default function ForgotPasswordPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('Forgot password')} />
      <ForgotPasswordForm />
    </>
  );
}
