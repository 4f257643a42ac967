import { lazy, Suspense, useEffect } from 'react';
import { showCarriedToast, useToasts } from './use-toast';

const loadToaster = () => import('./toaster');
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/**
 * Fetches the toaster's code ahead of the first toast. The admin panel calls it when it opens: there every step
 * raises a toast, and one whose code arrived a second late would rise at the bottom of a phone under the thumb
 * already pressing the next step's button.
 */
export function preloadToaster() {
  void loadToaster();
}

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
