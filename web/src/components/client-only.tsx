import { useSyncExternalStore, type ReactNode } from 'react';

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
