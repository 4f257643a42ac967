import { Link } from 'react-router';
import { ShieldX } from 'lucide-react';
import { buttonVariants } from '../components/ui/button';
import { PageTitle } from '../components/page-title';
import { useAuth } from '../lib/session';
import { homeFor, isAdminUser } from '../app/guard';

/** SPEC §2: where a logged-in non-admin lands after opening an admin path. */
export default function UnauthPage() {
  const { user } = useAuth();
  return (
    <main className="flex min-h-screen items-center justify-center bg-white px-4">
      <PageTitle title="No access" />
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <ShieldX className="size-14 text-red-700" aria-hidden="true" />
        <h1 className="text-2xl font-bold">You don&apos;t have access to view this page</h1>
        <p className="text-neutral-700">This area is for the shop&apos;s administrators.</p>
        <Link to={homeFor(user)} className={buttonVariants({ size: 'lg' })}>
          {isAdminUser(user) ? 'Go to the dashboard' : 'Back to the shop'}
        </Link>
      </div>
    </main>
  );
}
