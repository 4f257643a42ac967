import { PageTitle } from '../../components/page-title';
import { useT } from '../../i18n/i18n';
import { RegisterForm } from '../../features/auth';

export default function RegisterPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('Register')} />
      <RegisterForm />
    </>
  );
}
