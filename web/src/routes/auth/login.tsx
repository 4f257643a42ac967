import { PageTitle } from '../../components/page-title';
import { useT } from '../../i18n/i18n';
import { LoginForm } from '../../features/auth';

export default function LoginPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('Login')} />
      <LoginForm />
    </>
  );
}

/** The frame this page is shown in when hydrated without the router (app/buyer-page). */
export { AuthFrame as Frame } from './auth-frame';
