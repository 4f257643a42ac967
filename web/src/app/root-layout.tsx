import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { WhatsAppButton } from '../components/whatsapp-button';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { RouteGuard } from './route-guard';

/** The frame of every page: the guard, the page, the floating chat link and the toasts. */
export function RootLayout() {
  return (
    <>
      <RouteGuard>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </RouteGuard>
      <WhatsAppButton />
      <LazyToaster />
      <ScrollRestoration />
    </>
  );
}
