import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Copy, LogOut, Menu, ShieldCheck } from 'lucide-react';
import { PageSkeleton } from '../../components/page-skeleton';
import { Button } from '../../components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../../components/ui/sheet';
import { preloadToaster } from '../../components/ui/lazy-toaster';
import { toast } from '../../components/ui/use-toast';
import { useLogoutAction } from '../../features/auth';
import { usePublicSettings } from '../../lib/public-settings';
import { shopName } from '../../lib/brand';
import { paths } from '../../lib/paths';
import { cn } from '../../lib/utils';
import { ADMIN_NAV } from './admin-nav';

/**
 * SPEC §2 sends a signed-in admin from every shop path to the dashboard, so a link to the shop would only
 * come back here. The owner gets the shop's address to open where they are not signed in (a private window,
 * a phone) and see it as customers do.
 */
function ShopAddressButton() {
  async function copy() {
    const address = `${window.location.origin}${paths.shop.home.href()}`;
    try {
      await navigator.clipboard.writeText(address);
      toast({
        title: 'Shop address copied',
        description: `${address} — open it in a private window to see the shop as customers do.`,
      });
    } catch {
      toast({
        title: 'Your shop’s address',
        description: `${address} — open it in a private window to see the shop as customers do.`,
      });
    }
  }
  return (
    <Button variant="outline" size="sm" className="shrink-0 px-2.5 sm:px-3" onClick={() => void copy()}>
      <Copy aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">Shop address</span>
    </Button>
  );
}

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

/**
 * SPEC §2 admin layout: side navigation (a slide-in sheet under the lg breakpoint) and a header with the
 * shop's name, a link to the storefront and Logout.
 */
export default function AdminLayout() {
  const [open, setOpen] = useState(false);
  const logout = useLogoutAction('login');
  const name = shopName(usePublicSettings().companyName);
  // Every step here raises a toast: its code is fetched now, so none rises late under the next press.
  useEffect(preloadToaster, []);
  return (
    <div className="flex min-h-screen w-full bg-neutral-50">
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 flex-col gap-6 overflow-y-auto border-r border-neutral-200 bg-white p-5 lg:flex">
        <Brand />
        <nav aria-label="Admin">
          <AdminNav />
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-neutral-200 bg-white px-3 sm:gap-3 sm:px-4">
          <Sheet open={open} onOpenChange={setOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="shrink-0 lg:hidden" aria-label="Open admin menu">
                <Menu className="size-6" aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="left">
              <SheetHeader>
                <SheetTitle>
                  <Brand />
                </SheetTitle>
                <SheetDescription>{name}</SheetDescription>
              </SheetHeader>
              <nav aria-label="Admin">
                <AdminNav onNavigate={() => setOpen(false)} />
              </nav>
            </SheetContent>
          </Sheet>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold sm:text-base" title={name}>
              {name}
            </p>
            <p className="text-xs text-neutral-600">Admin</p>
          </div>
          <ShopAddressButton />
          <Button
            variant="dark"
            size="sm"
            className="shrink-0"
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
