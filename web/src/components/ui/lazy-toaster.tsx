import { lazy, Suspense, useEffect } from 'react';
import { showCarriedToast, useToasts } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Mounts Radix Toast only once the first toast is raised, so first load does not carry it. On a page's start
 * it shows the toast the page before kept for it (toastOnNextPage: "Logged out successfully" after a page load).
 */
export function LazyToaster() {
  const toasts = useToasts();
  useEffect(() => showCarriedToast(), []);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
