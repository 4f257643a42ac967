import { Skeleton } from './ui/skeleton';

/** Shown while the first check-auth runs (SPEC §2: a loading placeholder while authentication is determined). */
export function LoadingScreen() {
  return (
    <div role="status" aria-live="polite" className="min-h-screen bg-white">
      <span className="sr-only">Loading…</span>
      <div className="border-b border-neutral-200">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="ml-auto h-8 w-8 rounded-full" />
          <Skeleton className="h-8 w-8 rounded-full" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8">
        <Skeleton className="h-40 w-full sm:h-64" />
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Skeleton className="aspect-square w-full" />
          <Skeleton className="aspect-square w-full" />
          <Skeleton className="aspect-square w-full" />
          <Skeleton className="aspect-square w-full" />
        </div>
      </div>
    </div>
  );
}
