import { Link } from 'react-router';
import { ShieldX } from 'lucide-react';
import { buttonVariants } from '../components/ui/button';
import { PageTitle } from '../components/page-title';
import { useAuth } from '../lib/session';
import { homeFor, isAdminUser } from '../app/guard';
import { useT } from '../i18n/i18n';

/** SPEC §2: where a logged-in non-admin lands after opening an admin path. */
export default function UnauthPage() {
  const t = useT();
  const { user } = useAuth();
  return (
    <main className="flex min-h-screen items-center justify-center bg-white px-4">
      <PageTitle title={t('No access')} />
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <ShieldX className="size-14 text-red-700" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{t("You don't have access to view this page")}</h1>
        <p className="text-neutral-700">{t("This area is for the shop's administrators.")}</p>
        <Link to={homeFor(user)} className={buttonVariants({ size: 'lg' })}>
          {isAdminUser(user) ? t('Go to the dashboard') : t('Back to the shop')}
        </Link>
      </div>
    </main>
  );
}
