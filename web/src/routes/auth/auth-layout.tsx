import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageSkeleton } from '../../components/loading-screen';
import { usePublicSettings } from '../../features/settings/api/get-public-settings';
import { welcomeHeadline } from '../../lib/brand';
import { paths } from '../../lib/paths';

/** SPEC §1: two columns; the left one black with the welcome headline, hidden on small screens. */
export function AuthLayout() {
  const settings = usePublicSettings();
  return (
    <div className="flex min-h-screen w-full">
      <aside className="hidden w-1/2 items-center justify-center bg-black px-12 md:flex" aria-label="Welcome">
        <div className="max-w-md space-y-6 text-center text-white">
          <p className="text-4xl font-extrabold tracking-tight lg:text-5xl">{welcomeHeadline(settings.companyName)}</p>
          <p className="text-lg text-neutral-300">Pipe fittings, wires, switches, sockets and paint — with GST invoices.</p>
        </div>
      </aside>
      <main className="flex flex-1 flex-col bg-white px-4 py-6 sm:px-6 lg:px-8">
        <Link
          to={paths.shop.home.href()}
          className="inline-flex w-fit items-center gap-1 rounded-md text-sm font-medium text-neutral-700 hover:text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to shop
        </Link>
        <div className="flex flex-1 items-center justify-center py-8">
          <div className="w-full max-w-md">
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </div>
        </div>
      </main>
    </div>
  );
}
