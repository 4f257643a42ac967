import { Suspense, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { LogOut, Menu, ShieldCheck } from 'lucide-react';
import { PageSkeleton } from '../../components/loading-screen';
import { Button } from '../../components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../../components/ui/sheet';
import { useLogoutAction } from '../../features/auth/components/use-logout-action';
import { paths } from '../../lib/paths';
import { cn } from '../../lib/utils';
import { ADMIN_NAV } from './admin-nav';

function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="grid gap-1">
      {ADMIN_NAV.map(({ label, to, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand',
                isActive
                  ? 'bg-neutral-900 text-white'
                  : 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900',
              )
            }
          >
            <Icon className="size-5" aria-hidden="true" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function Brand() {
  return (
    <Link
      to={paths.admin.dashboard.href()}
      className="flex items-center gap-2 rounded-md text-lg font-extrabold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
    >
      <ShieldCheck className="size-6 text-orange-700" aria-hidden="true" /> Admin Panel
    </Link>
  );
}

/** SPEC §2 admin layout: side navigation (a slide-in sheet on small screens) and a header with Logout. */
export default function AdminLayout() {
  const [open, setOpen] = useState(false);
  const logout = useLogoutAction('login');
  return (
    <div className="flex min-h-screen w-full bg-neutral-50">
      <aside className="hidden w-64 shrink-0 flex-col gap-6 border-r border-neutral-200 bg-white p-5 lg:flex">
        <Brand />
        <nav aria-label="Admin">
          <AdminNav />
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center gap-3 border-b border-neutral-200 bg-white px-4">
          <Sheet open={open} onOpenChange={setOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open admin menu">
                <Menu className="size-6" aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="left">
              <SheetHeader>
                <SheetTitle>
                  <Brand />
                </SheetTitle>
                <SheetDescription className="sr-only">Admin navigation</SheetDescription>
              </SheetHeader>
              <nav aria-label="Admin">
                <AdminNav onNavigate={() => setOpen(false)} />
              </nav>
            </SheetContent>
          </Sheet>
          <span className="font-semibold lg:hidden">Admin Panel</span>
          <Button
            variant="dark"
            className="ml-auto"
            onClick={() => void logout.run()}
            disabled={logout.isPending}
          >
            <LogOut aria-hidden="true" /> Logout
          </Button>
        </header>
        <main className="flex flex-1 flex-col">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
