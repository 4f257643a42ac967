import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/** True in the browser after hydration; false on the server and during hydration (so both render alike). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Renders `children` only in the browser (after hydration); `fallback` on the server and while hydrating. */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? <>{children}</> : <>{fallback}</>;
}

/**
 * False on the server and while hydrating; true once the page has started, set in a transition: for what is not
 * needed at first (the rest of a long list, a print sheet), so it is drawn after the page is interactive, in slices
 * that yield to the browser, not as part of hydration (issue 49).
 */
export function useStarted(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => startTransition(() => setStarted(true)), []);
  return started;
}
