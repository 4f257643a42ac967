import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { WhatsAppButton } from '../components/whatsapp-button';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { RouteGuard } from './route-guard';

/**
 * The frame of every page: the guard, the page, the floating chat link and the toasts. The chat link is for
 * shoppers: in the admin panel it would only float over the owner's tables and forms. The shop's and the
 * auth pages' layouts carry it docked in their bars; the floating one is for the pages without a bar.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const hasBar = ['/admin', '/shop', '/auth'].some((p) => pathname === p || pathname.startsWith(`${p}/`));
  return (
    <>
      <RouteGuard>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </RouteGuard>
      {!hasBar && <WhatsAppButton />}
      <LazyToaster />
      <ScrollRestoration />
    </>
  );
}
