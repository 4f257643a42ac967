import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates in a pass of its own. React leaves the content of a Suspense
 * boundary it meets while hydrating for later, at low priority and in slices that yield to the browser, so a
 * page made of a few such parts is not one long task on a slow phone (issue 49: account's and the estimator's
 * Total Blocking Time). Nothing suspends inside on the server (the page's data is loaded before it renders), so
 * the fallback is never shown there; in the browser it is shown only if the part suspends on a later render.
 */
export function HydrateApart({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
