import { PageTitle } from '../../components/page-title';
import { useT } from '../../i18n/i18n';
import { ResetPasswordForm } from '../../features/auth';

export default function ResetPasswordPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('Reset password')} />
      <ResetPasswordForm />
    </>
  );
}
