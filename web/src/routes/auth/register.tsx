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

/** The frame this page is shown in when hydrated without the router (app/buyer-page). */
export { AuthFrame as Frame } from './auth-frame';
